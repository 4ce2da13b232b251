import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customers,
  paymentCustomerCounts,
  paymentCustomerTotals,
  paymentHourRollups,
  transactions,
} from '../../db/schema';
import { cityCoordinates } from './cities';
import { isOneDay, num, type Range, rowsOf, untilOf, within } from './range';
import { type Dimension, newCustomerRows, paidRows, type Scope } from './rollups';

/**
 * The insight rows of spec 1 §3 (v2/split-analytics/*, v2/transactions/overview, v2/customers/overview):
 * successful payments of one account in one currency and range, summed from the payment rollups
 * (rollups.ts) so a year costs a few hundred rows whatever the business's size.
 */
const paid = ({ accountId, currency, range }: Scope) =>
  sql`${transactions.accountId} = ${accountId} AND ${transactions.currency} = ${currency} AND ${transactions.status} = 'successful' AND ${within(transactions.createdAt, range)}`;

export async function totalProcessed(db: Db, scope: Scope) {
  const [row] = rowsOf<{ value: string; fee: string; volume: string }>(
    await db.execute(sql`
      SELECT COALESCE(SUM(value), 0) AS value, COALESCE(SUM(fee), 0) AS fee, COALESCE(SUM(volume), 0) AS volume
      FROM (${paidRows(scope, ['day', 'hour'])}) AS paid`),
  );
  return { total_value: num(row?.value), total_fee: num(row?.fee), total_volume: num(row?.volume) };
}

/** Payments per hour of the day (UTC), for the when-paid-most panel. */
export async function dailyTx(db: Db, scope: Scope) {
  const rows = rowsOf<{ hour: number; value: string; volume: string }>(
    await db.execute(sql`
      SELECT EXTRACT(HOUR FROM at AT TIME ZONE 'UTC')::int AS hour, SUM(value) AS value, SUM(volume) AS volume
      FROM (${paidRows(scope, ['hour'])}) AS paid GROUP BY 1 ORDER BY 1`),
  );
  return rows.map((r) => ({ created_hour: num(r.hour), total_value: num(r.value), total_volume: num(r.volume) }));
}

async function groupedBy(db: Db, scope: Scope, dimension: Exclude<Dimension, 'all'>) {
  return rowsOf<{ key: string; value: string; volume: string }>(
    await db.execute(sql`
      SELECT key, SUM(value) AS value, SUM(volume) AS volume
      FROM (${paidRows(scope, ['day'], dimension)}) AS paid
      GROUP BY 1 ORDER BY volume DESC, value DESC, key ASC`),
  );
}

/** Devices (agent): mobile or desktop. */
export async function agents(db: Db, scope: Scope) {
  return (await groupedBy(db, scope, 'device')).map((r) => ({ agent: r.key, total_volume: num(r.volume) }));
}

export async function customerBanks(db: Db, scope: Scope) {
  return (await groupedBy(db, scope, 'bank')).map((r) => ({
    bank: r.key,
    total_volume: num(r.volume),
    total_value: num(r.value),
  }));
}

export async function customerPaymentOptions(db: Db, scope: Scope) {
  return (await groupedBy(db, scope, 'payment_type')).map((r) => ({
    payment_type: r.key,
    total_volume: num(r.volume),
    total_value: num(r.value),
  }));
}

/** Cities, with coordinates from the server's local table. */
export async function customerLocation(db: Db, scope: Scope) {
  return (await groupedBy(db, scope, 'city')).map((r) => {
    const at = cityCoordinates(r.key);
    return {
      city: r.key,
      total_volume: num(r.volume),
      total_value: num(r.value),
      latitude: at?.latitude ?? null,
      longitude: at?.longitude ?? null,
    };
  });
}

interface Biggest {
  name: string | null;
  email: string | null;
  value: string;
  volume: string;
  customers: string;
}

/**
 * Biggest customers by value, each one's share of the period's revenue, and the customer counts.
 * Distinct customers do not add up across days, so the day rollups cannot answer this. A range that
 * holds every payment of the account in that currency (the widest the dashboard asks for) reads the
 * customer totals the triggers keep (migration payment_customer_totals): the leaders from their index
 * and the count from one row, whatever the business's size. Any other range sums its payments per
 * customer in one pass.
 */
export async function maxMinCustomers(db: Db, scope: Scope, limit: number) {
  const total = await totalProcessed(db, scope);
  const biggest = (await holdsEveryPayment(db, scope))
    ? await biggestOverall(db, scope, limit)
    : await biggestInRange(db, scope, limit);
  const totalCustomers = num(biggest[0]?.customers);
  return {
    biggest: biggest.map((r) => ({
      name: r.name?.trim() || null,
      email: r.email?.trim() || null,
      total_value: num(r.value),
      total_volume: num(r.volume),
      revenue: total.total_value > 0 ? Math.round((num(r.value) * 10_000) / total.total_value) / 100 : null,
    })),
    total_customers: totalCustomers,
    average_customer_revenue: totalCustomers > 0 ? Math.round(total.total_value / totalCustomers) : 0,
  };
}

/** Whether the range starts at or before the first paid hour and ends after the last (the hour rollups' ends). */
async function holdsEveryPayment(db: Db, { accountId, currency, range }: Scope): Promise<boolean> {
  const [ends] = rowsOf<{ first: string | Date | null; last: string | Date | null }>(
    await db.execute(sql`
      SELECT min(${paymentHourRollups.hour}) AS first, max(${paymentHourRollups.hour}) AS last
      FROM ${paymentHourRollups}
      WHERE ${paymentHourRollups.accountId} = ${accountId} AND ${paymentHourRollups.currency} = ${currency}
        AND ${paymentHourRollups.volume} > 0`),
  );
  if (ends?.first == null || ends.last == null) return false;
  const first = new Date(ends.first).getTime();
  const afterLast = new Date(ends.last).getTime() + 3_600_000;
  return range.from.getTime() <= first && untilOf(range).getTime() >= afterLast;
}

/**
 * The leaders over the whole history: everyone ranked within the first `limit` (ties with the last of
 * them included, as rank() does), joined to their names, which break the ties.
 */
async function biggestOverall(db: Db, { accountId, currency }: Scope, limit: number): Promise<Biggest[]> {
  const t = paymentCustomerTotals;
  const ofScope = sql`${t.accountId} = ${accountId} AND ${t.currency} = ${currency} AND ${t.volume} > 0`;
  // The index's own order (NULLS LAST, as it was built): a plain DESC means NULLS FIRST, which the index
  // cannot give, and the planner then read every total.
  const leaders = sql`${t.value} DESC NULLS LAST, ${t.volume} DESC NULLS LAST`;
  const [last] = rowsOf<{ value: string; volume: string }>(
    await db.execute(sql`
      SELECT ${t.value} AS value, ${t.volume} AS volume FROM ${t} WHERE ${ofScope}
      ORDER BY ${leaders} OFFSET ${limit - 1} LIMIT 1`),
  );
  const ranked = last
    ? sql`AND ${t.value} >= ${last.value} AND (${t.value} > ${last.value} OR ${t.volume} >= ${last.volume})`
    : sql``;
  const counted = sql`(SELECT ${paymentCustomerCounts.customers} FROM ${paymentCustomerCounts}
      WHERE ${paymentCustomerCounts.accountId} = ${accountId} AND ${paymentCustomerCounts.currency} = ${currency})`;
  return rowsOf<Biggest>(
    await db.execute(sql`
      SELECT c.fullname AS name, c.email AS email, ${t.value} AS value, ${t.volume} AS volume, ${counted} AS customers
      FROM ${t} LEFT JOIN ${customers} c ON c.id = ${t.customerId}
      WHERE ${ofScope} ${ranked}
      ORDER BY ${leaders}, name ASC NULLS LAST LIMIT ${limit}`),
  );
}

/**
 * One pass over the period's paid payments sums per customer id and counts the ids (no join, no second
 * DISTINCT pass); only the leaders, with everyone tied with the last of them (the name breaks those
 * ties), are joined to their names. Each row of the sums is one customer id: counting the ids counts the
 * distinct customers.
 */
async function biggestInRange(db: Db, scope: Scope, limit: number): Promise<Biggest[]> {
  const perCustomer = sql`SELECT ${transactions.customerId} AS customer_id, SUM(${transactions.amount}) AS value,
      COUNT(*) AS volume FROM ${transactions} WHERE ${paid(scope)} GROUP BY 1`;
  return rowsOf<Biggest>(
    await db.execute(sql`
      SELECT c.fullname AS name, c.email AS email, p.value, p.volume, p.customers
      FROM (SELECT *, rank() OVER (ORDER BY value DESC, volume DESC) AS place,
                   COUNT(customer_id) OVER () AS customers
            FROM (${perCustomer}) AS per) AS p
      LEFT JOIN ${customers} c ON c.id = p.customer_id
      WHERE p.place <= ${limit}
      ORDER BY p.value DESC, p.volume DESC, name ASC NULLS LAST LIMIT ${limit}`),
  );
}

/** Earnings per hour of a one-day range, per day otherwise (spec 1 §2 line chart). */
export async function transactionsOverview(db: Db, scope: Scope) {
  const hourly = isOneDay(scope.range);
  const rows = rowsOf<{ day: string; hour: number | null; value: string; volume: string }>(
    // Grouped by the truncated timestamp, formatted per group: to_char on every row cost a third.
    await db.execute(sql`
      SELECT to_char(bucket, 'YYYY-MM-DD') AS day,
             ${hourly ? sql`EXTRACT(HOUR FROM bucket)::int` : sql`NULL::int`} AS hour, value, volume
      FROM (SELECT date_trunc(${hourly ? 'hour' : 'day'}, at AT TIME ZONE 'UTC') AS bucket,
                   SUM(value) AS value, SUM(volume) AS volume
            FROM (${paidRows(scope, hourly ? ['hour'] : ['day', 'hour'])}) AS paid GROUP BY 1) AS buckets
      ORDER BY bucket`),
  );
  return rows.map((r) => ({
    hour_created: r.hour == null ? null : num(r.hour),
    total_amount: num(r.value),
    total_volume: num(r.volume),
    date_created_str: r.day,
  }));
}

/** New customers per hour (one day) or per day, from the customer rollups (rollups.ts). */
export async function customersOverview(db: Db, accountId: number, range: Range) {
  const hourly = isOneDay(range);
  const rows = rowsOf<{ day: string; hour: number | null; volume: string }>(
    await db.execute(sql`
      SELECT to_char(bucket, 'YYYY-MM-DD') AS day,
             ${hourly ? sql`EXTRACT(HOUR FROM bucket)::int` : sql`NULL::int`} AS hour, volume
      FROM (SELECT date_trunc(${hourly ? 'hour' : 'day'}, at AT TIME ZONE 'UTC') AS bucket, SUM(volume) AS volume
            FROM (${newCustomerRows(accountId, range, hourly ? ['hour'] : ['day', 'hour'])}) AS created GROUP BY 1) AS buckets
      ORDER BY bucket`),
  );
  return rows.map((r) => ({
    hour_created: r.hour == null ? null : num(r.hour),
    total_volume: num(r.volume),
    date_created: r.day,
  }));
}
