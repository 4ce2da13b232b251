import type { PageHeadings } from '../../ui/page-heading';

/** The getting-started screen's heading. */
export const GUIDES_HEADINGS = {
  /** The title greets the user by first name when it is known ('Welcome, Ada'). */
  '/dashboard/home': {
    eyebrow: 'Getting started',
    title: 'Welcome',
    description:
      'Four things most businesses do first: make a transfer, create a payment link, send invoices and set up a payment plan.',
  },
} as const satisfies PageHeadings;
