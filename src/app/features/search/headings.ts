import type { PageHeadings } from '../../ui/page-heading';

/** The search results screen's heading. */
export const SEARCH_HEADINGS = {
  /** The title names the search ('Results for “Amaka”'). */
  '/dashboard/search/$searchString': {
    eyebrow: 'Search',
    title: 'Search results',
    description: 'Customers, transactions, transfers, cards and subaccounts.',
  },
} as const satisfies PageHeadings;
