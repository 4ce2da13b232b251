/// <reference lib="webworker" />
// Wires the approval queue to the worker: messages from the app, Background Sync, and updates to windows.
import { createStore, del, entries, get, set } from 'idb-keyval';
import { APPROVAL_SYNC_TAG, SW_MESSAGES } from '../src/contract/pwa';
import { type ApprovalQueue, createApprovalQueue, type KeyValueStore } from './approval-queue';

declare const self: ServiceWorkerGlobalScope;

function idbStore(db: string): KeyValueStore {
  const store = createStore(db, 'keyval');
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    entries: () => entries(store),
  };
}

export function wireApprovalQueue(): ApprovalQueue {
  const queue = createApprovalQueue({
    items: idbStore('paydesk-approval-queue'),
    sessions: idbStore('paydesk-approval-sessions'),
    fetch: (input, init) => fetch(input, init),
    notify: async (items) => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: SW_MESSAGES.approvalQueue, items });
    },
  });

  const requestSync = async () => {
    const registration = self.registration as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(APPROVAL_SYNC_TAG).catch(() => undefined);
  };

  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; [key: string]: unknown } | null;
    if (!data?.type) return;
    let work: Promise<unknown> | null = null;
    switch (data.type) {
      case SW_MESSAGES.session:
        work = (async () => {
          const session = data.session as { user_id?: unknown; account_id?: unknown } | null;
          if (data.forget && typeof data.user_id === 'number' && typeof data.account_id === 'number') {
            await queue.forgetSession(data.user_id, data.account_id);
          } else if (session) {
            await queue.setSession(session);
            await queue.replay();
          }
        })();
        break;
      case SW_MESSAGES.enqueueApproval:
        work = (async () => {
          await queue.enqueue(data.item);
          await requestSync();
          // Maybe the network is back already (a flaky answer, not a real offline).
          await queue.replay();
        })();
        break;
      case SW_MESSAGES.replayApprovals:
        work = queue.replay();
        break;
      case SW_MESSAGES.confirmStaleApproval:
        work = (async () => {
          if (typeof data.key !== 'string') return;
          await queue.confirmStale(data.key, data.send === true);
          await queue.replay();
        })();
        break;
      case SW_MESSAGES.ackApprovals:
        work = queue.ack(Array.isArray(data.keys) ? data.keys.filter((k): k is string => typeof k === 'string') : []);
        break;
      default:
        return;
    }
    event.waitUntil(work.catch((error: unknown) => console.warn('Approval queue', error)));
  });

  self.addEventListener('sync', (event) => {
    const sync = event as ExtendableEvent & { tag?: string };
    if (sync.tag !== APPROVAL_SYNC_TAG) return;
    // The sync succeeds even when decisions still wait. Failing it would have the browser try again in
    // some minutes, but Chromium reports every rejected waitUntil as an unhandled rejection; what still
    // waits is sent by the app's own probing while it is open (lib/reachability.ts) and at its next start.
    sync.waitUntil(
      queue.replay().then(
        () => undefined,
        (error: unknown) => console.warn('Approval queue', error),
      ),
    );
  });

  // Workers get 'online' where the browser supports it; the app also asks on its own 'online'.
  self.addEventListener('online', () => void queue.replay());
  return queue;
}
