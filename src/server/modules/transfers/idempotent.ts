import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { ERROR_CODES } from '../../../contract/envelope';
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '../../../contract/transfers';
import { resolveSession } from '../../auth/sessions';
import { ApiError, type AppEnv, errorBody } from '../../http';
import {
  claimKey,
  type IdempotentRequest,
  REPLAYED_HEADER,
  releaseKey,
  requestHash,
  storeAnswer,
} from '../../idempotency';

/** The Idempotency-Key of a request, already checked by the middleware (or null). */
export const idempotencyKeyOf = (header: string | undefined): string | null =>
  header && v.is(IdempotencyKey, header) ? header : null;

/**
 * Honours Idempotency-Key on a POST: the first request with a key runs and its
 * answer is kept; the same key and body again get that answer (header Idempotent-Replayed);
 * another body 422; while the first still runs 409. Refusals (4xx) and faults (5xx) are not kept,
 * so a retry runs again. Keys are per user, and the business is part of what must match.
 */
export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header(IDEMPOTENCY_HEADER);
  if (header === undefined) return next();
  if (!v.is(IdempotencyKey, header)) throw new ApiError(400, 'Idempotency key is invalid', ERROR_CODES.validation);
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
  if (claim.kind === 'refuse') return c.json(errorBody(claim.message), claim.status);
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
