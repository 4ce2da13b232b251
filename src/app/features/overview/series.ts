import dayjs from 'dayjs';
import type { ResolvedRange } from './filters';

export interface SeriesRow {
  day: string;
  hour: number | null;
  value: number;
}

/**
 * Chart points for the range: one per hour of a one-day range, one per day otherwise, with the
 * hours or days without payments at zero (x in Unix seconds, local time).
 */
export function fillSeries(range: ResolvedRange, rows: readonly SeriesRow[]): { x: number; y: number }[] {
  const byKey = new Map<string, number>();
  for (const row of rows) {
    const key = range.hourly ? `${row.day} ${row.hour ?? 0}` : row.day;
    byKey.set(key, (byKey.get(key) ?? 0) + row.value);
  }
  const points: { x: number; y: number }[] = [];
  if (range.hourly) {
    const day = dayjs(range.start).startOf('day');
    for (let hour = 0; hour < 24; hour++) {
      const at = day.add(hour, 'hour');
      points.push({ x: at.unix(), y: byKey.get(`${range.start} ${hour}`) ?? 0 });
    }
    return points;
  }
  const end = dayjs(range.end);
  for (let at = dayjs(range.start); !at.isAfter(end, 'day'); at = at.add(1, 'day')) {
    points.push({ x: at.unix(), y: byKey.get(at.format('YYYY-MM-DD')) ?? 0 });
  }
  return points;
}

export const hourLabel = (x: number) => dayjs.unix(x).format('HH:00');
export const dayLabel = (x: number) => dayjs.unix(x).format('D MMM');

/** Larger units first; an amount takes the largest it reaches. */
const COMPACT_UNITS: readonly [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
  [1, ''],
];
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Axis ticks of an amount in minor units: 150000000 → '1.5M' (the tooltip shows the full amount). The
 * same text as Intl's compact notation in en-US with at most one decimal (a test compares them), laid out
 * here because a page's first Intl formatter loads locale data: 25-60 ms in one task as the chart draws.
 */
export const moneyAxisLabel = (minor: number) => {
  const amount = minor / 100;
  const size = Math.abs(amount);
  const at = COMPACT_UNITS.findIndex(([unit]) => size >= unit);
  let index = at === -1 ? COMPACT_UNITS.length - 1 : at;
  let scaled = oneDecimal(size / COMPACT_UNITS[index]![0]);
  // 999,960 rounds to 1,000K: that is 1M.
  if (scaled >= 1000 && index > 0) {
    index--;
    scaled = oneDecimal(size / COMPACT_UNITS[index]![0]);
  }
  return `${amount < 0 ? '-' : ''}${scaled}${COMPACT_UNITS[index]![1]}`;
};
