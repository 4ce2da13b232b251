import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './http';

/**
 * Bounded concurrency for the API: at most `limit` requests run their handlers at once, the rest wait
 * their turn in arrival order (their bodies already read, so a slow client never holds a place).
 *
 * Why: the HTTP thread is the bottleneck under load, and every statement a request awaits sends it to
 * the back of the thread's queue of ready work. With a hundred requests running, a request of three
 * statements (an approval with its idempotency key, a sign-in) waited three times behind all of them
 * and was the tail. Waiting once at the door and then running among a few, a request's time grows much
 * less with its number of statements. Measured at 100 connections on a 2-core machine (scripts/load.mjs):
 * 32 at once against no limit, PGlite p99 331 against 404 ms (a first approval's 454 against
 * 509) for 677 against 802 requests/s; PostgreSQL p99 302 against 409 ms, 750 against 776 requests/s.
 */
export function admission(limit: number, bypass: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (c, next) => {
    if (limit <= 0 || bypass(c.req.path)) return next();
    // A body is read before the request takes a place (Hono keeps it for the handler).
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await c.req.arrayBuffer();
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await next();
    } finally {
      release();
    }
  };
}
