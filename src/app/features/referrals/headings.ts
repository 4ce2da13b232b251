import type { PageHeadings } from '../../ui/page-heading';

/** The referrals screen's heading. */
export const REFERRALS_HEADINGS = {
  '/dashboard/referrals': {
    eyebrow: 'Grow',
    title: 'Referrals',
    description: 'Businesses you invited, and what you earned when they went live.',
  },
} as const satisfies PageHeadings;
