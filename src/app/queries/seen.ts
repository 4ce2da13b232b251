import type { EndpointDef } from '../../contract/endpoints';
import { type AnswerMeta, type CallOptions, call, type ResponseOf } from '../lib/api-client';

/** An answer and, when the service worker served its last-seen copy offline, that copy's time. */
export interface Seen<T> {
  data: T;
  cachedAt: string | null;
}

/** Calls an endpoint the service worker keeps a last-seen copy of (balances, overview), with that copy's time. */
export async function seen<E extends EndpointDef>(def: E, options: CallOptions<E>): Promise<Seen<ResponseOf<E>>> {
  const meta: AnswerMeta = {};
  const data = await call(def, { ...options, meta });
  return { data, cachedAt: meta.cachedAt ?? null };
}
