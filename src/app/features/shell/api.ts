import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { NewBusinessRequest } from '../../../contract/accounts';
import { API_VERSION, type TokensCreateRequest } from '../../../contract/auth';
import { ALT_MODE_HEADER, ALT_MODE_VALUE } from '../../../contract/constants';
import { endpoints } from '../../../contract/endpoints';
import { badgeFetches } from '../../../contract/menu';
import { call, isApiError } from '../../lib/api-client';
import { platformServiceEndpoints } from '../../../contract/platform-services';
import { isAdminRole } from '../../../contract/roles';
import { readSessionSnapshot, saveMerchantKeys, savePreferences } from '../../lib/session';
import { whiteLabelQuery } from '../../lib/whitelabel';
import { accountKey } from '../../queries/keys';
import { complianceStatusQuery } from '../../queries/compliance-status';
import { preferencesQuery } from '../../queries/preferences';
import { settlementAccountsQuery } from '../../queries/settlement-accounts';
import { chargebacksQuery } from '../../queries/chargebacks-list';
import { PENDING_APPROVALS, transfersQuery } from '../../queries/transfers';

export const logRouteVisit = (name: string, id?: string) =>
  call(endpoints.lastViewedLog, { body: { lv: id === undefined ? { name } : { name, id } } });

export const logout = () => call(endpoints.logout);

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

export const transactionLimitsQuery = () =>
  queryOptions({
    queryKey: ['transactionLimits', accountKey()],
    queryFn: ({ signal }) => call(endpoints.transactionLimits, { signal }),
  });

/** The count of transfers awaiting approval (spec 1 §7): the length of data.transfers on page 1. */
export const pendingApprovalsQuery = () =>
  queryOptions({
    ...transfersQuery({ ...PENDING_APPROVALS, page: '1' }),
    select: (data) => data.transfers.length,
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
