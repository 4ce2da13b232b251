import { type SQL, sql } from 'drizzle-orm';
import { customerRollups, customers, paymentDayRollups, paymentHourRollups, transactions } from '../../db/schema';
import { type Range, untilOf, within } from './range';

/** One account's successful payments in one currency and range: what every overview figure sums. */
export interface Scope {
  accountId: number;
  currency: string;
  range: Range;
}

type Grain = 'day' | 'hour';
interface Piece {
  source: Grain | 'raw';
  from: Date;
  until: Date;
}

const STEP: Record<Grain, number> = { day: 86_400_000, hour: 3_600_000 };

/**
 * [from, until) as the whole UTC days (or hours) inside it, the coarsest grain first, and what is left at
 * each end in the next grain, down to the payments themselves. The dashboard asks for whole days, so
 * it reads only rollups; an API caller's '10:30:00' edge reads at most an hour of payments.
 */
export function piecesOf(from: Date, until: Date, grains: readonly Grain[]): Piece[] {
  if (from.getTime() >= until.getTime()) return [];
  const [grain, ...finer] = grains;
  if (!grain) return [{ source: 'raw', from, until }];
  const step = STEP[grain];
  // Epoch milliseconds count no leap seconds: multiples of a day are UTC midnights.
  const first = new Date(Math.ceil(from.getTime() / step) * step);
  const last = new Date(Math.floor(until.getTime() / step) * step);
  if (first.getTime() >= last.getTime()) return piecesOf(from, until, finer);
  return [
    ...piecesOf(from, first, finer),
    { source: grain, from: first, until: last },
    ...piecesOf(last, until, finer),
  ];
}

const day = (at: Date) => at.toISOString().slice(0, 10);
const nothing = sql`SELECT NULL::timestamptz AS at, NULL::text AS key, 0::bigint AS volume, 0::bigint AS value, 0::bigint AS fee WHERE false`;

/**
 * The scope's successful payments as rows (at, key, volume, value, fee), read from the day rollups
 * where whole days fit, the hour rollups where whole hours do (when `grains` has them), the payments
 * for the rest. `dimension` 'all' gives key ''; a breakdown (device, bank, payment_type, city) gives
 * its value and leaves out payments without one, as the panels do; breakdowns have day rollups only.
 */
export function paidRows(scope: Scope, grains: readonly Grain[], dimension: Dimension = 'all'): SQL {
  const { accountId, currency } = scope;
  const column = dimension === 'all' ? null : DIMENSION_COLUMNS[dimension];
  const usable = column ? grains.filter((grain) => grain === 'day') : grains;
  const parts = piecesOf(scope.range.from, untilOf(scope.range), usable).map((piece) => {
    const range = { from: piece.from, to: new Date(piece.until.getTime() - 1) };
    if (piece.source === 'day')
      return sql`SELECT ${paymentDayRollups.day}::timestamp AT TIME ZONE 'UTC' AS at, ${paymentDayRollups.key} AS key,
                 ${paymentDayRollups.volume} AS volume, ${paymentDayRollups.value} AS value, ${paymentDayRollups.fee} AS fee
          FROM ${paymentDayRollups}
          WHERE ${paymentDayRollups.accountId} = ${accountId} AND ${paymentDayRollups.currency} = ${currency}
            AND ${paymentDayRollups.dimension} = ${dimension} AND ${paymentDayRollups.volume} > 0
            AND ${paymentDayRollups.day} >= ${day(piece.from)}::date AND ${paymentDayRollups.day} < ${day(piece.until)}::date`;
    if (piece.source === 'hour')
      return sql`SELECT ${paymentHourRollups.hour} AS at, '' AS key, ${paymentHourRollups.volume} AS volume,
                 ${paymentHourRollups.value} AS value, ${paymentHourRollups.fee} AS fee
          FROM ${paymentHourRollups}
          WHERE ${paymentHourRollups.accountId} = ${accountId} AND ${paymentHourRollups.currency} = ${currency}
            AND ${paymentHourRollups.volume} > 0 AND ${within(paymentHourRollups.hour, range)}`;
    return sql`SELECT ${transactions.createdAt} AS at, ${column ?? sql`''`} AS key, 1::bigint AS volume,
               ${transactions.amount} AS value, ${transactions.fee} AS fee
        FROM ${transactions}
        WHERE ${transactions.accountId} = ${accountId} AND ${transactions.currency} = ${currency}
          AND ${transactions.status} = 'successful' AND ${within(transactions.createdAt, range)}
          ${column ? sql`AND ${column} IS NOT NULL AND ${column} <> ''` : sql``}`;
  });
  return parts.length === 0 ? nothing : sql.join(parts, sql` UNION ALL `);
}

/** The breakdowns the day rollups keep, and the payment column each comes from. */
export const DIMENSION_COLUMNS = {
  device: transactions.device,
  bank: transactions.bank,
  payment_type: transactions.paymentType,
  city: transactions.city,
} as const;
export type Dimension = keyof typeof DIMENSION_COLUMNS | 'all';

/**
 * One account's new customers in a range as rows (at, volume): the customer rollups' days and hours where
 * whole ones fit (`grains`), the customers themselves for the rest (at most an hour at each end).
 */
export function newCustomerRows(accountId: number, range: Range, grains: readonly Grain[]): SQL {
  const parts = piecesOf(range.from, untilOf(range), grains).map((piece) => {
    const bounds = { from: piece.from, to: new Date(piece.until.getTime() - 1) };
    if (piece.source === 'raw')
      return sql`SELECT ${customers.createdAt} AS at, 1::bigint AS volume FROM ${customers}
          WHERE ${customers.accountId} = ${accountId} AND ${within(customers.createdAt, bounds)}`;
    return sql`SELECT ${customerRollups.at} AS at, ${customerRollups.volume} AS volume FROM ${customerRollups}
        WHERE ${customerRollups.accountId} = ${accountId} AND ${customerRollups.grain} = ${piece.source}
          AND ${customerRollups.volume} > 0 AND ${within(customerRollups.at, bounds)}`;
  });
  return parts.length === 0
    ? sql`SELECT NULL::timestamptz AS at, 0::bigint AS volume WHERE false`
    : sql.join(parts, sql` UNION ALL `);
}
