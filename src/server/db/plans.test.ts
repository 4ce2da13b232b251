import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listCustomers } from '../modules/customers/service';
import { listTransactions } from '../modules/transactions/service';
import { freshDatabase } from '../test/harness';
import { plannedEachRun, plannedEachRunOnPglite } from './plans';

const DEMO_STORES = 20001;
const session = { id: 0, userId: 1, accountId: DEMO_STORES, kind: 'account', role: 'Owner' } as const;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('statements planned with each run', () => {
  it('are the pattern matches', () => {
    expect(plannedEachRun('SELECT 1 FROM customers WHERE fullname ILIKE $1')).toBe(true);
    expect(plannedEachRun('SELECT 1 FROM transactions WHERE reference LIKE $1')).toBe(true);
    expect(plannedEachRun('SELECT 1 FROM sessions WHERE token_hash = $1')).toBe(false);
  });

  it('are the ranges over a parameter', () => {
    expect(plannedEachRun('SELECT 1 FROM "transactions" WHERE "transactions"."created_at" >= $2')).toBe(true);
    expect(plannedEachRun('SELECT 1 FROM transactions WHERE amount<$1')).toBe(true);
    expect(plannedEachRun('SELECT 1 FROM transactions WHERE created_at BETWEEN $1 AND $2')).toBe(true);
    // Not a range: an inequality, a range against a constant, an arrow in a JSON path.
    expect(plannedEachRun('SELECT 1 FROM transfers WHERE status <> $1')).toBe(false);
    expect(plannedEachRun('SELECT 1 FROM transfers WHERE amount > 0 AND id = $1')).toBe(false);
    expect(plannedEachRun("SELECT meta->>'name' FROM accounts WHERE id = $1")).toBe(false);
  });

  it('are only the pattern matches on PGlite, where planning costs more', () => {
    expect(plannedEachRunOnPglite('SELECT 1 FROM customers WHERE fullname ILIKE $1')).toBe(true);
    expect(plannedEachRunOnPglite('SELECT 1 FROM "transactions" WHERE "transactions"."created_at" >= $2')).toBe(false);
  });

  // A search or a date range run more than five times on one connection never falls back to a generic
  // plan (which scans every customer of the business instead of using the trigram index, or sorts
  // every payment in the range); other statements stay prepared by name.
  it.runIf(process.env.TEST_DB_ENGINE === 'pg')(
    'searches and ranges never get a generic plan on PostgreSQL',
    async () => {
      const database = await freshDatabase();
      try {
        // In one transaction, so on one connection: prepared statements belong to their connection.
        const prepared = await database.db.transaction(async (tx) => {
          for (let i = 0; i < 8; i++) {
            await listCustomers(tx, session as never, { q: 'Okafor' });
            await listTransactions(tx, session as never, { q: 'DSTX0000' });
            await listTransactions(tx, session as never, { from: '2026-01-01', to: '2026-01-31' });
          }
          return rowsOf<{ statement: string }>(await tx.execute(sql`SELECT statement FROM pg_prepared_statements`));
        });
        expect(prepared.filter((p) => /\bI?LIKE\b/i.test(p.statement))).toEqual([]);
        expect(prepared.filter((p) => /"created_at" [<>]=/.test(p.statement))).toEqual([]);
        expect(prepared.length).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    },
  );
});
