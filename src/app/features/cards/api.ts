import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';

/** GET v2/cards (card API): the virtual cards. */
export const virtualCardsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['virtualCards', params],
    queryFn: ({ signal }) => call(endpoints.virtualCards, { query: pageQuery(params), signal }),
  });

/** One card: GET v2/cards/search by card_id, then the virtual card's balance and status from the list. */
export const cardQuery = (cardId: string) =>
  queryOptions({
    queryKey: ['virtualCards', 'one', cardId],
    queryFn: async ({ signal }) => {
      const found = await call(endpoints.cardsSearch, {
        query: { card_id: cardId, page: '1', page_size: '5' },
        signal,
      });
      const card = found.cards.find((row) => row.card_id === cardId);
      if (!card) return null;
      const list = await call(endpoints.virtualCards, { query: { q: card.name, page: '1', page_size: '100' }, signal });
      const virtual = list.cards.find((row) => row.card_id === cardId);
      return { ...card, status: virtual?.status ?? null, balance: virtual?.balance ?? null };
    },
  });
