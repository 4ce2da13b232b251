import type { PageHeadings } from '../../ui/page-heading';

/** The no-access screen's heading. */
export const NO_ACCESS_HEADINGS = {
  '/dashboard/no-access': {
    title: 'No access',
    description: 'This page is not available for your business or your role. Ask the business owner if you need it.',
  },
} as const satisfies PageHeadings;
