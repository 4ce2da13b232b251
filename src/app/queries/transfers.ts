import { type Query, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { transferEndpoints } from '../../contract/transfer-endpoints';
import { call, type QueryOf } from '../lib/api-client';
import { accountKey } from './keys';

type TransfersApiQuery = QueryOf<typeof transferEndpoints.transfers>;

/**
 * GET v2/transfers: the list with its filters, the pending approvals and their count, the search. The
 * transfers table (its schemas) is imported when the first page is fetched: the shell's approvals badge
 * uses this query, and a static import would put the table in every dashboard screen's first load.
 */
export const transfersQuery = (query: TransfersApiQuery) =>
  queryOptions({
    queryKey: ['transfers', 'list', accountKey(), query],
    queryFn: async ({ signal }) => {
      const { transferEndpoints } = await import('../../contract/transfer-endpoints');
      return call(transferEndpoints.transfers, { query, signal });
    },
  });

/** Transfers awaiting the user's approval (spec 1 §7): status NEW, requires_approval, list_pending_approvals. */
export const PENDING_APPROVALS = { status: 'NEW', requires_approval: '1', list_pending_approvals: '1' } as const;

const isPendingApprovals = (query: Query) =>
  (query.queryKey[3] as TransfersApiQuery | undefined)?.list_pending_approvals === '1';

/** Asks again for the pending approvals and their count (the shell does on every new screen). */
export const invalidatePendingApprovals = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: ['transfers', 'list'], predicate: isPendingApprovals });
