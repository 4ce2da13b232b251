import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../test/harness';

/** settings/general: the business profile (admins), one's own profile (everyone), two-factor sign-in. */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

interface Made {
  account_id: number;
  business_name: string;
  password: string;
  users: { email: string }[];
}
async function makeBusiness(roles: string[]) {
  const made = await s.call('POST', 'sandbox/fixtures', { body: { users: roles.map((role) => ({ role })) } });
  return made.body.data as Made;
}
const auditsOf = async (token: string) =>
  (await s.call('GET', 'v2/audits', { token })).body.data.audits as {
    action: string;
    audit_data: Record<string, string | null>;
    actor: string;
  }[];

/** A code of the secret that the server has not seen yet: the next period's when this one is spent. */
function codeOf(secret: string, offsetPeriods = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetPeriods * 30_000 });
}

const profile = {
  business_name: '  Lagos Lamps Ltd ',
  support_email: 'Help@Lamps.test',
  support_phone: '+234 801 234 5678',
  business_address: '12 Marina, Lagos',
  website: 'https://lamps.test',
};

describe('business profile', () => {
  it('an admin saves it; the name, support preferences and website change, audited; a User is refused', async () => {
    const business = await makeBusiness(['Owner', 'User']);
    const owner = await s.signIn(business.users[0]!.email, { password: business.password });
    const member = await s.signIn(business.users[1]!.email, { password: business.password });

    const before = await s.checksum();
    const refused = await s.call('PUT', 'v2/business-profile', { token: member.token, body: profile });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an Owner or Admin can edit the business profile');
    const bad = await s.call('PUT', 'v2/business-profile', {
      token: owner.token,
      body: { ...profile, website: 'lamps dot test' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Website must be an address starting with https://');
    expect(await s.checksum()).toBe(before);

    const saved = await s.call('PUT', 'v2/business-profile', { token: owner.token, body: profile });
    expect(saved.status).toBe(200);
    expect(saved.body.data.profile).toMatchObject({
      business_name: 'Lagos Lamps Ltd',
      support_email: 'help@lamps.test',
      support_phone: '+234 801 234 5678',
      business_address: '12 Marina, Lagos',
      website: 'https://lamps.test',
    });
    expect(saved.body.data.company.business_name).toBe('Lagos Lamps Ltd');
    const prefs = (await s.call('GET', 'merchant/account/preferences', { token: member.token })).body.data as {
      setting_name: string;
      preference_value: string | null;
    }[];
    expect(prefs.find((p) => p.setting_name === 'business_support_email')?.preference_value).toBe('help@lamps.test');
    const read = await s.call('GET', 'v2/business-profile', { token: member.token });
    expect(read.body.data.business_name).toBe('Lagos Lamps Ltd');

    const [entry] = await auditsOf(owner.token);
    expect(entry?.action).toBe('business.profile_changed');
    expect(entry?.audit_data).toMatchObject({ business_name: 'Lagos Lamps Ltd', website: 'https://lamps.test' });

    // Saving the same again changes nothing and records nothing.
    const again = await s.checksum();
    expect((await s.call('PUT', 'v2/business-profile', { token: owner.token, body: profile })).status).toBe(200);
    expect(await s.checksum()).toBe(again);
  });
});

describe('business logo', () => {
  const PNG = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
    0, 0, 0,
  ]);
  async function uploadAs(token: string, purpose: string) {
    const form = new FormData();
    form.set('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    form.set('purpose', purpose);
    form.set('public', 'false');
    const res = await s.request('/api/v2/files/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { url: string } }).data.url;
  }

  it('an uploaded logo saved with the profile becomes public; a compliance upload or a made-up one is refused', async () => {
    const business = await makeBusiness(['Owner']);
    const other = await makeBusiness(['Owner']);
    const owner = await s.signIn(business.users[0]!.email, { password: business.password });
    const stranger = await s.signIn(other.users[0]!.email, { password: other.password });
    const logo = await uploadAs(owner.token, 'logo');
    expect((await s.request(logo)).status).toBe(401); // private until saved

    for (const wrong of [
      await uploadAs(owner.token, 'compliance'),
      await uploadAs(stranger.token, 'logo'),
      '/api/v2/files/aaaaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      const mid = await s.checksum();
      const refused = await s.call('PUT', 'v2/business-profile', {
        token: owner.token,
        body: { ...profile, business_logo: wrong },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The logo upload has expired or is not a logo. Upload it again.');
      expect(await s.checksum()).toBe(mid);
    }

    const saved = await s.call('PUT', 'v2/business-profile', {
      token: owner.token,
      body: { ...profile, business_logo: logo },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.profile.business_logo).toBe(logo);
    expect(saved.body.data.company.business_logo).toBe(logo);
    expect((await s.request(logo)).status).toBe(200);
    // Absent keeps the logo; null removes it.
    const kept = await s.call('PUT', 'v2/business-profile', { token: owner.token, body: profile });
    expect(kept.body.data.profile.business_logo).toBe(logo);
    const removed = await s.call('PUT', 'v2/business-profile', {
      token: owner.token,
      body: { ...profile, business_logo: null },
    });
    expect(removed.body.data.profile.business_logo).toBeNull();
  });
});

describe('own profile', () => {
  it('every member saves their own name and phone, audited', async () => {
    const business = await makeBusiness(['Owner', 'v2-User']);
    const owner = await s.signIn(business.users[0]!.email, { password: business.password });
    const member = await s.signIn(business.users[1]!.email, { password: business.password });
    const saved = await s.call('PUT', 'v2/profile', {
      token: member.token,
      body: { first_name: 'Ada', last_name: 'Okonkwo-Eze', phone: '' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ first_name: 'Ada', last_name: 'Okonkwo-Eze', phone: null });
    expect((await s.call('GET', 'v2/profile', { token: member.token })).body.data.first_name).toBe('Ada');
    const noName = await s.call('PUT', 'v2/profile', {
      token: member.token,
      body: { first_name: ' ', last_name: 'E' },
    });
    expect(noName.status).toBe(400);
    const [entry] = await auditsOf(owner.token);
    expect(entry).toMatchObject({ action: 'account.profile_changed', actor: business.users[1]!.email });
    expect(entry?.audit_data).toMatchObject({ first_name: 'Ada', last_name: 'Okonkwo-Eze' });
  });
});

describe('two-factor', () => {
  it('turns on an authenticator with a code, signs in with it or a recovery code once, and turns it off', async () => {
    const business = await makeBusiness(['Owner']);
    const email = business.users[0]!.email;
    const here = await s.signIn(email, { password: business.password });
    const status = await s.call('GET', 'v2/two-factor', { token: here.token });
    expect(status.body.data).toEqual({ authenticator: false, recovery_codes_left: 0, email_codes_required: false });

    const early = await s.call('POST', 'v2/two-factor/authenticator/confirm', {
      token: here.token,
      body: { code: '123456' },
    });
    expect(early.status).toBe(409);
    const setup = await s.call('POST', 'v2/two-factor/authenticator/setup', { token: here.token });
    expect(setup.status).toBe(200);
    const secret = setup.body.data.secret as string;
    expect(setup.body.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // Pending: sign-in asks for no code yet.
    expect((await s.signIn(email, { password: business.password })).token).toBeTruthy();

    const wrong = await s.call('POST', 'v2/two-factor/authenticator/confirm', {
      token: here.token,
      body: { code: codeOf(secret, 10) },
    });
    expect(wrong.status).toBe(400);
    const on = await s.call('POST', 'v2/two-factor/authenticator/confirm', {
      token: here.token,
      body: { code: codeOf(secret) },
    });
    expect(on.status).toBe(200);
    const recovery = on.body.data.recovery_codes as string[];
    expect(recovery).toHaveLength(10);
    expect(recovery[0]).toMatch(/^\d{4}-\d{4}$/);
    expect((await s.call('GET', 'v2/two-factor', { token: here.token })).body.data).toMatchObject({
      authenticator: true,
      recovery_codes_left: 10,
    });

    // Sign-in now asks for the authenticator; a recovery code works once in its place.
    const login = await s.call('POST', 'login', { body: { identifier: email, password: business.password } });
    const loginToken = login.body.data['flw-auth-token'] as string;
    const asked = await s.call('POST', 'merchant/tokens/create', {
      token: loginToken,
      body: { account: business.account_id },
    });
    expect(asked.body.data).toMatchObject({ otp_required: true, auth_type: 'authenticator' });
    const withRecovery = await s.call('POST', 'merchant/tokens/create', {
      token: loginToken,
      body: { account: business.account_id, token: recovery[0] },
    });
    expect(withRecovery.status).toBe(200);
    expect(withRecovery.body.data.token).toBeTruthy();
    const login2 = await s.call('POST', 'login', { body: { identifier: email, password: business.password } });
    const reused = await s.call('POST', 'merchant/tokens/create', {
      token: login2.body.data['flw-auth-token'],
      body: { account: business.account_id, token: recovery[0] },
    });
    expect(reused.status).toBe(400);
    const withTotp = await s.call('POST', 'merchant/tokens/create', {
      token: login2.body.data['flw-auth-token'],
      body: { account: business.account_id, token: codeOf(secret, 1) },
    });
    expect(withTotp.status).toBe(200);

    const again = await s.call('POST', 'v2/two-factor/authenticator/setup', { token: here.token });
    expect(again.status).toBe(409);
    const offWrong = await s.call('POST', 'v2/two-factor/authenticator/disable', {
      token: here.token,
      body: { code: '0000-0000' },
    });
    expect(offWrong.status).toBe(400);
    const off = await s.call('POST', 'v2/two-factor/authenticator/disable', {
      token: here.token,
      body: { code: recovery[1] },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ authenticator: false, recovery_codes_left: 0 });
    expect((await s.signIn(email, { password: business.password })).token).toBeTruthy();

    const actions = (await auditsOf(here.token)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'two_factor.authenticator_on',
        'two_factor.recovery_code_used',
        'two_factor.authenticator_off',
      ]),
    );
  });

  it('emailed codes (require_2factor) are for admins to choose, audited', async () => {
    const business = await makeBusiness(['Owner', 'User']);
    const owner = await s.signIn(business.users[0]!.email, { password: business.password });
    const member = await s.signIn(business.users[1]!.email, { password: business.password });
    const refused = await s.call('PUT', 'v2/two-factor/email-codes', { token: member.token, body: { required: true } });
    expect(refused.status).toBe(403);
    const typed = await s.call('PUT', 'v2/two-factor/email-codes', { token: owner.token, body: { required: 1 } });
    expect(typed.status).toBe(400);
    const on = await s.call('PUT', 'v2/two-factor/email-codes', { token: owner.token, body: { required: true } });
    expect(on.body.data.email_codes_required).toBe(true);
    const login = await s.call('POST', 'login', {
      body: { identifier: business.users[1]!.email, password: business.password },
    });
    const asked = await s.call('POST', 'merchant/tokens/create', {
      token: login.body.data['flw-auth-token'],
      body: { account: business.account_id },
    });
    expect(asked.body.data).toMatchObject({ otp_required: true, auth_type: 'email' });
    const [entry] = await auditsOf(owner.token);
    expect(entry?.action).toBe('two_factor.email_codes_required');
  });
});
