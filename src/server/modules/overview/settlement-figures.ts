import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentDayRollups, settlements, transactions } from '../../db/schema';
import { num, type Range, rowsOf, within } from './range';

/** Total settlement volume: settlements due in the range, gross. */
export async function grossSettlements(db: Db, accountId: number, currency: string, range: Range) {
  const [row] = rowsOf<{ value: string; volume: string }>(
    await db.execute(sql`
      SELECT COALESCE(SUM(${settlements.grossAmount}), 0) AS value, COUNT(*) AS volume FROM ${settlements}
      WHERE ${settlements.accountId} = ${accountId} AND ${settlements.currency} = ${currency}
        AND ${within(settlements.dueDate, range)}`),
  );
  return { total_value: num(row?.value), total_volume: num(row?.volume), currency };
}

/** Settlement summary records (due_date, value = net) for the provider API's summary call. */
export async function settlementSummary(db: Db, accountId: number, currency: string, range: Range) {
  const rows = rowsOf<{ day: string; value: string }>(
    await db.execute(sql`
      SELECT to_char(${settlements.dueDate} AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, SUM(${settlements.netAmount}) AS value
      FROM ${settlements}
      WHERE ${settlements.accountId} = ${accountId} AND ${settlements.currency} = ${currency}
        AND ${within(settlements.dueDate, range)}
      GROUP BY 1 ORDER BY 1`),
  );
  return rows.map((r) => ({ due_date: r.day, value: num(r.value) }));
}

/**
 * Card settlements: the card payments' share (net of fees) of each settlement due on or before
 * `dueBy`, newest first. A settlement pays the week of successful payments before its creation: its
 * whole UTC days come from the day rollups (payment_type 'card'), the ragged ends of the week from the
 * payments (none when settlements are made at midnight), so it reads a week of rows, not of payments.
 */
export async function cardSettlements(db: Db, accountId: number, currency: string, dueBy: Date, limit = 10) {
  const card = sql`${transactions.accountId} = s.account_id AND ${transactions.currency} = s.currency
    AND ${transactions.status} = 'successful' AND ${transactions.paymentType} = 'card'`;
  const rows = rowsOf<{ id: number; net: string; created: string }>(
    await db.execute(sql`
      SELECT s.id AS id, to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created,
        (SELECT COALESCE(SUM(${paymentDayRollups.value} - ${paymentDayRollups.fee}), 0) FROM ${paymentDayRollups}
          WHERE ${paymentDayRollups.accountId} = s.account_id AND ${paymentDayRollups.currency} = s.currency
            AND ${paymentDayRollups.dimension} = 'payment_type' AND ${paymentDayRollups.key} = 'card'
            AND ${paymentDayRollups.day} >= w.first_day AND ${paymentDayRollups.day} < w.last_day)
        + (SELECT COALESCE(SUM(${transactions.amount} - ${transactions.fee}), 0) FROM ${transactions}
          WHERE ${card} AND ${transactions.createdAt} >= w.since AND ${transactions.createdAt} < w.first_at)
        + (SELECT COALESCE(SUM(${transactions.amount} - ${transactions.fee}), 0) FROM ${transactions}
          WHERE ${card} AND ${transactions.createdAt} >= w.last_at AND ${transactions.createdAt} < s.created_at) AS net
      -- The settlements first, then the sums for those 10 only: planned over every settlement, the sums'
      -- estimated cost passed PostgreSQL's JIT threshold, and compiling took 0.7 s for a 1 ms query.
      FROM (SELECT * FROM ${settlements}
            WHERE account_id = ${accountId} AND currency = ${currency} AND due_date <= ${dueBy.toISOString()}::timestamptz
            ORDER BY due_date DESC, id DESC LIMIT ${limit}) s
      -- The week [since, created_at): its first whole UTC day starts at first_at, its last ends at last_at.
      CROSS JOIN LATERAL (SELECT s.created_at - interval '7 days' AS since) p
      CROSS JOIN LATERAL (
        SELECT (date_trunc('day', (p.since - interval '1 microsecond') AT TIME ZONE 'UTC') + interval '1 day') AT TIME ZONE 'UTC' AS first_at,
               date_trunc('day', s.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS last_at, p.since) b
      CROSS JOIN LATERAL (
        SELECT b.since, b.first_at, b.last_at, (b.first_at AT TIME ZONE 'UTC')::date AS first_day,
               (b.last_at AT TIME ZONE 'UTC')::date AS last_day) w
      ORDER BY s.due_date DESC, s.id DESC`),
  );
  return rows
    .map((r) => ({ id: num(r.id), net_amount: num(r.net), currency, created_at: r.created }))
    .filter((r) => r.net_amount > 0);
}
