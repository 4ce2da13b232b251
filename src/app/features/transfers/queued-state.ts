import { TRANSFER_MESSAGES } from '../../../contract/transfers';

/** What a transfer's card or row says while its decision waits in the worker's queue. */
export function queuedStateText(state: 'queued' | 'needs_sign_in' | 'stale'): string {
  if (state === 'queued') return TRANSFER_MESSAGES.queuedOffline;
  if (state === 'stale') return 'Queued more than a day ago: send or drop it above.';
  return 'Sign in again to send this decision.';
}
