import type { PageHeadings } from '../../ui/page-heading';

/** The balance screens' headings. */
export const BALANCE_HEADINGS = {
  '/dashboard/balance/index': {
    eyebrow: 'Your business',
    title: 'Balance',
    description:
      'What you hold in each currency, available now and on your ledger, and the latest settlements paid to your bank account.',
  },
  '/dashboard/balance/settlements': {
    eyebrow: 'Balance',
    title: 'Settlements',
    description: 'Payouts of your collections to your bank account.',
  },
  '/dashboard/balance/settlements/$id': {
    eyebrow: 'Settlements',
    title: 'Settlement',
    description:
      'What this payout settled: its amounts and fee, the bank account it was paid to, and each payment in it.',
  },
  '/dashboard/balance/accounts': {
    eyebrow: 'Balance',
    title: 'Settlement accounts',
    description:
      'Where we pay your settlements: the bank accounts of this business. When you have several, the default one is marked.',
  },
  '/dashboard/balance/history': {
    eyebrow: 'Balance',
    title: 'Balance history',
    description: 'Every credit and debit of your balance, newest first.',
  },
  '/dashboard/balance/rollingreserve': {
    eyebrow: 'Balance',
    title: 'Rolling reserve',
    description:
      'Part of each payment held back for a while to cover refunds and chargebacks, then released to your balance.',
  },
} as const satisfies PageHeadings;
