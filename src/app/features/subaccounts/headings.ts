import type { PageHeadings } from '../../ui/page-heading';

/** The subaccounts screens' headings. */
export const SUBACCOUNTS_HEADINGS = {
  '/dashboard/subaccounts': {
    eyebrow: 'Your business',
    title: 'Subaccounts',
    description: 'Split payments with partners and vendors automatically.',
  },
  /** The title becomes the subaccount's business name once it is loaded. */
  '/dashboard/subaccounts/$id': {
    eyebrow: 'Subaccounts',
    title: 'Subaccount',
    description: "A subaccount's contact and bank details, and the transactions and settlements split with it.",
  },
} as const satisfies PageHeadings;
