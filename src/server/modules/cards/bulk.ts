import Papa from 'papaparse';
import {
  CARD_BULK_COLUMNS,
  CARD_BULK_MAX_ROWS,
  CARD_MESSAGES,
  type CardBulkReview,
  type CreateCardRequest,
  judgeCardRow,
} from '../../../contract/cards';
import type { Db } from '../../db/client';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { cardView, issueCard, requireLiveKeys } from './service';

interface Judged {
  review: CardBulkReview;
  /** The valid rows' requests, in file order. */
  valid: CreateCardRequest[];
}

/**
 * Parses the CSV (header row, any column order, extra columns ignored) and judges every row: the same
 * rules as creating one card, each invalid row with its reason. A file that is no card list is refused.
 */
export function reviewCardsCsv(text: string): Judged {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = CARD_BULK_COLUMNS.filter((c) => !fields.includes(c));
  if (missing.length > 0) throw new ApiError(400, CARD_MESSAGES.bulkMissingColumns(missing));
  if (parsed.data.length === 0) throw new ApiError(400, CARD_MESSAGES.bulkEmpty);
  if (parsed.data.length > CARD_BULK_MAX_ROWS) throw new ApiError(400, CARD_MESSAGES.bulkTooManyRows);
  const valid: CreateCardRequest[] = [];
  const totals = new Map<string, { amount: number; cards: number }>();
  const rows = parsed.data.map((raw, i) => {
    const cells: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string') cells[key] = value.trim().slice(0, 200);
    }
    const verdict = judgeCardRow(cells);
    const base = {
      line: i + 2,
      name_on_card: cells.name_on_card ?? '',
      currency: (cells.currency ?? '').toUpperCase(),
    };
    if (!verdict.ok) return { ...base, amount: verdict.amount, is_valid: false, error: verdict.error };
    valid.push(verdict.request);
    const total = totals.get(verdict.request.currency) ?? { amount: 0, cards: 0 };
    totals.set(verdict.request.currency, { amount: total.amount + verdict.request.amount, cards: total.cards + 1 });
    return { ...base, amount: verdict.request.amount, is_valid: true, error: '' };
  });
  return {
    review: {
      rows,
      valid: valid.length,
      invalid: rows.length - valid.length,
      totals: [...totals].map(([currency, t]) => ({ currency, ...t })),
    },
    valid,
  };
}

/** POST v2/cards/bulk/validate: the review, nothing written. */
export async function validateCardsCsv(db: Db, session: SessionInfo, csv: string): Promise<CardBulkReview> {
  await requireLiveKeys(db, accountOf(session));
  return reviewCardsCsv(csv).review;
}

/**
 * POST v2/cards/bulk: the valid rows become cards in one transaction, each funded from the balance;
 * invalid rows are left out. When a balance cannot fund them all, none is made.
 */
export async function createCardsFromCsv(db: Db, session: SessionInfo, csv: string) {
  const accountId = accountOf(session);
  await requireLiveKeys(db, accountId);
  const { review, valid } = reviewCardsCsv(csv);
  if (valid.length === 0) throw new ApiError(400, CARD_MESSAGES.bulkNoValidRows);
  const created = await db.transaction(async (tx) => {
    const cards = [];
    for (const request of valid) {
      try {
        cards.push(cardView(await issueCard(tx, accountId, request)));
      } catch (error) {
        if (error instanceof ApiError && error.message === CARD_MESSAGES.insufficientBalance) {
          throw new ApiError(400, CARD_MESSAGES.bulkInsufficient(request.currency));
        }
        throw error;
      }
    }
    return cards;
  });
  return {
    ...review,
    created: created.map(({ billing_address: _a, terminated_at: _t, ...card }) => card),
  };
}
