import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  BULK_CSV_MAX_BYTES,
  FILE_PATH_PREFIX,
  UPLOAD_EXPIRY_MINUTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  UPLOAD_TYPES,
  type UploadedFile,
  type UploadPurpose,
  uploadTooLargeMessage,
} from '../../../contract/transfers';
import { newToken } from '../../auth/crypto';
import { resolveSession } from '../../auth/sessions';
import type { Db, Tx } from '../../db/client';
import { files } from '../../db/schema';
import { ApiError, type AppEnv, type SessionInfo } from '../../http';
import { accountOf } from '../shell/paging';

/** Size limit per purpose: compliance documents 20 MB, bulk CSVs 2 MB. */
export const UPLOAD_LIMITS: Record<UploadPurpose, number> = {
  compliance: UPLOAD_MAX_BYTES,
  bulk_transfer: BULK_CSV_MAX_BYTES,
};
/** Longest expiry a caller may ask for: 7 days. */
const MAX_EXPIRY_MINUTES = 7 * 24 * 60;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

/** The type the bytes really are (magic numbers), or null; the declared type is ignored. */
export function sniffType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  // Text: valid UTF-8 without NUL or other control bytes but tab, CR, LF.
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control bytes is the point.
    if (!/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text)) return 'text/csv';
  } catch {
    return null;
  }
  return null;
}

const safeName = (name: string) =>
  name
    .replace(/[^\w.\- ]+/g, '_')
    .slice(-120)
    .trim() || 'file';

function toUploaded(row: typeof files.$inferSelect): UploadedFile {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    content_type: row.contentType,
    url: `${FILE_PATH_PREFIX}${row.token}`,
    public: row.isPublic,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

/**
 * POST v2/files/upload (multipart: file, purpose, public, expiry in minutes): stores the
 * bytes in the database, private and expiring in 30 minutes unless asked otherwise.
 */
export async function uploadFile(db: Db, session: SessionInfo, c: Context<AppEnv>): Promise<UploadedFile> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: false });
  } catch {
    throw new ApiError(400, UPLOAD_MESSAGES.noFile);
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw new ApiError(400, UPLOAD_MESSAGES.noFile);
  const purposeField = typeof form.purpose === 'string' ? form.purpose : 'compliance';
  if (!(UPLOAD_PURPOSES as readonly string[]).includes(purposeField)) throw new ApiError(400, 'Purpose is invalid');
  const purpose = purposeField as UploadPurpose;
  const limit = UPLOAD_LIMITS[purpose];
  if (file.size > limit) throw new ApiError(413, uploadTooLargeMessage(limit / 1024 / 1024));
  const isPublic = form.public === 'true';
  const expiryField =
    typeof form.expiry === 'string' && form.expiry !== '' ? form.expiry : String(UPLOAD_EXPIRY_MINUTES);
  if (!/^\d{1,5}$/.test(expiryField) || Number(expiryField) < 1 || Number(expiryField) > MAX_EXPIRY_MINUTES) {
    throw new ApiError(400, 'Expiry is invalid');
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffType(bytes);
  if (!type || !UPLOAD_TYPES[purpose].includes(type)) throw new ApiError(415, UPLOAD_MESSAGES.badType);
  const [row] = await db
    .insert(files)
    .values({
      accountId: accountOf(session),
      userId: session.userId,
      token: newToken(),
      name: safeName(file.name),
      contentType: type,
      size: bytes.byteLength,
      purpose,
      isPublic,
      data: bytes,
      expiresAt: new Date(Date.now() + Number(expiryField) * 60_000),
    })
    .returning();
  return toUploaded(row!);
}

/** The token of a file url (absolute or /api/... path), or null. */
export function fileTokenOf(url: string): string | null {
  const match = url.match(/\/api\/v2\/files\/([A-Za-z0-9_-]{20,64})$/);
  return match?.[1] ?? null;
}

/** A live file of the business (private files are only ever read by their own business). */
export async function fileOfAccount(tx: Tx, accountId: number, token: string) {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.token, token), eq(files.accountId, accountId)));
  if (!row || (row.expiresAt && row.expiresAt.getTime() < Date.now())) return null;
  return row;
}

/**
 * GET v2/files/:token: the bytes. Public files to anyone until they expire; private ones
 * to an account session of the business that uploaded them. Raw, so not in the JSON table.
 */
export async function downloadFile(c: Context<AppEnv>): Promise<Response> {
  const deps = c.get('deps');
  const token = c.req.param('token') ?? '';
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new ApiError(404, 'Not found');
  const [row] = await deps.db.select().from(files).where(eq(files.token, token));
  if (!row) throw new ApiError(404, 'Not found');
  if (!row.isPublic) {
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+([A-Za-z0-9_-]{10,200})$/)?.[1];
    if (!bearer) throw new ApiError(401, 'Unauthorized access, please login again', 'UNAUTHORIZED_ACCESS');
    const session = await resolveSession(deps, bearer, 'account');
    if (session.accountId !== row.accountId) throw new ApiError(404, 'Not found');
  }
  if (row.expiresAt && row.expiresAt.getTime() < Date.now()) throw new ApiError(410, UPLOAD_MESSAGES.expired);
  return new Response(new Uint8Array(row.data), {
    status: 200,
    headers: {
      'content-type': row.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : row.contentType,
      'content-disposition': `${row.contentType === 'text/csv' ? 'attachment' : 'inline'}; filename="${row.name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
