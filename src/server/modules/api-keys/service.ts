import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  KEY_MESSAGES,
  MAX_WHITELIST_IPS,
  type RegenerateKeysRequest,
  type RevealKeysRequest,
  type RevealedKeys,
  WHITELIST_MESSAGES,
} from '../../../contract/api-keys';
import type { MerchantKeys } from '../../../contract/merchant';
import { ERROR_CODES } from '../../../contract/envelope';
import { type Actor, recordAudit } from '../../audit';
import { failAttempt, succeedAttempt, takeAttempt } from '../../auth/attempts';
import { acceptAuthenticatorCode } from '../../auth/authenticator';
import { verifyPassword } from '../../auth/crypto';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { merchantKeys, users, whitelistIps } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';

/**
 * What anyone sees of a secret: its kind (FLWSECK_TEST- or FLWSECK-), then stars; admins also see
 * the last 4 characters of its random part, enough to tell which key a server holds and nothing
 * to guess with. The clear secret comes only from revealKeys.
 */
export function maskSecret(secret: string, admin: boolean): string {
  const label = secret.match(/^FLWSECK(?:_TEST)?-/)?.[0] ?? '';
  const random = secret.slice(label.length).replace(/-X$/, '');
  const tail = admin && random.length >= 12 ? random.slice(-4) : '';
  return `${label}${'*'.repeat(12)}${tail}${tail && secret.endsWith('-X') ? '-X' : ''}`;
}

/** GET v2/merchantkeys: public keys in full, secrets masked (for admins too). */
export function keysView(row: typeof merchantKeys.$inferSelect, admin: boolean, includeV1: boolean): MerchantKeys {
  return {
    test_key: row.testKey,
    test_secret: maskSecret(row.testSecret, admin),
    live_key: row.liveKey,
    live_secret: row.liveSecret === null ? null : maskSecret(row.liveSecret, admin),
    v1keys:
      includeV1 && row.v1PublicKey && row.v1SecretKey
        ? { public_key: row.v1PublicKey, secret_key: maskSecret(row.v1SecretKey, admin) }
        : null,
  };
}

async function keysRow(db: Db | Tx, accountId: number, lock = false) {
  const q = db.select().from(merchantKeys).where(eq(merchantKeys.accountId, accountId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new ApiError(404, 'No keys for this account');
  return row;
}

/**
 * The signed-in user again: their password, or the current code of their authenticator app. Limited like a
 * sign-in (5 wrong per 15 minutes, then 429) under a key of its own: a stolen session cannot guess
 * faster, nor lock the user's sign-in. An authenticator code is used once (the sign-in's memory).
 */
async function confirmUser(db: Db, session: SessionInfo, body: { password: string; code: string }): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new ApiError(401, 'Unauthorized access, please login again', ERROR_CODES.unauthorized);
  if (body.code !== '' && user.totpSecret === null) throw new ApiError(400, KEY_MESSAGES.noAuthenticator);
  const key = `keys-password:${user.id}`;
  const attempt = await takeAttempt(db, key);
  const confirmed =
    body.code !== ''
      ? await acceptAuthenticatorCode(db, user.id, accountOf(session), user.totpSecret ?? '', body.code)
      : await verifyPassword(body.password, user.passwordHash);
  if (!confirmed) {
    await failAttempt(db, attempt);
    throw new ApiError(400, body.code !== '' ? KEY_MESSAGES.wrongCode : KEY_MESSAGES.wrongPassword);
  }
  await succeedAttempt(db, key, attempt);
}

/** POST v2/merchantkeys/reveal: the clear secrets, to an admin (WRITE_ACCESS) who confirmed it is them. */
export async function revealKeys(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: v.InferOutput<typeof RevealKeysRequest>,
): Promise<RevealedKeys> {
  const accountId = accountOf(session);
  await confirmUser(db, session, body);
  return db.transaction(async (tx) => {
    const row = await keysRow(tx, accountId);
    await recordAudit(tx, accountId, actor, 'keys.revealed', {
      keys: row.liveSecret === null ? 'test' : 'test, live',
    });
    return { test_secret: row.testSecret, live_secret: row.liveSecret, v1_secret_key: row.v1SecretKey };
  });
}

const newKey = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}-X`;

/**
 * POST v2/merchantkeys/regenerate: new public and secret keys of one mode in one transaction. The old
 * secret's hash goes with it (trigger), so the merchant API refuses it from the commit on.
 */
export async function regenerateKeys(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  body: v.InferOutput<typeof RegenerateKeysRequest>,
): Promise<MerchantKeys> {
  const accountId = accountOf(session);
  await confirmUser(db, session, body);
  return db.transaction(async (tx) => {
    const row = await keysRow(tx, accountId, true);
    if (body.mode === 'live' && row.liveSecret === null) throw new ApiError(409, KEY_MESSAGES.noLiveKeys);
    const [updated] = await tx
      .update(merchantKeys)
      .set(
        body.mode === 'test'
          ? { testKey: newKey('FLWPUBK_TEST'), testSecret: newKey('FLWSECK_TEST') }
          : { liveKey: newKey('FLWPUBK'), liveSecret: newKey('FLWSECK') },
      )
      .where(eq(merchantKeys.accountId, accountId))
      .returning();
    await recordAudit(tx, accountId, actor, 'keys.regenerated', { mode: body.mode });
    return keysView(updated!, true, true);
  });
}

const whitelistView = (row: typeof whitelistIps.$inferSelect) => ({
  id: row.id,
  ip: row.ip,
  date_created: row.createdAt.toISOString(),
});

/** POST v2/whitelist-ips: one address or CIDR range (validated by the contract), once per business. */
export async function addWhitelistIp(db: Db, session: SessionInfo, actor: Actor, ip: string) {
  const accountId = accountOf(session);
  try {
    return await db.transaction(async (tx) => {
      const [held] = await tx.select({ n: count() }).from(whitelistIps).where(eq(whitelistIps.accountId, accountId));
      if ((held?.n ?? 0) >= MAX_WHITELIST_IPS) throw new ApiError(409, WHITELIST_MESSAGES.full);
      const [row] = await tx.insert(whitelistIps).values({ accountId, ip }).returning();
      await recordAudit(tx, accountId, actor, 'whitelist.ip_added', { ip });
      return whitelistView(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, WHITELIST_MESSAGES.duplicate);
    throw err;
  }
}

/** DELETE v2/whitelist-ips/:id: another business's id is a 404 like a missing one. */
export async function removeWhitelistIp(db: Db, session: SessionInfo, actor: Actor, id: number) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(whitelistIps)
      .where(and(eq(whitelistIps.id, id), eq(whitelistIps.accountId, accountId)))
      .returning();
    if (!row) throw new ApiError(404, 'Address not found on the whitelist');
    await recordAudit(tx, accountId, actor, 'whitelist.ip_removed', { ip: row.ip });
    return { id: row.id };
  });
}
