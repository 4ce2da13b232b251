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

// Made on first use (when a chart draws its axis), not when the screen's code loads: creating an Intl
// formatter loads locale data, tens of milliseconds on a phone.
let compact: Intl.NumberFormat | undefined;
/** Axis ticks of an amount in minor units: 150000000 → '1.5M' (the tooltip shows the full amount). */
export const moneyAxisLabel = (minor: number) => {
  compact ??= new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
  return compact.format(minor / 100);
};
