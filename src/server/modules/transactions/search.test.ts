import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { freshDatabase } from '../../test/harness';
import { exportTransactions, listTransactions } from './service';

/**
 * The split search (reference matches UNION ALL the matched customers' other payments) answers the same
 * rows, order and count as the single OR condition that export keeps: every page of several terms, with
 * and without filters, and a term that matches both a reference and a customer (a payment in both
 * halves is listed and counted once).
 */
const accountId = DEMO_ACCOUNTS.demoStores;
const session = { id: 0, userId: 1, accountId, kind: 'account', role: 'Owner' } as const;
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  // A customer whose name is also a reference prefix, owning payments with and without that prefix.
  await database.db.execute(sql`
    WITH c AS (INSERT INTO customers (account_id, fullname, email) VALUES (${accountId}, 'Dstx Tester', 'dstx@buyer.test') RETURNING id)
    UPDATE transactions SET customer_id = (SELECT id FROM c)
    WHERE id IN (SELECT id FROM transactions WHERE account_id = ${accountId} AND reference LIKE 'DSTX%' ORDER BY id LIMIT 3)
       OR id IN (SELECT id FROM transactions WHERE account_id = ${accountId} AND reference NOT LIKE 'DSTX%' ORDER BY id LIMIT 3)`);
});
afterAll(() => database.close());

describe('transaction search split in two', () => {
  const cases: [string, Record<string, string>][] = [
    ['a reference prefix', { q: 'ds' }],
    ['a full name', { q: 'Amaka Obi' }],
    ['a part of an email', { q: 'obi' }],
    ['a name that is also a reference prefix', { q: 'dstx' }],
    ['a name, successful only', { q: 'a', status: 'successful' }],
    ['a name in NGN over 1,000', { q: 'e', currency: 'NGN', amount_min: '100000' }],
    ['nothing', { q: 'zzqx-nothing' }],
  ];
  for (const [name, query] of cases) {
    it(`answers what the OR answers: ${name}`, async () => {
      const f = { ...query, ...(query.amount_min ? { amount_min: Number(query.amount_min) } : {}) } as never;
      const all = (await exportTransactions(database.db, session as never, f)).transactions;
      // Up to six pages of each answer, the last one short, and one past the end.
      const pageSize = Math.max(7, Math.ceil(all.length / 5));
      const pages = Math.max(1, Math.ceil(all.length / pageSize) + 1);
      const listed = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await listTransactions(database.db, session as never, {
          ...(f as object),
          page,
          page_size: pageSize,
        });
        expect(answer.page_info.total, `${name} page ${page}`).toBe(all.length);
        listed.push(...answer.transactions);
      }
      expect(listed).toEqual(all);
      if (name !== 'nothing') expect(all.length).toBeGreaterThan(1);
    });
  }
});
