import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { transactionsCsv } from './csv';

const row = {
  id: 1,
  currency: 'NGN',
  amount_charged: 123456,
  status: 'failed',
  narration: 'Chair, oak',
  unique_reference: 'DSTX00000001',
  date_created: '2026-11-01T09:00:00.000Z',
  payment_type: 'card',
  fee: 1728,
  amount_refunded: 0,
  customer_name: 'Amaka Obi',
  customer_email: 'amaka.obi@example.com',
};

describe('transactionsCsv', () => {
  it('writes exact decimals and the account’s status wording, quoting commas', () => {
    const parsed = Papa.parse<Record<string, string>>(transactionsCsv([row], 0), { header: true });
    expect(parsed.data[0]).toMatchObject({
      Reference: 'DSTX00000001',
      Amount: '1234.56',
      Fee: '17.28',
      Status: 'Cancelled',
      Narration: 'Chair, oak',
    });
    // Payers write names and narrations: a formula there is text in the spreadsheet.
    const hostile = Papa.parse<Record<string, string>>(
      transactionsCsv(
        [{ ...row, customer_name: '=HYPERLINK("http://x")', narration: "-1+cmd|' /C calc'!A0", customer_email: '@a' }],
        0,
      ),
      { header: true },
    );
    expect(hostile.data[0]).toMatchObject({
      Customer: '\'=HYPERLINK("http://x")',
      Narration: "'-1+cmd|' /C calc'!A0",
      Email: "'@a",
    });
    const special = Papa.parse<Record<string, string>>(transactionsCsv([row], 19804), { header: true });
    expect(special.data[0]?.Status).toBe('Failed');
  });
});
