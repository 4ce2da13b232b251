import { mkdirSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints as endpoints } from '../contract/all-endpoints';
import type { EndpointDef } from '../contract/endpoints';
import { DEMO_ACCOUNTS } from './db/seed';
import { type TestServer, testServer } from './test/harness';

/**
 * Every endpoint of the contract, fed bad input: wrong types, missing and extra
 * fields, huge strings, unicode, other tenants' ids. Every answer must be a 4xx
 * in the envelope with a message, never a 5xx, and the database must be unchanged.
 */

let s: TestServer;
let accountToken: string;
let loginToken: string;
beforeAll(async () => {
  s = await testServer();
  accountToken = (await s.signIn('admin@demo.test')).token;
  const login = await s.call('POST', 'login', { body: { identifier: 'owner@demo.test', password: 'Demo-pass-2026' } });
  loginToken = login.body.data['flw-auth-token'];
});
afterAll(async () => {
  await s.close();
  // The README's counts (issue 4): how many bad inputs were tried, over how many endpoints.
  const total = [...tried.values()].reduce((a, b) => a + b, 0);
  const lines = [...tried].map(([what, n]) => `  ${what}: ${n}`);
  console.log(
    `Bad input: ${total} inputs tried on ${covered.size} of ${Object.keys(endpoints).length} endpoints\n${lines.join('\n')}`,
  );
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(
    '.tmp/bad-input-counts.json',
    `${JSON.stringify({ total, endpoints: covered.size, of: Object.keys(endpoints).length, byKind: Object.fromEntries(tried) }, null, 2)}\n`,
  );
});

/** Inputs tried per kind, and the endpoints they reached (printed after the run). */
const tried = new Map<string, number>();
const covered = new Set<string>();
const count = (kind: string, def: EndpointDef) => {
  tried.set(kind, (tried.get(kind) ?? 0) + 1);
  covered.add(`${def.method} ${def.path}`);
};

/** A valid body per endpoint; each case breaks exactly what makes it invalid. */
const VALID: Partial<Record<keyof typeof endpoints, Record<string, unknown>>> = {
  login: { identifier: 'owner@demo.test', password: 'Demo-pass-2026' },
  tokensCreate: { account: DEMO_ACCOUNTS.demoStores },
  tokensRefresh: { refresh_token: 'r'.repeat(43) },
  resendConfirmation: { email: 'unverified@demo.test' },
  confirmAccount: { token: 't'.repeat(43) },
  signup: {
    first_name: 'A',
    last_name: 'B',
    email: 'new@x.test',
    password: 'Good-pass-1',
    business_name: 'B',
    country: 'NG',
    business_type: 'business',
  },
  resetRequest: { email: 'owner@demo.test' },
  resetPassword: { token: 't'.repeat(43), password: 'Good-pass-1' },
  acceptInvitation: { password: 'Good-pass-1', first_name: 'A', last_name: 'B' },
  inviteCollaborator: { email: 'someone@x.test', role: 'User' },
  lastViewedLog: { lv: { name: 'overview' } },
  setPreference: { setting: 'transfer_alert', value: '1' },
  // Transfers (issue 6).
  createTransfer: {
    account_bank: '044',
    account_number: '0690000031',
    amount: 150_000,
    currency: 'NGN',
    debit_currency: 'NGN',
    narration: 'Supplier payment',
    reference: 'TRFBADINPUT0001',
    otp: '123456',
  },
  createBeneficiary: { account_bank: '044', account_number: '0690000031', beneficiary_name: 'A B', currency: 'NGN' },
  requestFederator: {
    requests: [{ id: 'ngn', payload: { method: 'get', endpoint: '/api/v1/channels/disbursement/NGN/purpose-codes' } }],
  },
  bulkInitiate: { currency: 'NGN', debit_currency: 'NGN', csv_url: '/api/v2/files/x', entity: 'bank' },
  bulkValidate: { validation_ref: 'abcdefgh12' },
  bulkSubmit: { validation_ref: 'abcdefgh12', otp: '123456' },
  approve: { id: 81, reject: false },
  approveBulk: { id: [81], reject: false },
  retry: {
    id: 1,
    account_number: '0690000031',
    bank_code: '044',
    narration: 'Retry',
    amount: 150_000,
    currency: 'NGN',
    debit_currency: 'NGN',
  },
  pushSubscribe: { endpoint: 'https://push.example.test/x', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
  pushUnsubscribe: { endpoint: 'https://push.example.test/x' },
  updateBeneficiary: { beneficiary_name: 'A B' },
};

/** Keys whose absence must be refused. */
const REQUIRED: Partial<Record<keyof typeof endpoints, string[]>> = {
  login: ['identifier', 'password'],
  tokensCreate: ['account'],
  tokensRefresh: ['refresh_token'],
  resendConfirmation: ['email'],
  confirmAccount: ['token'],
  signup: ['first_name', 'last_name', 'email', 'password', 'business_name', 'country', 'business_type'],
  resetRequest: ['email'],
  resetPassword: ['token', 'password'],
  acceptInvitation: ['password'],
  inviteCollaborator: ['email', 'role'],
  lastViewedLog: ['lv'],
  setPreference: ['setting', 'value'],
  createTransfer: [
    'account_bank',
    'account_number',
    'amount',
    'currency',
    'debit_currency',
    'narration',
    'reference',
    'otp',
  ],
  createBeneficiary: ['account_bank', 'account_number', 'beneficiary_name', 'currency'],
  requestFederator: ['requests'],
  bulkInitiate: ['currency', 'debit_currency', 'csv_url', 'entity'],
  bulkValidate: ['validation_ref'],
  bulkSubmit: ['validation_ref', 'otp'],
  approve: ['id', 'reject'],
  approveBulk: ['id', 'reject'],
  retry: ['id', 'account_number', 'bank_code', 'narration', 'amount', 'currency', 'debit_currency'],
  pushSubscribe: ['endpoint', 'keys'],
  pushUnsubscribe: ['endpoint'],
  updateBeneficiary: ['beneficiary_name'],
};

/**
 * Endpoints added to the contract without a hand-written VALID/REQUIRED entry are still covered:
 * the base body is sampled from the valibot object schema and its non-optional keys are required.
 */
type AnySchema = v.GenericSchema & {
  type: string;
  entries?: Record<string, AnySchema>;
  options?: unknown[];
  literal?: unknown;
  wrapped?: AnySchema;
  item?: AnySchema;
};
const OPTIONAL = new Set(['optional', 'nullish', 'exact_optional', 'undefinedable']);
function sample(schema: AnySchema): unknown {
  switch (schema.type) {
    case 'string':
      return 'x';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return schema.literal;
    case 'picklist':
    case 'enum':
      return Array.isArray(schema.options) ? schema.options[0] : 'x';
    case 'array':
      return [];
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return Object.fromEntries(
        Object.entries(schema.entries ?? {})
          .filter(([, e]) => !OPTIONAL.has(e.type))
          .map(([k, e]) => [k, sample(e)]),
      );
    case 'union':
    case 'variant':
      return Array.isArray(schema.options) ? sample(schema.options[0] as AnySchema) : 'x';
    default:
      return schema.wrapped ? sample(schema.wrapped) : 'x';
  }
}
const baseOf = (name: keyof typeof endpoints): Record<string, unknown> => {
  if (VALID[name]) return VALID[name];
  const body = (endpoints[name] as EndpointDef).body as AnySchema | undefined;
  const sampled = body ? sample(body) : {};
  return sampled && typeof sampled === 'object' && !Array.isArray(sampled) ? (sampled as Record<string, unknown>) : {};
};
/** Required keys whose wrong type is certainly wrong (plain string/number/boolean/object entries). */
const requiredOf = (name: keyof typeof endpoints): string[] => {
  if (REQUIRED[name]) return REQUIRED[name];
  const body = (endpoints[name] as EndpointDef).body as AnySchema | undefined;
  return Object.entries(body?.entries ?? {})
    .filter(([, e]) => ['string', 'number', 'boolean', 'object', 'array', 'picklist'].includes(e.type))
    .map(([k]) => k);
};

/** Amounts: negative, fractional minor units, beyond any wallet, beyond what a bigint column holds. */
const badAmount = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.constantFrom(0.5, 1e15, 1e21, Number.MAX_SAFE_INTEGER + 2, -0.01, 9.99e307),
);

const wrongTypeFor = (value: unknown) =>
  typeof value === 'number'
    ? fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer()), fc.double({ noNaN: false }))
    : typeof value === 'boolean'
      ? fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.boolean()), fc.object({ maxDepth: 1 }))
      : fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object({ maxDepth: 1 }));

const hugeString = fc.integer({ min: 300, max: 200_000 }).map((n) => 'é🙂x'.repeat(Math.ceil(n / 3)));
const noise = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !['__proto__', 'constructor'].includes(k)),
  fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer(), fc.constant(null)),
  { maxKeys: 3 },
);

/** Bodies that are invalid by construction (valid base + one breaking change + random extra fields). */
function badBodies(name: keyof typeof endpoints): fc.Arbitrary<unknown> {
  const base = baseOf(name);
  const keys = requiredOf(name);
  const notObject = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything({ maxDepth: 1 })));
  if (keys.length === 0) return notObject;
  const key = fc.constantFrom(...keys);
  const missing = fc.tuple(key, noise).map(([k, extra]) => {
    const { [k]: _dropped, ...rest } = base;
    return { ...extra, ...rest };
  });
  const wrongType = key.chain((k) =>
    (/amount/.test(k) ? fc.oneof(wrongTypeFor(base[k]), badAmount) : wrongTypeFor(base[k])).map((bad) => ({
      ...base,
      [k]: bad,
    })),
  );
  const huge = key
    .filter((k) => typeof base[k] === 'string')
    .chain((k) => hugeString.map((big) => ({ ...base, [k]: big })));
  return fc.oneof(notObject, missing, wrongType, ...(keys.some((k) => typeof base[k] === 'string') ? [huge] : []));
}

const tokenFor = (def: EndpointDef) =>
  def.auth === 'account' ? accountToken : def.auth === 'login' ? loginToken : undefined;

const nameOf = (def: EndpointDef) =>
  (Object.keys(endpoints) as (keyof typeof endpoints)[]).find((k) => endpoints[k] === def)!;

const pathOf = (def: EndpointDef, id: string) => def.path.replace(/:[A-Za-z]+/g, encodeURIComponent(id));

function expectRefusal(res: { status: number; body: { status: string; message: string } }, label: string) {
  expect(res.status, `${label}: ${res.body.message}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${label}: ${res.body.message}`).toBeLessThan(500);
  expect(res.body.status).toBe('error');
  expect(res.body.message.length).toBeGreaterThan(0);
}

describe('bad input to every endpoint', () => {
  const entries = Object.entries(endpoints) as [keyof typeof endpoints, EndpointDef][];

  it('refuses bad bodies with a 4xx and a message, and writes nothing', async () => {
    const before = await s.checksum();
    for (const [name, def] of entries) {
      if (!def.body) continue;
      await fc.assert(
        fc.asyncProperty(badBodies(name), async (body) => {
          count('bad bodies', def);
          const res = await s.call(def.method, pathOf(def, 'x1'), { token: tokenFor(def), body });
          expectRefusal(res, `${def.method} ${def.path} ${JSON.stringify(body).slice(0, 120)}`);
        }),
        { numRuns: 25 },
      );
    }
    expect(await s.checksum()).toBe(before);
    // 25 runs for each of the many bodied endpoints: well over the default 30 s on a busy machine.
  }, 180_000);

  it('refuses malformed JSON and oversized bodies', async () => {
    for (const [, def] of entries) {
      if (!def.body) continue;
      count('malformed or oversized JSON', def);
      count('malformed or oversized JSON', def);
      const broken = await s.call(def.method, pathOf(def, 'x1'), { token: tokenFor(def), raw: '{"unclosed": ' });
      expectRefusal(broken, `${def.path} broken JSON`);
      const oversized = await s.call(def.method, pathOf(def, 'x1'), {
        token: tokenFor(def),
        raw: JSON.stringify({ padding: 'x'.repeat(300_000) }),
      });
      expect(oversized.status).toBe(413);
    }
  });

  it('never answers odd query strings with a 5xx, and writes nothing', async () => {
    const before = await s.checksum();
    const oddValue = fc.oneof(
      hugeString.map((x) => x.slice(0, 3000)),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(String),
      fc.constantFrom('-1', '0', '1e309', 'NaN', '[]', '{}', '%00', 'null', '2026-13-45', '99999999999999999999'),
      fc.constant(String(DEMO_ACCOUNTS.demoFoods)),
    );
    for (const [name, def] of entries) {
      const query = def.query as AnySchema | undefined;
      if (def.method !== 'GET' || !query) continue;
      const keys = Object.keys(query.entries ?? {});
      const params = fc.dictionary(keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ minLength: 1 }), oddValue, {
        minKeys: 1,
        maxKeys: 4,
      });
      await fc.assert(
        fc.asyncProperty(params, noise, async (bad, extra) => {
          count('odd query strings', def);
          const qs = new URLSearchParams({
            ...Object.fromEntries(Object.entries(extra).map(([k, x]) => [k, String(x)])),
            ...bad,
          });
          const res = await s.call('GET', `${pathOf(def, '1')}?${qs}`, { token: tokenFor(def) });
          const label = `GET ${def.path}?${qs.toString().slice(0, 160)} (${name})`;
          expect(res.status, `${label}: ${res.body?.message}`).toBeLessThan(500);
          if (res.status >= 400) expectRefusal(res, label);
        }),
        { numRuns: 12 },
      );
    }
    expect(await s.checksum()).toBe(before);
  });

  it('refuses bad query strings, unknown and odd ids, and other tenants', async () => {
    const before = await s.checksum();
    const odd = fc.oneof(
      fc
        .string({ minLength: 1, maxLength: 200, unit: 'grapheme' })
        // A plain number could be a real record of this business (a seeded beneficiary is deleted fine):
        // numbers come from the fixed list below, which holds only ids that must be refused.
        .filter((x) => x.trim() !== '.' && x.trim() !== '..' && !/^\s*\+?\d+\s*$/.test(x)),
      // Not a bare '..': URL parsing resolves it as a dot segment before any server sees it.
      fc.constantFrom('../..x', '%00', "1' OR '1'='1", '-1', '99999999999999999999', String(DEMO_ACCOUNTS.demoFoods)),
    );
    for (const [, def] of entries) {
      if (def.path.includes(':')) {
        await fc.assert(
          fc.asyncProperty(odd, async (id) => {
            count("odd ids and other tenants' ids", def);
            const res = await s.call(def.method, pathOf(def, id), {
              token: tokenFor(def),
              body: def.body ? baseOf(nameOf(def)) : undefined,
            });
            expectRefusal(res, `${def.method} ${def.path} id=${id}`);
          }),
          { numRuns: 15 },
        );
      }
    }
    const businesses = await s.call('GET', `v2/merchant/businesses?email=${'a'.repeat(300)}@x.test`, {
      token: loginToken,
    });
    expectRefusal(businesses, 'businesses huge email');
    const keys = await s.call('GET', 'v2/merchantkeys?include_v1_keys=yes', { token: accountToken });
    expectRefusal(keys, 'merchantkeys bad flag');
    const foreign = await s.call('POST', 'merchant/tokens/create', {
      token: loginToken,
      body: { account: DEMO_ACCOUNTS.demoTravel },
    });
    expect(foreign.status).toBe(403);
    const nowhere = await s.call('POST', 'merchant/tokens/create', { token: loginToken, body: { account: 987654 } });
    expect(nowhere.status).toBe(403);
    expect(await s.checksum()).toBe(before);
  });
});
