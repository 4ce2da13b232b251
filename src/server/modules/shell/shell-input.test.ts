import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import type { EndpointDef } from '../../../contract/endpoints';
import { type TestServer, testServer } from '../../test/harness';

/**
 * The shell's endpoints under random input: every query string answers 200 or a 4xx with
 * a message (never a 5xx), a bad new-business body never half-writes, and every row of the
 * contract's table is served (no endpoint falls through to the 404 of unknown paths).
 */

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await testServer();
  token = (await s.signIn('owner@demo.test', { account: 20001 })).token;
});
afterAll(() => s.close());

const LIST_ENDPOINTS = [
  'transactionsQuery',
  'customersQuery',
  'transfers',
  'cardsSearch',
  'subaccounts',
  'chargebacks',
  'settlements',
  'paymentLinks',
  'paymentPlans',
  'subscriptions',
  'invoices',
  'events',
  'storeProducts',
  'storeOrders',
  'instagramProducts',
  'instagramOrders',
  'bills',
  'virtualCards',
  'posOrders',
  'payroll',
  'referrals',
  'whitelistIps',
  'loanHistory',
] as const satisfies readonly (keyof typeof endpoints)[];

const queryValue = fc.oneof(
  fc.string({ maxLength: 30, unit: 'grapheme' }),
  fc.constantFrom(
    '0',
    '1',
    '-1',
    '100',
    '101',
    '1e3',
    '99999999',
    'NEW',
    'FAILED',
    'initiated',
    'dstv',
    "' OR 1=1 --",
    '%',
    '\\',
    '_',
  ),
  fc.integer({ min: 300, max: 5000 }).map((n) => 'x'.repeat(n)),
);
const queryKey = fc.constantFrom(
  'q',
  'page',
  'page_size',
  'status',
  'reference',
  'name',
  'card_id',
  'business_name',
  'type',
  'requires_approval',
  'list_pending_approvals',
  'include_subaccounts',
  'other',
);
const queryString = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 4 })
  .map((pairs) => new URLSearchParams(pairs).toString());

describe('shell endpoints under random input', () => {
  it('answer every query string with 200 or a 4xx and a message, and change nothing', async () => {
    const before = await s.checksum();
    for (const name of LIST_ENDPOINTS) {
      const def: EndpointDef = endpoints[name];
      await fc.assert(
        fc.asyncProperty(queryString, async (qs) => {
          const res = await s.call(def.method, `${def.path}?${qs}`, { token });
          const label = `${def.path}?${qs.slice(0, 100)}: ${res.status} ${res.body.message}`;
          expect(res.status === 200 || (res.status >= 400 && res.status < 500), label).toBe(true);
          expect(res.body.status, label).toBe(res.status === 200 ? 'success' : 'error');
          if (res.status !== 200) expect(res.body.message.length, label).toBeGreaterThan(0);
        }),
        { numRuns: 20 },
      );
    }
    expect(await s.checksum()).toBe(before);
  });

  it('refuse broken new-business bodies without writing anything', async () => {
    const valid = {
      business_name: 'Fuzz Co',
      business_email: 'fuzz@x.test',
      business_accountnumber: 'N/A',
      business_bank: '044',
      country: 'NG',
      currency: 'NGN',
      contact_person: 'Ada',
      reg_meta: [{ name: 'business_type', value: 'business' }],
      is_v2: 1,
      copy_parent: false,
    };
    const keys = Object.keys(valid) as (keyof typeof valid)[];
    // Invalid by construction: a missing key, or a value of the wrong type.
    const broken = fc.oneof(
      fc.constantFrom(...keys).map((k) => {
        const { [k]: _dropped, ...rest } = valid;
        return rest;
      }),
      fc
        .tuple(fc.constantFrom(...keys), fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string()), fc.boolean()))
        .filter(([k, value]) => typeof value !== typeof valid[k] || Array.isArray(value) !== Array.isArray(valid[k]))
        .map(([k, value]) => ({ ...valid, [k]: value })),
    );
    const before = await s.checksum();
    await fc.assert(
      fc.asyncProperty(broken, async (body) => {
        const res = await s.call('POST', 'merchant/accounts/new', { token, body });
        expect(res.status, `${JSON.stringify(body)}: ${res.body.message}`).toBe(400);
        expect(res.body.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 80 },
    );
    expect(await s.checksum()).toBe(before);
  });

  it('serve every row of the contract table', async () => {
    for (const [name, def] of Object.entries(endpoints) as [string, EndpointDef][]) {
      const path = def.path.replace(/:[A-Za-z]+/g, 'x1');
      const res = await s.call(def.method, path, { token, body: def.body ? {} : undefined });
      expect(
        res.body.message === 'Not found' && res.status === 404,
        `${name}: ${def.method} ${def.path} is not served`,
      ).toBe(false);
    }
  });
});
