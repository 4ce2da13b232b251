import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AcceptLoanRequest, capitalEndpoints, type LoanRepaymentRequest } from '../../contract/capital';
import { areaEndpoints } from '../../contract/area-endpoints';
import { call, isApiError } from '../lib/api-client';
import { type ListParams, pageQuery } from '../lib/list-search';
import { accountKey } from './keys';

/*
 * Capital: the loan offer, the active loan and the loan history, and the writes that change them.
 * Keys start with 'loans' and include the account; taking or repaying a loan also moves the balance.
 */
/** Loan history page size (spec 2 §9). */
export const LOAN_HISTORY_PAGE_SIZE = 10;

export const loanKeys = {
  all: ['loans'] as const,
  offer: () => ['loans', 'offer', accountKey()] as const,
  active: () => ['loans', 'active', accountKey()] as const,
  history: (params: ListParams) => ['loans', 'history', accountKey(), params] as const,
};

/**
 * Spec 2 §8: a refusal of the offer means "not eligible", and of the history "no loans". A server that
 * cannot be reached or fails (5xx), or a session to sign in again, stays an error with its retry:
 * "not eligible" would be untrue then.
 */
export const isAnsweredRefusal = (error: unknown): boolean =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;

/** GET v2/loan/offer */
export const loanOfferQuery = () =>
  queryOptions({
    queryKey: loanKeys.offer(),
    queryFn: async ({ signal }) => {
      try {
        return await call(areaEndpoints.loanOffer, { signal });
      } catch (error) {
        if (isAnsweredRefusal(error)) return { offer: null, status: 'ineligible' as const, message: '' };
        throw error;
      }
    },
  });

/** GET v2/loan/active */
export const activeLoanQuery = () =>
  queryOptions({
    queryKey: loanKeys.active(),
    queryFn: ({ signal }) => call(capitalEndpoints.activeLoan, { signal }),
  });

/** GET v2/loan/history, 10 a page. */
export const loanHistoryQuery = (params: ListParams) =>
  queryOptions({
    queryKey: loanKeys.history(params),
    queryFn: async ({ signal }) => {
      try {
        return await call(areaEndpoints.loanHistory, { query: pageQuery(params, LOAN_HISTORY_PAGE_SIZE), signal });
      } catch (error) {
        if (!isAnsweredRefusal(error)) throw error;
        return {
          loans: [],
          page_info: { total: 0, current_page: params.page, total_pages: 0, page_size: LOAN_HISTORY_PAGE_SIZE },
        };
      }
    },
  });

/** POST v2/loan/otp: sends the code that confirms accepting an offer. */
export const requestLoanCode = () => call(capitalEndpoints.loanOtp);

/** What a loan write changes: the offer, the active loan and history, and the balances. */
function useLoanInvalidation() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: loanKeys.all });
    void client.invalidateQueries({ queryKey: ['wallets'] });
    void client.invalidateQueries({ queryKey: ['balanceHistory'] });
  };
}

/** POST v2/loan/offer/accept, under the user's action key. */
export function useAcceptLoanOffer() {
  const invalidate = useLoanInvalidation();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: AcceptLoanRequest; idempotencyKey: string }) =>
      call(capitalEndpoints.acceptLoanOffer, { body, idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** POST v2/loan/repayment, under the user's action key. */
export function useRepayLoan() {
  const invalidate = useLoanInvalidation();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: LoanRepaymentRequest; idempotencyKey: string }) =>
      call(capitalEndpoints.loanRepayment, { body, idempotencyKey }),
    onSuccess: invalidate,
  });
}
