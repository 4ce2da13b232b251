import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { SEARCH_RESULTS_PER_GROUP } from '../../../contract/search';
import { cardsSearchQuery } from '../../queries/cards-search';
import { customersQuery } from '../../queries/customers';
import { subaccountsQuery } from '../../queries/subaccounts';
import { transactionsQuery } from '../../queries/transactions';
import { transfersQuery } from '../../queries/transfers';

const firstPage = { page: '1', page_size: String(SEARCH_RESULTS_PER_GROUP) };

/** The five global search calls (spec 1 §7), each asking for the two results the panel shows. */
const searchGroups = {
  customers: (q: string) => queryOptions({ ...customersQuery({ q, ...firstPage }), select: (d) => d.customers }),
  transactions: (q: string) =>
    queryOptions({ ...transactionsQuery({ q, ...firstPage }), select: (d) => d.transactions }),
  transfers: (q: string) =>
    queryOptions({ ...transfersQuery({ reference: q, ...firstPage }), select: (d) => d.transfers }),
  cards: (q: string) => queryOptions({ ...cardsSearchQuery({ name: q, ...firstPage }), select: (d) => d.cards }),
  subaccounts: (q: string) =>
    queryOptions({ ...subaccountsQuery({ business_name: q, ...firstPage }), select: (d) => d.subaccounts }),
} as const;

export type SearchGroupName = keyof typeof searchGroups;

/** One group's results; the panel reads them as rows of its own (global-search.tsx). */
export const searchGroupQuery = (group: SearchGroupName, q: string) =>
  ({
    ...searchGroups[group](q),
    enabled: q.trim() !== '',
    retry: false,
    staleTime: 60_000,
  }) as unknown as UseQueryOptions<unknown, Error, unknown[]>;
