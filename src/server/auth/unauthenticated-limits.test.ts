import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import { V3_MESSAGES } from '../../contract/api-v3';
import { type TestServer, testServer } from '../test/harness';
import { addressKey, UNAUTHENTICATED_LIMIT_MESSAGES, UnauthenticatedLimiter } from './unauthenticated-limits';

describe('the buckets', () => {
  it('refuse past the burst, regain per minute, and give back what succeeded', () => {
    let now = 0;
    const limiter = new UnauthenticatedLimiter(
      { perAddress: { burst: 3, perMinute: 6 }, overall: { burst: 100, perSecond: 10 } },
      () => now,
    );
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([null, null, null, 'address']);
    expect(limiter.take('b')).toBeNull();
    now += 10_000; // 6 per minute: one more after 10 s
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBe('address');
    // Successes give their tokens back: they never run out.
    for (let i = 0; i < 50; i++) {
      expect(limiter.take('c')).toBeNull();
      limiter.give('c');
    }
  });

  it('refuse every address once all of them together spent the overall burst', () => {
    let now = 0;
    const limiter = new UnauthenticatedLimiter(
      { perAddress: { burst: 10, perMinute: 10 }, overall: { burst: 4, perSecond: 1 } },
      () => now,
    );
    expect(['a', 'b', 'c', 'd', 'e'].map((k) => limiter.take(k))).toEqual([null, null, null, null, 'overall']);
    now += 1000;
    expect(limiter.take('e')).toBeNull();
  });

  it('count an IPv6 /64 as one address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::9'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey(undefined)).toBe('unknown');
  });
});

describe('sign-in attempts without a session', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({
      unauthenticatedLimits: { perAddress: { burst: 5, perMinute: 1 }, overall: { burst: 12, perSecond: 0.01 } },
    });
  });
  afterAll(() => s.close());

  const login = (identifier: string, from: string, password = 'Wrong-pass-1') =>
    s.call('POST', 'login', { body: { identifier, password }, from });

  it('stop a flood of unknown emails from one address before any password is checked', async () => {
    for (let i = 0; i < 5; i++) expect((await login(`flood${i}@x.test`, '203.0.113.7')).status).toBe(400);
    const attemptsBefore = await s.db.$count(authAttempts);
    const refused = await login('flood-more@x.test', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(UNAUTHENTICATED_LIMIT_MESSAGES.address);
    // Refused before the account's own count (and its scrypt): nothing was recorded for it.
    expect(await s.db.$count(authAttempts)).toBe(attemptsBefore);
    // Another address is not held back by this one.
    expect((await login('other@x.test', '198.51.100.3')).status).toBe(400);
  });

  it('never refuse right passwords from one address, one after another or at once', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login('owner@demo.test', '192.0.2.10', DEMO_PASSWORD)).status).toBe(200);
    }
    const parallel = await Promise.all(
      Array.from({ length: 4 }, () => login('admin@demo.test', '192.0.2.10', DEMO_PASSWORD)),
    );
    expect(parallel.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  });

  it('refuse everyone once the overall limit is spent, while signed-in calls are answered', async () => {
    const { token } = await s.signIn('member@demo.test');
    // Wrong passwords from many addresses, one each, until the overall bucket is empty.
    let overall = null;
    for (let i = 0; i < 20 && !overall; i++) {
      const res = await login(`spread${i}@x.test`, `10.9.${i}.1`);
      if (res.status === 429) overall = res;
      else expect(res.status).toBe(400);
    }
    expect(overall?.body.message).toBe(UNAUTHENTICATED_LIMIT_MESSAGES.overall);
    expect((await login('owner@demo.test', '10.99.0.1', DEMO_PASSWORD)).status).toBe(429);
    expect((await s.call('GET', 'v2/transfers?page=1', { token })).status).toBe(200);
    expect((await s.call('POST', 'v2/merchant/wallets', { token })).status).toBe(200);
  });
});

describe('secret keys sent to the merchant API', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({
      unauthenticatedLimits: { perAddress: { burst: 5, perMinute: 1 }, overall: { burst: 50, perSecond: 0.01 } },
    });
  });
  afterAll(() => s.close());

  const v3 = (secret: string, from: string) => s.call('GET', 'v3/transactions?page_size=1', { token: secret, from });

  it('stop guesses from one address after the burst, while known keys never use it up', async () => {
    const b = await s.business({ business: { compliance: 'AA', live: false }, users: [{ role: 'Owner' }] });
    const revealed = await s.call('POST', 'v2/merchantkeys/reveal', {
      token: b.tokens[0],
      body: { password: b.password },
    });
    const secret = revealed.body.data.test_secret as string;
    for (let i = 0; i < 8; i++) expect((await v3(secret, '203.0.113.20')).status).toBe(200);
    const guess = 'FLWSECK_TEST-000000000000000000000000-X';
    for (let i = 0; i < 5; i++) expect((await v3(guess, '203.0.113.20')).status).toBe(401);
    const refused = await v3(guess, '203.0.113.20');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(V3_MESSAGES.tooManyBadKeys);
    // Another address is not held back by this one.
    expect((await v3(secret, '198.51.100.20')).status).toBe(200);
  });
});
