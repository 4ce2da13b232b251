import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/** Dates as day-ordinal month year (spec 1 §9): '22nd Nov 2026'. Invalid input gives '—'. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('Do MMM YYYY') : '—';
}

/** With the time of day: '22nd Nov 2026, 14:05'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('Do MMM YYYY, HH:mm') : '—';
}

/** An ISO instant as a datetime-local input's value, in the person's own time zone ('2026-11-22T14:05'). */
export function toDateTimeLocal(value: string | Date): string {
  return dayjs(value).format('YYYY-MM-DDTHH:mm');
}
