import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatementsOnce } from './pglite-prepared';

/**
 * The prepared-statement path (pglite-prepared.ts) takes PGlite's private `_runExclusiveTransaction`
 * lock, so it was checked against one PGlite release only. An upgrade must fail here, loudly, until
 * someone has checked the path again: see docs/decisions/pglite-worker-and-parser.md.
 */
const PINNED = '0.5.16';
const RECHECK = `The prepared-statement path (src/server/db/pglite-prepared.ts) uses PGlite's private _runExclusiveTransaction and was checked against PGlite ${PINNED} only. Before moving the pin: run src/server/db/pglite-*.test.ts, measure again (npm run bench -- --ab HEAD --patch scripts/bench/variants/no-pglite-internals.patch --only load --engines pglite), then update PINNED in this file, the exact version in package.json and docs/decisions/pglite-worker-and-parser.md.`;

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

describe.skipIf(process.env.TEST_DB_ENGINE === 'pg')('PGlite pinned for its private lock', () => {
  it('is the pinned version, installed and declared exactly', () => {
    const declared = json('package.json').dependencies['@electric-sql/pglite'];
    const installed = json('node_modules/@electric-sql/pglite/package.json').version;
    expect(declared, `package.json declares PGlite ${declared}, not exactly ${PINNED}. ${RECHECK}`).toBe(PINNED);
    expect(installed, `PGlite ${installed} is installed. ${RECHECK}`).toBe(PINNED);
  });

  it('still has the methods the path calls', () => {
    const methods = ['_runExclusiveTransaction', 'runExclusive', 'execProtocol', 'execProtocolRawStream', 'syncToFs'];
    const missing = methods.filter(
      (name) => typeof (PGlite.prototype as unknown as Record<string, unknown>)[name] !== 'function',
    );
    expect(missing, `PGlite lacks ${missing.join(', ')}. ${RECHECK}`).toEqual([]);
  });

  describe('the lock keeps a statement out of an open transaction', () => {
    let db: PGlite;
    beforeAll(async () => {
      db = await PGlite.create();
      prepareStatementsOnce(db);
      await db.exec('CREATE TABLE t (name text)');
    });
    afterAll(() => db.close());

    it('runs a statement sent while a transaction is open after it, outside it', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted!: () => void;
      const insertedOnce = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const transaction = db
        .transaction(async (tx) => {
          await tx.query('INSERT INTO t (name) VALUES ($1)', ['uncommitted']);
          inserted();
          await held;
          throw new Error('roll back');
        })
        .catch((err: Error) => err.message);
      await insertedOnce;
      let answered = false;
      const count = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t').then((r) => {
        answered = true;
        return r.rows[0]?.n;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered, `A statement ran inside another's open transaction. ${RECHECK}`).toBe(false);
      release();
      expect(await transaction).toBe('roll back');
      expect(await count, `A statement saw another's uncommitted row. ${RECHECK}`).toBe(0);
    });
  });
});
