import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { KeyMode } from '../../../contract/api-keys';
import { V3_ERROR_CODES, V3_MESSAGES } from '../../../contract/api-v3';
import type { Db } from '../../db/client';
import { accounts, memberships, merchantKeys, whitelistIps } from '../../db/schema';
import { ApiError, type Deps, type SessionInfo } from '../../http';
import { plainAddress } from '../../client-address';

/**
 * The role a secret key acts with. It is no dashboard role: it may read the business's payments and
 * make links, and a transfer it starts always waits for an approver in the dashboard (isApproverRole
 * is false for it), so a leaked key can ask for money to move but never move it alone.
 */
export const API_KEY_ROLE = 'API key';

/** A secret as the key generators write them: FLWSECK_TEST-<random>-X or FLWSECK-<random>-X. */
const SECRET_FORMAT = /^FLWSECK(?:_TEST)?-[A-Za-z0-9_-]{8,128}$/;

export function secretOf(c: Context): string | null {
  const match = c.req.header('authorization')?.match(/^Bearer\s+(\S{1,200})$/);
  return match?.[1] ?? null;
}

const hexSha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * The business behind a secret key, found by the secret's hash (unique index, see schema.ts), and the
 * mode it is for. A key acts only in its own mode: a test key while the business is in test mode, a live
 * key while it is live, so a test integration never reaches live money. Regenerated keys are gone.
 */
export async function keySession(db: Db, secret: string | null): Promise<SessionInfo & { mode: KeyMode }> {
  if (!secret) throw new ApiError(401, V3_MESSAGES.missingKey, V3_ERROR_CODES.invalidKey);
  if (!SECRET_FORMAT.test(secret)) throw new ApiError(401, V3_MESSAGES.invalidKey, V3_ERROR_CODES.invalidKey);
  const hash = hexSha256(secret);
  const [byTest] = await db
    .select({ accountId: merchantKeys.accountId })
    .from(merchantKeys)
    .where(eq(merchantKeys.testSecretHash, hash));
  const [byLive] = byTest
    ? []
    : await db
        .select({ accountId: merchantKeys.accountId })
        .from(merchantKeys)
        .where(eq(merchantKeys.liveSecretHash, hash));
  const found = byTest ?? byLive;
  if (!found) throw new ApiError(401, V3_MESSAGES.invalidKey, V3_ERROR_CODES.invalidKey);
  const mode: KeyMode = byTest ? 'test' : 'live';
  const [account] = await db
    .select({ env: accounts.merchantEnv })
    .from(accounts)
    .where(eq(accounts.id, found.accountId));
  if (!account) throw new ApiError(401, V3_MESSAGES.invalidKey, V3_ERROR_CODES.invalidKey);
  const live = account.env === 'prod';
  if (mode === 'test' && live) throw new ApiError(403, V3_MESSAGES.testKeyInLive, V3_ERROR_CODES.wrongMode);
  if (mode === 'live' && !live) throw new ApiError(403, V3_MESSAGES.liveKeyInTest, V3_ERROR_CODES.wrongMode);
  // Records that need a person (idempotency keys) are kept under the business's owner.
  const [owner] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.accountId, found.accountId), eq(memberships.isOwner, true)));
  if (!owner) throw new ApiError(401, V3_MESSAGES.invalidKey, V3_ERROR_CODES.invalidKey);
  return { id: 0, userId: owner.userId, accountId: found.accountId, kind: 'account', role: API_KEY_ROLE, mode };
}

/** Whether an address is on a whitelist of addresses and CIDR ranges (validated when they were added). */
export function onWhitelist(entries: readonly string[], address: string): boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [base, prefix] = entry.split('/');
    const family = isIP(plainAddress(base ?? ''));
    if (family === 0) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(plainAddress(base!), type);
    else list.addSubnet(plainAddress(base!), Number(prefix), type);
  }
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/** An empty whitelist lets every address call; otherwise the caller's address must be on it. */
export async function assertWhitelisted(db: Db, accountId: number, address: string | undefined): Promise<void> {
  const rows = await db.select({ ip: whitelistIps.ip }).from(whitelistIps).where(eq(whitelistIps.accountId, accountId));
  if (rows.length === 0) return;
  if (!address) throw new ApiError(403, V3_MESSAGES.unknownAddress, V3_ERROR_CODES.ipNotWhitelisted);
  if (
    !onWhitelist(
      rows.map((r) => r.ip),
      address,
    )
  ) {
    throw new ApiError(403, V3_MESSAGES.ipNotWhitelisted(plainAddress(address)), V3_ERROR_CODES.ipNotWhitelisted);
  }
}

/** The resolver the idempotency middleware uses for a v3 write: the key's business, its owner as the key's person. */
export const resolveKeySession = (deps: Deps, token: string) => keySession(deps.db, token);
