import type { TransferListRow } from '../../contract/transfers';

/** A transfer awaiting approval as the pending-approvals list gives it. */
export const PENDING_TRANSFER = {
  id: 42,
  currency: 'NGN',
  amount: 1_250_000,
  status: 'NEW',
  narration: 'Supplier payment',
  fullname: 'Ada Okafor',
  reference: 'TRF000000042',
  date_created: '2026-11-20T10:00:00.000Z',
  debit_currency: 'NGN',
  fee: 5000,
  account_number: '0690000032',
  bank_code: '044',
  bank_name: 'Access Bank',
  requires_approval: true,
  initiated_by: 'Mary Member',
} as TransferListRow;
