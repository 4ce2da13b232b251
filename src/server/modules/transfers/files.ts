import { eq, inArray, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  BULK_CSV_MAX_BYTES,
  EVENT_IMAGE_MAX_MB,
  FILE_PATH_PREFIX,
  LOGO_MAX_MB,
  STORE_IMAGE_MAX_MB,
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
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { ApiError, type AppEnv, type SessionInfo } from '../../http';
import { dropIncoming, keepUpload, receiveUpload, removeUpload, streamUpload } from '../../uploads';
import { accountOf } from '../../tenancy';

/** Size limit per purpose (spec 2 §5 uploads): compliance documents 20 MB, bulk CSVs 2 MB. */
export const UPLOAD_LIMITS: Record<UploadPurpose, number> = {
  compliance: UPLOAD_MAX_BYTES,
  bulk_transfer: BULK_CSV_MAX_BYTES,
  event_image: EVENT_IMAGE_MAX_MB * 1024 * 1024,
  logo: LOGO_MAX_MB * 1024 * 1024,
  store_logo: LOGO_MAX_MB * 1024 * 1024,
  store_banner: STORE_IMAGE_MAX_MB * 1024 * 1024,
  product_image: STORE_IMAGE_MAX_MB * 1024 * 1024,
};
/** Longest expiry a caller may ask for: 7 days. */
const MAX_EXPIRY_MINUTES = 7 * 24 * 60;
/** An expired file's row and bytes are kept a day (a download says 410 Gone meanwhile), then removed. */
const EXPIRED_KEPT_MS = 24 * 60 * 60_000;

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
 * POST v2/files/upload (multipart: file, purpose, public, expiry in minutes): streams the bytes to the
 * upload store (never whole into memory, never into the database), private and expiring in 30 minutes
 * unless asked otherwise; the database keeps what describes the file.
 */
export async function uploadFile(
  db: Db,
  uploadDir: string,
  session: SessionInfo,
  c: Context<AppEnv>,
): Promise<UploadedFile> {
  const { fields, file } = await receiveUpload(c, uploadDir, Math.max(...Object.values(UPLOAD_LIMITS)));
  try {
    const purposeField = fields.purpose ?? 'compliance';
    if (!(UPLOAD_PURPOSES as readonly string[]).includes(purposeField)) throw new ApiError(400, 'Purpose is invalid');
    const purpose = purposeField as UploadPurpose;
    const limit = UPLOAD_LIMITS[purpose];
    if (file.size > limit) throw new ApiError(413, uploadTooLargeMessage(limit / 1024 / 1024));
    const forEvent = purpose === 'event_image';
    const isPublic = forEvent || fields.public === 'true';
    const expiryField =
      fields.expiry !== undefined && fields.expiry !== '' ? fields.expiry : String(UPLOAD_EXPIRY_MINUTES);
    if (!/^\d{1,5}$/.test(expiryField) || Number(expiryField) < 1 || Number(expiryField) > MAX_EXPIRY_MINUTES) {
      throw new ApiError(400, 'Expiry is invalid');
    }
    if (!file.type || !UPLOAD_TYPES[purpose].includes(file.type)) throw new ApiError(415, UPLOAD_MESSAGES.badType);
    const token = newToken();
    await keepUpload(uploadDir, file, token);
    try {
      const [row] = await db
        .insert(files)
        .values({
          accountId: accountOf(session),
          userId: session.userId,
          token,
          name: safeName(file.name),
          contentType: file.type,
          size: file.size,
          purpose,
          isPublic,
          expiresAt: forEvent ? null : new Date(Date.now() + Number(expiryField) * 60_000),
        })
        .returning();
      await forgetExpired(db, uploadDir);
      return toUploaded(row!);
    } catch (err) {
      await removeUpload(uploadDir, token);
      throw err;
    }
  } finally {
    await dropIncoming(file);
  }
}

/** Files a day past their expiry go, bytes and row, a few per upload: the store stays small without a job. */
async function forgetExpired(db: Db, uploadDir: string): Promise<void> {
  const gone = await db
    .delete(files)
    .where(
      inArray(
        files.id,
        db
          .select({ id: files.id })
          .from(files)
          .where(lt(files.expiresAt, new Date(Date.now() - EXPIRED_KEPT_MS)))
          .limit(20),
      ),
    )
    .returning({ token: files.token });
  await Promise.all(gone.map(({ token }) => removeUpload(uploadDir, token)));
}

/**
 * GET v2/files/:token: the bytes, streamed from the upload store. Public files to anyone until they
 * expire; private ones to an account session of the business that uploaded them. Raw, so not in the
 * JSON table.
 */
export async function downloadFile(c: Context<AppEnv>, uploadDir: string): Promise<Response> {
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
  return new Response(streamUpload(uploadDir, row.token), {
    status: 200,
    headers: {
      'content-type': row.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : row.contentType,
      'content-length': String(row.size),
      'content-disposition': `${row.contentType === 'text/csv' ? 'attachment' : 'inline'}; filename="${row.name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
