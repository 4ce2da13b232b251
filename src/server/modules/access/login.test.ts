import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../db/seed';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const login = (identifier: string, password = DEMO_PASSWORD, extra: object = {}) =>
  s.call('POST', 'login', { body: { identifier, password, ...extra } });

describe('POST login', () => {
  it('answers the login response of spec 1 §3 for a good password', async () => {
    const res = await login('owner@demo.test');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data['flw-auth-token']).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(data.user).toMatchObject({ email: 'owner@demo.test', first_name: 'Ada', AddressBook: { isActivated: 1 } });
    expect(data.company).toMatchObject({ business_name: 'Demo Stores Ltd', country: 'NG', compliance_status: 'AA' });
    expect(data.role).toBe('Owner');
    expect(data.roleid).toBeNull();
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await login('  Admin@Demo.TEST ');
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe('admin@demo.test');
  });

  it('says the server messages of spec 1 §8 for unknown email and wrong password', async () => {
    const unknown = await login('nobody@demo.test');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Error: Email does not exist');
    const wrong = await login('member@demo.test', 'wrong-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Error: Sorry, incorrect email or password. Please check and try again');
  });

  it('keeps no session for a refused login (the session is written only once the password was right)', async () => {
    const before = await s.db.$count(sessions);
    expect((await login('owner@demo.test', 'Wrong-pass-2026')).status).toBe(400);
    expect((await login('unverified@demo.test')).status).toBe(403);
    expect(await s.db.$count(sessions)).toBe(before);
    expect((await login('owner@demo.test')).status).toBe(200);
    expect(await s.db.$count(sessions)).toBe(before + 1);
  });

  it('names the empty fields with the required check', async () => {
    const res = await s.call('POST', 'login', { body: { identifier: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email is empty');
    const noPassword = await s.call('POST', 'login', { body: { identifier: 'owner@demo.test', password: '   ' } });
    expect(noPassword.body.message).toBe('Password is invalid');
  });

  it('sends an unconfirmed user to the check-your-mailbox step without a token', async () => {
    const res = await login('unverified@demo.test');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_NOT_ACTIVATED');
    expect(res.body.message).toContain('Your account is not verified.');
    expect(res.body.data).toEqual({ email: 'unverified@demo.test', user_id: 6 });
  });

  it("answers 'User does not have access' for a user without access to the product", async () => {
    const res = await login('noaccess@demo.test');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('User does not have access');
  });

  it('locks an email after 5 failed attempts, even for the right password, and says so with 429', async () => {
    for (let i = 0; i < 5; i++) expect((await login('za@demo.test', `bad-${i}`)).status).toBe(400);
    const locked = await login('za@demo.test');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('remembers the last viewed page under the spec rules', async () => {
    const res = await login('admin@demo.test', DEMO_PASSWORD, { last_viewed_page: 'compliance' });
    expect(res.body.data.last_viewed_page).toBe('transactions/all');
  });
});

describe('choosing an account: v2/merchant/businesses and merchant/tokens/create', () => {
  it('lists the three businesses of owner@demo.test and refuses another user email', async () => {
    const token = (await login('owner@demo.test')).body.data['flw-auth-token'];
    const list = await s.call('GET', 'v2/merchant/businesses?email=owner@demo.test&appId=x', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((b: { business_name: string }) => b.business_name)).toEqual([
      'Demo Stores Ltd',
      'Demo Events Co',
      'Demo Foods',
    ]);
    const other = await s.call('GET', 'v2/merchant/businesses?email=admin@demo.test', { token });
    expect(other.status).toBe(403);
  });

  it('issues an account session for a chosen business, and the login token is spent', async () => {
    const loginToken = (await login('owner@demo.test')).body.data['flw-auth-token'];
    const res = await s.call('POST', 'merchant/tokens/create', {
      token: loginToken,
      body: { account: DEMO_ACCOUNTS.demoFoods },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.company).toMatchObject({
      business_name: 'Demo Foods',
      compliance_status: 'RE',
      country: 'KE',
    });
    expect(res.body.data.refresh_token).toBeTruthy();
    const again = await s.call('POST', 'merchant/tokens/create', { token: loginToken, body: { account: 20001 } });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('UNAUTHORIZED_ACCESS');
  });

  it('refuses a business the user does not belong to', async () => {
    const token = (await login('admin@demo.test')).body.data['flw-auth-token'];
    const res = await s.call('POST', 'merchant/tokens/create', { token, body: { account: DEMO_ACCOUNTS.demoFoods } });
    expect(res.status).toBe(403);
  });

  it('keeps account endpoints closed to a login token', async () => {
    const token = (await login('admin@demo.test')).body.data['flw-auth-token'];
    const res = await s.call('GET', 'merchant/account/preferences', { token });
    expect(res.status).toBe(403);
  });

  it('asks otp@demo.test for an emailed code, refuses a wrong one and accepts the mailed one once', async () => {
    const token = (await login('otp@demo.test')).body.data['flw-auth-token'];
    const first = await s.call('POST', 'merchant/tokens/create', {
      token,
      body: { account: DEMO_ACCOUNTS.demoTravel },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ otp_required: true, auth_type: 'email', sent_to: 'o***@demo.test' });
    expect(first.body.message).toBe('Confirmation code has been sent');
    const mail = await s.lastMail('otp@demo.test');
    expect(mail?.code).toMatch(/^\d{6}$/);

    const wrongCode = mail!.code === '000000' ? '111111' : '000000';
    const wrong = await s.call('POST', 'merchant/tokens/create', {
      token,
      body: { account: DEMO_ACCOUNTS.demoTravel, rave_otp: wrongCode },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid OTP');

    const ok = await s.call('POST', 'merchant/tokens/create', {
      token,
      body: { account: DEMO_ACCOUNTS.demoTravel, rave_otp: mail!.code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.company.business_name).toBe('Demo Travel');
  });

  it('makes a resent code replace the earlier one', async () => {
    const token = (await login('otp@demo.test')).body.data['flw-auth-token'];
    await s.call('POST', 'merchant/tokens/create', { token, body: { account: DEMO_ACCOUNTS.demoTravel } });
    const firstCode = (await s.lastMail('otp@demo.test'))!.code;
    await s.call('POST', 'merchant/tokens/create', { token, body: { account: DEMO_ACCOUNTS.demoTravel } });
    const secondCode = (await s.lastMail('otp@demo.test'))!.code;
    if (firstCode !== secondCode) {
      const old = await s.call('POST', 'merchant/tokens/create', {
        token,
        body: { account: DEMO_ACCOUNTS.demoTravel, rave_otp: firstCode },
      });
      expect(old.body.message).toBe('Invalid OTP');
    }
    const fresh = await s.call('POST', 'merchant/tokens/create', {
      token,
      body: { account: DEMO_ACCOUNTS.demoTravel, rave_otp: secondCode },
    });
    expect(fresh.status).toBe(200);
  });

  it('checks a real authenticator code for totp@demo.test and refuses its replay', async () => {
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 });
    const token = (await login('totp@demo.test')).body.data['flw-auth-token'];
    const ask = await s.call('POST', 'merchant/tokens/create', { token, body: { account: DEMO_ACCOUNTS.demoGadgets } });
    expect(ask.body.data).toEqual({ otp_required: true, auth_type: 'authenticator', sent_to: null });
    expect(await s.lastMail('totp@demo.test')).toBeUndefined();

    const code = totp.generate();
    const ok = await s.call('POST', 'merchant/tokens/create', {
      token,
      body: { account: DEMO_ACCOUNTS.demoGadgets, token: code },
    });
    expect(ok.status).toBe(200);

    const token2 = (await login('totp@demo.test')).body.data['flw-auth-token'];
    const replay = await s.call('POST', 'merchant/tokens/create', {
      token: token2,
      body: { account: DEMO_ACCOUNTS.demoGadgets, token: code },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('Invalid OTP');
  });

  it('renews the business a session already holds with no code (the bulk review refresh)', async () => {
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 });
    const loginToken = (await login('totp@demo.test')).body.data['flw-auth-token'];
    const first = await s.call('POST', 'merchant/tokens/create', {
      token: loginToken,
      // The next period's code: the test above spent this period's, and a spent code is refused.
      body: { account: DEMO_ACCOUNTS.demoGadgets, token: totp.generate({ timestamp: Date.now() + 30_000 }) },
    });
    expect(first.status).toBe(200);
    const held = first.body.data.token as string;
    const renewed = await s.call('POST', 'merchant/tokens/create', {
      token: held,
      body: { account: DEMO_ACCOUNTS.demoGadgets },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(renewed.body.data.token).not.toBe(held);
    // The renewed token replaces the one it came from.
    expect((await s.call('GET', 'v2/sessions', { token: held })).status).toBe(401);
    expect((await s.call('GET', 'v2/sessions', { token: renewed.body.data.token })).status).toBe(200);
  });

  it('limits wrong codes to 5 per window', async () => {
    const token = (await login('totp@demo.test')).body.data['flw-auth-token'];
    // The replay above already counts one failure for this user.
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i++) {
      status = (
        await s.call('POST', 'merchant/tokens/create', {
          token,
          body: { account: DEMO_ACCOUNTS.demoGadgets, token: '12345' },
        })
      ).status;
    }
    expect(status).toBe(429);
  });
});

describe('the session', () => {
  it('refreshes with rotation: the old refresh token stops working, and its reuse ends the session', async () => {
    const session = await s.signIn('admin@demo.test');
    const refreshed = await s.call('POST', 'v2/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.token).not.toBe(session.token);
    const prefs = await s.call('GET', 'merchant/account/preferences', { token: refreshed.body.data.token });
    expect(prefs.status).toBe(200);
    const reused = await s.call('POST', 'v2/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(reused.status).toBe(401);
    // Someone else held a copy of the old token: the session it had become is ended too.
    const after = await s.call('GET', 'merchant/account/preferences', { token: refreshed.body.data.token });
    expect(after.status).toBe(401);
  });

  it('answers TOKEN_EXPIRED for an expired app token whose refresh token still lives', async () => {
    const session = await s.signIn('admin@demo.test');
    await s.db
      .update(sessions)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, 2));
    const res = await s.call('GET', 'merchant/account/preferences', { token: session.token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_EXPIRED');
  });

  it('ends the session at logout with UNAUTHORIZED_ACCESS afterwards', async () => {
    const session = await s.signIn('member@demo.test');
    expect((await s.call('POST', 'logout', { token: session.token })).status).toBe(200);
    const after = await s.call('GET', 'merchant/account/preferences', { token: session.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED_ACCESS');
  });

  it('answers UNAUTHORIZED_ACCESS without a token or with a made-up one', async () => {
    expect((await s.call('GET', 'merchant/account/preferences')).body.code).toBe('UNAUTHORIZED_ACCESS');
    const madeUp = await s.call('GET', 'merchant/account/preferences', { token: 'x'.repeat(43) });
    expect(madeUp.status).toBe(401);
  });

  it('stores only hashes of tokens', async () => {
    const session = await s.signIn('owner@demo.test');
    const rows = await s.db.select().from(sessions);
    expect(JSON.stringify(rows)).not.toContain(session.token);
    expect(JSON.stringify(rows)).not.toContain(session.refresh_token);
  });
});
