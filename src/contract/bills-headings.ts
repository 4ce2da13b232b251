import type { PageHeadings } from './headings';

/** The bills screens' headings. */
export const BILLS_HEADINGS = {
  '/dashboard/bills/airtime': {
    eyebrow: 'Airtime & DSTV',
    title: 'Airtime',
    description: 'Airtime bought from your balance.',
  },
  '/dashboard/bills/dstv': {
    eyebrow: 'Airtime & DSTV',
    title: 'DSTV',
    description: 'DSTV subscriptions paid from your balance.',
  },
} as const satisfies PageHeadings;
