import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatementsOnce } from './pglite-prepared';
import { plannedEachRun } from './plans';

// The prepared path must answer exactly what PGlite's own query answers. Engine-independent, so it
// runs once (in the PGlite project) on two in-memory databases holding the same rows.
describe.skipIf(process.env.TEST_DB_ENGINE === 'pg')('PGlite prepared statements', () => {
  let plain: PGlite;
  let prepared: PGlite;
  const setup = `
    CREATE TABLE t (id serial PRIMARY KEY, name text NOT NULL UNIQUE, amount bigint, at timestamptz,
                    flag boolean, doc jsonb, tags text[], rate numeric(12,2), day date, note text);
    INSERT INTO t (name, amount, at, flag, doc, tags, rate, day, note)
    VALUES ('a', 10, '2026-01-02T03:04:05Z', true, '{"k":1}', '{x,y}', 1.50, '2026-03-04', 'Ọ̀ṣun café 🎉, "quoted"'),
           ('b', 9007199254740993, NULL, false, '"text"', '{}', NULL, NULL, '');`;

  beforeAll(async () => {
    plain = await PGlite.create();
    prepared = await PGlite.create();
    await plain.exec(setup);
    await prepared.exec(setup);
    prepareStatementsOnce(prepared);
  });
  afterAll(async () => {
    await plain.close();
    await prepared.close();
  });

  const cases: [string, unknown[]][] = [
    ['SELECT * FROM t ORDER BY id', []],
    ['SELECT id, name FROM t WHERE amount > $1 AND flag = $2', [5, true]],
    ['SELECT * FROM t WHERE at < $1', [new Date('2026-06-01T00:00:00Z')]],
    ['SELECT $1::jsonb AS j, $2::text[] AS a, $3 AS untyped', [{ a: [1, 'two'] }, ['p', 'q r'], 'plain']],
    ['SELECT count(*) AS n, sum(amount) AS total FROM t WHERE name = ANY($1)', [['a', 'b']]],
    ['SELECT name FROM t WHERE doc = $1', ['"text"']],
    ['SELECT * FROM t WHERE name = $1', [null]],
    ['SELECT note, length(note) AS n, $1::text AS echo FROM t ORDER BY id', ['日本語 ✓ ñ']],
    ["SELECT interval '1 day 2 hours' AS i, now() - now() AS zero, rate, day FROM t ORDER BY id", []],
    ['SELECT 1 AS one, 2 AS one', []],
    ['SELECT id FROM t WHERE false', []],
  ];

  it('answers the same rows, types and fields as PGlite, first and later times, in both row modes', async () => {
    for (const [text, params] of cases) {
      for (const rowMode of ['object', 'array'] as const) {
        const expected = await plain.query(text, params, { rowMode });
        for (let run = 0; run < 3; run++) {
          const got = await prepared.query(text, params, { rowMode });
          expect(got.rows, `${text} (${rowMode}, run ${run})`).toEqual(expected.rows);
          expect(got.fields).toEqual(expected.fields);
          expect(got).toEqual(expected);
        }
      }
    }
  });

  it('reports affected rows of writes and their RETURNING rows', async () => {
    const insert = 'INSERT INTO t (name, amount) VALUES ($1, $2) RETURNING id, amount';
    const a = await plain.query(insert, ['c', 3]);
    const b = await prepared.query(insert, ['c', 3]);
    expect(b.rows).toEqual(a.rows);
    expect(b.affectedRows).toBe(1);
    expect(b).toEqual(a);
    const update = await prepared.query('UPDATE t SET amount = amount + $1 WHERE amount < $2', [1, 100]);
    expect(update.affectedRows).toBe(2);
    const none = 'DELETE FROM t WHERE name = $1';
    expect(await prepared.query(none, ['nobody'])).toEqual(await plain.query(none, ['nobody']));
  });

  it("throws the database's error with its code, and the statement works again afterwards", async () => {
    const insert = 'INSERT INTO t (name) VALUES ($1)';
    await expect(prepared.query(insert, ['a'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(prepared.query('SELEC nonsense')).rejects.toMatchObject({ code: '42601' });
    await prepared.query(insert, ['d']);
    expect((await prepared.query('SELECT count(*)::int AS n FROM t WHERE name = $1', ['d'])).rows).toEqual([{ n: 1 }]);
  });

  it('runs inside transactions: commit keeps, rollback undoes, statements outlive both', async () => {
    const insert = 'INSERT INTO t (name) VALUES ($1)';
    const count = 'SELECT count(*)::int AS n FROM t WHERE name LIKE $1';
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(insert, ['tx-1']);
        await tx.query(insert, ['tx-2']);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect((await prepared.query(count, ['tx-%'])).rows).toEqual([{ n: 0 }]);
    await prepared.transaction(async (tx) => {
      await tx.query(insert, ['tx-3']);
      expect((await tx.query(count, ['tx-%'])).rows).toEqual([{ n: 1 }]);
    });
    expect((await prepared.query(count, ['tx-%'])).rows).toEqual([{ n: 1 }]);
    // A failed statement aborts the transaction; it rolls back as a whole.
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(insert, ['tx-4']);
        await tx.query(insert, ['tx-4']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await prepared.query(count, ['tx-%'])).rows).toEqual([{ n: 1 }]);
  });

  it('runs a statement with a LIKE pattern unnamed, so each run is planned with its values', async () => {
    // A named statement may get a generic plan after five runs, and a generic `LIKE $1` cannot use an index.
    const like = 'SELECT id FROM t WHERE name LIKE $1 ORDER BY id';
    const plainText = 'SELECT id FROM t WHERE name = $1 ORDER BY id';
    expect([like, 'SELECT 1 WHERE $1 ILIKE $2', plainText].map(plannedEachRun)).toEqual([true, true, false]);
    for (let run = 0; run < 8; run++) {
      expect((await prepared.query(like, ['a%'])).rows).toEqual((await plain.query(like, ['a%'])).rows);
      expect((await prepared.query(plainText, ['a'])).rows).toEqual((await plain.query(plainText, ['a'])).rows);
    }
    const named = await prepared.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    const texts = named.rows.map((r) => r.statement);
    expect(texts).toContain(plainText);
    expect(texts).not.toContain(like);
  });

  it('refuses a transaction used after it ended', async () => {
    let kept: { query: PGlite['query'] } | undefined;
    await prepared.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('SELECT 1')).rejects.toThrow('Transaction is closed');
  });
});
