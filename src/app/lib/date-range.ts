import dayjs, { type Dayjs } from 'dayjs';

/** A day range as the API takes it: from 00:00:00 of the first day to 23:59:59 of the last. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = 'YYYY-MM-DD';
const STAMP = 'YYYY-MM-DD HH:mm:ss';

/** Today as YYYY-MM-DD in the browser's time zone (the date-range picker's default maxValue). */
export function todayIso(now: Date = new Date()): string {
  return dayjs(now).format(DAY);
}

/** The range that starts `daysBack` days before `now` (0 = today) and ends at the end of today. */
export function rangeBack(daysBack: number, now: Date = new Date()): DayRange {
  const end = dayjs(now).endOf('day');
  return { from: stamp(end.subtract(daysBack, 'day').startOf('day')), to: stamp(end) };
}

/** The whole of the given YYYY-MM-DD days (inclusive). */
export function rangeOfDays(start: string, end: string): DayRange {
  return { from: stamp(dayjs(start).startOf('day')), to: stamp(dayjs(end).endOf('day')) };
}

/** The day part of a range, for the date-range picker. */
export function rangeDays(range: DayRange): { start: string; end: string } {
  return { start: range.from.slice(0, 10), end: range.to.slice(0, 10) };
}

function stamp(value: Dayjs): string {
  return value.format(STAMP);
}
