import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { NewBusinessRequest } from '../../../contract/accounts';
import type { TokensCreateRequest } from '../../../contract/auth';
import { endpoints } from '../../../contract/endpoints';
import { badgeFetches } from '../../../contract/menu';
import { queryEndpoints } from '../../../contract/query-endpoints';
import { transferEndpoints } from '../../../contract/transfer-endpoints';
import { SEARCH_RESULTS_PER_GROUP } from '../../../contract/search';
import { call } from '../../lib/api-client';
import { readSessionSnapshot, saveMerchantKeys, savePreferences } from '../../lib/session';
import { whiteLabelQuery } from '../../lib/whitelabel';
import { accountKey } from '../../queries/keys';
import { complianceStatusQuery } from '../../queries/compliance-status';
import { preferencesQuery } from '../../queries/preferences';
import { settlementAccountsQuery } from '../../queries/settlement-accounts';
import { chargebacksQuery } from '../../queries/chargebacks-list';

export const logRouteVisit = (name: string, id?: string) =>
  call(endpoints.lastViewedLog, { body: { lv: id === undefined ? { name } : { name, id } } });

export const logout = () => call(endpoints.logout);

export const transactionLimitsQuery = () =>
  queryOptions({
    queryKey: ['transactionLimits', accountKey()],
    queryFn: ({ signal }) => call(endpoints.transactionLimits, { signal }),
  });

/** The count of transfers awaiting approval (spec 1 §7): the length of data.transfers on page 1. */
export const pendingApprovalsQuery = () =>
  queryOptions({
    queryKey: ['transfers', 'pendingApprovals', accountKey()],
    queryFn: async ({ signal }) => {
      const data = await call(transferEndpoints.transfers, {
        query: { status: 'NEW', requires_approval: '1', list_pending_approvals: '1', page: '1' },
        signal,
      });
      return data.transfers.length;
    },
    staleTime: 0,
  });

/** Pending chargebacks (spec 1 §7): data.page_info.total of the initiated ones. */
export const pendingChargebacksQuery = () =>
  queryOptions({
    ...chargebacksQuery({ status: 'initiated', include_subaccounts: '1' }),
    select: (data) => data.page_info.total,
  });

/**
 * Starts the shell's own calls (useShellData) in the dashboard's loader, beside the screen's: the first
 * render then waits for them (start.tsx callsSettled) and has the menu, banners and badges, instead of
 * rendering the frame again, in one blocking task each, as every answer comes in. The approvals badge is
 * left to the frame: it is never fresh (staleTime 0), so the frame would only ask again.
 */
export function prefetchShellData(queryClient: QueryClient): void {
  const session = readSessionSnapshot();
  void queryClient.prefetchQuery(whiteLabelQuery());
  void queryClient.prefetchQuery(preferencesQuery());
  void queryClient.prefetchQuery(complianceStatusQuery());
  void queryClient.prefetchQuery(settlementAccountsQuery());
  void queryClient.prefetchQuery(transactionLimitsQuery());
  if (badgeFetches(session.role, session.isLive).pendingChargebacks) {
    void queryClient.prefetchQuery(pendingChargebacksQuery());
  }
}

const firstPage = { page: '1', page_size: String(SEARCH_RESULTS_PER_GROUP) };

/** The five global search calls (spec 1 §7), each asking for the two results the panel shows. */
export const searchCalls = {
  customers: (q: string, signal?: AbortSignal) =>
    call(queryEndpoints.customersQuery, { query: { q, ...firstPage }, signal }).then((d) => d.customers),
  transactions: (q: string, signal?: AbortSignal) =>
    call(queryEndpoints.transactionsQuery, { query: { q, ...firstPage }, signal }).then((d) => d.transactions),
  transfers: (q: string, signal?: AbortSignal) =>
    call(transferEndpoints.transfers, { query: { reference: q, ...firstPage }, signal }).then((d) => d.transfers),
  cards: (q: string, signal?: AbortSignal) =>
    call(endpoints.cardsSearch, { query: { name: q, ...firstPage }, signal }).then((d) => d.cards),
  subaccounts: (q: string, signal?: AbortSignal) =>
    call(endpoints.subaccounts, { query: { business_name: q, ...firstPage }, signal }).then((d) => d.subaccounts),
} as const;

export type SearchCalls = typeof searchCalls;
export type SearchGroupName = keyof SearchCalls;

export const searchGroupQuery = (group: SearchGroupName, q: string) =>
  queryOptions({
    queryKey: ['search', group, accountKey(), q],
    queryFn: ({ signal }): Promise<unknown[]> => searchCalls[group](q, signal),
    enabled: q.trim() !== '',
    retry: false,
    staleTime: 60_000,
  });

/** POST merchant/tokens/create with the current account token: the account switch (spec 2 §4). */
export const createTokens = (body: TokensCreateRequest) => call(endpoints.tokensCreate, { body });

export const createBusiness = (body: NewBusinessRequest) => call(endpoints.newBusiness, { body });

export const updateMode = (merchantStatus: 'prod' | 'test') =>
  call(endpoints.accountUpdate, { body: { merchant_status: merchantStatus } });

/** Refreshes keys and preferences of the current account; best effort (like the login). */
export async function refreshAccountData(): Promise<void> {
  await Promise.allSettled([
    call(endpoints.merchantKeys, { query: { include_v1_keys: '1' } }).then(saveMerchantKeys),
    call(endpoints.preferences).then(savePreferences),
  ]);
}

/** Drops every cached list and account query (white-label data stays). */
export function clearAccountCaches(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'whitelabel' });
}
