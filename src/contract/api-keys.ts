import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';
import { MerchantKeys } from './merchant';
import { WhitelistIp } from './areas';
import { requiredString } from './validators';

/**
 * API keys and the IP whitelist of settings/apis and settings/whitelist-ip. Secrets are shown masked
 * everywhere; the clear secret comes only from the reveal call, to an admin who typed their password
 * again (or, with an authenticator on, its current code), and every reveal, regeneration and whitelist change goes to the audit log.
 */
export const KEY_MODES = ['test', 'live'] as const;
export type KeyMode = (typeof KEY_MODES)[number];

export const KEY_MESSAGES = {
  wrongPassword: 'Your password is incorrect',
  wrongCode: 'That code is not right. Enter the current code from your authenticator app.',
  noAuthenticator: 'Your authenticator app is not on: type your password instead',
  passwordOrCode: 'Type your password or a code from your authenticator app',
  revealed: 'Secret keys revealed',
  regenerated: (mode: KeyMode) =>
    `New ${mode} keys generated. The old ${mode} secret key stops working now: update your servers.`,
  noLiveKeys: 'Live keys are issued when the business goes live',
} as const;

/** Who confirms: the password again, or the current code of their authenticator app (exactly one). */
const confirmation = {
  password: v.optional(v.pipe(v.string('Password is invalid'), v.maxLength(128, 'Password is too long')), ''),
  code: v.optional(v.pipe(v.string('Code is invalid'), v.regex(/^(\d{6})?$/, 'Code must be 6 digits')), ''),
};
const oneConfirmation = (body: { password: string; code: string }) => (body.password === '') !== (body.code === '');

/** POST v2/merchantkeys/reveal: the password or an authenticator code, for the clear secrets. */
export const RevealKeysRequest = v.pipe(
  v.object(confirmation),
  v.forward(
    v.check((body) => oneConfirmation(body), KEY_MESSAGES.passwordOrCode),
    ['password'],
  ),
);
export type RevealKeysRequest = v.InferInput<typeof RevealKeysRequest>;
export const RevealedKeys = v.object({
  test_secret: v.string(),
  live_secret: v.nullable(v.string()),
  v1_secret_key: v.nullable(v.string()),
});
export type RevealedKeys = v.InferOutput<typeof RevealedKeys>;

/** POST v2/merchantkeys/regenerate: new public and secret keys of one mode; the old secret is dead at once. */
export const RegenerateKeysRequest = v.pipe(
  v.object({ mode: v.picklist(KEY_MODES, 'Mode must be test or live'), ...confirmation }),
  v.forward(
    v.check((body) => oneConfirmation(body), KEY_MESSAGES.passwordOrCode),
    ['password'],
  ),
);
export type RegenerateKeysRequest = v.InferInput<typeof RegenerateKeysRequest>;

// ── IP whitelist ──────────────────────────────────────────────────────────────
export const MAX_WHITELIST_IPS = 50;
export const WHITELIST_MESSAGES = {
  invalid: 'Enter an IPv4 or IPv6 address, or a range in CIDR form (203.0.113.0/24)',
  duplicate: 'This address is already on the whitelist',
  full: `The whitelist holds at most ${MAX_WHITELIST_IPS} addresses`,
  added: 'Address added to the whitelist',
  removed: 'Address removed from the whitelist',
} as const;

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const isIpv4 = (value: string): boolean => {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => IPV4_PART.test(p));
};
const isIpv6 = (value: string): boolean => {
  if (value.length > 45 || !/^[0-9a-fA-F:.]+$/.test(value)) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (half: string): string[] | null => {
    if (half === '') return [];
    const groups = half.split(':');
    const last = groups[groups.length - 1]!;
    // An IPv4 tail (::ffff:192.0.2.1) counts as two groups.
    if (last.includes('.')) {
      if (!isIpv4(last)) return null;
      groups.splice(groups.length - 1, 1, '0', '0');
    }
    return groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g)) ? groups : null;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return false;
  // An IPv4 tail may only end the address.
  if (halves.length === 2 && halves[0]!.includes('.')) return false;
  const count = head.length + tail.length;
  return halves.length === 2 ? count <= 7 : count === 8;
};

/** The IP family of an address (4 or 6), or 0 when it is not one. Pure: the app validates with it too. */
export function ipFamily(value: string): 0 | 4 | 6 {
  if (isIpv4(value)) return 4;
  if (isIpv6(value)) return 6;
  return 0;
}

/** An address, or a range in CIDR form (prefix 0-32 for IPv4, 0-128 for IPv6). */
export function isWhitelistEntry(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  if (extra !== undefined || address === undefined) return false;
  const family = ipFamily(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const AddWhitelistIpRequest = v.object({
  ip: v.pipe(
    requiredString('IP address', 60),
    v.trim(),
    v.toLowerCase(),
    v.check(isWhitelistEntry, WHITELIST_MESSAGES.invalid),
  ),
});
export type AddWhitelistIpRequest = v.InferInput<typeof AddWhitelistIpRequest>;

export const apiKeyEndpoints = {
  revealKeys: {
    method: 'POST',
    path: 'v2/merchantkeys/reveal',
    host: 'main',
    auth: 'account',
    body: RevealKeysRequest,
    response: RevealedKeys,
  },
  regenerateKeys: {
    method: 'POST',
    path: 'v2/merchantkeys/regenerate',
    host: 'main',
    auth: 'account',
    body: RegenerateKeysRequest,
    response: MerchantKeys,
  },
  addWhitelistIp: {
    method: 'POST',
    path: 'v2/whitelist-ips',
    host: 'main',
    auth: 'account',
    body: AddWhitelistIpRequest,
    response: WhitelistIp,
  },
  removeWhitelistIp: {
    method: 'DELETE',
    path: 'v2/whitelist-ips/:id',
    host: 'main',
    auth: 'account',
    response: v.object({ id: v.number() }),
  },
} as const satisfies Record<string, EndpointDef>;
