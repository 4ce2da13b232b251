import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints as endpoints } from '../contract/all-endpoints';
import { CARD_BULK_TEMPLATE } from '../contract/cards';
import { APP_ID_HEADER } from '../contract/constants';
import type { EndpointDef } from '../contract/endpoints';
import { bankByCode, IDEMPOTENCY_HEADER } from '../contract/transfers';
import { DEMO_ACCOUNTS } from './db/seed';
import { resolveAccountName } from './sandbox/bank-directory';
import { answerKind } from './test/answer-kind';
import { type Answer, type TestServer, testServer } from './test/harness';

/**
 * Every endpoint of the contract, fed bad input: wrong types, missing and extra
 * fields, huge strings, unicode, other tenants' ids, junk query strings and bodies
 * where none is taken, wrong methods, bad sessions and app-id headers, bad uploads.
 * Every refusal must be a 4xx in the envelope with a message, never a 5xx, and the
 * database must be unchanged. Where the contract takes no input, unknown query
 * parameters, bodies and app-id headers are ignored (as valibot's objects drop
 * unknown keys): the answer must then be the one the clean call gets. The last test
 * fails if an endpoint of the contract was not reached.
 */

/** The holder's name the sandbox bank gives an account: what account resolve would show the user. */
function sandboxAccountName(bankCode: string, accountNumber: string): string {
  const resolved = resolveAccountName(bankByCode(bankCode)!, accountNumber);
  return 'name' in resolved ? resolved.name : '';
}

let s: TestServer;
let accountToken: string;
let loginToken: string;
beforeAll(async () => {
  s = await testServer();
  accountToken = (await s.signIn('admin@demo.test')).token;
  const login = await s.call('POST', 'login', { body: { identifier: 'owner@demo.test', password: 'Demo-pass-2026' } });
  loginToken = login.body.data['flw-auth-token'];
  await otherTenantRecords();
});
afterAll(async () => {
  await s.close();
  // How many bad inputs were tried, over how many endpoints.
  const total = requests;
  const reached = (kind: string) => [...covered.values()].filter((kinds) => kinds.has(kind)).length;
  const lines = [...tried].map(([what, n]) => `  ${what}: ${n} (${reached(what)} endpoints)`);
  const engine = process.env.TEST_DB_ENGINE === 'pg' ? 'pg' : 'pglite';
  console.log(
    `Bad input (${engine}): ${total} inputs tried on ${covered.size} of ${Object.keys(endpoints).length} endpoints\n${lines.join('\n')}`,
  );
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(
    `.tmp/bad-input-counts-${engine}.json`,
    `${JSON.stringify(
      {
        total,
        endpoints: covered.size,
        of: Object.keys(endpoints).length,
        byKind: Object.fromEntries([...tried].map(([kind, n]) => [kind, { inputs: n, endpoints: reached(kind) }])),
      },
      null,
      2,
    )}\n`,
  );
});

/** Inputs tried per kind, and the kinds that reached each endpoint (printed after the run). */
const tried = new Map<string, number>();
const covered = new Map<string, Set<string>>();
let requests = 0;
/** One bad request, of one or more kinds (a junk query string and a junk app id in one request). */
const count = (kinds: string | string[], def: EndpointDef) => {
  requests++;
  const name = nameOf(def);
  if (!covered.has(name)) covered.set(name, new Set());
  for (const kind of typeof kinds === 'string' ? [kinds] : kinds) {
    tried.set(kind, (tried.get(kind) ?? 0) + 1);
    covered.get(name)!.add(kind);
  }
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
  changeCollaboratorRole: { role: 'User' },
  // A wrong current password: a body that passes validation is refused by the check, and writes nothing.
  changePassword: { current_password: 'Not-the-password-1', new_password: 'Good-pass-1' },
  lastViewedLog: { lv: { name: 'overview' } },
  updateBusinessProfile: { business_name: 'Demo Stores Ltd' },
  updateOwnProfile: { first_name: 'A', last_name: 'B' },
  // No setup is pending and no authenticator is on: a valid body is refused by the check, and writes nothing.
  confirmAuthenticator: { code: '123456' },
  turnOffAuthenticator: { code: '123456' },
  setEmailCodes: { required: false },
  setPreference: { setting: 'transfer_alert', value: '1' },
  // Transfers.
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
  // Payroll (Demo Stores Ltd has enabled_for_payroll).
  createEmployee: { name: 'Ada Obi', bank_code: '044', account_number: '0690000032', salary: 100_000, currency: 'NGN' },
  updateEmployee: { name: 'Ada Obi', bank_code: '044', account_number: '0690000032', salary: 100_000, currency: 'NGN' },
  createPayrollRun: { period: '2026-11', currency: 'NGN', items: [{ employee_id: 1_000_000, amount: 100_000 }] },
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
  pushSubscribe: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/x',
    keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
  },
  pushUnsubscribe: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
  updateBeneficiary: { beneficiary_name: 'A B' },
  // Payment links and plans.
  createPaymentLink: {
    title: 'Yoga class',
    description: '',
    kind: 'payment',
    amount: 500_000,
    currency: 'NGN',
    custom_fields: [{ label: 'Phone', required: true }],
    redirect_url: 'https://shop.example/thanks',
    payment_limit: 10,
    expires_at: '2099-01-01',
    suggested_amounts: [],
  },
  createPaymentPlan: { name: 'Gym', amount: 1_500_000, currency: 'NGN', interval: 'monthly', duration: 0 },
  setPaymentLinkStatus: { status: 'inactive' },
  createInvoice: {
    customer_name: 'Ada Obi',
    customer_email: 'ada@x.test',
    currency: 'NGN',
    due_date: '2099-01-31',
    items: [{ description: 'Work', quantity: 2, unit_price: 10_000 }],
    tax_percent: 7.5,
    discount: 100,
  },
  updateInvoice: {
    customer_name: 'Ada Obi',
    customer_email: 'ada@x.test',
    currency: 'NGN',
    due_date: '2099-01-31',
    items: [{ description: 'Work', quantity: 2, unit_price: 10_000 }],
    tax_percent: 7.5,
    discount: 100,
  },
  markInvoicePaid: { method: 'cash', note: 'Paid at the shop' },
  updateWebhook: { url: 'https://merchant.test/hooks', secret_hash: 'h', events: ['charge.completed'] },
  revealKeys: { password: 'Demo-pass-2026' },
  regenerateKeys: { mode: 'test', password: 'Demo-pass-2026' },
  addWhitelistIp: { ip: '198.51.100.0/24' },
  createEvent: {
    title: 'Jazz night',
    starts_at: '2099-06-01T18:00:00.000Z',
    venue: 'Terra Kulture',
    currency: 'NGN',
    ticket_types: [{ name: 'Regular', price: 500_000, quantity: 100 }],
  },
  updateEvent: {
    title: 'Jazz night',
    starts_at: '2099-06-01T18:00:00.000Z',
    venue: 'Terra Kulture',
    currency: 'NGN',
    ticket_types: [{ name: 'Regular', price: 500_000, quantity: 100 }],
  },
  createCoupon: {
    code: 'SAVE10',
    type: 'percent',
    value: 10,
    currency: 'NGN',
    starts_at: '2099-06-01T18:00:00.000Z',
  },
  createAnnouncement: { message: 'Free delivery', show_from: '2099-06-01T18:00:00.000Z' },
  declineChargeback: { note: 'The order was delivered', documents: ['/api/v2/files/AAAAAAAAAAAAAAAAAAAAAAAA'] },
  sandboxChargebackReview: { chargeback_id: 1, decision: 'won' },
  buyAirtime: { network: 'MTN', phone: '+2348031234567', amount: 100_000 },
  payDstv: { smartcard: '7012345678', bouquet: 'padi' },
  keystoreCreate: { key_name: 'bento_app_consent', key_value: 'yes' },
  keystoreEdit: { key_value: 'yes' },
  createCard: {
    currency: 'NGN',
    amount: 100_000,
    name_on_card: 'Ada Okafor',
    billing_address: {
      street: '12 Admiralty Way',
      city: 'Lekki',
      state: 'Lagos',
      postal_code: '106104',
      country: 'NG',
    },
  },
  cardsBulkValidate: { csv: CARD_BULK_TEMPLATE },
  cardsBulkCreate: { csv: CARD_BULK_TEMPLATE },
  sandboxCardCharge: { card_id: 'card_demo_0001', amount: 100 },
  requestPosTerminals: {
    quantity: 2,
    address: '3 Broad Street, Lagos',
    contact_name: 'Ada Obi',
    contact_phone: '+2348031234567',
  },
  sandboxPosAdvance: { order_id: 4 },
  // Demo Stores' own shop (the seed connects it): connecting it again writes nothing.
  connectInstagram: { handle: 'demostores.ng' },
  importInstagramPosts: { post_ids: ['10000000000000001'] },
  sandboxInstagramOrder: { handle: 'demostores.ng', quantity: 1 },
};
VALID.updateCoupon = VALID.createCoupon;
VALID.updateAnnouncement = VALID.createAnnouncement;
VALID.createStoreProduct = {
  name: 'Festival T-shirt',
  price: 500_000,
  compare_at_price: null,
  currency: 'NGN',
  stock: 10,
  category_id: null,
  status: 'published',
};
VALID.updateStoreProduct = VALID.createStoreProduct;
VALID.createSubaccount = {
  business_name: 'Events Vendor',
  fullname: 'Ada Obi',
  business_email: 'ada@vendor.test',
  business_mobile: '',
  bank_code: '044',
  account_number: '0690000032',
  account_name: sandboxAccountName('044', '0690000032'),
  split_type: 'percentage',
  split_value: 10,
  split_currency: null,
};
VALID.updateSubaccount = VALID.createSubaccount;
VALID.updatePaymentLink = VALID.createPaymentLink;
VALID.updatePaymentPlan = VALID.createPaymentPlan;

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
  changeCollaboratorRole: ['role'],
  changePassword: ['current_password', 'new_password'],
  updateBusinessProfile: ['business_name'],
  updateOwnProfile: ['first_name', 'last_name'],
  confirmAuthenticator: ['code'],
  turnOffAuthenticator: ['code'],
  setEmailCodes: ['required'],
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
  createInvoice: ['customer_name', 'customer_email', 'currency', 'due_date', 'items', 'tax_percent', 'discount'],
  updateInvoice: ['customer_name', 'customer_email', 'currency', 'due_date', 'items', 'tax_percent', 'discount'],
  markInvoicePaid: ['method'],
  // A URL or secret left out means none (a form's empty field arrives left out).
  updateWebhook: ['events'],
  createEvent: ['title', 'starts_at', 'currency', 'ticket_types'],
  updateEvent: ['title', 'starts_at', 'currency', 'ticket_types'],
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
    ? // No other number: a double may be 0 or 7.5, which a discount or a tax rate takes.
      fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer()))
    : typeof value === 'boolean'
      ? fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.boolean()), fc.object({ maxDepth: 1 }))
      : Array.isArray(value)
        ? // Not an array at all: an empty array (or one of strings) may be a valid list.
          fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string(), fc.object({ maxDepth: 1 }))
        : fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object({ maxDepth: 1 }));

/** Strings with a NUL byte somewhere. */
const withNul = fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })).map(([a, b]) => `${a}\u0000${b}`);
// Far longer than any string field's limit (a payment link's description takes 500, an event's 2,000).
const hugeString = fc.integer({ min: 3_000, max: 200_000 }).map((n) => 'é🙂x'.repeat(Math.ceil(n / 3)));
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
  // A NUL byte in a string (PostgreSQL text cannot hold one: it must be a 400, never a 500).
  const nul = key
    .filter((k) => typeof base[k] === 'string')
    .chain((k) => withNul.map((bad) => ({ ...base, [k]: bad })));
  const strings = keys.some((k) => typeof base[k] === 'string') ? [huge, nul] : [];
  return fc.oneof(notObject, missing, wrongType, ...strings);
}

const tokenFor = (def: EndpointDef) =>
  def.auth === 'account' ? accountToken : def.auth === 'login' ? loginToken : undefined;

type Name = keyof typeof endpoints;
const NAMES = new Map((Object.entries(endpoints) as [Name, EndpointDef][]).map(([name, def]) => [def, name]));
const nameOf = (def: EndpointDef) => NAMES.get(def)!;

const pathOf = (def: EndpointDef, id: string) => def.path.replace(/:[A-Za-z]+/g, encodeURIComponent(id));

function expectRefusal(res: { status: number; body: { status: string; message: string } }, label: string) {
  expect(res.status, `${label}: ${res.body.message}`).toBeGreaterThanOrEqual(400);
  expect(answerKind(res.status), `${label}: ${res.body.message}`).toBe('answer');
  expect(res.body.status).toBe('error');
  expect(res.body.message.length).toBeGreaterThan(0);
}

/** Never a 5xx; a refusal in the envelope with a message; any other answer only where `normal` says so. */
function expectIgnoredOrRefused(res: Answer, normal: number, label: string) {
  expect(answerKind(res.status), `${label}: ${res.body.message}`).toBe('answer');
  if (res.status >= 400) expectRefusal(res, label);
  else expect(res.status, `${label}: answered ${res.status}, the clean call ${normal}`).toBe(normal);
}

/** Tables whose checksum differs between two snapshots. */
const changedTables = (a: Map<string, string>, b: Map<string, string>) =>
  [...new Set([...a.keys(), ...b.keys()])].filter((t) => a.get(t) !== b.get(t));

/**
 * Header junk. The server does not read the app id (the app sends it for the real provider), so any
 * value must leave the answer as it is; a malformed Idempotency-Key is refused, a well-formed one on a
 * refused request must leave nothing behind. Header values are bytes: ASCII and Latin-1 only.
 */
const junkAppId = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '',
    'x'.repeat(8000),
    'café',
    '../../etc/passwd',
    "' OR 1=1 --",
    'null',
    String(DEMO_ACCOUNTS.demoFoods),
  ),
);
const idempotencyKey = fc.oneof(
  fc.uint8Array({ minLength: 12, maxLength: 40 }).map((b) => Buffer.from(b).toString('base64url')),
  fc.constantFrom('', 'short', 'k'.repeat(65), 'not a key!', 'é'.repeat(20)),
);
const headerJunk = fc.record({ appId: junkAppId, idempotency: idempotencyKey }, { requiredKeys: [] }).map(
  (h): Record<string, string> => ({
    ...(h.appId !== undefined ? { [APP_ID_HEADER]: h.appId } : {}),
    ...(h.idempotency !== undefined ? { [IDEMPOTENCY_HEADER]: h.idempotency } : {}),
  }),
);

/** Query parameters no endpoint reads, including keys that name Object.prototype members. */
const junkParams = fc.dictionary(
  fc.oneof(
    fc.string({ minLength: 1, maxLength: 16 }),
    fc.constantFrom('__proto__', 'constructor', 'toString', 'a[b]', 'page', 'id', 'account', 'limit'),
  ),
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('-1', '1e309', 'NaN', '[]', '%00', '99999999999999999999', 'x'.repeat(3000)),
    withNul,
  ),
  { maxKeys: 4 },
);

const MAX_JSON_BYTES = 256 * 1024;
/** A body where none is taken: JSON of any shape, broken JSON, text, or more than the server reads. */
const junkBody = fc.oneof(
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }).map((body) => ({ body })),
  fc.constantFrom('{"unclosed": ', 'not json', '\u0000\u0001', 'x'.repeat(MAX_JSON_BYTES + 1)).map((raw) => ({ raw })),
);

/** Endpoints without input that write: junk must leave their answer as the clean call's and write nothing else. */
const BODILESS_WRITES = new Set<Name>([
  'logout',
  'transferOtp',
  'pcidssCheckout',
  'signOutElsewhere',
  'startAuthenticator',
  'sendTestWebhook',
]);

/** Virtual cards are keyed by their card id; the seed gives Demo Travel some. */
const OTHER_CARDS = `SELECT card_id AS id FROM virtual_cards WHERE account_id <> ${DEMO_ACCOUNTS.demoStores}`;

/** Where another tenant's records are, per endpoint that takes a record's id in its path. */
const OTHER_TENANT_IDS: Partial<Record<Name, string>> = {
  collaborators: `SELECT id::text AS id FROM accounts WHERE id <> ${DEMO_ACCOUNTS.demoStores}`,
  inviteCollaborator: `SELECT id::text AS id FROM accounts WHERE id <> ${DEMO_ACCOUNTS.demoStores}`,
  invitations: `SELECT id::text AS id FROM accounts WHERE id <> ${DEMO_ACCOUNTS.demoStores}`,
  resendInvitation: `SELECT left(id_hash, 16) AS id FROM invitations WHERE account_id <> ${DEMO_ACCOUNTS.demoStores}`,
  revokeInvitation: `SELECT left(id_hash, 16) AS id FROM invitations WHERE account_id <> ${DEMO_ACCOUNTS.demoStores}`,
  changeCollaboratorRole: `SELECT user_id::text AS id FROM memberships WHERE account_id <> ${DEMO_ACCOUNTS.demoStores}`,
  removeCollaborator: `SELECT user_id::text AS id FROM memberships WHERE account_id <> ${DEMO_ACCOUNTS.demoStores}`,
  onboardingStatus: `SELECT id::text AS id FROM accounts WHERE id <> ${DEMO_ACCOUNTS.demoStores}`,
  completeGuide: `SELECT id::text AS id FROM accounts WHERE id <> ${DEMO_ACCOUNTS.demoStores}`,
  transaction: 'transactions',
  refundTransaction: 'transactions',
  resendReceipt: 'transactions',
  customer: 'customers',
  blacklistEntry: 'blacklist',
  removeBlacklist: 'blacklist',
  settlement: 'settlements',
  subaccount: 'subaccounts',
  subaccountSettlements: 'subaccounts',
  updateSubaccount: 'subaccounts',
  setSubaccountStatus: 'subaccounts',
  subaccountPayments: 'subaccounts',
  bulkStatus: 'bulk_batches',
  transferDetail: 'transfers',
  beneficiary: 'beneficiaries',
  updateBeneficiary: 'beneficiaries',
  deleteBeneficiary: 'beneficiaries',
  resendWebhook: 'webhook_deliveries',
  removeWhitelistIp: 'whitelist_ips',
  downloadStatus: `SELECT file AS id FROM reports WHERE account_id <> ${DEMO_ACCOUNTS.demoStores}`,
  paymentLink: 'payment_links',
  updatePaymentLink: 'payment_links',
  setPaymentLinkStatus: 'payment_links',
  deletePaymentLink: 'payment_links',
  paymentLinkPayments: 'payment_links',
  paymentPlanPayments: 'payment_plans',
  paymentPlan: 'payment_plans',
  updatePaymentPlan: 'payment_plans',
  cancelPaymentPlan: 'payment_plans',
  createPlanLink: 'payment_plans',
  subscription: 'subscriptions',
  cancelSubscription: 'subscriptions',
  invoice: 'invoices',
  updateInvoice: 'invoices',
  sendInvoice: 'invoices',
  remindInvoice: 'invoices',
  markInvoicePaid: 'invoices',
  cancelInvoice: 'invoices',
  event: 'events',
  updateEvent: 'events',
  cancelEvent: 'events',
  eventAttendees: 'events',
  coupon: 'coupons',
  updateCoupon: 'coupons',
  couponByCode: `SELECT code AS id FROM coupons WHERE account_id <> ${DEMO_ACCOUNTS.demoStores}`,
  deleteCoupon: 'coupons',
  announcement: 'store_announcements',
  updateAnnouncement: 'store_announcements',
  deleteAnnouncement: 'store_announcements',
  storeOrder: 'orders',
  updateStoreOrderStatus: 'orders',
  addStoreOrderNote: 'orders',
  renameStoreCategory: 'product_categories',
  moveStoreCategory: 'product_categories',
  deleteStoreCategory: 'product_categories',
  storeProduct: 'products',
  updateStoreProduct: 'products',
  duplicateStoreProduct: 'products',
  deleteStoreProduct: 'products',
  updateEmployee: 'payroll_employees',
  deleteEmployee: 'payroll_employees',
  payrollRun: 'payroll_runs',
  chargeback: 'chargebacks',
  bill: 'bills',
  posOrder: 'pos_orders',
  acceptChargeback: 'chargebacks',
  declineChargeback: 'chargebacks',
  chargebackFine: 'chargeback_fines',
  payChargebackFine: 'chargeback_fines',
  cardDetail: OTHER_CARDS,
  cardTransactions: OTHER_CARDS,
  fundCard: OTHER_CARDS,
  withdrawCard: OTHER_CARDS,
  freezeCard: OTHER_CARDS,
  unfreezeCard: OTHER_CARDS,
  terminateCard: OTHER_CARDS,
  // Another user's own setting (the owner's), never the signed-in admin's.
  keystoreEdit: `SELECT id::text AS id FROM keystores
    WHERE user_id <> (SELECT id FROM users WHERE email = 'admin@demo.test')`,
  identitySession: `SELECT info->'identity_session'->>'id' AS id FROM compliance
    WHERE account_id <> ${DEMO_ACCOUNTS.demoStores} AND info ? 'identity_session'`,
};

/** Ids of records that belong to businesses other than the signed-in one (Demo Stores Ltd). */
async function otherTenantIds(source: string): Promise<string[]> {
  const query = source.startsWith('SELECT')
    ? `${source} ORDER BY 1 LIMIT 6`
    : `SELECT id::text AS id FROM "${source}" WHERE account_id <> ${DEMO_ACCOUNTS.demoStores} ORDER BY id LIMIT 6`;
  const result = (await s.db.execute(sql.raw(query))) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/**
 * Records of another business (Demo Events Co) of the kinds the seed gives only to Demo Stores Ltd:
 * a beneficiary, an invitation, a blacklist entry, a report, a bulk batch, an identity session, an invoice, a store order, a subaccount, a chargeback, a chargeback fine and (the owner's) keystore setting, so that every endpoint
 * taking a record's id is tried with another tenant's real one.
 */
async function otherTenantRecords(): Promise<void> {
  const { token } = await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoEvents });
  const ok = async (res: Promise<Answer>, what: string) => {
    const answer = await res;
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.body.message}`);
    return answer.body.data;
  };
  await ok(
    s.call('POST', 'v2/keystores/create', { token, body: { key_name: 'sidebar_version', key_value: '1' } }),
    'keystore',
  );
  await ok(
    s.call('POST', 'v2/beneficiaries', {
      token,
      body: { ...VALID.createBeneficiary, account_number: '0690000032' },
    }),
    'beneficiary',
  );
  await ok(
    s.call('POST', `v2/accounts/${DEMO_ACCOUNTS.demoEvents}/collaborators`, {
      token,
      body: { email: 'pending@x.test', role: 'User' },
    }),
    'invitation',
  );
  await ok(
    s.call('POST', 'v2/blacklist', { token, body: { type: 'email', value: 'fraud@x.test', reason: 'Chargebacks' } }),
    'blacklist',
  );
  await ok(s.call('POST', 'v2/whitelist-ips', { token, body: { ip: '192.0.2.10' } }), 'whitelisted address');
  // A bill of another business (the seed's bills are all Demo Stores'): its receipt must stay out of reach.
  // A POS request of another business (the seed's are all Demo Stores'): its detail must stay out of reach.
  await s.db.execute(
    sql.raw(`INSERT INTO pos_orders (account_id, reference, terminals, address, status)
      VALUES (${DEMO_ACCOUNTS.demoEvents}, 'POS-OTHER001', 1, '1 Marina, Lagos', 'requested')`),
  );
  await s.db.execute(
    sql.raw(`INSERT INTO bills (account_id, type, customer, amount, currency, reference, status, network)
      VALUES (${DEMO_ACCOUNTS.demoEvents}, 'airtime', '+2348031234567', 100000, 'NGN', 'BILOTHER0001', 'successful', 'MTN')`),
  );
  await ok(
    s.call('POST', 'v2/transactions_balance_report', {
      token,
      body: { currency: 'NGN', from: '2026-01-01', to: '2026-02-01' },
    }),
    'report',
  );
  const form = new FormData();
  form.set(
    'file',
    new Blob(['account_number,bank_code,amount,currency,narration\n0690000032,044,100.00,NGN,Rent\n']),
    'b.csv',
  );
  form.set('purpose', 'bulk_transfer');
  const up = await s.app.request(`/api/${endpoints.upload.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const csvUrl = ((await up.json()) as { data: { url: string } }).data.url;
  const { validation_ref } = await ok(
    s.call('POST', 'v2/transfers/create_bulk/initiate', {
      token,
      body: { currency: 'NGN', debit_currency: 'NGN', csv_url: csvUrl, entity: 'bank' },
    }),
    'bulk initiate',
  );
  while (
    !(await ok(s.call('POST', 'v2/transfers/create_bulk/validate', { token, body: { validation_ref } }), 'validate'))
      .is_done
  );
  await ok(s.call('POST', 'v2/transfers/otp', { token }), 'otp');
  const otp = (await s.lastMail('owner@demo.test'))?.code;
  await ok(s.call('POST', 'v2/transfers/create_bulk', { token, body: { validation_ref, otp } }), 'bulk submit');
  await ok(
    s.call('POST', 'v2/veriff/session/create', {
      token,
      body: {
        platform: 'web',
        browser: { fingerprint: 'f', user_agent: 'ua' },
        person: { first_name: 'A', last_name: 'B' },
      },
    }),
    'identity session',
  );
  // A payment link, a plan (with its link) and a subscription to it.
  await ok(
    s.call('POST', 'v2/payment-links', {
      token,
      body: {
        title: 'Gala ticket',
        description: '',
        kind: 'payment',
        amount: 500_000,
        currency: 'NGN',
        custom_fields: [],
        redirect_url: null,
        payment_limit: null,
        expires_at: null,
        suggested_amounts: [],
      },
    }),
    'payment link',
  );
  const plan = await ok(
    s.call('POST', 'v2/payment-plans', {
      token,
      body: { name: 'Season pass', amount: 900_000, currency: 'NGN', interval: 'monthly', duration: 0 },
    }),
    'payment plan',
  );
  await s.db.execute(sql`
    INSERT INTO subscriptions (account_id, plan_id, customer_email, amount, currency, status)
    VALUES (${DEMO_ACCOUNTS.demoEvents}, ${plan.id}, 'fan@x.test', 900000, 'NGN', 'active')`);
  await ok(s.call('POST', 'v2/invoices', { token, body: { ...VALID.createInvoice, send: true } }), 'invoice');
  await ok(
    s.call('PUT', 'v2/webhooks/config', {
      token,
      body: { url: 'https://events.test/hooks', secret_hash: 'ev', events: ['charge.completed'] },
    }),
    'webhook settings',
  );
  await ok(s.call('POST', 'v2/webhooks/test', { token }), 'webhook delivery');
  await s.db.execute(sql`
    INSERT INTO orders (account_id, channel, reference, customer_name, items, amount, currency, status)
    VALUES (${DEMO_ACCOUNTS.demoEvents}, 'store', 'ORD-OTHERTENANT', 'Ada Obi', 1, 500000, 'NGN', 'new')`);
  await s.db.execute(sql`
    INSERT INTO subaccounts (account_id, subaccount_id, business_name, fullname, account_number, bank_code, bank_name)
    VALUES (${DEMO_ACCOUNTS.demoEvents}, 'RS_OTHERTENANT01', 'Events Vendor', 'Ada Obi', '0690000031', '044', 'Access Bank')`);
  // A card scheme's fine, due (the seed gives fines to Demo Stores Ltd only).
  await s.db.execute(sql`
    INSERT INTO chargeback_fines (account_id, scheme, reason, amount, currency, status, due_date)
    VALUES (${DEMO_ACCOUNTS.demoEvents}, 'Visa', 'Late response to a chargeback', 100000, 'NGN', 'due', now() + interval '10 days')`);
  // A store coupon and announcement (Demo Events Co has no store to make them through the API).
  await s.db.execute(sql`
    INSERT INTO coupons (account_id, code, type, value, currency, starts_at)
    VALUES (${DEMO_ACCOUNTS.demoEvents}, 'EVENTS10', 'percent', 10, 'NGN', now())`);
  await s.db.execute(sql`
    INSERT INTO store_announcements (account_id, message, show_from)
    VALUES (${DEMO_ACCOUNTS.demoEvents}, 'Tickets on sale', now())`);
  // A store of its own with a category and a product.
  await ok(
    s.call('PUT', 'v2/inventory/stores', {
      token,
      body: { name: 'Events Shop', slug: 'events-shop', currency: 'NGN', shipping_fee: 0, free_shipping_above: null },
    }),
    'store',
  );
  const category = await ok(
    s.call('POST', 'v2/inventory/storecategories', { token, body: { name: 'Merch' } }),
    'category',
  );
  await ok(
    s.call('POST', 'v2/inventory/products', {
      token,
      body: {
        name: 'Festival T-shirt',
        price: 500_000,
        compare_at_price: null,
        currency: 'NGN',
        stock: 10,
        category_id: category.id,
        status: 'published',
      },
    }),
    'product',
  );
  // Payroll on, an employee and a run of its own.
  await s.db.execute(sql`
    INSERT INTO merchant_preferences (account_id, setting_name, preference_value)
    VALUES (${DEMO_ACCOUNTS.demoEvents}, 'enabled_for_payroll', '1')`);
  await s.db.execute(sql`
    INSERT INTO payroll_employees (account_id, name, bank_code, bank_name, account_number, account_name, salary, currency)
    VALUES (${DEMO_ACCOUNTS.demoEvents}, 'Ada Obi', '044', 'Access Bank', '0690000032', 'ADA OBI', 100000, 'NGN')`);
  await s.db.execute(sql`
    INSERT INTO payroll_runs (account_id, period, employees, amount, currency, status)
    VALUES (${DEMO_ACCOUNTS.demoEvents}, 'November 2026', 1, 100000, 'NGN', 'paid')`);
  await s.db.execute(sql`
    INSERT INTO chargebacks (account_id, transaction_reference, amount, currency, status, due_date)
    VALUES (${DEMO_ACCOUNTS.demoEvents}, 'CHB-OTHERTENANT', 500000, 'NGN', 'initiated', now() + interval '3 days')`);
}

/** A fresh login session (logout ends the one it is called with). */
async function freshLoginToken(): Promise<string> {
  const login = await s.call('POST', 'login', { body: { identifier: 'owner@demo.test', password: 'Demo-pass-2026' } });
  return login.body.data['flw-auth-token'];
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(body: BodyInit, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await s.app.request(`/api/${endpoints.upload.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accountToken}`, ...headers },
    body,
  });
  return { status: res.status, body: JSON.parse(await res.text()), headers: res.headers };
}

describe('bad input to every endpoint', () => {
  const entries = Object.entries(endpoints) as [Name, EndpointDef][];
  const methodsOfPath = new Map<string, Set<string>>();
  for (const [, def] of entries)
    methodsOfPath.set(def.path, (methodsOfPath.get(def.path) ?? new Set()).add(def.method));
  /** Tests that ran (the coverage check at the end only means something after a whole run). */
  const ran = new Set<string>();

  it('refuses bad bodies with a 4xx and a message, and writes nothing', async () => {
    ran.add('bodies');
    const before = await s.checksum();
    for (const [name, def] of entries) {
      if (!def.body) continue;
      await fc.assert(
        fc.asyncProperty(badBodies(name), headerJunk, async (body, headers) => {
          count('bad bodies', def);
          const res = await s.call(def.method, pathOf(def, 'x1'), { token: tokenFor(def), body, headers });
          expectRefusal(
            res,
            `${def.method} ${def.path} ${JSON.stringify(body).slice(0, 120)} ${JSON.stringify(headers).slice(0, 80)}`,
          );
        }),
        { numRuns: 25 },
      );
    }
    expect(await s.checksum()).toBe(before);
    // 25 runs for each of the many bodied endpoints: well over the default 30 s on a busy machine.
  }, 180_000);

  it('refuses malformed JSON and oversized bodies', async () => {
    ran.add('json');
    const before = await s.checksum();
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
      expectRefusal(oversized, `${def.path} oversized`);
    }
    expect(await s.checksum()).toBe(before);
  });

  it('never answers odd query strings with a 5xx, and writes nothing', async () => {
    ran.add('query');
    const before = await s.checksum();
    const oddValue = fc.oneof(
      hugeString.map((x) => x.slice(0, 3000)),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(String),
      fc.constantFrom('-1', '0', '1e309', 'NaN', '[]', '{}', '%00', 'null', '2026-13-45', '99999999999999999999'),
      fc.constant(String(DEMO_ACCOUNTS.demoFoods)),
      withNul,
    );
    for (const [name, def] of entries) {
      const query = def.query as AnySchema | undefined;
      if (!query) continue;
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
          const res = await s.call(def.method, `${pathOf(def, '1')}?${qs}`, { token: tokenFor(def) });
          const label = `${def.method} ${def.path}?${qs.toString().slice(0, 160)} (${name})`;
          expect(answerKind(res.status), `${label}: ${res.body?.message}`).toBe('answer');
          if (res.status >= 400) expectRefusal(res, label);
        }),
        { numRuns: 12 },
      );
    }
    expect(await s.checksum()).toBe(before);
  });

  it('where the contract takes no input, ignores junk query strings, bodies and app ids (or refuses them), and writes nothing', async () => {
    ran.add('no input');
    const noInput = entries.filter(([, def]) => !def.body && !def.query);
    const tokenOf = async (name: Name, def: EndpointDef) =>
      name === 'logout' ? await freshLoginToken() : tokenFor(def);
    /** Junk against one endpoint; its answer must be the clean call's (or a refusal of an oversized body). */
    const junkAgainst = async (name: Name, def: EndpointDef, cleanStatus: number) =>
      fc.assert(
        fc.asyncProperty(
          junkParams,
          def.method === 'GET' ? fc.constant({}) : junkBody,
          fc.option(junkAppId, { nil: undefined }),
          async (params, body, appId) => {
            const qs = new URLSearchParams(params).toString();
            const hasBody = 'body' in body || 'raw' in body;
            if (!qs && !hasBody && appId === undefined) return;
            count(
              [
                ...(qs ? ['junk query strings where none is taken'] : []),
                ...(hasBody ? ['junk bodies where none is taken'] : []),
                ...(appId !== undefined ? ['junk app-id headers'] : []),
              ],
              def,
            );
            const res = await s.call(def.method, `${pathOf(def, 'x1')}${qs ? `?${qs}` : ''}`, {
              token: await tokenOf(name, def),
              headers: appId === undefined ? {} : { [APP_ID_HEADER]: appId },
              ...body,
            });
            const label = `${def.method} ${def.path}?${qs.slice(0, 100)} body=${JSON.stringify(body).slice(0, 80)} app-id=${appId?.slice(0, 20)}`;
            expectIgnoredOrRefused(res, cleanStatus, label);
            // Refused now but not clean: only a body over the limit may be (413, before the handler reads it),
            // or a NUL byte anywhere in the query, read or not (400: the database could never store one).
            const nul = Object.entries(params).some(([k, x]) => `${k}${x}`.includes('\u0000'));
            if (res.status !== cleanStatus) expect(res.status, label).toBe(nul ? 400 : 413);
          },
        ),
        { numRuns: name === 'logout' ? 6 : 12 },
      );
    // A first clean call may set something up once (the VAPID key pair is made on first use).
    for (const [name, def] of noInput) await s.call(def.method, pathOf(def, 'x1'), { token: await tokenOf(name, def) });

    // Endpoints that only read: neither the clean call nor any junk writes anything.
    const before = await s.checksum();
    for (const [name, def] of noInput) {
      if (BODILESS_WRITES.has(name)) continue;
      const clean = await s.call(def.method, pathOf(def, 'x1'), { token: await tokenOf(name, def) });
      expect(answerKind(clean.status), `${name} clean: ${clean.body.message}`).toBe('answer');
      await junkAgainst(name, def, clean.status);
    }
    expect(await s.checksum(), 'junk (or a clean call) to an endpoint without input wrote').toBe(before);

    // Endpoints without input that act (logout ends its session, the transfer OTP sends a code, the
    // PCI-DSS checkout starts a payment): junk may only do what the clean call does, in its tables.
    for (const [name, def] of noInput) {
      if (!BODILESS_WRITES.has(name)) continue;
      const start = await s.tableSums();
      const clean = await s.call(def.method, pathOf(def, 'x1'), { token: await tokenOf(name, def) });
      expect(answerKind(clean.status), `${name} clean: ${clean.body.message}`).toBe('answer');
      const mid = await s.tableSums();
      const allowed = changedTables(start, mid);
      await junkAgainst(name, def, clean.status);
      expect(
        changedTables(mid, await s.tableSums()).filter((t) => !allowed.includes(t)),
        `${name}: tables junk changed beyond those the clean call writes (${allowed})`,
      ).toEqual([]);
    }
  }, 180_000);

  it('refuses methods the contract does not list for a path, with or without a body, and writes nothing', async () => {
    ran.add('methods');
    const before = await s.checksum();
    for (const [name, def] of entries) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        if (methodsOfPath.get(def.path)!.has(method)) continue;
        count('wrong methods', def);
        const res = await s.call(method, pathOf(def, 'x1'), {
          token: tokenFor(def),
          body: method === 'GET' ? undefined : def.body ? baseOf(name) : { junk: true },
        });
        expectRefusal(res, `${method} ${def.path} (${name} is ${def.method})`);
      }
    }
    expect(await s.checksum()).toBe(before);
  }, 120_000);

  it('refuses missing, malformed, unknown, ended and expired sessions, and login sessions where an account is needed', async () => {
    ran.add('sessions');
    const ended = (await s.signIn('admin@demo.test')).token;
    expect((await s.call('POST', 'logout', { token: ended })).status).toBe(200);
    const expiredTokens: string[] = [];
    for (const refreshable of [true, false]) {
      const token = (await s.signIn('admin@demo.test')).token;
      await s.db.execute(sql`
        UPDATE sessions SET token_expires_at = now() - interval '1 minute'
          ${refreshable ? sql`` : sql`, refresh_expires_at = now() - interval '1 minute'`}
        WHERE id = (SELECT max(id) FROM sessions)`);
      expiredTokens.push(token);
    }
    const before = await s.checksum();
    const bearer = (t: string) => `Bearer ${t}`;
    const badAuthorization = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic YWRtaW5AZGVtby50ZXN0OkRlbW8tcGFzcy0yMDI2',
        bearer('a'.repeat(9)),
        bearer('a'.repeat(5000)),
        bearer(`${accountToken} ${accountToken}`),
        bearer(`${accountToken}%`),
        `Token ${accountToken}`,
        bearer(ended),
        ...expiredTokens.map(bearer),
      ),
      fc.string({ minLength: 10, maxLength: 80, unit: fc.constantFrom(...'ABCxyz019_-') }).map(bearer),
      fc.string({ maxLength: 60 }).map((junk) => `Bearer ${junk}`),
    );
    for (const [name, def] of entries) {
      if (def.auth === 'none') {
        // No session needed: junk in the header is ignored (a GET answers as clean; a bad body is still refused).
        const body = def.body ? [] : undefined;
        const clean = await s.call(def.method, pathOf(def, 'x1'), { body });
        await fc.assert(
          fc.asyncProperty(badAuthorization, async (authorization) => {
            count('bad sessions', def);
            const res = await s.call(def.method, pathOf(def, 'x1'), {
              body,
              headers: authorization === undefined ? {} : { authorization },
            });
            expectIgnoredOrRefused(
              res,
              clean.status,
              `${def.method} ${def.path} authorization=${authorization?.slice(0, 40)}`,
            );
            expect(res.status).toBe(clean.status);
          }),
          { numRuns: 4 },
        );
        continue;
      }
      const loginOnAccount = def.auth === 'account' ? fc.constant(bearer(loginToken)) : badAuthorization;
      await fc.assert(
        fc.asyncProperty(fc.oneof(badAuthorization, loginOnAccount), headerJunk, async (authorization, headers) => {
          count('bad sessions', def);
          const res = await s.call(def.method, pathOf(def, 'x1'), {
            body: def.body ? baseOf(name) : undefined,
            headers: { ...headers, ...(authorization === undefined ? {} : { authorization }) },
          });
          const label = `${def.method} ${def.path} authorization=${authorization?.slice(0, 40)} ${JSON.stringify(headers).slice(0, 60)}`;
          expectRefusal(res, label);
          // A login session where an account is needed is a 403; no session a 401; a malformed
          // Idempotency-Key may be refused (400) before the session is looked at.
          const allowed = authorization === bearer(loginToken) ? [403] : [401];
          if (headers[IDEMPOTENCY_HEADER] !== undefined) allowed.push(400);
          expect(allowed, label).toContain(res.status);
          if (res.status === 401) expect(['UNAUTHORIZED_ACCESS', 'TOKEN_EXPIRED'], label).toContain(res.body.code);
        }),
        { numRuns: 8 },
      );
    }
    expect(await s.checksum()).toBe(before);
  }, 120_000);

  it('refuses bad query strings, unknown and odd ids, and other tenants', async () => {
    ran.add('ids');
    const before = await s.checksum();
    const odd = fc.oneof(
      fc
        .string({ minLength: 1, maxLength: 200, unit: 'grapheme' })
        // A plain number could be a real record of this business (a seeded beneficiary is deleted fine):
        // numbers come from the fixed list below, which holds only ids that must be refused.
        .filter((x) => x.trim() !== '.' && x.trim() !== '..' && !/^\s*\+?\d+\s*$/.test(x)),
      // Not a bare '..': URL parsing resolves it as a dot segment before any server sees it.
      fc.constantFrom('../..x', '%00', "1' OR '1'='1", '-1', '99999999999999999999', String(DEMO_ACCOUNTS.demoFoods)),
      withNul,
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

  it('refuses real records of other businesses, in paths and in bodies, and writes nothing', async () => {
    ran.add('tenants');
    const before = await s.checksum();
    const withPath = entries.filter(([, def]) => def.path.includes(':'));
    const noOtherTenantRecords: Name[] = [];
    for (const [name, def] of withPath) {
      const source = OTHER_TENANT_IDS[name];
      if (!source) continue;
      const ids = await otherTenantIds(source);
      if (ids.length === 0) noOtherTenantRecords.push(name);
      for (const id of ids) {
        count("other tenants' records", def);
        const res = await s.call(def.method, pathOf(def, id), {
          token: tokenFor(def),
          body: def.body ? baseOf(name) : undefined,
        });
        expectRefusal(res, `${def.method} ${def.path} with another business's id ${id}`);
        expect([403, 404], `${def.method} ${def.path} id=${id}`).toContain(res.status);
      }
    }
    // Other businesses' transfers named in approval and retry bodies.
    const transfers = (await otherTenantIds('transfers')).map(Number);
    expect(transfers.length).toBeGreaterThan(0);
    for (const id of transfers) {
      const tries: [Name, unknown][] = [
        ['approve', { id, reject: false }],
        ['approve', { id, reject: true }],
        ['approveBulk', { id: [id], reject: false }],
        ['retry', { ...baseOf('retry'), id }],
      ];
      for (const [name, body] of tries) {
        const def = endpoints[name] as EndpointDef;
        count("other tenants' records", def);
        // With an Idempotency-Key where a refusal is expected: a refused request must leave no key behind.
        const res = await s.call(def.method, def.path, {
          token: accountToken,
          body,
          headers: name === 'approveBulk' ? {} : { [IDEMPOTENCY_HEADER]: randomBytes(16).toString('hex') },
        });
        const label = `${def.path} ${JSON.stringify(body)}`;
        if (name === 'approveBulk' && res.status === 200) {
          // The bulk answer reports per item: another business's transfer is never approved.
          expect(JSON.stringify(res.body.data), label).not.toMatch(/"approved"/);
        } else {
          expectRefusal(res, label);
        }
      }
    }
    expect(noOtherTenantRecords, "endpoints without another tenant's records to try").toEqual([]);
    // Every endpoint that takes a record's id has another tenant's records to try, but these.
    const missing = withPath.map(([name]) => name).filter((name) => !OTHER_TENANT_IDS[name]);
    expect(
      missing.every((name) =>
        // Tokens that are themselves the capability (reset, invitation), and catalogues of banks.
        ['resetInfo', 'invitation', 'acceptInvitation', 'banks', 'bankBranches'].includes(name),
      ),
      `no other-tenant ids for ${missing}`,
    ).toBe(true);
    expect(await s.checksum()).toBe(before);
  });

  it('refuses bad uploads: no file, empty, wrong type, wrong purpose or expiry, too large, not multipart', async () => {
    ran.add('uploads');
    const def = endpoints.upload as EndpointDef;
    const before = await s.checksum();
    const form = (fields: Record<string, string | Blob>, name = 'file.bin') => {
      const f = new FormData();
      for (const [k, x] of Object.entries(fields)) {
        if (typeof x === 'string') f.set(k, x);
        else f.set(k, x, name);
      }
      return f;
    };
    const binary = fc.uint8Array({ minLength: 1, maxLength: 4000 }).map((b) => {
      const bytes = new Uint8Array(b.length + 1);
      bytes.set(b, 1); // a NUL first: never text, never an image's magic number
      return new Blob([bytes]);
    });
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2000 }).map((t) => new Blob([t]));
    const fileName = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.constantFrom('../../x.png', 'a'.repeat(5000)),
    );
    const badUpload = fc.oneof(
      // No file, or an empty one, or the file field as text.
      fc.constantFrom(
        form({ purpose: 'compliance' }),
        form({ file: new Blob([]), purpose: 'compliance' }),
        form({ file: 'x', purpose: 'bulk_transfer' }),
      ),
      // Bytes that are not what the purpose takes.
      fc.tuple(binary, fileName).map(([file, n]) => form({ file, purpose: 'bulk_transfer' }, n)),
      fc.tuple(text, fileName).map(([file, n]) => form({ file, purpose: 'compliance' }, n)),
      // A good image with a purpose or an expiry the server does not take.
      fc
        .oneof(fc.string({ maxLength: 30 }), fc.constantFrom('COMPLIANCE', 'bulk_transfer ', 'x'.repeat(3000)))
        .filter((p) => !['compliance', 'bulk_transfer', 'event_image', 'logo'].includes(p))
        .map((purpose) => form({ file: new Blob([PNG]), purpose }, 'id.png')),
      fc
        .oneof(fc.string({ maxLength: 12 }), fc.constantFrom('0', '-1', '1e3', '10081', '99999', '1.5', ' 30'))
        // '' means the default; 1 to 10080 minutes (7 days) are fine.
        .filter((x) => x !== '' && (!/^\d{1,5}$/.test(x) || Number(x) < 1 || Number(x) > 7 * 24 * 60))
        .map((expiry) => form({ file: new Blob([PNG]), purpose: 'compliance', expiry }, 'id.png')),
    );
    await fc.assert(
      fc.asyncProperty(badUpload, fc.option(junkAppId, { nil: undefined }), async (body, appId) => {
        count('bad uploads', def);
        const res = await upload(body, appId === undefined ? {} : { [APP_ID_HEADER]: appId });
        expectRefusal(
          res,
          `upload ${[...body.entries()].map(([k, x]) => `${k}=${typeof x === 'string' ? x.slice(0, 30) : `${x.size}B`}`).join(' ')}`,
        );
      }),
      { numRuns: 60 },
    );
    // Not multipart at all, and files over the limits (a 2 MB CSV, a 20 MB document).
    const notMultipart: [BodyInit, Record<string, string>][] = [
      [JSON.stringify({ file: 'x', purpose: 'compliance' }), { 'content-type': 'application/json' }],
      ['file=x&purpose=compliance', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['--x\r\nbroken', { 'content-type': 'multipart/form-data; boundary=x' }],
      ['', {}],
    ];
    for (const [body, headers] of notMultipart) {
      count('bad uploads', def);
      expectRefusal(await upload(body, headers), `upload ${String(body).slice(0, 40)}`);
    }
    const csv = new Blob([`a,b\n${'1,2\n'.repeat((2 * 1024 * 1024) / 4 + 1)}`]);
    count('bad uploads', def);
    const bigCsv = await upload(form({ file: csv, purpose: 'bulk_transfer' }, 'big.csv'));
    expectRefusal(bigCsv, 'upload 2 MB CSV');
    expect(bigCsv.status).toBe(413);
    const hugeDocument = new Blob([PNG, new Uint8Array(20 * 1024 * 1024 + 70 * 1024)]);
    count('bad uploads', def);
    const huge = await upload(form({ file: hugeDocument, purpose: 'compliance' }, 'big.png'));
    expectRefusal(huge, 'upload 20 MB document');
    expect(huge.status).toBe(413);
    expect(await s.checksum()).toBe(before);
  }, 120_000);

  it('refuses a NUL byte in any query value, body string, search or name with 400, and writes nothing', async () => {
    ran.add('nul');
    const owner = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
    const before = await s.checksum();
    const nul = encodeURIComponent('a\u0000b');
    for (const [name, def] of entries) {
      const query = def.query as AnySchema | undefined;
      for (const key of Object.keys(query?.entries ?? {})) {
        count('NUL bytes', def);
        const res = await s.call(def.method, `${pathOf(def, 'x1')}?${key}=${nul}`, { token: tokenFor(def) });
        expectRefusal(res, `${def.path}?${key}=NUL`);
        expect(res.status, `${def.path}?${key}=NUL: ${res.body.message}`).toBe(400);
      }
      if (!def.body) continue;
      const base = baseOf(name);
      for (const key of Object.keys(base).filter((k) => typeof base[k] === 'string')) {
        count('NUL bytes', def);
        const res = await s.call(def.method, pathOf(def, 'x1'), {
          token: tokenFor(def),
          body: { ...base, [key]: `${base[key]}\u0000` },
        });
        const label = `${def.method} ${def.path} ${key}=NUL: ${res.status} ${res.body.message}`;
        expectRefusal(res, label);
        // A role the contract refuses is told so first; everyone else hears of the NUL.
        if (res.body.code !== 'ROLE_NOT_ALLOWED') expect(res.status, label).toBe(400);
      }
    }
    // The probe's two: a search and a business name.
    const search = await s.call('GET', `v2/transactions/query?q=${nul}`, { token: accountToken });
    expect(search.status).toBe(400);
    const named = await s.call('POST', 'merchant/accounts/new', {
      token: owner,
      body: {
        business_name: 'Nul\u0000Business',
        business_email: 'nul@demo.test',
        business_accountnumber: 'N/A',
        business_bank: '044',
        country: 'NG',
        currency: 'NGN',
        contact_person: 'Ada Obi',
        reg_meta: [{ name: 'business_type', value: 'business' }],
        is_v2: 1,
        copy_parent: false,
      },
    });
    expect(named.status).toBe(400);
    // The pages too.
    expect((await s.request(`/sandbox/outbox?to=${nul}`)).status).toBe(400);
    expect(await s.checksum()).toBe(before);
  }, 180_000);

  it('answers concurrent duplicates with one creation and 409 for the rest, never a 5xx', async () => {
    ran.add('duplicates');
    const owner = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      Number(((await s.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
    const cases: { name: Name; token?: string; body: Record<string, unknown>; rows: ReturnType<typeof sql> }[] = [
      {
        name: 'signup',
        body: { ...baseOf('signup'), email: 'racer@x.test', password: 'Good-pass-123' },
        rows: sql`SELECT count(*) AS n FROM users WHERE email = 'racer@x.test'`,
      },
      {
        name: 'newBusiness',
        token: owner,
        body: {
          business_name: 'Racing Twins',
          business_email: 'twins@demo.test',
          business_accountnumber: 'N/A',
          business_bank: '044',
          country: 'NG',
          currency: 'NGN',
          contact_person: 'Ada Obi',
          reg_meta: [{ name: 'business_type', value: 'business' }],
          is_v2: 1,
          copy_parent: false,
        },
        rows: sql`SELECT count(*) AS n FROM accounts WHERE business_name = 'Racing Twins'`,
      },
      {
        name: 'createBeneficiary',
        token: owner,
        body: { ...baseOf('createBeneficiary'), account_number: '0690000070' },
        rows: sql`SELECT count(*) AS n FROM beneficiaries WHERE account_number = '0690000070' AND account_id = ${DEMO_ACCOUNTS.demoStores}`,
      },
    ];
    for (const { name, token, body, rows } of cases) {
      const def = endpoints[name] as EndpointDef;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => {
          count('concurrent duplicates', def);
          return s.call(def.method, def.path, { token, body });
        }),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((x) => x >= 500),
        `${name}: ${statuses}`,
      ).toEqual([]);
      if (statuses.every((x) => x >= 300)) throw new Error(`${name}: ${answers[0]!.body.message}`);
      expect(
        statuses.filter((x) => x < 300),
        `${name}: ${statuses}`,
      ).toHaveLength(1);
      expect(
        statuses.filter((x) => x >= 300),
        `${name}: ${statuses}`,
      ).toEqual(Array(5).fill(409));
      expect(await rowsOf(rows), name).toBe(1);
    }
  }, 120_000);

  it('reached every endpoint of the contract, each with junk for its session and its method', (ctx) => {
    // A filtered run (-t) reaches only part of the contract: nothing to check then.
    if (ran.size < 11) ctx.skip();
    const missing = entries.map(([name]) => name).filter((name) => !covered.has(name));
    expect(missing, 'endpoints of the contract no bad input reached').toEqual([]);
    for (const [name, def] of entries) {
      const kinds = covered.get(name)!;
      expect([...kinds], `${name}: bad sessions`).toContain('bad sessions');
      expect([...kinds], `${name}: wrong methods`).toContain('wrong methods');
      const own = def.body
        ? 'bad bodies'
        : def.query
          ? 'odd query strings'
          : name === 'upload'
            ? 'bad uploads'
            : def.method === 'GET'
              ? 'junk query strings where none is taken'
              : 'junk bodies where none is taken';
      expect([...kinds], `${name}: ${own}`).toContain(own);
    }
  });
});
