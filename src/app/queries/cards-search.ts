import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints';
import { call, type QueryOf } from '../lib/api-client';
import { accountKey } from './keys';

/** GET v2/cards/search (card API): cards by holder name, for the search. */
export const cardsSearchQuery = (query: QueryOf<typeof endpoints.cardsSearch>) =>
  queryOptions({
    queryKey: ['cards', 'search', accountKey(), query],
    queryFn: ({ signal }) => call(endpoints.cardsSearch, { query, signal }),
  });
