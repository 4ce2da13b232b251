import type { PageHeadings } from '../../ui/page-heading';

const BLACKLIST = 'Payments from blacklisted emails and phone numbers are refused.';

/** The customers screens' headings. */
export const CUSTOMERS_HEADINGS = {
  '/dashboard/customers/list': {
    eyebrow: 'Your business',
    title: 'Customers',
    description: 'People who have paid you. Search them by name, email or phone, and open one to see their payments.',
  },
  /** The title becomes the customer's name once it is loaded. */
  '/dashboard/customers/$id': {
    eyebrow: 'Customers',
    title: 'Customer',
    description: "A customer's profile, what they spent and had refunded in each currency, and their payments.",
  },
  '/dashboard/customers/blacklist/radar': { eyebrow: 'Customers', title: 'Blacklist', description: BLACKLIST },
  /** The title names the blacklist of the URL ('Blacklisted emails'). */
  '/dashboard/customers/blacklisted/$type': { eyebrow: 'Customers', title: 'Blacklist', description: BLACKLIST },
  /** The title becomes the blocked email or phone number once it is loaded. */
  '/dashboard/customers/poll/blacklisted/$id': {
    eyebrow: 'Blacklist',
    title: 'Blacklist entry',
    description:
      'An email or phone number on your blacklist, why it was blocked and when. Payments from it are refused.',
  },
} as const satisfies PageHeadings;
