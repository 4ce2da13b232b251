import type { PageHeadings } from '../../ui/page-heading';

/** The transactions screens' headings. */
export const TRANSACTIONS_HEADINGS = {
  '/dashboard/transactions/all': {
    eyebrow: 'Payments',
    title: 'Transactions',
    description: 'Every payment your customers made, newest first. Search or filter them, and open one to refund it.',
  },
  '/dashboard/transactions/refunds': {
    eyebrow: 'Payments',
    title: 'Refunds',
    description: 'Money you returned to customers, newest first.',
  },
  /** The title becomes '<amount> · <reference>' once it is loaded. */
  '/dashboard/transactions/$id': {
    eyebrow: 'Transactions',
    title: 'Transaction',
    description: 'A payment with its customer, payment method, settlement, refunds and timeline.',
  },
} as const satisfies PageHeadings;
