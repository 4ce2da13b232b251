import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef } from '../contract/endpoints';
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
afterAll(() => s.close());

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
};

const wrongTypeFor = (value: unknown) =>
  typeof value === 'number'
    ? fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer()), fc.double({ noNaN: false }))
    : fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object({ maxDepth: 1 }));

const hugeString = fc.integer({ min: 300, max: 200_000 }).map((n) => 'é🙂x'.repeat(Math.ceil(n / 3)));
const noise = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !['__proto__', 'constructor'].includes(k)),
  fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer(), fc.constant(null)),
  { maxKeys: 3 },
);

/** Bodies that are invalid by construction (valid base + one breaking change + random extra fields). */
function badBodies(name: keyof typeof endpoints): fc.Arbitrary<unknown> {
  const base = VALID[name] ?? {};
  const keys = REQUIRED[name] ?? [];
  const notObject = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything({ maxDepth: 1 })));
  if (keys.length === 0) return notObject;
  const key = fc.constantFrom(...keys);
  const missing = fc.tuple(key, noise).map(([k, extra]) => {
    const { [k]: _dropped, ...rest } = base;
    return { ...extra, ...rest };
  });
  const wrongType = key.chain((k) => wrongTypeFor(base[k]).map((bad) => ({ ...base, [k]: bad })));
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
          const res = await s.call(def.method, pathOf(def, 'x1'), { token: tokenFor(def), body });
          expectRefusal(res, `${def.method} ${def.path} ${JSON.stringify(body).slice(0, 120)}`);
        }),
        { numRuns: 25 },
      );
    }
    expect(await s.checksum()).toBe(before);
  });

  it('refuses malformed JSON and oversized bodies', async () => {
    for (const [, def] of entries) {
      if (!def.body) continue;
      const broken = await s.call(def.method, pathOf(def, 'x1'), { token: tokenFor(def), raw: '{"unclosed": ' });
      expectRefusal(broken, `${def.path} broken JSON`);
      const oversized = await s.call(def.method, pathOf(def, 'x1'), {
        token: tokenFor(def),
        raw: JSON.stringify({ padding: 'x'.repeat(300_000) }),
      });
      expect(oversized.status).toBe(413);
    }
  });

  it('refuses bad query strings, unknown and odd ids, and other tenants', async () => {
    const before = await s.checksum();
    const odd = fc.oneof(
      fc.string({ minLength: 1, maxLength: 200, unit: 'grapheme' }),
      fc.constantFrom('..', '%00', "1' OR '1'='1", '-1', '99999999999999999999', String(DEMO_ACCOUNTS.demoFoods)),
    );
    for (const [, def] of entries) {
      if (def.path.includes(':')) {
        await fc.assert(
          fc.asyncProperty(odd, async (id) => {
            const res = await s.call(def.method, pathOf(def, id), {
              token: tokenFor(def),
              body: def.body ? (VALID[nameOf(def)] ?? {}) : undefined,
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
