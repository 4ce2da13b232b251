import type { PageHeadings } from '../../ui/page-heading';

const TERMINALS = 'Card terminals you requested for your shops.';

/** The point-of-sale screens' headings. */
export const POS_HEADINGS = {
  '/dashboard/pos/orders': { eyebrow: 'Point of sale', title: 'POS orders', description: TERMINALS },
  '/dashboard/pos/delivered': { eyebrow: 'Point of sale', title: 'Delivered terminals', description: TERMINALS },
  /** The title becomes 'Order <reference>' once it is loaded. */
  '/dashboard/pos/orders/$id': {
    eyebrow: 'Point of sale',
    title: 'POS order',
    description: 'A request for card terminals: how many, where they are delivered and how far the order has got.',
  },
} as const satisfies PageHeadings;
