/// <reference lib="webworker" />
// Last-seen balances and overview (design card): network first; every good answer is kept in
// IndexedDB per account and URL with its time; without a network the kept copy is served, marked
// with its time so the screens say 'Last updated ...'. Copies of one account never answer another.
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { SW_CACHED_AT_HEADER } from '../src/contract/analytics';
import { allEndpoints as endpoints } from '../src/contract/all-endpoints';
import type { EndpointDef } from '../src/contract/endpoints';
import { SW_MESSAGES } from '../src/contract/pwa';

declare const self: ServiceWorkerGlobalScope;

/** Balance and overview reads: the only API answers the worker keeps (DESIGN.md §6). */
const KEPT: readonly EndpointDef[] = [
  endpoints.wallets,
  endpoints.settlements,
  endpoints.totalProcessed,
  endpoints.dailyTx,
  endpoints.agents,
  endpoints.customerBanks,
  endpoints.customerLocation,
  endpoints.customerPaymentOptions,
  endpoints.maxMinCustomers,
  endpoints.transactionsOverview,
  endpoints.customersOverview,
  endpoints.settlementsGross,
  endpoints.settlementsSummary,
  endpoints.cardSettlements,
];

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = KEPT.map((def) => ({
  method: def.method,
  path: new RegExp(
    `/${def.path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegex(part)))
      .join('/')}$`,
  ),
}));

/** Whether a request is a kept read (reads only: the wallets call is a body-less POST). */
export function isKept(method: string, pathname: string): boolean {
  return PATTERNS.some((p) => p.method === method && p.path.test(pathname));
}

interface Session {
  user_id: number;
  account_id: number;
  token: string;
}
interface Kept {
  body: string;
  status: number;
  at: string;
}

let idb: UseStore | null = null;
const store = () => {
  idb ??= createStore('paydesk-last-seen', 'answers');
  return idb;
};
const SESSION_KEY = 'session';
const owner = (s: Pick<Session, 'user_id' | 'account_id'>) => `${s.user_id}:${s.account_id}`;

/** The kept copies of every account of a user (a user signs in to several businesses). */
export const keysOfUser = (all: readonly IDBValidKey[], userId: number): IDBValidKey[] =>
  all.filter((key) => String(key).startsWith(`${userId}:`));

async function forgetUser(userId: number): Promise<void> {
  for (const key of keysOfUser(await keys(store()), userId)) await del(key, store());
}

/** The stored session when the request carries its token; anything else is never cached or served. */
async function sessionOf(request: Request): Promise<Session | null> {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/, '');
  const session = await get<Session>(SESSION_KEY, store());
  return session && token && session.token === token ? session : null;
}

async function answer(request: Request): Promise<Response> {
  const session = await sessionOf(request);
  const key = session ? `${owner(session)}|${request.method} ${request.url}` : null;
  try {
    const response = await fetch(request);
    if (key && response.ok) {
      const body = await response.clone().text();
      await set(key, { body, status: response.status, at: new Date().toISOString() } satisfies Kept, store());
    }
    return response;
  } catch {
    const kept = key ? await get<Kept>(key, store()) : undefined;
    // No copy: the page sees the same network error it would without a worker (a rejected
    // respondWith would also log an unhandled rejection in the worker).
    if (!kept) return Response.error();
    return new Response(kept.body, {
      status: kept.status,
      headers: { 'Content-Type': 'application/json', [SW_CACHED_AT_HEADER]: kept.at },
    });
  }
}

export function wireDataCache(): void {
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (url.origin !== self.location.origin || !isKept(event.request.method, url.pathname)) return;
    event.respondWith(answer(event.request));
  });
  self.addEventListener('message', (event) => {
    const data = event.data as {
      type?: string;
      session?: Session | null;
      forget?: boolean;
      user_id?: number;
      account_id?: number;
    } | null;
    if (data?.type !== SW_MESSAGES.session) return;
    const work = (async () => {
      if (data.forget && typeof data.user_id === 'number' && typeof data.account_id === 'number') {
        // Sign-out: the copies of every business of that user go (not only the one signed out of), and
        // the worker forgets the token: nothing of theirs stays on a shared device.
        await forgetUser(data.user_id);
        await del(SESSION_KEY, store());
      } else if (data.session && typeof data.session.account_id === 'number') {
        const { user_id, account_id, token } = data.session;
        await set(SESSION_KEY, { user_id, account_id, token } satisfies Session, store());
      }
    })();
    event.waitUntil(work.catch((error: unknown) => console.warn('Last-seen copies', error)));
  });
}
