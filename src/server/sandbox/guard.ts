import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { sameSecret } from '../auth/crypto';
import { isLocalRequest } from '../client-address';
import { type AppEnv, errorBody, nulPath } from '../http';

/** The cookie and the hidden field of a sandbox form: a POST must carry both, equal (double submit). */
export const SANDBOX_FORM_COOKIE = 'sandbox_form';
export const SANDBOX_FORM_FIELD = '_sandbox_form';

export const SANDBOX_MESSAGES = {
  notLocal: 'The sandbox answers only on the machine the server runs on',
  badForm: 'This form has expired. Open the page again and retry.',
} as const;

/** Where the sandbox's webhook receiver takes deliveries (sandbox/webhooks.ts). */
export const SANDBOX_WEBHOOK_RECEIVE_PATH = '/sandbox/webhooks/receive';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The form token of this browser: the cookie's, or a new one set now. A page of another site can
 * neither read it nor (SameSite=Strict) have the browser send it, so it cannot post a sandbox form.
 */
export function sandboxFormToken(c: Context<AppEnv>): string {
  const known = getCookie(c, SANDBOX_FORM_COOKIE);
  if (known && TOKEN_PATTERN.test(known)) return known;
  const token = randomBytes(32).toString('base64url');
  setCookie(c, SANDBOX_FORM_COOKIE, token, { path: '/sandbox', httpOnly: true, sameSite: 'Strict' });
  return token;
}

/** The hidden field every sandbox form carries. */
export const sandboxFormField = (c: Context<AppEnv>): string =>
  `<input type="hidden" name="${SANDBOX_FORM_FIELD}" value="${sandboxFormToken(c)}">`;

/** Origin and Sec-Fetch-Site, where the browser sent them, must say the form is this site's own. */
function sameOrigin(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === new URL(c.req.url).host;
  } catch {
    return false;
  }
}

async function formTokenMatches(c: Context<AppEnv>): Promise<boolean | 'nul'> {
  const cookie = getCookie(c, SANDBOX_FORM_COOKIE);
  if (!cookie || !TOKEN_PATTERN.test(cookie)) return false;
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return false;
  }
  const field = form[SANDBOX_FORM_FIELD];
  // A NUL in any field is refused here for every sandbox form (the database cannot store it).
  if (nulPath(form)) return 'nul';
  return typeof field === 'string' && sameSecret(field, cookie);
}

/**
 * Guards the whole sandbox (the /sandbox pages and /api/sandbox), whatever is added there later: it
 * stands in for the outside world, so its outbox holds every user's codes and reset links and its
 * reviewer approves businesses. It answers only requests from this machine (isLocalRequest) unless
 * SANDBOX_OPEN_TO_NETWORK says otherwise, and a page's POST only with the page's form token from a
 * same-origin form.
 */
export function sandboxGuard(config: { publicUrl: string; sandboxOpenToNetwork?: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const api = c.req.path.startsWith('/api/');
    if (!config.sandboxOpenToNetwork && !isLocalRequest(c, config.publicUrl)) {
      return api ? c.json(errorBody(SANDBOX_MESSAGES.notLocal), 403) : c.text(SANDBOX_MESSAGES.notLocal, 403);
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      // A page of another site open in a local browser can still send a write here: never from a browser
      // on another origin, and a page's form only with its token.
      if (api && !sameOrigin(c)) return c.json(errorBody(SANDBOX_MESSAGES.badForm), 403);
      // The webhook receiver is posted to by a server (this one's sender), not a page: no form, no token.
      if (!api && c.req.path !== SANDBOX_WEBHOOK_RECEIVE_PATH) {
        const token = sameOrigin(c) && (await formTokenMatches(c));
        if (token === 'nul') return c.text('A field contains a NUL character', 400);
        if (!token) return c.text(SANDBOX_MESSAGES.badForm, 403);
      }
    }
    await next();
  };
}
