import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from '@fastify/busboy';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { UPLOAD_MESSAGES, uploadTooLargeMessage } from '../contract/transfers';
import type { Tx } from './db/client';
import { files } from './db/schema';
import { ApiError, type AppEnv } from './http';

/**
 * The upload store: the bytes of uploaded files live on disk under UPLOAD_DIR, one file per upload
 * named by its random token, streamed there as they arrive; the database keeps only what describes
 * them. Kept in the database (as they were), ten 20 MB uploads held 3 GB of memory and the database
 * for over a minute while every other tenant waited. Several instances need the directory shared.
 */
export const defaultUploadDir = (dataDir: string): string =>
  join(dataDir || join(tmpdir(), 'merchant-dashboard'), 'uploads');

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** Where an upload's bytes are: its token is random and checked, so it never names another path. */
export function uploadPath(dir: string, token: string): string {
  if (!TOKEN.test(token)) throw new Error('Not an upload token');
  return join(dir, token);
}

export const readUpload = (dir: string, token: string): Promise<Buffer> => readFile(uploadPath(dir, token));
export const streamUpload = (dir: string, token: string): ReadableStream<Uint8Array> =>
  Readable.toWeb(createReadStream(uploadPath(dir, token))) as ReadableStream<Uint8Array>;
export const removeUpload = (dir: string, token: string): Promise<void> => rm(uploadPath(dir, token), { force: true });

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

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

/** The type of a file's first bytes (magic numbers), else text when the whole file was plain text. */
function typeOf(head: Uint8Array, plainText: boolean): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return plainText ? 'text/csv' : null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control bytes is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * Passes the bytes through while learning what they are: the first 16 bytes (magic numbers), whether
 * all of it is UTF-8 text without control bytes (a CSV), and how many there were. Nothing is kept.
 */
class Sniffer extends Transform {
  head = new Uint8Array(0);
  plainText = true;
  size = 0;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.head.length < 16) this.head = Buffer.concat([this.head, chunk.subarray(0, 16 - this.head.length)]);
    if (this.plainText) {
      try {
        if (CONTROL.test(this.decoder.decode(chunk, { stream: true }))) this.plainText = false;
      } catch {
        this.plainText = false;
      }
    }
    done(null, chunk);
  }
  override _flush(done: TransformCallback): void {
    if (this.plainText) {
      try {
        this.decoder.decode();
      } catch {
        this.plainText = false;
      }
    }
    done();
  }
}

export interface ReceivedFile {
  /** Where the bytes wait until they are kept (keepUpload) or dropped (dropIncoming). */
  incoming: string;
  name: string;
  size: number;
  /** What the bytes are (the declared type is ignored), or null. */
  type: string | null;
}

const FIELDS = new Set(['purpose', 'public', 'expiry']);
/** Multipart overhead allowed on top of the largest file (boundaries, part headers, the short fields). */
const MULTIPART_SLACK = 64 * 1024;

class TooLarge extends Error {}

/** Counts the body as it streams and stops it past `max` bytes, whether or not it declared a length. */
const capped = (max: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? new TooLarge() : null, chunk);
    },
  });
};

/**
 * Reads a multipart upload (one `file` and a few short fields) as it streams in: the file goes straight
 * to disk, never whole into memory, and is cut off at `maxBytes` (413). Fields may come before or after
 * the file. An empty or missing file is a 400.
 */
export async function receiveUpload(
  c: Context<AppEnv>,
  dir: string,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; file: ReceivedFile }> {
  const contentType = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!/^multipart\/form-data;/i.test(contentType) || !body) throw new ApiError(400, UPLOAD_MESSAGES.noFile);
  const tooLargeError = () => new ApiError(413, uploadTooLargeMessage(maxBytes / 1024 / 1024));
  // A body that says it is too large is refused before a byte of it is read; one that does not say is
  // counted as it streams (buffering it to count it would hold the whole file in memory).
  if (Number(c.req.header('content-length') ?? 0) > maxBytes + MULTIPART_SLACK) throw tooLargeError();
  await mkdir(dir, { recursive: true });
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: maxBytes, fields: 8, fieldSize: 4096, parts: 12, headerPairs: 20 },
    });
  } catch {
    throw new ApiError(400, UPLOAD_MESSAGES.noFile);
  }
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let tooLarge = false;
  let writing: Promise<void> | null = null;
  parser.on('field', (name, value) => {
    if (FIELDS.has(name) && !(name in fields)) fields[name] = value;
  });
  parser.on('file', (name, stream, fileName) => {
    if (name !== 'file' || file) {
      stream.resume();
      return;
    }
    const incoming = join(dir, `.incoming-${randomBytes(16).toString('hex')}`);
    const received: ReceivedFile = { incoming, name: fileName ?? 'file', size: 0, type: null };
    file = received;
    stream.on('limit', () => {
      tooLarge = true;
    });
    const sniffer = new Sniffer();
    writing = pipeline(stream, sniffer, createWriteStream(incoming)).then(() => {
      received.size = sniffer.size;
      received.type = typeOf(sniffer.head, sniffer.plainText);
    });
    // Awaited below when the body was read whole; when it was not, the body's own failure is the answer.
    writing.catch(() => undefined);
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', reject);
  });
  finished.catch(() => undefined);
  try {
    await pipeline(
      Readable.fromWeb(body as import('node:stream/web').ReadableStream),
      capped(maxBytes + MULTIPART_SLACK),
      parser,
    );
    await finished;
    await writing;
  } catch (err) {
    const got = file as ReceivedFile | null;
    if (got) await rm(got.incoming, { force: true });
    if (err instanceof TooLarge) throw tooLargeError();
    if (err instanceof ApiError) throw err;
    throw new ApiError(400, UPLOAD_MESSAGES.noFile);
  }
  const got = file as ReceivedFile | null;
  if (!got) throw new ApiError(400, UPLOAD_MESSAGES.noFile);
  if (tooLarge) {
    await rm(got.incoming, { force: true });
    throw tooLargeError();
  }
  if (got.size === 0) {
    await rm(got.incoming, { force: true });
    throw new ApiError(400, UPLOAD_MESSAGES.noFile);
  }
  return { fields, file: got };
}

/** The upload is accepted: its bytes take the token's name. */
export async function keepUpload(dir: string, file: ReceivedFile, token: string): Promise<void> {
  await rename(file.incoming, uploadPath(dir, token));
}

export const dropIncoming = (file: ReceivedFile): Promise<void> => rm(file.incoming, { force: true });

/**
 * Uploads at once, per user and in all: one user's ten large uploads cannot take every disk write and
 * connection of the instance while other tenants wait. Past their places, a user's uploads wait in
 * arrival order with their bodies unread (the client's sending stalls, nothing is buffered), up to
 * `waitingPerUser`, then are refused; a wait longer than `waitMs` is refused too. Counted in this
 * process, like the admission queue: it guards this instance's resources.
 */
export class UploadSlots {
  private readonly running = new Map<number, number>();
  private total = 0;
  private readonly waiting: { userId: number; admit: () => void }[] = [];
  constructor(
    readonly perUser: number,
    readonly overall: number,
    readonly waitingPerUser: number,
    readonly waitMs = 60_000,
  ) {}

  private fits(userId: number): boolean {
    return (this.running.get(userId) ?? 0) < this.perUser && this.total < this.overall;
  }
  private start(userId: number): void {
    this.running.set(userId, (this.running.get(userId) ?? 0) + 1);
    this.total++;
  }

  /** Resolves true once the upload may run, false when it must be refused (too many waiting, or too long). */
  take(userId: number): Promise<boolean> {
    if (this.fits(userId) && !this.waiting.some((w) => w.userId === userId)) {
      this.start(userId);
      return Promise.resolve(true);
    }
    if (this.waiting.filter((w) => w.userId === userId).length >= this.waitingPerUser) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = {
        userId,
        admit: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        resolve(false);
      }, this.waitMs);
      timer.unref?.();
      this.waiting.push(waiter);
    });
  }

  give(userId: number): void {
    const mine = this.running.get(userId) ?? 0;
    if (mine <= 1) this.running.delete(userId);
    else this.running.set(userId, mine - 1);
    this.total = Math.max(0, this.total - 1);
    // The first waiter that fits now, in arrival order.
    const next = this.waiting.findIndex((w) => this.fits(w.userId));
    if (next >= 0) {
      const [waiter] = this.waiting.splice(next, 1);
      this.start(waiter!.userId);
      waiter!.admit();
    }
  }
}

/**
 * An upload shown to anyone from now on (a store's logo, a product's picture): it must be a live file of
 * this business made for that purpose; it becomes public and stops expiring. False when it is not.
 */
export async function publishUpload(tx: Tx, accountId: number, url: string, purpose: string): Promise<boolean> {
  const token = fileTokenOf(url);
  const file = token ? await fileOfAccount(tx, accountId, token) : null;
  if (file?.purpose !== purpose) return false;
  if (!file.isPublic || file.expiresAt) {
    await tx.update(files).set({ isPublic: true, expiresAt: null }).where(eq(files.id, file.id));
  }
  return true;
}

/** How long a picture taken off the store stays (private) before the upload store forgets it. */
const RELEASED_KEPT_MS = 30 * 60_000;

/**
 * A picture no longer shown: private again, expiring like a fresh upload, so its address stops serving
 * the public and the upload store removes it in time.
 */
export async function releaseUpload(tx: Tx, accountId: number, url: string): Promise<void> {
  const token = fileTokenOf(url);
  if (!token) return;
  await tx
    .update(files)
    .set({ isPublic: false, expiresAt: new Date(Date.now() + RELEASED_KEPT_MS) })
    .where(and(eq(files.token, token), eq(files.accountId, accountId)));
}
