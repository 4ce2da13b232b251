import * as v from 'valibot';

/**
 * The spec names separate hosts (compliance host, card API, provider API,
 * cross-host chargebacks API, request federator, file upload); each has its own
 * configurable base URL in the app. The embedded server serves them all under /api.
 */
export const HOSTS = ['main', 'compliance', 'card', 'provider', 'chargebacks', 'federator', 'upload'] as const;
export type Host = (typeof HOSTS)[number];

/** none: public; login: a login token or an account token; account: an account token. */
export type AuthLevel = 'none' | 'login' | 'account';

export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the host's base, with :params (spec 1 §7, spec 2 §7 spellings). */
  path: string;
  host: Host;
  auth: AuthLevel;
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  response: v.GenericSchema;
  /**
   * A write that moves money or changes where it goes (DESIGN §7): it honours Idempotency-Key (the same
   * key and body answer the first result again, another body 422, a key in flight 409), and the app
   * sends one key per user action.
   */
  idempotent?: true;
  /** Sent with the alternate-mode auth header (`alt-mode-auth: 1`) where the spec's call table says so. */
  altMode?: true;
}

/** An answer with no data. */
export const Empty = v.nullable(v.object({}));
export const IdParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Id is invalid'));

/** Fills :params of a path. */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
