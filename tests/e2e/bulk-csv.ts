import { nubanCheckDigit } from '../../src/contract/transfers';

/**
 * A bulk-transfer CSV of n rows to Access Bank: valid NUBANs, every 50th row broken (a bad account
 * number). Uploaded by the bulk journey and by the benchmark's bulk review.
 */
export function bulkCsv(n: number): string {
  const lines = [
    'account_number,bank_code,amount,currency,narration,beneficiary_name,mobile_number,address,sender,sender_country',
  ];
  for (let i = 1; i <= n; i++) {
    const serial = String(100_000_000 + i).slice(-9);
    const account = i % 50 === 0 ? `12345${i}`.slice(0, 8) : `${serial}${nubanCheckDigit('044', serial)}`;
    lines.push(`${account},044,${(100 + (i % 900)).toFixed(2)},NGN,Salary ${i},Staff ${i},,,,`);
  }
  return `${lines.join('\n')}\n`;
}
