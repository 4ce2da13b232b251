import type { Context } from 'hono';
import { remoteAddress } from '../client-address';

/**
 * Limits on attempts made without a session (sign-in, sign-up, resets, invitations): per client address
 * and over all addresses, as token buckets. An attempt takes a token before its expensive check (scrypt
 * costs ~90 ms of CPU); a success gives it back, and so does a refusal that cost nothing (an account's
 * own 429), so a few sign-ins per second with right passwords are never refused while a flood of wrong
 * ones (an unknown email still costs a scrypt, or timing would tell) stops after the burst, before it
 * takes the CPU every signed-in tenant needs.
 *
 * Kept in this process, like the admission queue: they guard this instance's CPU, not a rule that must
 * hold across instances (the per-account limit of 5 failures, which is one, lives in the database).
 */
export interface UnauthenticatedLimits {
  /** Failed attempts one address may make at once, and how many more it regains per minute. */
  perAddress: { burst: number; perMinute: number };
  /** Failed attempts all addresses together may make at once, and how many more per second. */
  overall: { burst: number; perSecond: number };
}

export const DEFAULT_UNAUTHENTICATED_LIMITS: UnauthenticatedLimits = {
  perAddress: { burst: 30, perMinute: 20 },
  overall: { burst: 60, perSecond: 2 },
};

export const UNAUTHENTICATED_LIMIT_MESSAGES = {
  address: 'Too many attempts from your network. Please try again in a few minutes.',
  overall: 'Too many sign-in attempts right now. Please try again in a minute.',
} as const;

/** Addresses remembered at most; past it, the full (idle) ones are forgotten first. */
const MAX_ADDRESSES = 10_000;

class Bucket {
  private tokens: number;
  private at: number;
  constructor(
    private readonly burst: number,
    private readonly perMs: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }
  private refill(now: number): void {
    this.tokens = Math.min(this.burst, this.tokens + (now - this.at) * this.perMs);
    this.at = now;
  }
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
  give(now: number): void {
    this.refill(now);
    this.tokens = Math.min(this.burst, this.tokens + 1);
  }
  full(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.burst;
  }
}

/**
 * Who is counted as one address: an IPv4 address, or an IPv6 /64 (one household or server is given a
 * whole /64, so counting single IPv6 addresses would count nothing).
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const plain = address.replace(/^::ffff:(?=\d+\.)/i, '');
  if (!plain.includes(':')) return plain;
  const head = plain.split('%')[0]!.toLowerCase();
  const [left = '', right] = head.split('::');
  const l = left ? left.split(':') : [];
  const r = right ? right.split(':') : [];
  const groups = right === undefined ? l : [...l, ...Array(Math.max(0, 8 - l.length - r.length)).fill('0'), ...r];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class UnauthenticatedLimiter {
  private readonly addresses = new Map<string, Bucket>();
  private readonly all: Bucket;
  constructor(
    private readonly limits: UnauthenticatedLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.all = new Bucket(limits.overall.burst, limits.overall.perSecond / 1000, now());
  }

  /** Takes a token for an attempt from `key`; answers which limit refused it, or null. */
  take(key: string): 'address' | 'overall' | null {
    const now = this.now();
    let bucket = this.addresses.get(key);
    if (!bucket) {
      this.forgetIdle(now);
      bucket = new Bucket(this.limits.perAddress.burst, this.limits.perAddress.perMinute / 60_000, now);
      this.addresses.set(key, bucket);
    }
    if (!bucket.take(now)) return 'address';
    if (!this.all.take(now)) {
      bucket.give(now);
      return 'overall';
    }
    return null;
  }

  /** The attempt was no failure: its tokens come back. */
  give(key: string): void {
    const now = this.now();
    this.addresses.get(key)?.give(now);
    this.all.give(now);
  }

  private forgetIdle(now: number): void {
    if (this.addresses.size < MAX_ADDRESSES) return;
    for (const [key, bucket] of this.addresses) if (bucket.full(now)) this.addresses.delete(key);
    // Still full of busy addresses (a spread flood): the overall limit alone holds until they calm down.
    if (this.addresses.size >= MAX_ADDRESSES) this.addresses.clear();
  }
}

/** The key of the request's client address. */
export const clientKey = (c: Context): string => addressKey(remoteAddress(c));
