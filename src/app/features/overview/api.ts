import { LIVE_MONEY_REFRESH_MS } from '../../../contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { analyticsEndpoints } from '../../../contract/analytics-endpoints';
import { seen } from '../../queries/seen';
import { walletsSeenQuery } from '../../queries/wallets';

export type { Seen } from '../../queries/seen';

export interface Period {
  currency: string;
  from: string;
  to: string;
}

/** The balances with their last-seen mark, kept live while the overview and total screens show. */
export const liveWalletsQuery = () => queryOptions({ ...walletsSeenQuery(), refetchInterval: LIVE_MONEY_REFRESH_MS });

export const totalProcessedQuery = (p: Period) =>
  queryOptions({
    queryKey: ['overview', 'total_processed', p],
    queryFn: ({ signal }) => seen(analyticsEndpoints.totalProcessed, { query: p, signal }),
    refetchInterval: LIVE_MONEY_REFRESH_MS,
  });
export const earningsQuery = (p: Period) =>
  queryOptions({
    queryKey: ['overview', 'earnings', p],
    queryFn: ({ signal }) => seen(analyticsEndpoints.transactionsOverview, { query: p, signal }),
    refetchInterval: LIVE_MONEY_REFRESH_MS,
  });
export const dailyTxQuery = (p: Period) =>
  queryOptions({
    queryKey: ['overview', 'daily_tx', p],
    queryFn: ({ signal }) => seen(analyticsEndpoints.dailyTx, { query: p, signal }),
  });
export const agentsQuery = (p: Period) =>
  queryOptions({
    queryKey: ['overview', 'agents', p],
    queryFn: ({ signal }) => seen(analyticsEndpoints.agents, { query: p, signal }),
  });
export const banksQuery = (p: Period) =>
  queryOptions({
    queryKey: ['overview', 'customer_banks', p],
    queryFn: ({ signal }) => seen(analyticsEndpoints.customerBanks, { query: p, signal }),
  });
export const locationsQuery = (p: Period) =>
  queryOptions({
    queryKey: ['overview', 'customer_location', p],
    queryFn: ({ signal }) => seen(analyticsEndpoints.customerLocation, { query: p, signal }),
  });
export const paymentOptionsQuery = (p: Period) =>
  queryOptions({
    queryKey: ['overview', 'customer_paymentoptions', p],
    queryFn: ({ signal }) => seen(analyticsEndpoints.customerPaymentOptions, { query: p, signal }),
  });
export const biggestCustomersQuery = (p: Period) =>
  queryOptions({
    queryKey: ['overview', 'max_min_customers', p],
    queryFn: ({ signal }) => seen(analyticsEndpoints.maxMinCustomers, { query: p, signal }),
  });
export const grossSettlementsQuery = (p: Period) =>
  queryOptions({
    queryKey: ['overview', 'settlements_gross', p],
    queryFn: ({ signal }) => seen(analyticsEndpoints.settlementsGross, { query: p, signal }),
  });
export const settlementSummaryQuery = (p: Period) =>
  queryOptions({
    queryKey: ['overview', 'settlements_summary', p],
    queryFn: ({ signal }) => seen(analyticsEndpoints.settlementsSummary, { query: p, signal }),
  });
export const cardSettlementQuery = (currency: string) =>
  queryOptions({
    queryKey: ['overview', 'card_settlements', currency],
    queryFn: async ({ signal }) => {
      const answer = await seen(analyticsEndpoints.cardSettlements, { query: { currency, page: '1' }, signal });
      return { data: answer.data[0] ?? null, cachedAt: answer.cachedAt };
    },
  });
export const customersOverviewQuery = (p: Omit<Period, 'currency'>) =>
  queryOptions({
    queryKey: ['overview', 'customers', p],
    queryFn: ({ signal }) => seen(analyticsEndpoints.customersOverview, { query: p, signal }),
  });
