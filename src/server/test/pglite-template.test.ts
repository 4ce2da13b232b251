import { describe, expect, it } from 'vitest';
import { withoutEntries } from './pglite-template';

/** A ustar entry as tar writes it: a header block (name, octal size, checksum) and the data in blocks. */
function entry(name: string, data: string): Uint8Array {
  const header = new Uint8Array(512);
  const text = new TextEncoder();
  header.set(text.encode(name), 0);
  header.set(text.encode(`${data.length.toString(8).padStart(11, '0')}\0`), 124);
  header.set(text.encode('ustar\0'), 257);
  const body = new Uint8Array(Math.ceil(data.length / 512) * 512);
  body.set(text.encode(data));
  const out = new Uint8Array(512 + body.length);
  out.set(header);
  out.set(body, 512);
  return out;
}

const archive = (...entries: Uint8Array[]) => {
  const out = new Uint8Array(entries.reduce((n, e) => n + e.length, 0) + 1024);
  let at = 0;
  for (const e of entries) {
    out.set(e, at);
    at += e.length;
  }
  return out;
};

const names = (tar: Uint8Array) => {
  const found: string[] = [];
  withoutEntries(tar, (name) => {
    found.push(name);
    return false;
  });
  return found;
};

describe('the PGlite template dump', () => {
  it('drops the entries asked and keeps the rest whole, data included', () => {
    const kept = entry('/base/5/1249', 'x'.repeat(700));
    const tar = archive(entry('/PG_VERSION', '17\n'), entry('/pg_wal/000000010000000000000004', 'spare'), kept);
    const out = withoutEntries(tar, (name) => name.startsWith('/pg_wal/'));
    expect(names(out)).toEqual(['/PG_VERSION', '/base/5/1249']);
    expect(out.length).toBe(tar.length - 1024);
    expect(out.subarray(512 + 512, 512 + 512 + kept.length)).toEqual(kept);
  });
});
