import * as v from 'valibot';
import { nextTask } from './next-task';
import { ALT_MODE_HEADER, ALT_MODE_VALUE, APP_ID_HEADER, SW_CACHED_AT_HEADER } from '../../contract/constants';
import { accessEndpoints } from '../../contract/access-endpoints';
import { IDEMPOTENCY_HEADER } from '../../contract/approvals';
import { type EndpointDef, endpointPath } from '../../contract/endpoint-def';
import { ERROR_CODES, ErrorEnvelope, envelope } from '../../contract/envelope';
import { MESSAGES } from '../../contract/messages';
import { env } from './env';
import { newIdempotencyKey } from './idempotency-key';
import { reportAnswered, reportUnreachable } from './reachability';
import { storage } from './storage';
import { announceSession } from './worker-bridge';

/** A failed call: the HTTP status (0 when the network or the answer's shape failed), the message and code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly data: unknown;
  constructor(status: number, message: string, code?: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type BodyOf<E> = E extends { body: infer B extends v.GenericSchema } ? v.InferInput<B> : never;
export type QueryOf<E> = E extends { query: infer Q extends v.GenericSchema } ? v.InferInput<Q> : never;
export type ResponseOf<E extends EndpointDef> = v.InferOutput<E['response']>;

export interface CallOptions<E extends EndpointDef> {
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  params?: Record<string, string | number>;
  /** A token to send instead of the stored one (the short-lived login token of account choice). */
  token?: string;
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /**
   * The key of the user's action, for an endpoint the contract marks idempotent; without one such a
   * call still carries a key of its own, so a write that moves money never goes without.
   */
  idempotencyKey?: string;
  /** A multipart body (file uploads) sent instead of the JSON body. */
  formData?: FormData;
  /** Filled after the call: when the service worker answered with its last-seen copy, that copy's time. */
  meta?: AnswerMeta;
}

export interface AnswerMeta {
  cachedAt?: string | null;
  /** The server's message of a success, for the screens that show what the server says. */
  message?: string;
}

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler | null = null;
/** The token whose death was already reported: the hook fires once per dead session. */
let reportedToken: string | null = null;
let refreshing: Promise<boolean> | null = null;

/** The app decides what a dead session means (toast, redirect); the client only reports it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
  reportedToken = null;
}

function buildUrl(def: EndpointDef, params: Record<string, string | number> | undefined, query: unknown): string {
  const base = env.baseUrls[def.host].replace(/\/+$/, '');
  let url = `${base}/${endpointPath(def.path, params)}`;
  if (query && typeof query === 'object') {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const text = search.toString();
    if (text) url += `?${text}`;
  }
  return url;
}

interface RawAnswer {
  status: number;
  json: unknown;
  cachedAt?: string | null;
}

interface SendOptions {
  body?: unknown;
  query?: unknown;
  params?: Record<string, string | number> | undefined;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
  formData?: FormData | undefined;
}

async function send(def: EndpointDef, options: SendOptions, token: string | null): Promise<RawAnswer> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    [APP_ID_HEADER]: env.appId,
    ...(def.altMode ? { [ALT_MODE_HEADER]: ALT_MODE_VALUE } : {}),
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  // The browser sets the multipart boundary itself.
  if (options.formData) delete headers['Content-Type'];
  let response: Response;
  try {
    response = await fetch(buildUrl(def, options.params, options.query), {
      method: def.method,
      headers,
      body: def.method === 'GET' ? undefined : (options.formData ?? JSON.stringify(options.body ?? {})),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportUnreachable();
    throw networkError();
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  const cachedAt = response.headers.get(SW_CACHED_AT_HEADER);
  // The worker answers with its kept copy only when the server could not be reached.
  if (cachedAt) reportUnreachable();
  else if (GATEWAY_STATUSES.has(response.status) && !v.is(ErrorEnvelope, json)) {
    // A proxy or gateway speaking for a server that did not answer: no answer from the server.
    reportUnreachable();
    throw networkError();
  } else reportAnswered();
  return { status: response.status, json, cachedAt };
}

/** Answers a proxy gives when the server behind it does not (ours answer in the envelope). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** The server could not be reached: status 0, so callers queue or show 'offline' rather than a refusal. */
const networkError = () => new ApiError(0, MESSAGES.serviceUnavailable, NETWORK_ERROR);

export const NETWORK_ERROR = 'NETWORK_ERROR';

/** A call that failed because the server could not be reached (not a refusal of the server's). */
export const isNetworkFailure = (error: unknown): boolean =>
  isApiError(error) && error.status === 0 && error.code === NETWORK_ERROR;

function toError(answer: RawAnswer): ApiError {
  const parsed = v.safeParse(ErrorEnvelope, answer.json);
  if (parsed.success) {
    return new ApiError(answer.status, parsed.output.message, parsed.output.code, parsed.output.data);
  }
  return new ApiError(answer.status, MESSAGES.serviceUnavailable);
}

/** Swaps the stored refresh token for a new pair, once even if several calls ask together. */
function refreshTokens(): Promise<boolean> {
  if (refreshing) return refreshing;
  const refreshToken = storage.get('refreshToken');
  if (!refreshToken) return Promise.resolve(false);
  const def = accessEndpoints.tokensRefresh;
  refreshing = (async () => {
    try {
      const answer = await send(def, { body: { refresh_token: refreshToken } }, null);
      if (answer.status < 200 || answer.status >= 300) return false;
      const parsed = v.safeParse(envelope(def.response), answer.json);
      if (!parsed.success) return false;
      storage.set('appToken', parsed.output.data.token);
      storage.set('refreshToken', parsed.output.data.refresh_token);
      announceSession();
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * The URL and headers of a call (stored token, app id), for code that must send it elsewhere: a Web
 * Worker that parses a large answer off the main thread (the 5000-row bulk review).
 */
export function describeRequest<E extends EndpointDef>(
  def: E,
  options: Pick<CallOptions<E>, 'body' | 'params' | 'query'> = {},
): { url: string; init: { method: string; headers: Record<string, string>; body?: string } } {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    [APP_ID_HEADER]: env.appId,
  };
  const token = storage.get('appToken');
  if (token) headers.Authorization = `Bearer ${token}`;
  return {
    url: buildUrl(def, options.params, options.query),
    init: {
      method: def.method,
      headers,
      ...(def.method === 'GET' ? {} : { body: JSON.stringify(options.body ?? {}) }),
    },
  };
}

/** Renews the session with the refresh token now (the bulk review keeps its session alive every 10 min). */
export const refreshSession = (): Promise<boolean> => refreshTokens();

/** A session re-issue (tokens/create) on its way, settled or not; null when none is. */
let reissuing: Promise<void> | null = null;

function trackReissue(sent: Promise<unknown>): Promise<void> {
  const settled: Promise<void> = sent.then(
    () => undefined,
    () => undefined,
  );
  void settled.then(() => {
    if (reissuing === settled) reissuing = null;
  });
  return settled;
}

function reportUnauthorized(error: ApiError, token: string | null): void {
  if (token === null || token === reportedToken) return;
  reportedToken = token;
  onUnauthorized?.(error);
}

/**
 * Calls one endpoint of the contract and returns its data parsed by the endpoint's
 * response schema; any failure is thrown as an ApiError. It never navigates or toasts.
 */
export async function call<E extends EndpointDef>(def: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const opts: SendOptions & { token?: string | undefined } = def.idempotent
    ? {
        ...options,
        headers: { ...options.headers, [IDEMPOTENCY_HEADER]: options.idempotencyKey ?? newIdempotencyKey() },
      }
    : options;
  const usesStoredToken = opts.token === undefined;
  // Each call starts in a task of its own: a screen's first render starts a dozen at once, and their
  // fetch() calls together held a phone's main thread for tens of milliseconds. The token is read after.
  await nextTask();
  let token = opts.token ?? storage.get('appToken');
  const sent = send(def, opts, token);
  if ((def as EndpointDef) === accessEndpoints.tokensCreate) reissuing = trackReissue(sent);
  let answer = await sent;

  // The session was re-issued while this call was on its way (the mode switch and the account switch
  // replace the token, and the old one is refused): send it again with the new token, not sign out.
  // The server ends the old session before its answer with the new one arrives, so a call refused in
  // between waits for that answer and for its caller to store the new token (a task later).
  if (answer.status === 401 && usesStoredToken && def.auth !== 'none') {
    if (reissuing) {
      await reissuing;
      await nextTask();
    }
    const current = storage.get('appToken');
    if (current !== null && current !== token) {
      token = current;
      answer = await send(def, opts, token);
    }
  }

  if (answer.status === 401 && def.auth !== 'none') {
    let error = toError(answer);
    if (error.code === ERROR_CODES.tokenExpired && usesStoredToken) {
      const failedToken = token;
      if (await refreshTokens()) {
        token = storage.get('appToken');
        answer = await send(def, opts, token);
        if (answer.status === 401) error = toError(answer);
      } else {
        error = new ApiError(401, error.message, ERROR_CODES.unauthorized);
        token = failedToken;
      }
    }
    if (answer.status === 401) {
      if (error.code === ERROR_CODES.tokenExpired) error = new ApiError(401, error.message, ERROR_CODES.unauthorized);
      if (error.code === ERROR_CODES.unauthorized) reportUnauthorized(error, token);
      throw error;
    }
  }

  if (answer.status < 200 || answer.status >= 300) throw toError(answer);
  const parsed = v.safeParse(envelope(def.response), answer.json);
  if (!parsed.success) {
    const failed = v.safeParse(ErrorEnvelope, answer.json);
    if (failed.success) throw new ApiError(answer.status, failed.output.message, failed.output.code);
    throw new ApiError(answer.status, 'The server sent an answer the app cannot read.', 'INVALID_RESPONSE');
  }
  if (options.meta) {
    options.meta.cachedAt = answer.cachedAt ?? null;
    options.meta.message = parsed.output.message;
  }
  return parsed.output.data as ResponseOf<E>;
}

/**
 * A file the main host serves raw with the account session (an invoice's PDF): its bytes, or the
 * server's error as an ApiError.
 */
export async function fetchFile(path: string): Promise<Blob> {
  const headers: Record<string, string> = { [APP_ID_HEADER]: env.appId };
  const token = storage.get('appToken');
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${env.baseUrls.main.replace(/\/+$/, '')}/${path}`, { headers });
  } catch {
    throw new ApiError(0, MESSAGES.serviceUnavailable, NETWORK_ERROR);
  }
  if (!res.ok) {
    let json: unknown = null;
    try {
      json = await res.json();
    } catch {
      // Not JSON: the generic message below.
    }
    throw toError({ status: res.status, json });
  }
  return res.blob();
}
