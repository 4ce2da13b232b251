import type { QueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../lib/list-search';
import { transactionsQuery } from '../../queries/transactions';
import { customersQuery } from '../../queries/customers';
import { transfersQuery } from '../../queries/transfers';
import { cardsSearchQuery } from '../../queries/cards-search';
import { subaccountsQuery } from '../../queries/subaccounts';

const paging = ({ page }: ListParams) => ({ page: String(page), page_size: '20' });

/** The five search groups (spec 1 §7): each asks its endpoint with the search string. */
export const searchCustomers = (term: string) => (params: ListParams) => customersQuery({ q: term, ...paging(params) });
export const searchTransactions = (term: string) => (params: ListParams) =>
  transactionsQuery({ q: term, ...paging(params) });
export const searchTransfers = (term: string) => (params: ListParams) =>
  transfersQuery({ reference: term, ...paging(params) });
export const searchCards = (term: string) => (params: ListParams) =>
  cardsSearchQuery({ name: term, ...paging(params) });
export const searchSubaccounts = (term: string) => (params: ListParams) =>
  subaccountsQuery({ business_name: term, ...paging(params) });

/** The term the screen searches for: its address's string, trimmed, at most 100 characters. */
export const searchTerm = (searchString: string) => searchString.trim().slice(0, 100);

/** Every group's first page for the term (the route's loader ensures what the screen's lists ask). */
export const ensureSearchResults = (queryClient: QueryClient, term: string) => {
  const first: ListParams = { page: 1, q: '' };
  return [
    queryClient.ensureQueryData(searchCustomers(term)(first)),
    queryClient.ensureQueryData(searchTransactions(term)(first)),
    queryClient.ensureQueryData(searchTransfers(term)(first)),
    queryClient.ensureQueryData(searchCards(term)(first)),
    queryClient.ensureQueryData(searchSubaccounts(term)(first)),
  ];
};
