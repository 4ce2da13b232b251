import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast';
import type { ApprovalResult, TransferListRow } from '../../../contract/transfers';
import { TRANSFER_MESSAGES } from '../../../contract/transfers';
import { isApiError } from '../../lib/api-client';
import { isServerReachable } from '../../lib/reachability';
import { storage } from '../../lib/storage';
import { addQueueItemLocally, enqueueApproval, type QueueItem } from '../../lib/worker-bridge';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { approveTransfer, approveTransfers } from './api';

export const NO_QUEUE_MESSAGE =
  'You are offline and this browser cannot keep the decision for later. Try again when you are back online.';

export interface Decision {
  rows: readonly TransferListRow[];
  reject: boolean;
}

/** What one server answer says to the user. */
export function resultText(result: ApprovalResult): { ok: boolean; text: string } {
  // Approved by this user, still waiting for more approvers of its rule: the server says how many.
  if (result.outcome === 'approved' && result.status === 'NEW') return { ok: true, text: result.message };
  if (result.outcome === 'approved') return { ok: true, text: 'Transfer approved.' };
  if (result.outcome === 'rejected') return { ok: true, text: 'Transfer rejected.' };
  return { ok: false, text: result.message || 'Someone else already decided this transfer.' };
}

const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;

/** Queues each decision in the service worker, keyed when the user acted. */
async function queueDecisions(rows: readonly TransferListRow[], reject: boolean, key?: string): Promise<boolean> {
  const user = storage.get('userDetails');
  const accountId = storage.get('userAccountID');
  if (!user || typeof accountId !== 'number') return false;
  for (const [index, row] of rows.entries()) {
    const item: QueueItem = {
      key: rows.length === 1 && key ? key : newIdempotencyKey(),
      transfer_id: row.id,
      reject,
      account_id: accountId,
      user_id: user.id,
      queued_at: new Date(Date.now() + index).toISOString(),
      state: 'queued',
    };
    if (!(await enqueueApproval(item))) return false;
    addQueueItemLocally(item);
  }
  return true;
}

export type DecideOutcome = { kind: 'sent'; results: ApprovalResult[] } | { kind: 'queued' } | { kind: 'failed' };

/**
 * Approve or reject, one or many. Online: sent at once with an Idempotency-Key. Offline, with the
 * server unreachable (or the network failing mid-way): the same intent goes to the worker's queue,
 * never a second copy here.
 */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the decision goes to the worker's queue: never a paused copy in React Query.
    networkMode: 'always',
    mutationFn: async ({ rows, reject }: Decision): Promise<DecideOutcome> => {
      const key = newIdempotencyKey();
      // Known to be offline or the server known not to answer: straight to the queue, which sends it
      // the moment the server answers, rather than a call that may hang until it times out.
      if ((typeof navigator !== 'undefined' && !navigator.onLine) || !isServerReachable()) {
        return (await queueDecisions(rows, reject, key)) ? { kind: 'queued' } : { kind: 'failed' };
      }
      try {
        if (rows.length === 1 && rows[0])
          return { kind: 'sent', results: [await approveTransfer(rows[0].id, reject, key)] };
        const answer = await approveTransfers(
          rows.map((r) => r.id),
          reject,
          key,
        );
        return { kind: 'sent', results: answer.results };
      } catch (error) {
        if (isNetworkFailure(error)) {
          return (await queueDecisions(rows, reject, key)) ? { kind: 'queued' } : { kind: 'failed' };
        }
        throw error;
      }
    },
    onSuccess: (outcome, { rows }) => {
      if (outcome.kind === 'queued') {
        toast(
          `${rows.length === 1 ? 'Decision' : `${rows.length} decisions`} queued. ${TRANSFER_MESSAGES.queuedOffline}.`,
        );
        return;
      }
      if (outcome.kind === 'failed') {
        toast.error(NO_QUEUE_MESSAGE);
        return;
      }
      if (outcome.results.length === 1 && outcome.results[0]) {
        const { ok, text } = resultText(outcome.results[0]);
        if (ok) toast.success(text);
        else toast.error(text);
      } else {
        const done = outcome.results.filter((r) => r.outcome === 'approved' || r.outcome === 'rejected').length;
        const others = outcome.results.filter((r) => r.outcome !== 'approved' && r.outcome !== 'rejected');
        toast.success(`${done} of ${outcome.results.length} transfers ${rows.length && done ? 'decided' : 'changed'}.`);
        for (const r of others) toast.error(`Transfer ${r.id}: ${resultText(r).text}`);
      }
      // The approvals badge (shell) and every transfers list read these keys.
      void queryClient.invalidateQueries({ queryKey: ['transfers'] });
      void queryClient.invalidateQueries({ queryKey: ['wallets'] });
    },
    onError: (error) => {
      // The loser of a race (409) and refusals (403 role, four eyes) say why.
      toast.error(error instanceof Error ? error.message : 'The decision could not be sent.');
      void queryClient.invalidateQueries({ queryKey: ['transfers'] });
    },
  });
}
