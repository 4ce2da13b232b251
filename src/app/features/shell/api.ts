import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { NewBusinessRequest } from '../../../contract/accounts';
import { API_VERSION, type TokensCreateRequest } from '../../../contract/auth';
import { ALT_MODE_HEADER, ALT_MODE_VALUE } from '../../../contract/constants';
import { endpoints } from '../../../contract/endpoints';
import { badgeFetches } from '../../../contract/menu';
import { queryEndpoints } from '../../../contract/query-endpoints';
import { transferEndpoints } from '../../../contract/transfer-endpoints';
import { SEARCH_RESULTS_PER_GROUP } from '../../../contract/search';
import { call, isApiError } from '../../lib/api-client';
import { platformServiceEndpoints } from '../../../contract/platform-services';
import { isAdminRole } from '../../../contract/roles';
import { readSessionSnapshot, saveMerchantKeys, savePreferences } from '../../lib/session';
import { whiteLabelQuery } from '../../lib/whitelabel';
import { storage } from '../../lib/storage';

export const logRouteVisit = (name: string, id?: string) =>
  call(endpoints.lastViewedLog, { body: { lv: id === undefined ? { name } : { name, id } } });

export const logout = () => call(endpoints.logout);

/** Query keys start with the resource name; the account id keeps businesses apart. */
const accountKey = () => storage.get('userAccountID') ?? 0;

export const preferencesQuery = () =>
  queryOptions({
    queryKey: ['preferences', accountKey()],
    queryFn: async ({ signal }) => {
      const data = await call(endpoints.preferences, { signal });
      savePreferences(data);
      return data;
    },
    initialData: () => storage.get('preferences') ?? undefined,
    initialDataUpdatedAt: 0,
  });

export const complianceStatusQuery = () =>
  queryOptions({
    queryKey: ['complianceStatus', accountKey()],
    queryFn: ({ signal }) => call(endpoints.complianceStatus, { signal }),
  });

export const settlementAccountsQuery = () =>
  queryOptions({
    queryKey: ['settlementAccounts', accountKey()],
    queryFn: ({ signal }) => call(endpoints.settlementAccounts, { signal }),
  });

/**
 * The business's barter merchant id (spec 1 §7, spec 2 §7): GET v2/services/barter/merchant_id, and on its
 * failure POST v2/services/barter/enroll, which only an admin may ask; anyone else sees none (the
 * switcher then shows the business type). Other failures are only logged (spec 2 §8).
 */
export const barterMerchantIdQuery = () =>
  queryOptions({
    queryKey: ['barterMerchantId', accountKey()],
    queryFn: async ({ signal }): Promise<string | null> => {
      try {
        return (await call(platformServiceEndpoints.barterMerchantId, { signal })).id;
      } catch (error) {
        if (!isApiError(error) || error.status !== 404 || !isAdminRole(readSessionSnapshot().role)) return null;
        return (await call(platformServiceEndpoints.barterEnroll, { signal })).merchant_unique_id;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const subAccountsQuery = () =>
  queryOptions({
    queryKey: ['subAccounts', accountKey()],
    queryFn: ({ signal }) => call(endpoints.subAccounts, { signal }),
  });

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
    queryKey: ['chargebacks', 'pending', accountKey()],
    queryFn: async ({ signal }) => {
      const data = await call(endpoints.chargebacks, {
        query: { status: 'initiated', include_subaccounts: '1' },
        signal,
      });
      return data.page_info.total;
    },
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

/**
 * POST merchant/tokens/create?version=3.0 with the current account token: the account switch (spec 2 §4,
 * §7). The alternate-mode header goes with the switch only (spec 1 §7), not with every tokens/create,
 * so it is given here rather than on the endpoint (accounts/update carries it on its definition).
 */
export const createTokens = (body: TokensCreateRequest) =>
  call(endpoints.tokensCreate, {
    query: { version: API_VERSION },
    body,
    headers: { [ALT_MODE_HEADER]: ALT_MODE_VALUE },
  });

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
