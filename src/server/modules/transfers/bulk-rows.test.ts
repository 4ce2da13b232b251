import { describe, expect, it } from 'vitest';
import { nubanCheckDigit } from '../../../contract/transfers';
import { type BulkContext, judgeRow, parseBulkCsv, toMinor } from './bulk-rows';

const ctx: BulkContext = { currency: 'NGN', debitCurrency: 'NGN', entity: 'bank', limit: 500_000_000 };
const account = `069000003${nubanCheckDigit('044', '069000003')}`;

describe('bulk rows', () => {
  it('reads amounts in major units into minor units', () => {
    expect(toMinor('1500')).toBe(150_000);
    expect(toMinor('1,500.5')).toBe(150_050);
    expect(toMinor('0.07')).toBe(7);
    for (const bad of ['', '-1', '1.234', 'abc', '1e5', '12345678901234']) expect(toMinor(bad)).toBeNull();
  });

  it('judges bank, account per country rule, amount, currency and entity', () => {
    const row = { account_number: account, bank_code: '044', amount: '1500.00', currency: 'NGN' };
    expect(judgeRow(row, ctx)).toMatchObject({ isValid: true, amount: 150_000, bankName: 'Access Bank' });
    expect(judgeRow({ ...row, account_number: '0690000030' }, ctx).error).toBe(
      'Account number is not valid for this bank',
    );
    expect(judgeRow({ ...row, bank_code: 'GH280100', account_number: 'GH123' }, ctx).error).toBe(
      'Access Bank Ghana takes GHS or USD transfers',
    );
    expect(judgeRow({ ...row, bank_code: 'MPS', account_number: '254700000001' }, ctx).error).toBe(
      'Bank code is a mobile money operator',
    );
    expect(judgeRow({ ...row, amount: '0' }, ctx).error).toBe('Amount must be greater than 0');
    expect(judgeRow(row, { ...ctx, debitCurrency: 'USD', currency: 'USD' }).error).toBe('Currency must be USD');
    expect(judgeRow({ ...row, currency: 'USD' }, { ...ctx, debitCurrency: 'USD', currency: 'USD' }).error).toBe(
      'Beneficiary name is required when the debit currency is not NGN',
    );
  });

  it('parses the CSV with papaparse: BOM, quoted commas, case of headers, blank lines', () => {
    const { rows } = parseBulkCsv(
      `\uFEFFAccount_Number,BANK_CODE,amount,narration\n${account},044,"1,500.00","Rent, March"\n\n`,
    );
    expect(rows).toEqual([{ account_number: account, bank_code: '044', amount: '1,500.00', narration: 'Rent, March' }]);
    expect(() => parseBulkCsv('account_number,bank_code,amount\n')).toThrow('The CSV has no rows');
  });

  it('keeps the first 5000 rows of a longer file and says how many it had (spec 2 §5)', () => {
    const lines = Array.from({ length: 5003 }, (_, i) => `${account},044,${i + 1}`);
    const { rows, rowsInFile } = parseBulkCsv(`account_number,bank_code,amount\n${lines.join('\n')}\n`);
    expect(rowsInFile).toBe(5003);
    expect(rows).toHaveLength(5000);
    expect(rows.at(-1)?.amount).toBe('5000');
  });
});
