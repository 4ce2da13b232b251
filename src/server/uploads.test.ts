import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../contract/transfers';
import { UPLOAD_BUSY_MESSAGE, UPLOADS_PER_USER } from './modules/transfers/routes';
import { UploadSlots } from './uploads';
import { type TestServer, testServer } from './test/harness';

/**
 * Uploads stream to the upload store on disk: the database never holds their bytes, memory never holds
 * a whole file, each file is capped at the spec's 20 MB, and one user runs at most UPLOADS_PER_USER at
 * once while everyone else's calls are answered.
 */
let s: TestServer;
let member: string;
let admin: string;
beforeAll(async () => {
  s = await testServer();
  member = (await s.signIn('member@demo.test')).token;
  admin = (await s.signIn('admin@demo.test')).token;
});
afterAll(() => s.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const BOUNDARY = 'UploadTestBoundary7MA4YWxkTrZu0gW';
const MB = 1024 * 1024;

const incoming = () => readdirSync(s.uploadDir).filter((f) => f.startsWith('.incoming-'));

/**
 * A multipart upload whose file bytes the test hands over in steps: `feed(n)` sends n more bytes,
 * `finish()` ends the body. The request is answered only after the body ended.
 */
function streamingUpload(token: string) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  controller.enqueue(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ncompliance\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
  );
  controller.enqueue(PNG_HEAD);
  const answer = s.request('/api/v2/files/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return {
    feed: (bytes: number) => {
      for (let left = bytes; left > 0; left -= MB) controller.enqueue(new Uint8Array(Math.min(MB, left)));
    },
    finish: () => {
      controller.enqueue(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
      controller.close();
    },
    answer,
  };
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never: ${what}`);
}

describe('uploads', () => {
  it('keeps the bytes on disk, not in the database, and serves them back', async () => {
    const bytes = Buffer.concat([PNG_HEAD, Buffer.alloc(MB, 7)]);
    const form = new FormData();
    form.set('file', new File([bytes], 'id.png', { type: 'image/png' }));
    form.set('purpose', 'compliance');
    const res = await s.request('/api/v2/files/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { url: string; size: number } };
    expect(data.size).toBe(bytes.length);
    const token = data.url.split('/').pop()!;
    expect(statSync(join(s.uploadDir, token)).size).toBe(bytes.length);
    // The row describes the file in a few hundred bytes; no column of the table can hold its bytes.
    const [row] = rowsOf<{ n: number }>(
      await s.db.execute(sql`SELECT octet_length(f::text) AS n FROM files f WHERE token = ${token}`),
    );
    expect(Number(row!.n)).toBeLessThan(2000);
    const binary = rowsOf<{ column_name: string }>(
      await s.db.execute(
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'files' AND data_type = 'bytea'`,
      ),
    );
    expect(binary).toEqual([]);
    const back = await s.request(data.url, { headers: { authorization: `Bearer ${admin}` } });
    expect(Buffer.from(await back.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('writes the file to disk as it arrives, before the body has ended (memory never holds it whole)', async () => {
    const upload = streamingUpload(admin);
    upload.feed(10 * MB);
    // Half the file is on disk while the client has not sent the rest.
    await until(() => incoming().some((f) => statSync(join(s.uploadDir, f)).size >= 8 * MB), '8 MB on disk mid-upload');
    upload.feed(2 * MB);
    upload.finish();
    const res = await upload.answer;
    expect(res.status).toBe(201);
    expect(incoming()).toEqual([]);
  });

  it('cuts a file over 20 MB off with 413 and leaves nothing behind', async () => {
    const before = readdirSync(s.uploadDir).length;
    const upload = streamingUpload(admin);
    upload.feed(UPLOAD_MAX_BYTES);
    upload.finish();
    const res = await upload.answer;
    expect(res.status).toBe(413);
    expect(readdirSync(s.uploadDir)).toHaveLength(before);
  });

  it("runs one user's uploads two at a time, the rest waiting unread, not other users' nor their calls", async () => {
    const held = Array.from({ length: UPLOADS_PER_USER }, () => streamingUpload(member));
    for (const upload of held) upload.feed(MB);
    await until(() => incoming().length === UPLOADS_PER_USER, 'the held uploads running');
    // One more from the same user waits for a place: its body is not read meanwhile.
    const extra = streamingUpload(member);
    extra.feed(MB);
    extra.finish();
    let extraDone = false;
    void Promise.resolve(extra.answer).then(() => {
      extraDone = true;
    });
    // Another user uploads, and other calls are answered, while the user's uploads run and wait.
    const other = streamingUpload(admin);
    other.feed(MB);
    other.finish();
    expect((await other.answer).status).toBe(201);
    expect((await s.call('GET', 'v2/transfers?page=1', { token: admin })).status).toBe(200);
    expect((await s.call('GET', 'v2/transfers?page=1', { token: member })).status).toBe(200);
    expect(extraDone).toBe(false);
    expect(incoming()).toHaveLength(UPLOADS_PER_USER);
    for (const upload of held) upload.finish();
    const answers = await Promise.all([...held.map((u) => u.answer), extra.answer]);
    expect(answers.map((r) => r.status)).toEqual([...held.map(() => 201), 201]);
  });
});

describe('upload places', () => {
  it('admit two per user, let a few wait in order, refuse more and a wait too long', async () => {
    const slots = new UploadSlots(2, 16, 2, 200);
    expect(await slots.take(1)).toBe(true);
    expect(await slots.take(1)).toBe(true);
    const third = slots.take(1);
    const fourth = slots.take(1);
    expect(await slots.take(1)).toBe(false);
    // Another user is not held back.
    expect(await slots.take(2)).toBe(true);
    slots.give(1);
    expect(await third).toBe(true);
    // The fourth waits past its limit.
    expect(await fourth).toBe(false);
    expect(UPLOAD_BUSY_MESSAGE).toMatch(/Too many uploads/);
  });
});
