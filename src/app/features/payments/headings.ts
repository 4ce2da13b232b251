import type { PageHeadings } from '../../ui/page-heading';

/** The payment links, plans and subscriptions screens' headings. */
export const PAYMENTS_HEADINGS = {
  '/dashboard/payments/links': {
    eyebrow: 'Collect payments',
    title: 'Payment links',
    description: 'Share a link and get paid without a website.',
  },
  /** The title becomes the link's title once it is loaded. */
  '/dashboard/payments/links/$id': {
    eyebrow: 'Payment links',
    title: 'Payment link',
    description: "The address your customers pay at, the amount they pay and the link's status.",
  },
  '/dashboard/payments/plans': {
    eyebrow: 'Billing tools',
    title: 'Payment plans',
    description:
      'Charge customers on a schedule: each plan has an amount and an interval, and customers subscribe to it.',
  },
  /** The title becomes the plan's name once it is loaded. */
  '/dashboard/payments/plans/$id': {
    eyebrow: 'Payment plans',
    title: 'Payment plan',
    description: "A payment plan's amount, how often and how many times it charges, and how many customers subscribe.",
  },
  '/dashboard/payments/subscriptions': {
    eyebrow: 'Billing tools',
    title: 'Subscriptions',
    description: 'Customers subscribed to your payment plans.',
  },
  /** The title becomes the subscriber's email once it is loaded. */
  '/dashboard/payments/subscriptions/$id': {
    eyebrow: 'Subscriptions',
    title: 'Subscription',
    description: "A customer's subscription to one of your payment plans: its plan, amount, status and next charge.",
  },
} as const satisfies PageHeadings;
