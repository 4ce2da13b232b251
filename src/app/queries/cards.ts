import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cardEndpoints, type CardDetail, type CreateCardRequest } from '../../contract/cards';
import { areaEndpoints } from '../../contract/area-endpoints';
import { call, isApiError } from '../lib/api-client';
import { type ListParams, pageQuery } from '../lib/list-search';
import { accountKey } from './keys';

/*
 * Virtual cards: the list, one card and its transactions, and the writes that change them. Keys start
 * with 'virtualCards' and include the account; a write that moves money also changes the balances.
 */
export const cardKeys = {
  all: ['virtualCards'] as const,
  list: (params: ListParams) => ['virtualCards', 'list', accountKey(), params] as const,
  one: (cardId: string) => ['virtualCards', 'one', accountKey(), cardId] as const,
  transactions: (cardId: string, page: number) => ['virtualCards', 'transactions', accountKey(), cardId, page] as const,
};

/** GET v2/cards (card API): the virtual cards. */
export const virtualCardsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: cardKeys.list(params),
    queryFn: ({ signal }) => call(areaEndpoints.virtualCards, { query: pageQuery(params), signal }),
  });

/** GET v2/cards/:id: null when the card is not this business's (404). */
export const cardQuery = (cardId: string) =>
  queryOptions({
    queryKey: cardKeys.one(cardId),
    queryFn: async ({ signal }) => {
      try {
        return await call(cardEndpoints.cardDetail, { params: { id: cardId }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

/** GET v2/cards/:id/transactions, newest first. */
export const cardTransactionsQuery = (cardId: string, page: number) =>
  queryOptions({
    queryKey: cardKeys.transactions(cardId, page),
    queryFn: ({ signal }) =>
      call(cardEndpoints.cardTransactions, {
        params: { id: cardId },
        query: { page: String(page), page_size: '10' },
        signal,
      }),
  });

/** What a card write changes: the cards, and the balances it took from or gave back to. */
function useCardInvalidation() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: cardKeys.all });
    void client.invalidateQueries({ queryKey: ['wallets'] });
    void client.invalidateQueries({ queryKey: ['balanceHistory'] });
  };
}

/** POST v2/cards, under the user's action key. */
export function useCreateCard() {
  const invalidate = useCardInvalidation();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateCardRequest; idempotencyKey: string }) =>
      call(cardEndpoints.createCard, { body, idempotencyKey }),
    onSuccess: invalidate,
  });
}

export type CardAction = 'fund' | 'withdraw' | 'freeze' | 'unfreeze' | 'terminate';

/** One action on a card; fund and withdraw carry an amount; each under the user's action key. */
export function useCardAction(cardId: string) {
  const invalidate = useCardInvalidation();
  return useMutation({
    mutationFn: ({
      action,
      amount,
      idempotencyKey,
    }: {
      action: CardAction;
      amount?: number;
      idempotencyKey: string;
    }): Promise<CardDetail> => {
      const params = { id: cardId };
      switch (action) {
        case 'fund':
          return call(cardEndpoints.fundCard, { params, body: { amount: amount ?? 0 }, idempotencyKey });
        case 'withdraw':
          return call(cardEndpoints.withdrawCard, { params, body: { amount: amount ?? 0 }, idempotencyKey });
        case 'freeze':
          return call(cardEndpoints.freezeCard, { params });
        case 'unfreeze':
          return call(cardEndpoints.unfreezeCard, { params });
        case 'terminate':
          return call(cardEndpoints.terminateCard, { params, idempotencyKey });
      }
    },
    onSuccess: invalidate,
  });
}

/** POST v2/cards/bulk/validate: the review of a CSV, nothing made. */
export const reviewCardsCsv = (csv: string) => call(cardEndpoints.cardsBulkValidate, { body: { csv } });

/** POST v2/cards/bulk: the valid rows made, under the user's action key. */
export function useCreateCardsFromCsv() {
  const invalidate = useCardInvalidation();
  return useMutation({
    mutationFn: ({ csv, idempotencyKey }: { csv: string; idempotencyKey: string }) =>
      call(cardEndpoints.cardsBulkCreate, { body: { csv }, idempotencyKey }),
    onSuccess: invalidate,
  });
}
