import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import {
  accountNumberProblem,
  bankCurrencyProblem,
  BULK_MAX_ROWS,
  type BulkEntity,
  bankByCode,
  payoutLimitMessage,
  TRANSFER_MESSAGES,
} from '../../../contract/transfers';
import { ApiError } from '../../http';
import { resolveAccountName } from '../../transfers-core/sandbox-bank';

/** Columns a bulk CSV must have; the others of BULK_CSV_COLUMNS are optional. */
export const REQUIRED_COLUMNS = ['account_number', 'bank_code', 'amount'] as const;

export type Cells = Record<string, string>;

/**
 * Parses the CSV (papaparse, header row) into trimmed cells per row, keeping the first BULK_MAX_ROWS
 * (spec 2 §5: a longer file is cut, not refused); refuses what cannot be a bulk file.
 */
export function parseBulkCsv(text: string): { rows: Cells[]; rowsInFile: number } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = REQUIRED_COLUMNS.filter((c) => !fields.includes(c));
  if (missing.length > 0)
    throw new ApiError(400, `The CSV is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  if (parsed.data.length === 0) throw new ApiError(400, 'The CSV has no rows');
  const rows = parsed.data.slice(0, BULK_MAX_ROWS).map((row) => {
    const cells: Cells = {};
    for (const [key, value] of Object.entries(row)) {
      if (key === '__parsed_extra' || typeof value !== 'string') continue;
      cells[key] = value.trim().slice(0, 200);
    }
    return cells;
  });
  return { rows, rowsInFile: parsed.data.length };
}

/** '1500', '1,500.5', '1500.00' in major units → minor units; null when not an amount. */
export function toMinor(value: string): number | null {
  const plain = value.replace(/,/g, '');
  const match = plain.match(/^(\d{1,11})(?:\.(\d{1,2}))?$/);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export interface BulkContext {
  currency: string;
  debitCurrency: string;
  entity: BulkEntity;
  /** Single-transaction payout limit of the currency in minor units (0: none). */
  limit: number;
}

export interface Verdict {
  isValid: boolean;
  error: string;
  accountName: string;
  bankName: string;
  amount: number | null;
}

/** The verdict of one row: bank code, account number per the bank's country rule, amount, currency. */
export function judgeRow(cells: Cells, ctx: BulkContext): Verdict {
  const bank = bankByCode(cells.bank_code ?? '');
  const amount = toMinor(cells.amount ?? '');
  const base = { accountName: '', bankName: bank?.name ?? '', amount };
  const fail = (error: string): Verdict => ({ ...base, isValid: false, error });
  if (!bank) return fail('Bank code is invalid');
  if (ctx.entity === 'mobile_money' && !bank.isMobileVerified) return fail('Bank code is not a mobile money operator');
  if (ctx.entity === 'bank' && bank.isMobileVerified) return fail('Bank code is a mobile money operator');
  const problem = accountNumberProblem(bank, cells.account_number ?? '');
  if (problem) return fail(problem);
  if (amount === null) return fail('Amount is invalid');
  if (amount <= 0) return fail('Amount must be greater than 0');
  if (ctx.limit > 0 && amount > ctx.limit) return fail(payoutLimitMessage(ctx.currency, ctx.limit));
  const currency = (cells.currency ?? '').toUpperCase();
  if (currency !== '' && currency !== ctx.currency) return fail(`Currency must be ${ctx.currency}`);
  const currencyProblem = bankCurrencyProblem(bank, ctx.currency);
  if (currencyProblem) return fail(currencyProblem);
  const name = cells.beneficiary_name ?? '';
  if (ctx.debitCurrency !== 'NGN' && name === '') return fail(TRANSFER_MESSAGES.beneficiaryNameRequired);
  if ((cells.narration ?? '').length > 100) return fail('Narration must be at most 100 characters');
  const resolved = resolveAccountName(bank, cells.account_number ?? '');
  return {
    ...base,
    isValid: true,
    error: '',
    accountName: name !== '' ? name : 'name' in resolved ? resolved.name : '',
  };
}

/** A short stable hash of a row's cells, so a reviewer can tell rows apart. */
export const reviewHash = (cells: Cells): string =>
  createHash('sha256').update(JSON.stringify(cells)).digest('hex').slice(0, 16);
