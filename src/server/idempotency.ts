import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '../contract/approvals';
import { ERROR_CODES } from '../contract/envelope';
import type { Db } from './db/client';
import { idempotencyKeys } from './db/schema';
import type { AppEnv, SessionResolver } from './http';

/**
 * Idempotency keys: a request carrying the Idempotency-Key header acts once.
 * The same key with the same request gets the first answer again; the same key with another
 * request 422; the same key while the first is still running 409. State lives in the database
 * (idempotency_keys), so it holds across instances and restarts.
 */

/** Header on an answer that is a stored one, given again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** An in-flight row older than this belongs to a request whose server died: another may take it over. */
export const IN_FLIGHT_STALE_SECONDS = 60;
/** Answers are kept this long: an offline queue replays well within it. */
export const KEY_RETENTION_DAYS = 14;

export const IDEMPOTENCY_MESSAGES = {
  reused: 'This idempotency key was already used for a different request',
  inFlight: 'A request with this idempotency key is still being processed',
} as const;

/** An answer as sent: its status and the exact JSON text of its body. */
export interface StoredAnswer {
  status: ContentfulStatusCode;
  body: string;
}

export interface IdempotentRequest {
  userId: number;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
}

export type Claim =
  /** This request owns the key now: run it, then store or release. */
  | { kind: 'run' }
  /** The key's request already finished: answer this again. */
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'refuse'; status: 409 | 422; message: string };

/** Hash of what makes two requests the same: method, path with query, raw body bytes. */
export function requestHash(method: string, path: string, body: ArrayBuffer): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${path}\n`).update(new Uint8Array(body)).digest('hex');
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** What claimKey's statement answers: whether it inserted the key, else the key's row as it was. */
interface ClaimRow {
  claimed: boolean;
  method: string | null;
  path: string | null;
  body_hash: string | null;
  state: 'in_flight' | 'done' | null;
  status: number | null;
  response: unknown;
  updated_at: string | null;
  stale: boolean | null;
}

/**
 * Claims the key for this request. The insert is its own statement (committed at once) so a
 * second request with the key sees it in flight; a row left in flight by a dead server is
 * taken over by one request only (conditional update on the updated_at it saw).
 *
 * The insert and the look-up of a key already there are one statement: a replay (what an offline
 * queue sends after a lost answer) costs one round trip, not two. The look-up reads the statement's
 * snapshot, so it does not see a row the insert just made (claimed) nor one a concurrent request
 * committed while the insert waited on it (then no row: claimed again, with a new snapshot).
 */
export async function claimKey(db: Db, req: IdempotentRequest): Promise<Claim> {
  const [row] = rowsOf<ClaimRow>(
    await db.execute(sql`
      WITH claimed AS (
        INSERT INTO ${idempotencyKeys} (user_id, key, method, path, body_hash, state)
        VALUES (${req.userId}, ${req.key}, ${req.method}, ${req.path}, ${req.bodyHash}, 'in_flight')
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      SELECT EXISTS (SELECT 1 FROM claimed) AS claimed, k.method, k.path, k.body_hash, k.state, k.status,
             k.response, k.updated_at::text AS updated_at,
             k.updated_at < now() - make_interval(secs => ${IN_FLIGHT_STALE_SECONDS}) AS stale
      FROM (SELECT 1) AS one
      LEFT JOIN ${idempotencyKeys} k ON k.user_id = ${req.userId} AND k.key = ${req.key}`),
  );
  if (row?.claimed) return { kind: 'run' };
  // Deleted in between (its request failed with a 5xx), or committed after this snapshot: again.
  if (!row || row.state === null) return claimKey(db, req);
  if (row.method !== req.method || row.path !== req.path || row.body_hash !== req.bodyHash) {
    return { kind: 'refuse', status: 422, message: IDEMPOTENCY_MESSAGES.reused };
  }
  if (row.state === 'done' && row.status !== null && typeof row.response === 'string') {
    return { kind: 'replay', answer: { status: row.status as ContentfulStatusCode, body: row.response } };
  }
  if (!row.stale) return { kind: 'refuse', status: 409, message: IDEMPOTENCY_MESSAGES.inFlight };
  const taken = rowsOf<{ key: string }>(
    await db.execute(sql`
      UPDATE ${idempotencyKeys} SET updated_at = now()
      WHERE user_id = ${req.userId} AND key = ${req.key} AND state = 'in_flight'
        AND updated_at = ${row.updated_at}::timestamptz
      RETURNING key`),
  );
  return taken.length > 0 ? { kind: 'run' } : { kind: 'refuse', status: 409, message: IDEMPOTENCY_MESSAGES.inFlight };
}

/**
 * Keeps the answer for replays. The body is kept as the JSON text it was sent as (a jsonb
 * string), so a replay is byte for byte the first answer (jsonb would reorder an object's keys).
 */
export async function storeAnswer(db: Db, req: IdempotentRequest, answer: StoredAnswer): Promise<void> {
  // One statement: the answer is stored, and the user's finished keys older than the retention go as
  // we go, so the table stays small without a job (an approval is on the hot path of the load test).
  await db.execute(sql`
    WITH stored AS (
      UPDATE ${idempotencyKeys}
      -- the answer's JSON text is kept as a JSON string (what claimKey gives back byte for byte)
      SET state = 'done', status = ${answer.status}, response = ${JSON.stringify(answer.body)}::jsonb, updated_at = now()
      WHERE user_id = ${req.userId} AND key = ${req.key}
      RETURNING 1
    )
    DELETE FROM ${idempotencyKeys}
    WHERE user_id = ${req.userId} AND state = 'done'
      AND updated_at < now() - make_interval(days => ${KEY_RETENTION_DAYS})`);
}

/** The request failed on our side: forget the key so the client's retry runs again. */
export async function releaseKey(db: Db, req: IdempotentRequest): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, req.userId),
        eq(idempotencyKeys.key, req.key),
        eq(idempotencyKeys.state, 'in_flight'),
      ),
    );
}

/** The Idempotency-Key of a request, already checked by the middleware (or null). */
export const idempotencyKeyOf = (header: string | undefined): string | null =>
  header && v.is(IdempotencyKey, header) ? header : null;

/**
 * Honours Idempotency-Key on a write: the first request with a key runs and its
 * answer is kept; the same key and body again get that answer (header Idempotent-Replayed);
 * another body 422; while the first still runs 409. Refusals (4xx) and faults (5xx) are not kept,
 * so a retry runs again. Keys are per user, and the business is part of what must match. serve()
 * puts it in front of every endpoint the contract marks idempotent (every write that moves money or
 * changes where it goes), so a new one cannot forget it.
 */
export const idempotencyMiddleware =
  (resolveSession: SessionResolver): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const header = c.req.header(IDEMPOTENCY_HEADER);
    if (header === undefined) return next();
    if (!v.is(IdempotencyKey, header)) {
      return c.json({ status: 'error', message: 'Idempotency key is invalid', code: ERROR_CODES.validation }, 400);
    }
    const token = c.req.header('authorization')?.match(/^Bearer\s+([A-Za-z0-9_-]{10,200})$/)?.[1];
    // No session: the endpoint itself answers 401.
    if (!token) return next();
    const deps = c.get('deps');
    const session = await resolveSession(deps, token, 'account');
    c.set('session', { token, info: session });
    const raw = await c.req.arrayBuffer();
    const req: IdempotentRequest = {
      userId: session.userId,
      key: header,
      method: c.req.method,
      path: c.req.path,
      bodyHash: requestHash(c.req.method, `${c.req.path}?account=${session.accountId}`, raw),
    };
    const claim = await claimKey(deps.db, req);
    if (claim.kind === 'replay') {
      return new Response(claim.answer.body, {
        status: claim.answer.status,
        headers: { 'content-type': 'application/json', [REPLAYED_HEADER]: 'true', 'cache-control': 'no-store' },
      });
    }
    if (claim.kind === 'refuse') return c.json({ status: 'error', message: claim.message }, claim.status);
    try {
      await next();
    } catch (err) {
      await releaseKey(deps.db, req);
      throw err;
    }
    // Only an answer that acted is kept. A refusal (4xx) rolled its transaction back, so running the
    // request again cannot act twice, and bad input or another business's id leaves no key behind.
    if (c.res.status >= 400) {
      await releaseKey(deps.db, req);
      return;
    }
    await storeAnswer(deps.db, req, { status: c.res.status as 200, body: await c.res.clone().text() });
  };
