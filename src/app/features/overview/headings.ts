import type { PageHeadings } from '../../ui/page-heading';

/** The overview screens' headings. */
export const OVERVIEW_HEADINGS = {
  /** The title greets the user by first name when it is known ('Hello, Ada'). */
  '/dashboard/overview': {
    eyebrow: 'Overview',
    title: 'Hello',
    description:
      'Your balance in each currency, your last and next settlements, and insights into when, where and how your customers pay.',
  },
  '/dashboard/overview/total': {
    eyebrow: 'Overview',
    title: 'Total value',
    description: 'What your customers paid over the period you choose, and the balance you hold in each currency.',
  },
  '/dashboard/overview/customers': {
    eyebrow: 'Overview',
    title: 'Customers',
    description:
      'The people who started paying you: how many new customers you had over the period you choose, and when.',
  },
  '/dashboard/overview/settlements': {
    eyebrow: 'Overview',
    title: 'Settlements',
    description:
      "What was paid to your bank account: the total over the period you choose, yesterday's and today's settlements, and your last card settlement.",
  },
} as const satisfies PageHeadings;
