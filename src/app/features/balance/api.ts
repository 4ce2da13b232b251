import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { findInPages } from '../../lib/find-in-pages';
import { type ListParams, pageQuery } from '../../lib/list-search';

/** POST v2/merchant/wallets: ledger and available balance per currency. */
export const walletsQuery = () =>
  queryOptions({ queryKey: ['wallets'], queryFn: ({ signal }) => call(endpoints.wallets, { signal }) });

export const settlementsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['settlements', params],
    queryFn: ({ signal }) => call(endpoints.settlements, { query: pageQuery(params), signal }),
  });

export const settlementQuery = (id: number) =>
  queryOptions({
    queryKey: ['settlements', 'one', id],
    queryFn: ({ signal }) =>
      findInPages(
        async (page) => {
          const data = await call(endpoints.settlements, { query: pageQuery({ page }, 100), signal });
          return { rows: data.settlements, page_info: data.page_info };
        },
        (row) => row.id === id,
      ),
  });

/** GET merchant/config/settlement/account: where settlements are paid. */
export const settlementAccountsQuery = () =>
  queryOptions({
    queryKey: ['settlementAccounts'],
    queryFn: ({ signal }) => call(endpoints.settlementAccounts, { signal }),
  });

export const preferencesQuery = () =>
  queryOptions({ queryKey: ['preferences'], queryFn: ({ signal }) => call(endpoints.preferences, { signal }) });
