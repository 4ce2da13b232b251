import type { PageHeadings } from '../../ui/page-heading';

/**
 * The compliance screen's heading: the first thing a new merchant sees. Static words, so the server
 * paints them in its first frame; the greeting by name and the progress sit in the line above, which
 * only the app knows.
 */
export const COMPLIANCE_HEADINGS = {
  '/dashboard/compliance': {
    title: "Let's verify your account",
    description:
      'Complete these steps so you can receive payments. What you save is kept, so you can come back and finish later.',
  },
} as const satisfies PageHeadings;
