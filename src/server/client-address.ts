import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The address of the machine a request came from: the socket's peer as @hono/node-server hands it to
 * the app (c.env.incoming). Headers such as X-Forwarded-For are never believed: anyone can send them.
 * Unknown (no socket, as in app.request() without an env) is answered as undefined, which no check
 * below takes for the machine itself.
 */
export function remoteAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return typeof address === 'string' && address !== '' ? address : undefined;
}

/** An address written as IPv4 inside IPv6 (::ffff:127.0.0.1) is taken as the IPv4 address it is. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '');

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/** Headers a proxy adds: a request that carries one came through another machine, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'cf-connecting-ip'];

/** Names a browser on this machine reaches the server by (a page on another name is DNS rebinding). */
const LOCAL_HOSTNAMES = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|[a-z0-9-]+\.localhost)$/i;

/**
 * A request from the machine itself: a loopback peer, no proxy in between, and addressed to a local
 * name (or the configured public URL's host), so that neither a proxy on this machine nor a page of
 * another site whose name resolves to 127.0.0.1 passes for a local user.
 */
export function isLocalRequest(c: Context, publicUrl: string): boolean {
  if (!isLoopbackAddress(remoteAddress(c))) return false;
  if (FORWARDING_HEADERS.some((h) => c.req.header(h) !== undefined)) return false;
  const host = new URL(c.req.url).hostname;
  return LOCAL_HOSTNAMES.test(host) || host === new URL(publicUrl).hostname;
}
