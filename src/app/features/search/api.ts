import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { queryEndpoints } from '../../../contract/query-endpoints';
import { transferEndpoints } from '../../../contract/transfer-endpoints';
import { call } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-search';

const paging = ({ page }: ListParams) => ({ page: String(page), page_size: '20' });

/** The five search groups (spec 1 §7): each asks its endpoint with the search string. */
export const searchCustomers = (term: string) => (params: ListParams) =>
  queryOptions({
    queryKey: ['search', 'customers', term, params.page],
    queryFn: ({ signal }) => call(queryEndpoints.customersQuery, { query: { q: term, ...paging(params) }, signal }),
  });
export const searchTransactions = (term: string) => (params: ListParams) =>
  queryOptions({
    queryKey: ['search', 'transactions', term, params.page],
    queryFn: ({ signal }) => call(queryEndpoints.transactionsQuery, { query: { q: term, ...paging(params) }, signal }),
  });
export const searchTransfers = (term: string) => (params: ListParams) =>
  queryOptions({
    queryKey: ['search', 'transfers', term, params.page],
    queryFn: ({ signal }) =>
      call(transferEndpoints.transfers, { query: { reference: term, ...paging(params) }, signal }),
  });
export const searchCards = (term: string) => (params: ListParams) =>
  queryOptions({
    queryKey: ['search', 'cards', term, params.page],
    queryFn: ({ signal }) => call(endpoints.cardsSearch, { query: { name: term, ...paging(params) }, signal }),
  });
export const searchSubaccounts = (term: string) => (params: ListParams) =>
  queryOptions({
    queryKey: ['search', 'subaccounts', term, params.page],
    queryFn: ({ signal }) => call(endpoints.subaccounts, { query: { business_name: term, ...paging(params) }, signal }),
  });
