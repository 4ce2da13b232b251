/**
 * The PGlite template every server test loads (about 70 loads a run), made small and quick to open:
 * taken after a checkpoint, so opening a copy replays no WAL, and without the spare WAL segments
 * PostgreSQL keeps for reuse (16 MB each, half the dump), which a copy does not need.
 */
import type { PGlite } from '@electric-sql/pglite';

const BLOCK = 512;
const WAL_SEGMENT = /(^|\/)pg_wal\/[0-9A-F]{24}$/;

/** The template's bytes: a checkpoint, then the data dir as a tar without the WAL segments not in use. */
export async function templateDump(client: PGlite): Promise<Uint8Array> {
  await client.exec('CHECKPOINT');
  const { rows } = await client.query<{ segment: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment');
  const current = rows[0]!.segment;
  const tar = new Uint8Array(await ((await client.dumpDataDir('none')) as Blob).arrayBuffer());
  return withoutEntries(tar, (name) => WAL_SEGMENT.test(name) && !name.endsWith(`/${current}`));
}

/** A ustar archive without the entries `drop` names (each entry: a header block, then its data blocks). */
export function withoutEntries(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const decoder = new TextDecoder();
  const field = (at: number, length: number) => decoder.decode(tar.subarray(at, at + length)).replace(/\0.*$/s, '');
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length && tar[at] !== 0) {
    const prefix = field(at + 345, 155);
    const name = prefix ? `${prefix}/${field(at, 100)}` : field(at, 100);
    const size = Number.parseInt(field(at + 124, 12).trim() || '0', 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!drop(name)) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(new Uint8Array(2 * BLOCK));
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
