import type { PageHeadings } from '../../ui/page-heading';

/** The capital screen's heading. */
export const CAPITAL_HEADINGS = {
  '/dashboard/capital': {
    eyebrow: 'Your business',
    title: 'Capital',
    description:
      'Loans based on what your business collects: the offer you can take now, if any, and the loans you have taken.',
  },
} as const satisfies PageHeadings;
