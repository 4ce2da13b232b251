import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type PgliteThread } from './pglite-thread';

// The server's PGlite runs in a worker thread; its answers must be PGlite's own, errors and
// transactions included. Engine-independent, so it runs once (in the PGlite project).
describe.skipIf(process.env.TEST_DB_ENGINE === 'pg')('PGlite in a worker thread', () => {
  let plain: PGlite;
  let thread: PgliteThread;
  const setup = `
    CREATE TABLE t (id serial PRIMARY KEY, name text NOT NULL UNIQUE, amount bigint, at timestamptz,
                    day date, flag boolean, doc jsonb, tags text[], ids int[]);
    INSERT INTO t (name, amount, at, day, flag, doc, tags, ids)
    VALUES ('a', 10, '2026-01-02T03:04:05Z', '2026-01-02', true, '{"k":1}', '{x,y}', '{1,2}'),
           ('b', 9007199254740993, NULL, NULL, false, '"text"', '{}', NULL);`;

  beforeAll(async () => {
    plain = await PGlite.create();
    thread = await openPgliteThread({});
    await plain.exec(setup);
    await thread.exec(setup);
  });
  afterAll(async () => {
    await plain.close();
    await thread.close();
  });

  it('answers the same rows and fields as PGlite in both row modes, dates as text when asked', async () => {
    const cases: [string, unknown[]][] = [
      ['SELECT * FROM t ORDER BY id', []],
      ['SELECT id, name FROM t WHERE amount > $1 AND flag = $2', [5, true]],
      ['SELECT * FROM t WHERE at < $1', [new Date('2026-06-01T00:00:00Z')]],
      ['SELECT $1::jsonb AS j, $2::text[] AS a, $3 AS untyped', [{ a: [1, 'two'] }, ['p', 'q r'], 'plain']],
      ['SELECT name FROM t WHERE name = ANY($1)', [['a', 'b']]],
    ];
    // drizzle's options: a pass-through parser per date type.
    const asText = { [types.TIMESTAMPTZ]: (v: string) => v, [types.DATE]: (v: string) => v };
    for (const [text, params] of cases) {
      for (const options of [{ rowMode: 'object' as const }, { rowMode: 'array' as const, parsers: asText }]) {
        const expected = await plain.query(text, params, options);
        for (let run = 0; run < 2; run++) {
          const got = await thread.query(text, params, options);
          expect(got.rows, `${text} (${options.rowMode}, run ${run})`).toEqual(expected.rows);
          expect(got.fields).toEqual(expected.fields);
        }
      }
    }
    const [row] = (await thread.query<{ at: unknown }>('SELECT at FROM t WHERE id = 1', [], { parsers: asText })).rows;
    expect(typeof row?.at).toBe('string');
  });

  it("throws the database's error with its code and the query, and goes on", async () => {
    const insert = 'INSERT INTO t (name) VALUES ($1)';
    await expect(thread.query(insert, ['a'])).rejects.toMatchObject({ code: '23505', constraint: 't_name_key' });
    await expect(thread.query(insert, ['a'])).rejects.toMatchObject({ query: insert });
    await expect(thread.query('SELEC nonsense')).rejects.toMatchObject({ code: '42601' });
    expect((await thread.query(insert, ['c'])).affectedRows).toBe(1);
  });

  it('keeps a transaction open across messages: commit keeps, rollback undoes, others wait for it', async () => {
    const insert = 'INSERT INTO t (name) VALUES ($1)';
    const count = 'SELECT count(*)::int AS n FROM t WHERE name LIKE $1';
    await expect(
      thread.transaction(async (tx) => {
        await tx.query(insert, ['tx-1']);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect((await thread.query(count, ['tx-%'])).rows).toEqual([{ n: 0 }]);

    let outside: Promise<unknown> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query(insert, ['tx-2']);
      // A statement outside the transaction runs after it, so it sees the committed row.
      outside = thread.query(count, ['tx-%']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await tx.query(count, ['tx-%'])).rows).toEqual([{ n: 1 }]);
    });
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);

    await expect(
      thread.transaction(async (tx) => {
        await tx.query(insert, ['tx-3']);
        await tx.query(insert, ['tx-3']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await thread.query(count, ['tx-%'])).rows).toEqual([{ n: 1 }]);

    let kept: { query: PgliteThread['query'] } | undefined;
    await thread.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('SELECT 1')).rejects.toThrow('Transaction is closed');
  });

  it('serves drizzle, its savepoints included, and dumps a data dir PGlite can open', async () => {
    const db = drizzle({ client: thread as unknown as PGlite });
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t (name) VALUES ('outer')`);
      // drizzle rolls back to the savepoint and throws its rollback error out of the inner block.
      const inner = tx.transaction(async (nested) => {
        await nested.execute(sql`INSERT INTO t (name) VALUES ('inner')`);
        nested.rollback();
      });
      await expect(inner).rejects.toThrow('Rollback');
    });
    const names = await db.execute<{ name: string }>(sql`SELECT name FROM t WHERE name IN ('outer', 'inner')`);
    expect(names.rows).toEqual([{ name: 'outer' }]);

    const copy = await PGlite.create({ loadDataDir: await thread.dumpDataDir() });
    expect((await copy.query('SELECT count(*)::int AS n FROM t')).rows).toEqual(
      (await thread.query('SELECT count(*)::int AS n FROM t')).rows,
    );
    await copy.close();
  });
});
