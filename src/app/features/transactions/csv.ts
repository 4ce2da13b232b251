import { toCsv } from '../../../contract/csv';
import type { TransactionRow } from '../../../contract/queries';
import { transactionStatusLabel } from '../../../contract/rules';
import { minorToDecimalString } from '../../lib/money';

const HEADER = [
  'Reference',
  'Date',
  'Customer',
  'Email',
  'Currency',
  'Amount',
  'Fee',
  'Refunded',
  'Status',
  'Payment type',
  'Narration',
] as const;

/**
 * The CSV of exported transactions: amounts as exact decimals, statuses in the account's wording.
 * Customer names, emails and narrations come from payers: the shared writer escapes formula cells.
 */
export function transactionsCsv(rows: readonly TransactionRow[], parentAccountId: number): string {
  return toCsv(
    HEADER,
    rows.map((t) => [
      t.unique_reference,
      t.date_created,
      t.customer_name ?? '',
      t.customer_email ?? '',
      t.currency,
      minorToDecimalString(t.amount_charged),
      minorToDecimalString(t.fee),
      minorToDecimalString(t.amount_refunded),
      transactionStatusLabel(t.status, parentAccountId),
      t.payment_type,
      t.narration,
    ]),
  );
}

// Loaded with the first export, beside the CSV writer.
export { saveTextFile } from '../../lib/download';
