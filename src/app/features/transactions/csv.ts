import Papa from 'papaparse';
import type { TransactionRow } from '../../../contract/queries';
import { transactionStatusLabel } from '../../../contract/rules';
import { minorToDecimalString } from '../../lib/money';

/** The CSV of exported transactions: amounts as exact decimals, statuses in the account's wording. */
export function transactionsCsv(rows: readonly TransactionRow[], parentAccountId: number): string {
  return Papa.unparse(
    rows.map((t) => ({
      Reference: t.unique_reference,
      Date: t.date_created,
      Customer: t.customer_name ?? '',
      Email: t.customer_email ?? '',
      Currency: t.currency,
      Amount: minorToDecimalString(t.amount_charged),
      Fee: minorToDecimalString(t.fee),
      Refunded: minorToDecimalString(t.amount_refunded),
      Status: transactionStatusLabel(t.status, parentAccountId),
      'Payment type': t.payment_type,
      Narration: t.narration,
    })),
  );
}

/** Hands a text file to the browser as a download. */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
