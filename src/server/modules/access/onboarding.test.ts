import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const tokenOf = (link: string | null | undefined) => {
  const token = link?.split('/').pop();
  if (!token) throw new Error(`no token in ${link}`);
  return token;
};

const newcomer = {
  first_name: 'Kemi',
  last_name: 'Adebayo',
  email: 'kemi@shop.test',
  password: 'Kemi-shop-2026',
  business_name: 'Kemi Crafts',
  country: 'NG',
  business_type: 'business',
};

describe('sign-up and email confirmation', () => {
  it('creates an unconfirmed account, mails an /activate link, and the link opens sign-in', async () => {
    const created = await s.call('POST', 'v2/merchant/signup', { body: newcomer });
    expect(created.status).toBe(201);
    const blocked = await s.call('POST', 'login', {
      body: { identifier: newcomer.email, password: newcomer.password },
    });
    expect(blocked.body.code).toBe('ACCOUNT_NOT_ACTIVATED');

    const mail = await s.lastMail(newcomer.email);
    expect(mail?.link).toMatch(/^http:\/\/app\.test\/activate\/[A-Za-z0-9_-]{40,}$/);
    const confirmed = await s.call('POST', 'v2/onboarding-emails/confirm', { body: { token: tokenOf(mail?.link) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ email: newcomer.email });

    const again = await s.call('POST', 'v2/onboarding-emails/confirm', { body: { token: tokenOf(mail?.link) } });
    expect(again.status).toBe(400);

    const session = await s.call('POST', 'login', {
      body: { identifier: newcomer.email, password: newcomer.password },
    });
    expect(session.status).toBe(200);
    expect(session.body.data.company).toMatchObject({
      business_name: 'Kemi Crafts',
      country: 'NG',
      merchant_env: 'test',
      compliance_status: 'IR',
      reg_meta: [{ name: 'business_type', value: 'business' }],
    });
    expect(session.body.data.roleid).toBeNull(); // the creator
  });

  it('refuses a second account for the same email with 409', async () => {
    const res = await s.call('POST', 'v2/merchant/signup', { body: { ...newcomer, email: 'OWNER@demo.test' } });
    expect(res.status).toBe(409);
  });

  it('refuses weak passwords and unknown countries with the field named', async () => {
    const weak = await s.call('POST', 'v2/merchant/signup', {
      body: { ...newcomer, email: 'w@shop.test', password: 'short' },
    });
    expect(weak.body.message).toBe('Password must be at least 8 characters');
    const country = await s.call('POST', 'v2/merchant/signup', {
      body: { ...newcomer, email: 'c@shop.test', country: 'XX' },
    });
    expect(country.body.message).toBe('Country is invalid');
    const type = await s.call('POST', 'v2/merchant/signup', {
      body: { ...newcomer, email: 't@shop.test', business_type: '' },
    });
    expect(type.body.message).toBe('Please select a business type');
  });

  it('resends a /confirm-account link to an unconfirmed user only', async () => {
    const res = await s.call('POST', 'v2/onboarding-emails/resend', {
      body: { email: 'unverified@demo.test', appId: 'x' },
    });
    expect(res.status).toBe(200);
    expect((await s.lastMail('unverified@demo.test'))?.link).toMatch(/\/confirm-account\/[A-Za-z0-9_-]+$/);
    // A confirmed account and an unknown email get the very same answer, and no mail: resend tells
    // nobody whether an account exists.
    const before = await s.lastMail('owner@demo.test');
    const verified = await s.call('POST', 'v2/onboarding-emails/resend', { body: { email: 'owner@demo.test' } });
    const unknown = await s.call('POST', 'v2/onboarding-emails/resend', { body: { email: 'nobody@demo.test' } });
    for (const answer of [verified, unknown]) {
      expect(answer.status).toBe(res.status);
      expect(answer.body).toEqual(res.body);
    }
    expect(await s.lastMail('owner@demo.test')).toEqual(before);
    expect(await s.lastMail('nobody@demo.test')).toBeUndefined();
  });
});

describe('password reset', () => {
  it('mails a one-use link that sets the password and ends every session', async () => {
    const before = await s.signIn('newbie@demo.test');
    const asked = await s.call('POST', 'v2/password/reset', { body: { email: 'newbie@demo.test' } });
    expect(asked.status).toBe(200);
    const token = tokenOf((await s.lastMail('newbie@demo.test'))?.link);
    expect((await s.call('GET', `v2/password/reset/${token}`)).body.data).toEqual({ email: 'newbie@demo.test' });

    const mismatch = await s.call('POST', 'v2/password/update', { body: { token, password: 'nodigits' } });
    expect(mismatch.body.message).toBe('Password must contain a number');
    const done = await s.call('POST', 'v2/password/update', { body: { token, password: 'Newbie-new-2026' } });
    expect(done.status).toBe(200);

    expect((await s.call('GET', 'merchant/account/preferences', { token: before.token })).status).toBe(401);
    expect((await s.call('POST', 'v2/password/update', { body: { token, password: 'Other-pass-2026' } })).status).toBe(
      400,
    );
    const oldPassword = await s.call('POST', 'login', {
      body: { identifier: 'newbie@demo.test', password: DEMO_PASSWORD },
    });
    expect(oldPassword.status).toBe(400);
    const newPassword = await s.call('POST', 'login', {
      body: { identifier: 'newbie@demo.test', password: 'Newbie-new-2026' },
    });
    expect(newPassword.status).toBe(200);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const known = await s.call('POST', 'v2/password/reset', { body: { email: 'admin@demo.test' } });
    const unknown = await s.call('POST', 'v2/password/reset', { body: { email: 'ghost@demo.test' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.message).toBe(known.body.message);
    expect(await s.lastMail('ghost@demo.test')).toBeUndefined();
  });

  it('says an unknown reset link is invalid', async () => {
    const res = await s.call('GET', `v2/password/reset/${'a'.repeat(43)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('invalid or has expired');
  });
});

describe('team invitations', () => {
  it('lets an admin invite a newcomer, who joins with a name and password', async () => {
    const admin = await s.signIn('admin@demo.test');
    const sent = await s.call('POST', `v2/accounts/${DEMO_ACCOUNTS.demoStores}/collaborators`, {
      token: admin.token,
      body: { email: 'ngozi@shop.test', role: 'User' },
    });
    expect(sent.status).toBe(201);
    const id = tokenOf((await s.lastMail('ngozi@shop.test'))?.link);
    const view = await s.call('GET', `v2/invitations/${id}`);
    expect(view.body.data).toMatchObject({
      business_name: 'Demo Stores Ltd',
      role: 'User',
      invited_by: 'Bola Adeyemi',
      has_account: false,
      status: 'pending',
    });
    const noName = await s.call('POST', `v2/invitations/${id}/accept`, { body: { password: 'Ngozi-pass-2026' } });
    expect(noName.body.message).toBe('First name is empty');
    const accepted = await s.call('POST', `v2/invitations/${id}/accept`, {
      body: { password: 'Ngozi-pass-2026', first_name: 'Ngozi', last_name: 'Umeh' },
    });
    expect(accepted.status).toBe(200);
    const twice = await s.call('POST', `v2/invitations/${id}/accept`, { body: { password: 'Ngozi-pass-2026' } });
    expect(twice.status).toBe(409);

    const joined = await s.signIn('ngozi@shop.test', { password: 'Ngozi-pass-2026' });
    expect(joined.company.id).toBe(DEMO_ACCOUNTS.demoStores);
    const team = await s.call('GET', `v2/accounts/${DEMO_ACCOUNTS.demoStores}/collaborators`, { token: admin.token });
    expect(team.body.data.map((m: { email: string }) => m.email)).toContain('ngozi@shop.test');
  });

  it('lets an existing user accept with their password', async () => {
    const owner = await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoFoods });
    await s.call('POST', `v2/accounts/${DEMO_ACCOUNTS.demoFoods}/collaborators`, {
      token: owner.token,
      body: { email: 'za@demo.test', role: 'Admin' },
    });
    const id = tokenOf((await s.lastMail('za@demo.test'))?.link);
    expect((await s.call('GET', `v2/invitations/${id}`)).body.data.has_account).toBe(true);
    const wrong = await s.call('POST', `v2/invitations/${id}/accept`, { body: { password: 'not-it-2026' } });
    expect(wrong.status).toBe(400);
    const ok = await s.call('POST', `v2/invitations/${id}/accept`, { body: { password: DEMO_PASSWORD } });
    expect(ok.status).toBe(200);
    const list = await s.call('POST', 'login', { body: { identifier: 'za@demo.test', password: DEMO_PASSWORD } });
    const token = list.body.data['flw-auth-token'];
    const businesses = await s.call('GET', 'v2/merchant/businesses?email=za@demo.test', { token });
    expect(businesses.body.data).toHaveLength(2);
  });

  it('keeps invitations to admins and to the session account', async () => {
    const member = await s.signIn('member@demo.test');
    const refused = await s.call('POST', `v2/accounts/${DEMO_ACCOUNTS.demoStores}/collaborators`, {
      token: member.token,
      body: { email: 'x@shop.test', role: 'Admin' },
    });
    expect(refused.status).toBe(403);
    const admin = await s.signIn('admin@demo.test');
    const otherTenant = await s.call('GET', `v2/accounts/${DEMO_ACCOUNTS.demoFoods}/collaborators`, {
      token: admin.token,
    });
    expect(otherTenant.status).toBe(404);
    const existing = await s.call('POST', `v2/accounts/${DEMO_ACCOUNTS.demoStores}/collaborators`, {
      token: admin.token,
      body: { email: 'member@demo.test', role: 'Admin' },
    });
    expect(existing.status).toBe(409);
  });
});
