import type { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { storage } from '../../lib/storage';
import {
  agentsQuery,
  banksQuery,
  biggestCustomersQuery,
  dailyTxQuery,
  locationsQuery,
  type Period,
  paymentOptionsQuery,
  settlementSummaryQuery,
} from './api';
import { availablePanels, type InsightPanelId, readHiddenPanels } from './panel-toggles';

const STAMP = 'YYYY-MM-DD HH:mm:ss';

/** From the start of the day `daysBack` days ago to the end of today, in `currency`. */
export function periodBack(currency: string, daysBack: number): Period {
  const today = dayjs().startOf('day');
  return { currency, from: today.subtract(daysBack, 'day').format(STAMP), to: today.endOf('day').format(STAMP) };
}

/** The panels this merchant can see (core-bridge merchants: payment time only). */
export const insightPanelsAvailable = () => availablePanels(storage.get('isCoreBridge') === true);

/** The insights' 30-day window. */
export const insightPeriod = (currency: string) => periodBack(currency, 30);

/**
 * The route's loader: what the overview's settlement panels and shown insight panels ask first
 * (payment times: today), ensured; the panels read the same queryOptions.
 */
export function ensureOverviewPanels(queryClient: QueryClient, currency: string): Promise<unknown>[] {
  const hidden = readHiddenPanels();
  const period = insightPeriod(currency);
  const insights = {
    paymentTime: () => queryClient.ensureQueryData(dailyTxQuery(periodBack(currency, 0))),
    locations: () => queryClient.ensureQueryData(locationsQuery(period)),
    customers: () => queryClient.ensureQueryData(biggestCustomersQuery(period)),
    devices: () => queryClient.ensureQueryData(agentsQuery(period)),
    banks: () => queryClient.ensureQueryData(banksQuery(period)),
    paymentOptions: () => queryClient.ensureQueryData(paymentOptionsQuery(period)),
  } satisfies Record<InsightPanelId, () => Promise<unknown>>;
  return [
    queryClient.ensureQueryData(lastSettlementQuery(currency)),
    queryClient.ensureQueryData(nextSettlementQuery(currency)),
    ...insightPanelsAvailable()
      .filter((id) => !hidden.includes(id))
      .map((id) => insights[id]()),
  ];
}

/** The overview's next settlement: the summary of the 30 days from tomorrow. */
export function nextSettlementQuery(currency: string) {
  const tomorrow = dayjs().startOf('day').add(1, 'day');
  return settlementSummaryQuery({
    currency,
    from: tomorrow.format(STAMP),
    to: tomorrow.add(30, 'day').endOf('day').format(STAMP),
  });
}

/** The overview's last settlement: the summary of the 90 days up to today. */
export function lastSettlementQuery(currency: string) {
  const today = dayjs().startOf('day');
  return settlementSummaryQuery({
    currency,
    from: today.subtract(90, 'day').format(STAMP),
    to: today.endOf('day').format(STAMP),
  });
}
