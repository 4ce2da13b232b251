import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  KEYSTORE_MESSAGES,
  type KeystoreCreateRequest,
  type KeystoreEditRequest,
  type KeystoreName,
  type KeystoreSetting,
} from '../../../contract/keystores';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { keystores } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';

type Row = typeof keystores.$inferSelect;
type Out<S extends v.GenericSchema> = v.InferOutput<S>;

const toSetting = (row: Row): KeystoreSetting => ({
  id: row.id,
  key_name: row.keyName as KeystoreName,
  key_value: row.keyValue,
  key_prop: row.keyProp,
  key_prop_value: row.keyPropValue,
});

/** GET v2/keystores: the signed-in user's settings, whichever business they are in. */
export async function listKeystores(db: Db, session: SessionInfo): Promise<KeystoreSetting[]> {
  const rows = await db.select().from(keystores).where(eq(keystores.userId, session.userId)).orderBy(keystores.id);
  return rows.map(toSetting);
}

/** POST v2/keystores/create: one row per name and user; a second create is refused (edit it instead). */
export async function createKeystore(
  db: Db,
  session: SessionInfo,
  body: Out<typeof KeystoreCreateRequest>,
): Promise<KeystoreSetting> {
  try {
    const [row] = await db
      .insert(keystores)
      .values({
        userId: session.userId,
        keyName: body.key_name,
        keyValue: body.key_value,
        keyProp: body.key_prop ?? null,
        keyPropValue: body.key_prop_value ?? null,
      })
      .returning();
    return toSetting(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, KEYSTORE_MESSAGES.exists);
    throw error;
  }
}

/** POST v2/keystores/{id}/edit: only the user's own setting; anyone else's is not found. */
export async function editKeystore(
  db: Db,
  session: SessionInfo,
  id: number,
  body: Out<typeof KeystoreEditRequest>,
): Promise<KeystoreSetting> {
  const [row] = await db
    .update(keystores)
    .set({
      keyValue: body.key_value,
      ...(body.key_prop !== undefined ? { keyProp: body.key_prop } : {}),
      ...(body.key_prop_value !== undefined ? { keyPropValue: body.key_prop_value } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(keystores.id, id), eq(keystores.userId, session.userId)))
    .returning();
  if (!row) throw new ApiError(404, KEYSTORE_MESSAGES.notFound);
  return toSetting(row);
}
