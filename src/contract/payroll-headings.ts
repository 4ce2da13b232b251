import type { PageHeadings } from './headings';

/** The payroll screen's heading. */
export const PAYROLL_HEADINGS = {
  '/dashboard/payroll': {
    eyebrow: 'Billing tools',
    title: 'Payroll',
    description: 'Salary runs paid from your balance.',
  },
} as const satisfies PageHeadings;
