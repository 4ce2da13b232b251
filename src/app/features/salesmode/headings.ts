import type { PageHeadings } from '../../ui/page-heading';

/** The sales mode screen's heading. */
export const SALESMODE_HEADINGS = {
  '/dashboard/salesmode': {
    eyebrow: 'Collect payments',
    title: 'Sales mode',
    description:
      'Selling face to face? Open a payment link on your phone and let the customer pay, or send it to them.',
  },
} as const satisfies PageHeadings;
