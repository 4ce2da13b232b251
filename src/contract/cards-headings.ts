import type { PageHeadings } from './headings';

/** The virtual cards screens' headings. */
export const CARDS_HEADINGS = {
  '/dashboard/cards': {
    eyebrow: 'Your business',
    title: 'Virtual cards',
    description: 'Dollar and naira cards for online spending.',
  },
  '/dashboard/cards/bulk-upload': {
    eyebrow: 'Your business',
    title: 'Bulk card upload',
    description: 'Cards created on this account, including bulk uploads.',
  },
  /** The title becomes the name on the card once it is loaded. */
  '/dashboard/cards/$id': {
    eyebrow: 'Cards',
    title: 'Virtual card',
    description: "A virtual card's masked number, currency, balance and status, and when it was created.",
  },
} as const satisfies PageHeadings;
