import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../test/harness';

/**
 * settings/general: change password (the current one required; every other session ends) and sign out
 * everywhere else. Sessions answer from memory for a minute here, so a refusal right after proves the
 * ended sessions were dropped from memory at once.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer({ sessionCacheMs: 60_000 });
});
afterAll(() => s.close());

async function makeUser(roles: string[] = ['Owner']) {
  const made = await s.call('POST', 'sandbox/fixtures', { body: { users: roles.map((role) => ({ role })) } });
  return made.body.data as { account_id: number; password: string; users: { email: string }[] };
}
const preferences = (token: string) => s.call('GET', 'merchant/account/preferences', { token });
const auditsOf = async (token: string) => (await s.call('GET', 'v2/audits', { token })).body.data.audits;

describe('change password', () => {
  it('needs the current password, then ends every other session and keeps this one', async () => {
    const business = await makeUser();
    const email = business.users[0]!.email;
    const here = await s.signIn(email, { password: business.password });
    const phone = await s.signIn(email, { password: business.password });
    expect((await preferences(phone.token)).status).toBe(200); // now in memory

    const before = await s.checksum();
    const wrong = await s.call('POST', 'v2/password/change', {
      token: here.token,
      body: { current_password: 'Not-it-2026', new_password: 'Brand-new-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const same = await s.call('POST', 'v2/password/change', {
      token: here.token,
      body: { current_password: business.password, new_password: business.password },
    });
    expect(same.body.message).toBe('The new password must be different from the current one');
    const weak = await s.call('POST', 'v2/password/change', {
      token: here.token,
      body: { current_password: business.password, new_password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(await s.checksum()).toBe(before);
    expect((await preferences(phone.token)).status).toBe(200);

    const changed = await s.call('POST', 'v2/password/change', {
      token: here.token,
      body: { current_password: business.password, new_password: 'Brand-new-2026' },
      from: '192.0.2.10',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.ended).toBeGreaterThanOrEqual(1);
    expect((await preferences(phone.token)).status).toBe(401);
    expect((await preferences(here.token)).status).toBe(200);
    await expect(s.signIn(email, { password: business.password })).rejects.toThrow(/login/);
    expect((await s.signIn(email, { password: 'Brand-new-2026' })).token).toBeTruthy();
    const [entry] = await auditsOf(here.token);
    expect(entry).toMatchObject({ action: 'account.password_changed', actor: email, ip_address: '192.0.2.10' });
  });

  it('stops guesses of the current password after five, without locking the sign-in', async () => {
    const business = await makeUser();
    const email = business.users[0]!.email;
    const { token } = await s.signIn(email, { password: business.password });
    const guess = () =>
      s.call('POST', 'v2/password/change', {
        token,
        body: { current_password: 'Guess-2026-x', new_password: 'Brand-new-2026' },
      });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(429);
    expect((await s.signIn(email, { password: business.password })).token).toBeTruthy();
  });
});

describe('sign out everywhere else', () => {
  it('ends every other session of the user, on every business, and keeps this one', async () => {
    const business = await makeUser(['Owner', 'Admin']);
    const email = business.users[1]!.email;
    const here = await s.signIn(email, { password: business.password });
    const other = await s.signIn(email, { password: business.password });
    const bystander = await s.signIn(business.users[0]!.email, { password: business.password });
    for (const t of [here, other, bystander]) expect((await preferences(t.token)).status).toBe(200);
    const ended = await s.call('POST', 'v2/sessions/end-others', { token: here.token });
    expect(ended.status).toBe(200);
    expect(ended.body.data.ended).toBeGreaterThanOrEqual(1);
    expect((await preferences(other.token)).status).toBe(401);
    expect((await s.call('POST', 'v2/auth/refresh', { body: { refresh_token: other.refresh_token } })).status).toBe(
      401,
    );
    expect((await preferences(here.token)).status).toBe(200);
    expect((await preferences(bystander.token)).status).toBe(200);
    const [entry] = await auditsOf(here.token);
    expect(entry).toMatchObject({ action: 'account.signed_out_elsewhere', actor: email });
  });
});

describe('your sessions', () => {
  it('lists the signed-in sessions with browser, address and business, this one marked, and none ended', async () => {
    const business = await makeUser();
    const email = business.users[0]!.email;
    const signInFrom = async (userAgent: string, from: string) => {
      const login = await s.call('POST', 'login', { body: { identifier: email, password: business.password } });
      const tokens = await s.call('POST', 'merchant/tokens/create', {
        token: login.body.data['flw-auth-token'],
        body: { account: business.account_id },
        headers: { 'user-agent': userAgent },
        from,
      });
      return tokens.body.data.token as string;
    };
    const laptop = await signInFrom('Laptop Browser/1.0', '198.51.100.20');
    const phone = await signInFrom('Phone Browser/2.0', '198.51.100.21');
    const list = async (token: string) => (await s.call('GET', 'v2/sessions', { token })).body.data;
    expect(await list(laptop)).toEqual([
      expect.objectContaining({ user_agent: 'Phone Browser/2.0', ip_address: '198.51.100.21', current: false }),
      expect.objectContaining({ user_agent: 'Laptop Browser/1.0', ip_address: '198.51.100.20', current: true }),
    ]);
    expect((await list(laptop))[0].business_name).toBeTruthy();
    await s.call('POST', 'v2/sessions/end-others', { token: laptop });
    expect(await list(laptop)).toEqual([expect.objectContaining({ user_agent: 'Laptop Browser/1.0', current: true })]);
    expect((await s.call('GET', 'v2/sessions', { token: phone })).status).toBe(401);
  });
});
