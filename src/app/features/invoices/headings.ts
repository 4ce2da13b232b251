import type { PageHeadings } from '../../ui/page-heading';

const INVOICES = {
  eyebrow: 'Billing tools',
  title: 'Invoices',
  description: 'Bills you sent to customers, and whether they are paid.',
} as const;

/** The invoices screens' headings. */
export const INVOICES_HEADINGS = {
  '/dashboard/invoices/list': INVOICES,
  '/dashboard/invoices/create': {
    eyebrow: 'Invoices',
    title: 'New invoice',
    description: 'Bill a customer: save it as a draft, or send it with a link where they can pay.',
  },
  /** The title becomes 'Edit invoice <reference>' once it is loaded. */
  '/dashboard/invoices/edit/$id': {
    eyebrow: 'Invoices',
    title: 'Edit invoice',
    description: 'Only a draft can be edited; once sent, the customer holds a link to it.',
  },
  /** The title becomes 'Invoice <reference>' once it is loaded. */
  '/dashboard/invoices/$id': {
    eyebrow: 'Invoices',
    title: 'Invoice',
    description: "An invoice's customer, amount and due date, and whether it is paid.",
  },
} as const satisfies PageHeadings;
