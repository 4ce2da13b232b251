import type { Context, Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { allEndpoints } from '../contract/all-endpoints';
import type { EndpointDef } from '../contract/endpoints';
import { ERROR_CODES } from '../contract/envelope';
import { WRITE_ACCESS, type WriteAccess } from '../contract/write-access';
import type { Db } from './db/client';
import type { ServerConfig } from './env';
import { clientKey, UNAUTHENTICATED_LIMIT_MESSAGES } from './auth/unauthenticated-limits';
import { idempotencyMiddleware } from './idempotency';

/** An answer with a status that means what it says and a message the app can show. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface Deps {
  db: Db;
  config: ServerConfig;
  /** Parse every answer with the contract's response schema (tests and development). */
  checkResponses: boolean;
  /** Whether sessions may be answered from memory (config.sessionCacheMs); without it, never. */
  sessionChanges?: import('./auth/session-changes').SessionChanges;
  /** HTTPS agent for web-push requests (tests trust a local stand-in push service's CA with it). */
  pushAgent?: import('node:https').Agent;
}

export interface SessionInfo {
  id: number;
  userId: number;
  /** null for a login session, before an account is chosen. */
  accountId: number | null;
  kind: 'login' | 'account';
  /** The user's role on the session's account. */
  role: string | null;
}

/**
 * `session`: an account session a middleware already resolved for this request's token (the
 * idempotency check does), so the endpoint does not look it up again.
 */
export type AppEnv = {
  Variables: {
    deps: Deps;
    session?: { token: string; info: SessionInfo };
    /** The limits on attempts without a session, when the app keeps them (app.ts). */
    unauthenticatedLimiter?: import('./auth/unauthenticated-limits').UnauthenticatedLimiter;
  };
};

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;
type In<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined;

export interface HandlerInput<E extends EndpointDef> {
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Record<string, string>;
  session: E['auth'] extends 'none' ? SessionInfo | null : SessionInfo;
  deps: Deps;
  c: Context<AppEnv>;
}
export interface HandlerOutput<E extends EndpointDef> {
  data: In<E['response']>;
  message?: string;
  status?: ContentfulStatusCode;
}

export type SessionResolver = (deps: Deps, token: string, level: 'login' | 'account') => Promise<SessionInfo>;

const PARAM_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** The first validation issue as a message naming the field. */
export function issueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'Request is invalid';
  const key = issue.path?.map((p) => String(p.key)).join('.');
  if (issue.message.startsWith('Invalid key') && key) {
    const label = key.split('.').pop()!.replace(/_/g, ' ');
    return `${label.charAt(0).toUpperCase()}${label.slice(1)} is empty`;
  }
  // Contract schemas carry the spec's messages; valibot's own defaults get the field name in front.
  return issue.message.startsWith('Invalid ') && key ? `${key}: ${issue.message}` : issue.message;
}

function bearer(c: Context): string | null {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{10,200})$/);
  return match?.[1] ?? null;
}

/**
 * Where a NUL character hides in a value (a string, an object's key or value, an array's item), as a
 * path; null when there is none. PostgreSQL text cannot hold NUL: let through, it failed the write
 * with a 500, so every input is refused with a 400 naming the field before anything reads it.
 */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return here;
      const found = nulPath(item, here);
      if (found) return found;
    }
  }
  return null;
}

const nulRefusal = (field: string) =>
  new ApiError(400, `${field.charAt(0).toUpperCase()}${field.slice(1)} is invalid`, ERROR_CODES.validation);

async function readBody(c: Context, schema: v.GenericSchema): Promise<unknown> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON', ERROR_CODES.validation);
  }
  const nul = nulPath(raw);
  if (nul) throw nulRefusal(nul);
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) throw new ApiError(400, issueMessage(parsed.issues), ERROR_CODES.validation);
  return parsed.output;
}

/** The contract's row of role × write endpoint, per endpoint definition. */
const WRITE_ACCESS_BY_DEF = new Map<EndpointDef, WriteAccess>(
  Object.entries(WRITE_ACCESS).map(([name, access]) => [
    (allEndpoints as Record<string, EndpointDef>)[name]!,
    access as WriteAccess,
  ]),
);

/** Who may call a write endpoint; a write endpoint without a row is a programming error, found at start-up. */
export function writeAccessOf(def: EndpointDef): WriteAccess | undefined {
  if (def.method === 'GET') return undefined;
  const access = WRITE_ACCESS_BY_DEF.get(def);
  if (!access) throw new Error(`${def.method} ${def.path} has no row in the contract's WRITE_ACCESS table`);
  const expected = def.auth === 'none' ? 'public' : def.auth === 'login' ? 'signed-in' : 'roles';
  if (access.who !== expected) throw new Error(`${def.method} ${def.path}: WRITE_ACCESS says ${access.who}`);
  return access;
}

export interface ServeOptions {
  /** The data of a role refusal's error envelope, where the contract gives it one (an approval's result). */
  refusalData?: (c: Context<AppEnv>) => Promise<unknown>;
}

/**
 * Serves one endpoint of the contract's table: checks the session at the endpoint's
 * level and, for a write, the role against the contract's WRITE_ACCESS before anything
 * else; validates params, query and body with the contract's schemas, and answers
 * in the envelope. Handlers only ever see valid input from a role that may call them.
 */
export function serve<E extends EndpointDef>(
  app: Hono<AppEnv>,
  def: E,
  resolveSession: SessionResolver,
  handler: (input: HandlerInput<E>) => Promise<HandlerOutput<E>>,
  options: ServeOptions = {},
): void {
  const access = writeAccessOf(def);
  // Writes that move money or change where it goes act once per Idempotency-Key (DESIGN §7).
  if (def.idempotent) app.on(def.method, `/${def.path}`, unlessMoreSpecific(idempotencyMiddleware(resolveSession)));
  app.on(def.method, `/${def.path}`, async (c, next) => {
    if (moreSpecificRouteMatches(c)) return next();
    const deps = c.get('deps');
    const params = c.req.param() as Record<string, string>;
    for (const value of Object.values(params)) {
      if (!PARAM_PATTERN.test(value)) throw new ApiError(404, 'Not found');
    }
    let session: SessionInfo | null = null;
    if (def.auth !== 'none') {
      const token = bearer(c);
      if (!token) throw new ApiError(401, 'Unauthorized access, please login again', ERROR_CODES.unauthorized);
      const known = c.get('session');
      // An account-level session satisfies either level; anything else is looked up as usual.
      session = known?.token === token ? known.info : await resolveSession(deps, token, def.auth);
    }
    if (access?.who === 'roles' && !access.roles.some((role) => role === session?.role)) {
      throw new ApiError(403, access.refusal, ERROR_CODES.roleNotAllowed, await options.refusalData?.(c));
    }
    const queryNul = nulPath(c.req.queries());
    if (queryNul) throw nulRefusal(queryNul.replace(/\[\d+\]$/, ''));
    let query: unknown;
    if (def.query) {
      const parsed = v.safeParse(def.query, c.req.query());
      if (!parsed.success) throw new ApiError(400, issueMessage(parsed.issues), ERROR_CODES.validation);
      query = parsed.output;
    }
    // Attempts without a session take a token of their address and of all addresses before their
    // expensive check (scrypt); a success, or a refusal that was no wrong guess, gives it back.
    const limiter = access?.who === 'public' ? c.get('unauthenticatedLimiter') : undefined;
    const address = limiter ? clientKey(c) : '';
    const refusedBy = limiter?.take(address);
    if (refusedBy) {
      throw new ApiError(429, UNAUTHENTICATED_LIMIT_MESSAGES[refusedBy], ERROR_CODES.tooManyAttempts);
    }
    let out: HandlerOutput<E>;
    try {
      const body = def.body ? await readBody(c, def.body) : undefined;
      out = await handler({ body, query, params, session, deps, c } as HandlerInput<E>);
    } catch (err) {
      // 429: refused before any check; 403: the password was right but the account may not sign in yet.
      if (limiter && err instanceof ApiError && (err.status === 429 || err.status === 403)) limiter.give(address);
      throw err;
    }
    if (limiter) limiter.give(address);
    if (deps.checkResponses) {
      const checked = v.safeParse(def.response, out.data);
      if (!checked.success) {
        throw new Error(`Response of ${def.method} ${def.path} breaks the contract: ${issueMessage(checked.issues)}`);
      }
    }
    return c.json(
      { status: 'success', message: out.message ?? 'Successful', data: out.data ?? null },
      out.status ?? 200,
    );
  });
}

export function errorBody(message: string, code?: string, data?: unknown) {
  return { status: 'error' as const, message, ...(code ? { code } : {}), ...(data !== undefined ? { data } : {}) };
}

/** Path ids are strings; anything but a positive 32-bit integer is simply not found (404 with `notFound`). */
export function idParam(value: string | undefined, notFound = 'Not found'): number {
  const id = Number(value);
  if (!/^\d{1,10}$/.test(value ?? '') || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new ApiError(404, notFound);
  }
  return id;
}

/**
 * Whether another route of this request's method matches with a literal segment where this route has a
 * :param (v2/cards/search beside v2/cards/:id). The most specific path answers, so modules can be mounted
 * in any order: a :param route steps aside, whichever was registered first.
 */
export function moreSpecificRouteMatches(c: Context): boolean {
  const own = routePath(c);
  if (!own.includes('/:')) return false;
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  return matchedRoutes(c).some((route) => route.method === method && moreSpecific(route.path, own));
}

/** A middleware of a :param route, skipped when a more specific route answers the request. */
export const unlessMoreSpecific =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    moreSpecificRouteMatches(c) ? next() : middleware(c, next);

/** At the first segment where two paths differ, `a` has a literal and `b` a :param. */
function moreSpecific(a: string, b: string): boolean {
  const as = a.split('/');
  const bs = b.split('/');
  if (as.length !== bs.length) return false;
  const i = as.findIndex((segment, at) => segment !== bs[at]);
  return i >= 0 && !as[i]!.startsWith(':') && as[i] !== '*' && bs[i]!.startsWith(':');
}
