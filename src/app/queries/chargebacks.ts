import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { chargebackFineEndpoints } from '../../contract/chargeback-fines';
import { chargebackEndpoints } from '../../contract/chargebacks';
import { transferEndpoints } from '../../contract/transfer-endpoints';
import { call } from '../lib/api-client';
import type { ListParams } from '../lib/list-search';
import { accountKey } from './keys';

/*
 * One chargeback and the merchant's answer to it. Keys start with 'chargebacks', as the lists' do, so an
 * answer refreshes the lists and the sidebar's count with the record; accepting also moves the balance.
 */
export const chargebackKeys = {
  all: ['chargebacks'] as const,
  one: (id: number) => ['chargebacks', 'one', accountKey(), id] as const,
  fines: (params: ListParams) => ['chargebacks', 'fines', accountKey(), params] as const,
  fine: (id: number) => ['chargebacks', 'fine', accountKey(), id] as const,
  balance: () => ['chargebacks', 'balance', accountKey()] as const,
};

/** GET chargebacks/{id} (cross-host API) */
export const chargebackQuery = (id: number) =>
  queryOptions({
    queryKey: chargebackKeys.one(id),
    queryFn: ({ signal }) => call(chargebackEndpoints.chargeback, { params: { id }, signal }),
  });

/** What an answer changes: the chargebacks, with their count in the menu, and the balances. */
function useAnswerInvalidation() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: chargebackKeys.all });
    void client.invalidateQueries({ queryKey: ['wallets'] });
    void client.invalidateQueries({ queryKey: ['balanceHistory'] });
  };
}

/** POST chargebacks/{id}/accept, under the user's action key: the amount leaves the balance. */
export function useAcceptChargeback(id: number) {
  const invalidate = useAnswerInvalidation();
  return useMutation({
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) =>
      call(chargebackEndpoints.acceptChargeback, { params: { id }, idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** POST chargebacks/{id}/decline with the note and the uploaded evidence's URLs. */
export function useDeclineChargeback(id: number) {
  const invalidate = useAnswerInvalidation();
  return useMutation({
    mutationFn: (body: { note: string; documents: string[] }) =>
      call(chargebackEndpoints.declineChargeback, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** Evidence goes up as compliance documents do: private, PDF or image checked by content, 30 minutes to use it. */
export function uploadEvidence(file: File) {
  const form = new FormData();
  form.set('file', file);
  form.set('purpose', 'compliance');
  form.set('public', 'false');
  form.set('expiry', '30');
  return call(transferEndpoints.upload, { formData: form });
}

/** GET chargebacks/fines (cross-host API): the card schemes' fines, newest first. */
export const chargebackFinesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: chargebackKeys.fines(params),
    queryFn: ({ signal }) =>
      call(chargebackFineEndpoints.chargebackFines, {
        query: { page: String(params.page), page_size: '20' },
        signal,
      }),
  });

/** GET chargebacks/fines/{id} */
export const chargebackFineQuery = (id: number) =>
  queryOptions({
    queryKey: chargebackKeys.fine(id),
    queryFn: ({ signal }) => call(chargebackFineEndpoints.chargebackFine, { params: { id }, signal }),
  });

/** GET chargebacks/balance: what lost chargebacks and fines took, and the fines still owed. */
export const chargebackBalanceQuery = () =>
  queryOptions({
    queryKey: chargebackKeys.balance(),
    queryFn: ({ signal }) => call(chargebackFineEndpoints.chargebackBalance, { signal }),
  });

/** POST chargebacks/fines/{id}/pay under the user's action key: the fine leaves the balance. */
export function usePayFine(id: number) {
  const invalidate = useAnswerInvalidation();
  return useMutation({
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) =>
      call(chargebackFineEndpoints.payChargebackFine, { params: { id }, idempotencyKey }),
    onSuccess: invalidate,
  });
}
