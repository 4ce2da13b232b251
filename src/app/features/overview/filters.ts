import dayjs from 'dayjs';
import { OVERVIEW_PRESETS, type OverviewPresetId, WALLET_CURRENCIES } from '../../../contract/codes';
import { readSessionSnapshot } from '../../lib/session';
import type { OverviewSearch } from './search';

export { OverviewSearch, parseOverviewSearch } from './search';

export interface ResolvedRange {
  preset: OverviewPresetId | 'custom';
  /** 'YYYY-MM-DD HH:mm:ss', from 00:00:00 of the first day to 23:59:59 of the last. */
  from: string;
  to: string;
  /** The picker's days. */
  start: string;
  end: string;
  /** One day: the chart goes per hour. */
  hourly: boolean;
}

const STAMP = 'YYYY-MM-DD HH:mm:ss';

/** The range a search stands for; Last 7 days by default; a custom end after today is today. */
export function resolveRange(search: OverviewSearch, now: Date = new Date()): ResolvedRange {
  const today = dayjs(now).startOf('day');
  if (search.range === 'custom' && search.from && search.to) {
    let start = dayjs(search.from).startOf('day');
    let end = dayjs(search.to).startOf('day');
    if (end.isAfter(today)) end = today;
    if (start.isAfter(end)) start = end;
    return {
      preset: 'custom',
      from: start.format(STAMP),
      to: end.endOf('day').format(STAMP),
      start: start.format('YYYY-MM-DD'),
      end: end.format('YYYY-MM-DD'),
      hourly: start.isSame(end, 'day'),
    };
  }
  const preset = OVERVIEW_PRESETS.find((p) => p.id === search.range) ?? OVERVIEW_PRESETS[1];
  const start = today.subtract(preset.daysBack, 'day');
  return {
    preset: preset.id,
    from: start.format(STAMP),
    to: today.endOf('day').format(STAMP),
    start: start.format('YYYY-MM-DD'),
    end: today.format('YYYY-MM-DD'),
    hourly: preset.daysBack === 0,
  };
}

/**
 * The currency shown: the one asked for when the merchant has that wallet (or it is a selector
 * currency), else the merchant country's currency (spec 1 §2, §9).
 */
export function chooseCurrency(
  asked: string | undefined,
  walletCurrencies: readonly string[],
  countryCurrency: string,
) {
  if (asked && (walletCurrencies.includes(asked) || asked === countryCurrency)) return asked;
  return countryCurrency;
}

/** The selector's options: the wallet currencies (in the spec's order), the default always among them. */
export function currencyOptions(walletCurrencies: readonly string[], countryCurrency: string): string[] {
  const set = new Set([countryCurrency, ...walletCurrencies]);
  const ordered = (WALLET_CURRENCIES as readonly string[]).filter((c) => set.has(c));
  return [...ordered, ...[...set].filter((c) => !ordered.includes(c))];
}

/** The merchant country's currency, stored at sign-in (spec 1 §9 login currency). */
export const countryCurrency = (): string => readSessionSnapshot().currency ?? 'NGN';
