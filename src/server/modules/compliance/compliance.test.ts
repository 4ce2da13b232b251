import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_LOCKED_MESSAGE } from '../../../contract/compliance-rules';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { uploadPng, verifyPhone as verifyKit } from '../../test/kit';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const PHONE = '+2348031234567';

const verifyPhone = (token: string, phone = PHONE) => verifyKit(s, token, phone);
const upload = (token: string, name?: string) => uploadPng(s, token, name);

const bankBody = (meta: Record<string, string>, over: Record<string, unknown> = {}) => ({
  accountNumber: '0690000031',
  bankCode: '044',
  country: 'NG',
  accountName: 'Grace Nwosu',
  accountMeta: JSON.stringify(Object.entries(meta).map(([name, value]) => ({ name, value }))),
  isDefault: 1,
  ...over,
});

describe('newbie (individual, NG) from empty to submitted, then reviewed', () => {
  it('walks the whole journey with the server enforcing each rule', async () => {
    const { token } = await s.signIn('newbie@demo.test');
    const info = await s.call('GET', 'v2/compliance/info', { token });
    expect(info.body.data).toMatchObject({
      completed: false,
      filled: false,
      status: 'IR',
      business_type: 'individual',
    });
    expect(info.body.data.settlement_account).toBeNull();

    // A section before the bank account: refused.
    const early = await s.call('POST', 'cc/compliance', { token, body: { registered_name: 'Grace Foods' } });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Please complete your bank account details first.');

    // The bank account needs a verified phone.
    const unverified = await s.call('POST', 'merchant/config/settlement/account/new', {
      token,
      body: bankBody({ phoneNumber: PHONE, bvn: '22222222222' }),
    });
    expect(unverified.status).toBe(400);
    expect(unverified.body.message).toBe('Please verify your phone number with the one-time password');

    const wrong = await s.call('POST', 'v2/onb/sendotp', {
      token,
      body: { public_key: 'pk', identifier: PHONE, context: 'secure' },
    });
    const bad = await s.call('POST', 'v2/onb/verifyotp', {
      token,
      body: { public_key: 'pk', otp: '000000', otp_reference: wrong.body.data.otp_reference },
    });
    // (a 1-in-a-million chance the random code is 000000)
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid OTP');

    const verified = await verifyPhone(token);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('PROCESS-COMPLETED');
    expect(verified.body.data).toEqual({ identifier: PHONE, responsecode: '11' });

    const badBvn = await s.call('POST', 'merchant/config/settlement/account/new', {
      token,
      body: bankBody({ phoneNumber: PHONE, bvn: '123' }),
    });
    expect(badBvn.body.message).toBe('Enter a valid BVN. BVN must be 11 digits');
    const saved = await s.call('POST', 'merchant/config/settlement/account/new', {
      token,
      body: bankBody({ phoneNumber: PHONE, phoneNumberIsVerified: 'false', bvn: '22222222222' }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Bank Account Saved Successfully');
    expect(saved.body.data.account_meta).toContainEqual({ name: 'phoneNumberIsVerified', value: 'true' });

    // Changing the account that now exists needs the code mailed to the owner (newbie is the owner).
    const change = {
      ...bankBody({ phoneNumber: PHONE, bvn: '22222222222' }),
      accountId: saved.body.data.id,
      default: 1,
    };
    const asked = await s.call('PUT', 'merchant/config/settlement/account/edit', { token, body: change });
    expect(asked.status).toBe(428);
    const ownerCode = (await s.lastMail('newbie@demo.test'))!.code;
    const edited = await s.call('PUT', 'merchant/config/settlement/account/edit', {
      token,
      body: { ...change, otp: ownerCode },
    });
    expect(edited.status).toBe(200);
    const list = await s.call('GET', 'merchant/config/settlement/account', { token });
    expect(list.body.data).toHaveLength(1);

    const phone = await s.call('POST', 'v2/compliance', { token, body: { contact_phone: PHONE } });
    expect(phone.body.data.responsecode).toBe('00');

    // Incomplete merchant info saves (Save), but marking it complete is refused with the rule's message.
    const partial = await s.call('POST', 'cc/compliance', { token, body: { registered_name: 'Grace Foods' } });
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({ responsecode: '00', completed: false });
    const refused = await s.call('POST', 'cc/compliance', {
      token,
      body: { registered_name: 'Grace Foods', business_description: 'food', completed: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please describe you business in a minimum of 3 words.');

    const merchant = await s.call('POST', 'cc/compliance', {
      token,
      body: {
        registered_name: 'Grace Foods',
        business_description: 'We cook and deliver meals',
        registered_address: '12 Allen Avenue, Ikeja',
        industry: 'Hospitality/Lodging',
        compliance_meta: [{ name: 'merchantFormIsCompleted', value: true }],
      },
    });
    expect(merchant.body.data).toMatchObject({ responsecode: '00', completed: false });
    expect(merchant.body.data.responsemessage).toBe('Merchant Information Submitted Successfully');
    // Submitted whole, the section is locked (spec 2 §4): sending it again changes nothing.
    const lockedBefore = await s.checksum();
    const again = await s.call('POST', 'cc/compliance', {
      token,
      body: { registered_name: 'Another Name', business_description: 'We cook and deliver meals' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SECTION_LOCKED_MESSAGE);
    // The same submission again (a retry after a lost answer) is answered as before, and writes nothing.
    const replay = await s.call('POST', 'cc/compliance', {
      token,
      body: {
        registered_name: 'Grace Foods',
        business_description: 'We cook and deliver meals',
        registered_address: '12 Allen Avenue, Ikeja',
        industry: 'Hospitality/Lodging',
        compliance_meta: [{ name: 'merchantFormIsCompleted', value: true }],
      },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ responsecode: '00', completed: false });
    expect(await s.checksum()).toBe(lockedBefore);

    const noFile = await s.call('POST', 'cc/compliance', {
      token,
      body: { means_of_identification: 'intl-passport', signer_valid_id: 'intl-passport', completed: true },
    });
    expect(noFile.body.message).toBe('Please upload your international passport data page.');
    const forged = await s.call('POST', 'cc/compliance', {
      token,
      body: {
        means_of_identification: 'intl-passport',
        signer_valid_id: 'intl-passport',
        signer_valid_url: '/api/v2/files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
        completed: true,
      },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The uploaded file was not found or has expired. Please upload it again.');
    // Another business's upload is not usable here either.
    const other = await s.signIn('za@demo.test');
    const foreign = await s.call('POST', 'cc/compliance', {
      token,
      body: {
        means_of_identification: 'intl-passport',
        signer_valid_id: 'intl-passport',
        signer_valid_url: await upload(other.token),
      },
    });
    expect(foreign.body.message).toBe('The uploaded file was not found or has expired. Please upload it again.');
    const docs = await s.call('POST', 'cc/compliance', {
      token,
      body: {
        means_of_identification: 'intl-passport',
        signer_valid_id: 'intl-passport',
        signer_valid_url: await upload(token),
        completed: true,
      },
    });
    expect(docs.body.data).toEqual({
      responsecode: '00',
      compliance_status: 'IR',
      responsemessage: 'Compliance information submitted successfully',
      completed: true,
    });
    const status = await s.call('GET', 'v2/compliance/submit-status', { token });
    expect(status.body.data).toMatchObject({ filled: true, completed: true, compliance_status: 'IR' });

    // The sandbox reviewer rejects; the documents come back; a re-upload returns to review.
    const page = await s.request('/sandbox/compliance');
    expect(await page.text()).toContain('Grace Nwosu');
    const reject = await s.sandboxForm(`/sandbox/compliance/${DEMO_ACCOUNTS.newbie}/reject`, {
      reason: 'Passport photo is blurred',
    });
    expect(reject.status).toBe(303);
    const rejected = await s.call('GET', 'v2/compliance/info', { token });
    expect(rejected.body.data).toMatchObject({ status: 'RE', rejection_reason: 'Passport photo is blurred' });
    const reupload = await s.call('POST', 'cc/compliance', {
      token,
      body: {
        means_of_identification: 'national-id',
        signer_valid_id: 'national-id',
        signer_valid_url: await upload(token, 'id.png'),
        completed: true,
      },
    });
    expect(reupload.body.data).toMatchObject({ responsecode: '06', compliance_status: 'IR' });
    const approve = await s.sandboxForm(`/sandbox/compliance/${DEMO_ACCOUNTS.newbie}/approve`);
    expect(approve.status).toBe(303);
    const approved = await s.call('GET', 'v2/compliance/info', { token });
    expect(approved.body.data.status).toBe('AA');
  });
});

describe('bad input and isolation', () => {
  it('refuses payload junk without writing', async () => {
    const { token } = await s.signIn('za@demo.test');
    const before = await s.checksum();
    const bad = await s.call('POST', 'cc/compliance', { token, body: { reg_document_url: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('File link is invalid');
    const meta = await s.call('POST', 'merchant/config/settlement/account/new', {
      token,
      body: bankBody({}, { accountMeta: 'nope', country: 'ZA', bankCode: 'ZA632005' }),
    });
    expect(meta.body.message).toBe('Account meta is invalid');
    expect(await s.checksum()).toBe(before);
  });
  it("another business's settlement account is a 404", async () => {
    const { token } = await s.signIn('za@demo.test');
    await verifyPhone(token, '+27821234567');
    const res = await s.call('PUT', 'merchant/config/settlement/account/edit', {
      token,
      body: {
        accountNumber: '62001234567',
        bankCode: 'ZA632005',
        country: 'ZA',
        accountName: 'Thabo Nkosi',
        accountMeta: JSON.stringify([
          { name: 'phoneNumber', value: '+27821234567' },
          { name: 'swiftCode', value: 'ABSAZAJJ' },
        ]),
        isDefault: 1,
        accountId: 1,
        default: 1,
      },
    });
    expect(res.status).toBe(404);
  });
  it('regmeta is South Africa only', async () => {
    const za = await s.signIn('za@demo.test');
    const ok = await s.call('POST', 'v2/onboarding/regmeta', {
      token: za.token,
      body: { meta: [{ name: 'za_reg_no', value: '2019/123456/07' }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toContainEqual({ name: 'za_reg_no', value: '2019/123456/07' });
    const ng = await s.signIn('newbie@demo.test');
    const no = await s.call('POST', 'v2/onboarding/regmeta', {
      token: ng.token,
      body: { meta: [{ name: 'za_reg_no', value: 'x' }] },
    });
    expect(no.status).toBe(400);
  });
  it('validate-account checks the BVN name against the bank account name', async () => {
    const { token } = await s.signIn('newbie@demo.test');
    const yes = await s.call('POST', 'v2/compliance/validate-account', {
      token,
      body: {
        bvn: '22222222222',
        account_number: '0690000031',
        account_name: 'Grace Nwosu',
        bank_account_name: 'NWOSU GRACE',
      },
    });
    expect(yes.body.data).toBe(true);
    const no = await s.call('POST', 'v2/compliance/validate-account', {
      token,
      body: {
        bvn: '12345678901',
        account_number: '0690000031',
        account_name: 'Grace Nwosu',
        bank_account_name: 'JOHN DOE',
      },
    });
    expect(no.body.data).toBe(false);
  });
  it('identity session: created, then finished on the sandbox page', async () => {
    const { token } = await s.signIn('za@demo.test');
    const created = await s.call('POST', 'v2/veriff/session/create', {
      token,
      body: {
        platform: 'web',
        browser: { fingerprint: 'f', user_agent: 'ua' },
        person: { first_name: 'Thabo', last_name: 'Nkosi' },
      },
    });
    const session = created.body.data.session;
    expect(session.status).toBe('created');
    expect(session.url).toMatch(/^\/sandbox\/identity\//);
    const pageRes = await s.request(session.url);
    expect(await pageRes.text()).toContain('Finish verification');
    expect((await s.sandboxForm(`${session.url}/finished`)).status).toBe(200);
    const after = await s.call('GET', `v2/veriff/session/${session.id}`, { token });
    expect(after.body.data.session.status).toBe('finished');
  });
  it('branches of a Ghanaian bank', async () => {
    const { token } = await s.signIn('newbie@demo.test');
    const res = await s.call('GET', 'v2/banks/GH230100/branches', { token });
    expect(res.body.data[0]).toMatchObject({ BranchName: 'High Street', SwiftCode: 'GHCBGHAC' });
  });
});

describe('profile-name change behind the password', () => {
  it('needs a password sign-in after the request, then renames the user', async () => {
    const { token } = await s.signIn('za@demo.test');
    const me = await s.call('POST', 'login?version=3.0', {
      body: { identifier: 'za@demo.test', password: 'Demo-pass-2026' },
    });
    const userId: number = me.body.data.user.id;
    const other = await s.call('POST', 'merchant/profile/update', {
      token,
      body: { contact_person: 'Someone Else', _v2_user_id: userId + 1 },
    });
    expect(other.status).toBe(403);
    const bad = await s.call('POST', 'merchant/profile/update', {
      token,
      body: { contact_person: 'Thabo', _v2_user_id: userId },
    });
    expect(bad.body.message).toBe('Please enter a valid fullname');
    const pending = await s.call('POST', 'merchant/profile/update', {
      token,
      body: { contact_person: 'Thabo  Sipho Nkosi', _v2_user_id: userId },
    });
    const early = await s.call('POST', 'merchant/profile/update/complete', {
      token,
      body: { token: pending.body.data.token },
    });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Please enter your password to confirm this change');
    await s.call('POST', 'login?version=3.0', { body: { identifier: 'za@demo.test', password: 'Demo-pass-2026' } });
    const done = await s.call('POST', 'merchant/profile/update/complete', {
      token,
      body: { token: pending.body.data.token },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Account Information has been updated successfully');
    expect(done.body.data).toEqual({
      contact_person: 'Thabo Sipho Nkosi',
      first_name: 'Thabo',
      last_name: 'Sipho Nkosi',
    });
    const again = await s.call('POST', 'merchant/profile/update/complete', {
      token,
      body: { token: pending.body.data.token },
    });
    expect(again.status).toBe(400);
  });
});

describe('fxrates', () => {
  it('answers the USD rate of a currency, and refuses bad ones', async () => {
    const { token } = await s.signIn('newbie@demo.test');
    const ok = await s.call('GET', 'fxrates?fromcurrency=USD&tocurrency=NGN&amount=1', { token });
    expect(ok.body.data).toEqual({ Rate: 1550 });
    const bad = await s.call('GET', 'fxrates?fromcurrency=USD&tocurrency=ngn', { token });
    expect(bad.status).toBe(400);
    const unknown = await s.call('GET', 'fxrates?fromcurrency=USD&tocurrency=XYZ', { token });
    expect(unknown.status).toBe(404);
  });
});
