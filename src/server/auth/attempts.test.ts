import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';
import { type TestServer, testServer } from '../test/harness';

/**
 * The sign-in limits hold whatever the concurrency: the attempt is counted before the password or the
 * code is checked, under a lock per account, so at most the allowed 5 are ever checked.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const statuses = (answers: { status: number }[]) => {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return counts;
};

describe('parallel guessing', () => {
  it('checks at most 5 of 40 parallel wrong passwords for one account; the rest are 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        s.call('POST', 'login', { body: { identifier: 'admin@demo.test', password: `Wrong-guess-${i}` } }),
      ),
    );
    const counts = statuses(answers);
    // 400 "incorrect" means the password was checked.
    expect(counts.get(400) ?? 0).toBeLessThanOrEqual(5);
    expect(counts.get(400) ?? 0).toBeGreaterThan(0);
    expect(counts.get(429) ?? 0).toBeGreaterThanOrEqual(35);
    expect([...counts.keys()].every((status) => status === 400 || status === 429)).toBe(true);
    // Locked: even the right password is not checked now.
    const right = await s.call('POST', 'login', { body: { identifier: 'admin@demo.test', password: DEMO_PASSWORD } });
    expect(right.status).toBe(429);
  });

  it('checks at most 5 of 21 parallel wrong emailed sign-in codes', async () => {
    const login = await s.call('POST', 'login', { body: { identifier: 'otp@demo.test', password: DEMO_PASSWORD } });
    const token: string = login.body.data['flw-auth-token'];
    const ask = await s.call('POST', 'merchant/tokens/create', { token, body: { account: DEMO_ACCOUNTS.demoTravel } });
    expect(ask.body.data.otp_required).toBe(true);
    const code = (await s.lastMail('otp@demo.test'))!.code!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        s.call('POST', 'merchant/tokens/create', {
          token,
          body: { account: DEMO_ACCOUNTS.demoTravel, token: wrong(i) },
        }),
      ),
    );
    const counts = statuses(answers);
    expect(counts.get(400) ?? 0).toBeLessThanOrEqual(5);
    expect(counts.get(429) ?? 0).toBeGreaterThanOrEqual(16);
    // The right code now meets the limit too.
    const right = await s.call('POST', 'merchant/tokens/create', {
      token,
      body: { account: DEMO_ACCOUNTS.demoTravel, token: code },
    });
    expect(right.status).toBe(429);
  });

  it('lets right passwords through in parallel, many more than 5 at once, and does not count them', async () => {
    // Past 5 running checks the others wait for a place (a right password frees its own) instead of a 429.
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        s.call('POST', 'login', { body: { identifier: 'member@demo.test', password: DEMO_PASSWORD } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    for (let i = 0; i < 4; i++) {
      const wrong = await s.call('POST', 'login', { body: { identifier: 'member@demo.test', password: 'Wrong-1' } });
      expect(wrong.status).toBe(400);
    }
    // Four failures after many successes: the fifth try is still checked.
    const fifth = await s.call('POST', 'login', { body: { identifier: 'member@demo.test', password: DEMO_PASSWORD } });
    expect(fifth.status).toBe(200);
  });
});

describe('re-authentication', () => {
  it('a wrong-password sign-in never completes the profile-name change, even while it runs', async () => {
    const { token } = await s.signIn('za@demo.test');
    const me = await s.call('POST', 'login?version=3.0', {
      body: { identifier: 'za@demo.test', password: DEMO_PASSWORD },
    });
    const pending = await s.call('POST', 'merchant/profile/update', {
      token,
      body: { contact_person: 'Mallory Nkosi', _v2_user_id: me.body.data.user.id },
    });
    const complete = () =>
      s.call('POST', 'merchant/profile/update/complete', { token, body: { token: pending.body.data.token } });
    // Try to complete over and over while a wrong-password sign-in is in flight (scrypt takes ~90 ms).
    let done = false;
    const wrong = s
      .call('POST', 'login?version=3.0', { body: { identifier: 'za@demo.test', password: 'Not-the-password-1' } })
      .finally(() => {
        done = true;
      });
    const completions: number[] = [];
    while (!done) completions.push((await complete()).status);
    expect((await wrong).status).toBe(400);
    completions.push((await complete()).status);
    expect(completions.length).toBeGreaterThan(1);
    expect(completions.filter((status) => status === 200)).toEqual([]);
    // The right password does complete it.
    await s.call('POST', 'login?version=3.0', { body: { identifier: 'za@demo.test', password: DEMO_PASSWORD } });
    expect((await complete()).status).toBe(200);
  });
});
