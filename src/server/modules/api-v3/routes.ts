import { and, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { V3_BASE, V3_ERROR_CODES, V3_MESSAGES, type V3EndpointDef, v3Endpoints } from '../../../contract/api-v3';
import { ERROR_CODES } from '../../../contract/envelope';
import { clientKey } from '../../auth/unauthenticated-limits';
import { remoteAddress } from '../../client-address';
import { transactions } from '../../db/schema';
import {
  ApiError,
  type AppEnv,
  issueMessage,
  moreSpecificRouteMatches,
  nulPath,
  type SessionInfo,
  unlessMoreSpecific,
} from '../../http';
import { idempotencyMiddleware } from '../../idempotency';
import { createLink } from '../payments';
import { numericId } from '../../listing';
import { listTransactions, transactionDetail } from '../transactions';
import { createTransfer } from '../transfers';
import { notifyApproversLater } from '../../transfers-core/push';
import { assertWhitelisted, keySession, resolveKeySession, secretOf } from './auth';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;
interface V3Input<E extends V3EndpointDef> {
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Record<string, string>;
  session: SessionInfo;
  c: Context<AppEnv>;
}
interface V3Output {
  data: unknown;
  message?: string;
  status?: 200 | 201;
}

const invalid = (message: string) => new ApiError(400, message, ERROR_CODES.validation);

function parsed(schema: v.GenericSchema, value: unknown): unknown {
  const nul = nulPath(value);
  if (nul) throw invalid(`${nul} is invalid`);
  const result = v.safeParse(schema, value);
  if (!result.success) throw invalid(issueMessage(result.issues));
  return result.output;
}

/**
 * One endpoint of the merchant API: the secret key and the IP whitelist first (the middleware of
 * v3Routes), then params, query and body checked with the contract's schemas, then the handler,
 * answered in the dashboard API's envelope.
 */
function serveV3<E extends V3EndpointDef>(
  api: Hono<AppEnv>,
  def: E,
  handler: (input: V3Input<E>) => Promise<V3Output>,
): void {
  const path = `/${V3_BASE}/${def.path}`;
  if (def.idempotent) api.on(def.method, path, unlessMoreSpecific(idempotencyMiddleware(resolveKeySession)));
  api.on(def.method, path, async (c, next) => {
    if (moreSpecificRouteMatches(c)) return next();
    const session = c.get('session')?.info;
    if (!session) throw new ApiError(401, V3_MESSAGES.missingKey);
    const query = def.query ? parsed(def.query, c.req.query()) : undefined;
    let body: unknown;
    if (def.body) {
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        throw invalid('Request body must be valid JSON');
      }
      body = parsed(def.body, raw);
    }
    const out = await handler({
      body,
      query,
      params: c.req.param() as Record<string, string>,
      session,
      c,
    } as V3Input<E>);
    if (c.get('deps').checkResponses) {
      const checked = v.safeParse(def.response, out.data);
      if (!checked.success)
        throw new Error(`Response of v3 ${def.path} breaks the contract: ${issueMessage(checked.issues)}`);
    }
    return c.json({ status: 'success', message: out.message ?? 'Successful', data: out.data }, out.status ?? 200);
  });
}

/**
 * The merchant API (/api/v3/...): a merchant's own server verifies payments, lists them, makes payment
 * links and starts transfers with its secret key, through the same services as the dashboard.
 */
export function v3Routes(api: Hono<AppEnv>): void {
  // Every v3 call: the secret key, then the business's IP whitelist; a refusal does nothing.
  api.use(`/${V3_BASE}/*`, async (c, next) => {
    // Guesses at secret keys are limited like sign-ins, per address and over all: a call takes a token
    // before the key is looked up and gives it back when the key is known, so only wrong keys use them up.
    const limiter = c.get('unauthenticatedLimiter');
    const address = limiter ? clientKey(c) : '';
    if (limiter?.take(address)) throw new ApiError(429, V3_MESSAGES.tooManyBadKeys, V3_ERROR_CODES.tooManyAttempts);
    const secret = secretOf(c);
    const session = await keySession(c.get('deps').db, secret);
    limiter?.give(address);
    await assertWhitelisted(c.get('deps').db, session.accountId!, remoteAddress(c));
    c.set('session', { token: secret!, info: session });
    await next();
  });

  serveV3(api, v3Endpoints.verifyTransaction, async ({ c, session, params }) => ({
    data: await transactionDetail(c.get('deps').db, session, numericId(params.id)),
    message: 'Transaction fetched successfully',
  }));
  serveV3(api, v3Endpoints.verifyByReference, async ({ c, session, query }) => {
    const db = c.get('deps').db;
    const [row] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.accountId, session.accountId!), eq(transactions.reference, query.tx_ref)));
    if (!row) throw new ApiError(404, V3_MESSAGES.transactionNotFound);
    return { data: await transactionDetail(db, session, row.id), message: 'Transaction fetched successfully' };
  });
  serveV3(api, v3Endpoints.transactions, async ({ c, session, query }) => ({
    data: await listTransactions(c.get('deps').db, session, query),
    message: 'Transactions fetched',
  }));
  serveV3(api, v3Endpoints.createPaymentLink, async ({ c, session, body }) => ({
    data: await createLink(c.get('deps').db, session, body),
    message: 'Payment link created',
    status: 201,
  }));
  serveV3(api, v3Endpoints.createTransfer, async ({ c, session, body }) => {
    const deps = c.get('deps');
    // The key is the credential (no confirmation code), and no person started it: any approver may decide.
    const created = await createTransfer(deps.db, session, body, {
      confirm: (work) => deps.db.transaction(work),
      initiatedBy: null,
    });
    const t = created.transfer;
    if (created.awaitingApproval) {
      notifyApproversLater(deps, {
        id: t.id,
        accountId: session.accountId!,
        amount: t.amount,
        currency: t.currency,
        beneficiary: t.fullname,
        initiatedBy: null,
      });
    }
    return {
      data: t,
      status: 201,
      message: created.awaitingApproval ? 'Transfer created and awaiting approval' : 'Transfer queued successfully',
    };
  });
}
