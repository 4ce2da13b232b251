import type { PageHeadings } from '../../ui/page-heading';

/** The transfers screens' headings. */
export const TRANSFERS_HEADINGS = {
  '/dashboard/transfers/overview': {
    eyebrow: 'Your business',
    title: 'Transfers',
    description:
      'Send money to bank accounts and wallets. See what each wallet holds, start a single or bulk transfer, and check your latest transfers.',
  },
  '/dashboard/transfers/list': {
    eyebrow: 'Transfers',
    title: 'All transfers',
    description: 'Every transfer sent from this account, newest first.',
  },
  /** The title becomes '<amount> to <beneficiary>' once it is loaded. */
  '/dashboard/transfers/list/$id': {
    eyebrow: 'Transfers',
    title: 'Transfer',
    description: "A transfer's status, beneficiary, amount and fee, who started it and who decided on it.",
  },
  '/dashboard/transfers/beneficiaries': {
    eyebrow: 'Transfers',
    title: 'Beneficiaries',
    description:
      'Accounts you pay often. Search them by name or account number, open one to send money to it again, or add a new one.',
  },
  /** The title becomes the beneficiary's name once it is loaded. */
  '/dashboard/transfers/beneficiaries/$id': {
    eyebrow: 'Beneficiaries',
    title: 'Beneficiary',
    description: 'A saved account with your latest transfers to it. Send money to it again, or delete it.',
  },
  '/dashboard/transfers/wallethistory': {
    eyebrow: 'Transfers',
    title: 'Wallet history',
    description:
      'Every credit and debit of your wallets, for all of them or one currency, with what each wallet holds now.',
  },
  '/dashboard/transfers/pendingapprovals': {
    eyebrow: 'Transfers',
    title: 'Pending approvals',
    description:
      'Transfers started by your team that wait for an approver. On a phone, swipe right to approve or left to reject; the buttons work everywhere.',
  },
  '/dashboard/transfers/queued-bulk-transfers': {
    eyebrow: 'Transfers',
    title: 'Queued bulk transfers',
    description: 'Bulk uploads and how far each has been paid.',
  },
  /** The title becomes 'Batch <id>: <total>' once it is loaded. */
  '/dashboard/transfers/bulk-status/$id': {
    eyebrow: 'Transfers',
    title: 'Bulk transfer',
    description:
      'One bulk upload: how many of its transfers succeeded, failed or are still pending, and each transfer in it.',
  },
  /** The title names the kind of the URL ('Bulk transfer to bank accounts'). The count is BULK_MAX_ROWS. */
  '/dashboard/transfers/bulk/$entity': {
    eyebrow: 'Transfers',
    title: 'Bulk transfer',
    description: 'Pay up to 5,000 accounts from one CSV file.',
  },
} as const satisfies PageHeadings;
