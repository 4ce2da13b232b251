import type { PageHeadings } from '../../ui/page-heading';

/** The bills screens' headings. */
export const BILLS_HEADINGS = {
  '/dashboard/bills/airtime': {
    eyebrow: 'Airtime & DSTV',
    title: 'Airtime',
    description: 'Buy airtime for any phone number from your balance.',
  },
  '/dashboard/bills/dstv': {
    eyebrow: 'Airtime & DSTV',
    title: 'DSTV',
    description: 'Pay DSTV subscriptions from your balance.',
  },
  '/dashboard/bills/receipt/$id': {
    eyebrow: 'Airtime & DSTV',
    title: 'Receipt',
    description: 'What was paid from your balance, to whom, and its reference.',
  },
} as const satisfies PageHeadings;
