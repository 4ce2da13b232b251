import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed';
import { customerMatch } from './customer-search';
import { listCustomers } from './modules/customers/service';
import { freshDatabase } from './test/harness';

const accountId = DEMO_ACCOUNTS.demoStores;
const session = { id: 0, userId: 1, accountId, kind: 'account', role: 'Owner' } as const;
const textOf = (term: string) => new PgDialect().sqlToQuery(customerMatch(term)).sql;

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await database.db.execute(sql`
    INSERT INTO customers (account_id, fullname, email, phone)
    VALUES (${accountId}, 'Ngozi Bello', 'ngozi.bello@buyer.test', '2348100012345'),
           (${accountId}, 'Someone Else', 'ngozi.bello.shop@buyer.test', NULL)`);
});
afterAll(() => database.close());

const found = async (q: string) =>
  (await listCustomers(database.db, session as never, { q } as never)).customers.map((c) => c.customer_email).sort();

describe('a customer found by a search term', () => {
  it('is found by a full name, which does not look in the emails (no email holds a space)', async () => {
    expect(textOf('Ngozi Bello')).not.toContain('"email"');
    expect(await found('Ngozi Bello')).toEqual(['ngozi.bello@buyer.test']);
  });

  it('is found by a part of the email or of the phone number, as before', async () => {
    expect(textOf('ngozi.bello')).toContain('"email"');
    expect(await found('ngozi.bello')).toEqual(['ngozi.bello.shop@buyer.test', 'ngozi.bello@buyer.test']);
    expect(await found('81000123')).toEqual(['ngozi.bello@buyer.test']);
  });
});
