import type { PageHeadings } from '../../ui/page-heading';

/** The chargeback screens' headings. */
export const DISPUTES_HEADINGS = {
  /** One route for every tab; the title names the tab ('Pending chargebacks'). */
  '/dashboard/chargebacks/$tab': {
    eyebrow: 'Disputes',
    title: 'Chargebacks',
    description:
      "Payments your customers' banks dispute, the fines card schemes charge for them, and what lost chargebacks cost you. Respond before the due date.",
  },
  '/dashboard/chargebacks/view/$id': {
    eyebrow: 'Chargebacks',
    title: 'Chargeback',
    description: 'A payment your customer’s bank disputes: accept it, or decline it with evidence before the due date.',
  },
  '/dashboard/chargebacks/fines/$id': {
    eyebrow: 'Chargeback fines',
    title: 'Chargeback fine',
    description: 'A fine a card scheme charged this account for a disputed payment.',
  },
} as const satisfies PageHeadings;
