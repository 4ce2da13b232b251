import type { PageHeadings } from '../../ui/page-heading';

/** The Instagram store screens' headings. */
export const INSTAGRAM_HEADINGS = {
  '/dashboard/instagram/products': {
    eyebrow: 'Instagram store',
    title: 'Instagram products',
    description: 'Products you sell through Instagram.',
  },
  '/dashboard/instagram/orders': {
    eyebrow: 'Instagram store',
    title: 'Instagram orders',
    description: 'Orders placed from your Instagram products.',
  },
} as const satisfies PageHeadings;
