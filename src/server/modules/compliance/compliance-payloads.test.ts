import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_PAYLOAD_FIELDS,
  fullCompliancePayload,
  INDIVIDUAL_PAYLOAD_FIELDS,
} from '../../../contract/compliance';
import { SETTLEMENT_PREFERENCE_MESSAGES } from '../../../contract/settlement-preferences';
import { whitelabels } from '../../db/schema';
import { uploadPng, verifyPhone as verifyKit } from '../../test/kit';
import { type TestServer, testServer } from '../../test/harness';
import { MERCHANT_ID_MESSAGE } from './service';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const PHONE = '+2348031234599';

async function verifyPhone(token: string) {
  expect((await verifyKit(s, token, PHONE)).status).toBe(200);
}

const meta = (entries: Record<string, string>) =>
  JSON.stringify(Object.entries(entries).map(([name, value]) => ({ name, value })));
/** An individual's Nigerian account: 10 digits and the verified BVN. */
const ngAccount = (bankCode: string, country = 'NG') => ({
  accountNumber: '0690000031',
  bankCode,
  country,
  accountName: 'Grace Nwosu',
  accountMeta: meta({ phoneNumber: PHONE, bvn: '22222222222', bvnIsVerified: 'true' }),
  isDefault: 1,
});
const newAccount = (token: string, body: object) =>
  s.call('POST', 'merchant/config/settlement/account/new', { token, body });

describe('accepted settlement banks and countries (spec 2 §6)', () => {
  it('offers and accepts only the banks the merchant preferences list', async () => {
    const biz = await s.business({
      business: { type: 'individual', compliance: 'none', preferences: { accepted_settlement_banks: '058,057' } },
      users: [{ role: 'Owner' }],
    });
    const token = biz.tokens[0]!;
    const info = await s.call('GET', 'v2/compliance/info', { token });
    expect(info.body.data.settlement_banks).toEqual(['058', '057']);
    expect(info.body.data.settlement_countries).toEqual(['NG']);
    await verifyPhone(token);
    const refused = await newAccount(token, ngAccount('044'));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SETTLEMENT_PREFERENCE_MESSAGES.bank);
    const saved = await newAccount(token, ngAccount('058'));
    expect(saved.status).toBe(200);
  });

  it('takes a bank in another accepted country, with that country account rules', async () => {
    const biz = await s.business({
      business: { type: 'business', compliance: 'none', preferences: { accepted_settlement_countries: 'GH,NG' } },
      users: [{ role: 'Owner' }],
    });
    const token = biz.tokens[0]!;
    const info = await s.call('GET', 'v2/compliance/info', { token });
    // The business's own country first.
    expect(info.body.data.settlement_countries).toEqual(['NG', 'GH']);
    expect(info.body.data.settlement_banks).toBeNull();
    await verifyPhone(token);
    const ghana = {
      accountNumber: 'GH00123456',
      bankCode: 'GH280100',
      country: 'GH',
      accountName: '',
      accountMeta: meta({ phoneNumber: PHONE, branchCode: 'GH280101', swiftCode: 'ABNGGHAC' }),
      isDefault: 1,
    };
    // Ghana's rules: the account name is asked for (Nigeria resolves it).
    const noName = await newAccount(token, ghana);
    expect(noName.body.message).toMatch(/^Account name cannot be empty/);
    const saved = await newAccount(token, { ...ghana, accountName: 'Ama Mensah' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.bank_code).toBe('GH280100');
    // Kenya is not accepted.
    const kenya = await s.business({
      business: { type: 'business', compliance: 'none', country: 'KE' },
      users: [{ role: 'Owner' }],
    });
    await verifyPhone(kenya.tokens[0]!);
    const refused = await newAccount(kenya.tokens[0]!, { ...ghana, accountName: 'Ama Mensah' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SETTLEMENT_PREFERENCE_MESSAGES.country);
  });

  it("applies the white label's banks_allowed with the preferences, and the seeded newbie's four banks", async () => {
    const newbie = await s.signIn('newbie@demo.test');
    const seeded = await s.call('GET', 'v2/compliance/info', { token: newbie.token });
    expect(seeded.body.data.settlement_banks).toEqual(['044', '058', '057', '033']);
    await s.db
      .update(whitelabels)
      .set({ banksAllowed: ['058', '011'] })
      .where(eq(whitelabels.id, 'default'));
    try {
      const both = await s.call('GET', 'v2/compliance/info', { token: newbie.token });
      expect(both.body.data.settlement_banks).toEqual(['058']);
      const biz = await s.business({
        business: { type: 'individual', compliance: 'none' },
        users: [{ role: 'Owner' }],
      });
      const token = biz.tokens[0]!;
      await verifyPhone(token);
      const refused = await newAccount(token, ngAccount('044'));
      expect(refused.body.message).toBe(SETTLEMENT_PREFERENCE_MESSAGES.bank);
      expect((await newAccount(token, ngAccount('011'))).status).toBe(200);
    } finally {
      await s.db.update(whitelabels).set({ banksAllowed: null }).where(eq(whitelabels.id, 'default'));
    }
  });
});

describe('full compliance payloads (spec 2 §3, §7)', () => {
  it("stores every field of the individual's payload, merchant_id only of this business", async () => {
    const biz = await s.business({
      business: { type: 'individual', compliance: 'none' },
      users: [{ role: 'Owner' }],
    });
    const token = biz.tokens[0]!;
    await verifyPhone(token);
    expect((await newAccount(token, ngAccount('044'))).status).toBe(200);
    const payload = fullCompliancePayload(
      'individual',
      {},
      {
        registered_name: 'Grace Foods',
        registered_address: '1 Marina, Lagos',
        industry: 'Grocery Stores and Supermarkets',
        products: 'Grocery Stores and Supermarkets',
        business_description: 'We sell fresh food daily',
        merchant_id: String(biz.accountId),
      },
      [],
    );
    const other = await s.call('POST', 'cc/compliance', {
      token,
      body: { ...payload, merchant_id: String(biz.accountId + 1) },
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(MERCHANT_ID_MESSAGE);
    const saved = await s.call('POST', 'cc/compliance', { token, body: payload });
    expect(saved.status).toBe(200);
    const info = await s.call('GET', 'v2/compliance/info', { token });
    for (const field of INDIVIDUAL_PAYLOAD_FIELDS) expect(info.body.data.values).toHaveProperty(field);
    expect(info.body.data.values).toMatchObject({
      registered_no: '',
      products: 'Grocery Stores and Supermarkets',
      merchant_id: String(biz.accountId),
    });
  });

  it("stores a business's operating licence, director's ID and AML policy", async () => {
    const biz = await s.business({ business: { type: 'business', compliance: 'none' }, users: [{ role: 'Owner' }] });
    const token = biz.tokens[0]!;
    await verifyPhone(token);
    expect((await newAccount(token, { ...ngAccount('044'), accountMeta: meta({ phoneNumber: PHONE }) })).status).toBe(
      200,
    );
    const files: string[] = [];
    for (const name of ['licence.png', 'director.png', 'aml.png']) files.push(await upload(token, name));
    const payload = fullCompliancePayload(
      'business',
      {},
      {
        registered_name: 'Ade Ventures',
        operating_licence_url: files[0]!,
        director_id_url: files[1]!,
        aml_policy: files[2]!,
        merchant_id: String(biz.accountId),
      },
      [],
    );
    expect(Object.keys(payload).sort()).toEqual([...BUSINESS_PAYLOAD_FIELDS, 'compliance_meta'].sort());
    const saved = await s.call('POST', 'cc/compliance', { token, body: payload });
    expect(saved.status).toBe(200);
    const info = await s.call('GET', 'v2/compliance/info', { token });
    expect(info.body.data.values).toMatchObject({
      operating_licence_url: files[0],
      director_id_url: files[1],
      aml_policy: files[2],
    });
  });
});

const upload = (token: string, name: string) => uploadPng(s, token, name);
