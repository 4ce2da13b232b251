import type { PageHeadings } from './headings';

const INVOICES = {
  eyebrow: 'Billing tools',
  title: 'Invoices',
  description: 'Bills you sent to customers, and whether they are paid.',
} as const;

/** The invoices screens' headings (create and edit show the list until the invoice form arrives). */
export const INVOICES_HEADINGS = {
  '/dashboard/invoices/list': INVOICES,
  '/dashboard/invoices/create': INVOICES,
  '/dashboard/invoices/edit/$id': INVOICES,
  /** The title becomes 'Invoice <reference>' once it is loaded. */
  '/dashboard/invoices/$id': {
    eyebrow: 'Invoices',
    title: 'Invoice',
    description: "An invoice's customer, amount and due date, and whether it is paid.",
  },
} as const satisfies PageHeadings;
