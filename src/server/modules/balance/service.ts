import { and, desc, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  ROLLING_RESERVE_DAYS,
  type HistoryQuery,
  type RollingReserve,
  type SettlementDetail,
} from '../../../contract/queries';
import type { Tx } from '../../db/client';
import { merchantPreferences, settlementAccounts, settlements, transactions, walletEntries } from '../../db/schema';
import { walletEntryOut } from '../../wallet';
import { settlementOut } from './lists';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { cappedCount, dateRange, iso, pageInfo, publicInfo, rowsOf } from '../../listing';

const DAY_MS = 86_400_000;
/** Settlements cover the seven days before they are made (seed-shell's weekly cycle). */
const SETTLEMENT_PERIOD_DAYS = 7;

/** GET v2/balance/history: ledger entries newest first, by currency, direction and dates. */
export async function balanceHistory(db: Tx, session: SessionInfo, f: v.InferOutput<typeof HistoryQuery>) {
  const accountId = accountOf(session);
  const where = and(
    eq(walletEntries.accountId, accountId),
    f.currency ? eq(walletEntries.currency, f.currency) : undefined,
    f.type ? eq(walletEntries.type, f.type) : undefined,
    ...dateRange(walletEntries.createdAt, f.from, f.to),
  )!;
  const { total } = await cappedCount(db, sql`FROM ${walletEntries} WHERE ${where}`);
  const info = pageInfo(f, total);
  const rows =
    total === 0
      ? []
      : await db
          .select()
          .from(walletEntries)
          .where(where)
          .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
          .limit(info.limit)
          .offset(info.offset);
  return {
    entries: rows.map(walletEntryOut),
    page_info: publicInfo(info),
  };
}

/**
 * GET v2/balance/rolling-reserve: the preference rolling_reserve_rate (a whole percent) of
 * each successful payment is held for ROLLING_RESERVE_DAYS days, then released.
 */
export async function rollingReserve(db: Tx, session: SessionInfo): Promise<RollingReserve> {
  const accountId = accountOf(session);
  const [pref] = await db
    .select({ value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(
      and(eq(merchantPreferences.accountId, accountId), eq(merchantPreferences.settingName, 'rolling_reserve_rate')),
    );
  const rate = Number.parseInt(pref?.value ?? '0', 10);
  if (!Number.isFinite(rate) || rate <= 0) return { rate: 0, window_days: ROLLING_RESERVE_DAYS, currencies: [] };
  const since = new Date(Date.now() - ROLLING_RESERVE_DAYS * DAY_MS).toISOString();
  const result = await db.execute(sql`
    WITH held AS (
      SELECT ${transactions.currency} AS currency, ${transactions.createdAt} AS created_at,
             (${transactions.amount} * ${rate}) / 100 AS reserve
      FROM ${transactions}
      WHERE ${transactions.accountId} = ${accountId} AND ${transactions.status} = 'successful'
        AND ${transactions.createdAt} >= ${since}
    ), firsts AS (
      SELECT currency, min(created_at) AS first_at FROM held GROUP BY currency
    )
    SELECT h.currency, sum(h.reserve)::bigint AS held, count(*)::int AS payments, f.first_at,
           coalesce(sum(h.reserve) FILTER (WHERE h.created_at::date = f.first_at::date), 0)::bigint AS next_amount
    FROM held h JOIN firsts f USING (currency)
    GROUP BY h.currency, f.first_at
    ORDER BY h.currency`);
  const rows = rowsOf<{
    currency: string;
    held: string;
    payments: number;
    first_at: string | Date;
    next_amount: string;
  }>(result);
  return {
    rate,
    window_days: ROLLING_RESERVE_DAYS,
    currencies: rows.map((r) => ({
      currency: r.currency,
      held: Number(r.held),
      payments: Number(r.payments),
      next_release_at: iso(new Date(new Date(r.first_at).getTime() + ROLLING_RESERVE_DAYS * DAY_MS)),
      next_release_amount: Number(r.next_amount),
    })),
  };
}

/** GET v2/settlements/{id}: the settlement, its period and where it was paid. */
export async function settlementDetail(db: Tx, session: SessionInfo, id: number): Promise<SettlementDetail> {
  const accountId = accountOf(session);
  const [s] = await db
    .select()
    .from(settlements)
    .where(and(eq(settlements.id, id), eq(settlements.accountId, accountId)));
  if (!s) throw new ApiError(404, 'Settlement not found');
  const [bank] = await db
    .select()
    .from(settlementAccounts)
    .where(eq(settlementAccounts.accountId, accountId))
    .orderBy(desc(settlementAccounts.isDefault), settlementAccounts.id)
    .limit(1);
  return {
    ...settlementOut(s),
    period_start: new Date(s.createdAt.getTime() - SETTLEMENT_PERIOD_DAYS * DAY_MS).toISOString(),
    period_end: s.createdAt.toISOString(),
    destination: bank
      ? { bank_name: bank.bankName, account_number: bank.accountNumber, account_name: bank.accountName }
      : null,
  };
}
