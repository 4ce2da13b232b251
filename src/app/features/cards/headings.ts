import type { PageHeadings } from '../../ui/page-heading';

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
    description: 'Create many cards at once from a CSV file, each funded from your balance.',
  },
  /** The title becomes the name on the card once it is loaded. */
  '/dashboard/cards/$id': {
    eyebrow: 'Cards',
    title: 'Virtual card',
    description: "A virtual card's balance and status, what you can do with it, and its transactions.",
  },
} as const satisfies PageHeadings;
