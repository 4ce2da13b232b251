import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../contract/all-endpoints';
import type { EndpointDef } from '../contract/endpoints';
import { IDEMPOTENCY_HEADER } from '../contract/transfers';
import { DEMO_ACCOUNTS } from './db/seed';
import { REPLAYED_HEADER } from './idempotency';
import { type TestServer, testServer } from './test/harness';

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await testServer();
  owner = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
});
afterAll(() => s.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const key = () => `k${crypto.randomUUID().replace(/-/g, '')}`;

/** The writes of DESIGN §7 that move money or change where it goes. */
const MONEY_MOVING = [
  'refundTransaction',
  'createTransfer',
  'bulkSubmit',
  'retry',
  'approve',
  'approveBulk',
  'pcidssCheckout',
  'settlementAccountNew',
  'settlementAccountEdit',
] as const;

describe('Idempotency-Key on every money-moving write', () => {
  it('the contract marks each one, and only writes', () => {
    const defs = allEndpoints as Record<string, EndpointDef>;
    for (const name of MONEY_MOVING) expect(defs[name]?.idempotent, name).toBe(true);
    for (const [name, def] of Object.entries(defs)) {
      if (def.idempotent) expect(def.method, name).not.toBe('GET');
    }
  });

  it('refunds once for one key sent twice; another body with the key is 422', async () => {
    const [t] = rowsOf<{ id: number; amount: string }>(
      await s.db.execute(sql`
        SELECT id, amount FROM transactions WHERE account_id = ${DEMO_ACCOUNTS.demoStores}
          AND status = 'successful' AND currency = 'NGN' AND amount_refunded = 0
        ORDER BY id DESC LIMIT 1`),
    );
    const part = Math.floor(Number(t!.amount) / 4);
    const refunds = async () =>
      Number(
        rowsOf<{ n: string }>(
          await s.db.execute(sql`SELECT count(*) AS n FROM refunds WHERE transaction_id = ${t!.id}`),
        )[0]!.n,
      );
    const k = key();
    const send = (amount: number) =>
      s.call('POST', `v2/transactions/${t!.id}/refund`, {
        token: owner,
        body: { amount, reason: 'Damaged item' },
        headers: { [IDEMPOTENCY_HEADER]: k },
      });
    const first = await send(part);
    expect(first.status).toBe(201);
    const again = await send(part);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await refunds()).toBe(1);
    const other = await send(part + 1);
    expect(other.status).toBe(422);
    expect(await refunds()).toBe(1);
    // Sent at once, one key still refunds once.
    const k2 = key();
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.call('POST', `v2/transactions/${t!.id}/refund`, {
          token: owner,
          body: { amount: 1, reason: 'Race' },
          headers: { [IDEMPOTENCY_HEADER]: k2 },
        }),
      ),
    );
    expect(racing.filter((r) => r.status === 201 && r.headers.get(REPLAYED_HEADER) !== 'true')).toHaveLength(1);
    expect(await refunds()).toBe(2);
  });

  it('starts the PCI-DSS checkout once for one key', async () => {
    const events = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoEvents })).token;
    const k = key();
    const first = await s.call('POST', 'v2/pcidss/checkout', { token: events, headers: { [IDEMPOTENCY_HEADER]: k } });
    const again = await s.call('POST', 'v2/pcidss/checkout', { token: events, headers: { [IDEMPOTENCY_HEADER]: k } });
    expect(first.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body.data.ref).toBe(first.body.data.ref);
  });
});
