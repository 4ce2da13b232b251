import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../env';
import { type TestServer, testServer } from '../test/harness';
import {
  cachedSession,
  forgetSession,
  forgetUserSessions,
  keepSession,
  lookupStarted,
  type SessionRow,
} from './session-cache';

// The server as main.ts runs it: sessions answered from memory for a while after they were read.
const TTL_MS = 60_000;
let s: TestServer;
beforeAll(async () => {
  s = await testServer({ sessionCacheMs: TTL_MS });
});
afterAll(() => s.close());

const preferences = (token: string) => s.call('GET', 'merchant/account/preferences', { token });

describe('sessions answered from memory', () => {
  it('answers a session read a moment ago without the database, and reads it again after the TTL', async () => {
    const session = await s.signIn('member@demo.test');
    expect((await preferences(session.token)).status).toBe(200);
    await s.revokeUnannounced('member@demo.test');
    // Within the TTL (a minute: no machine is that slow between two calls) the row read before still
    // answers: the proof that the lookup was skipped.
    expect((await preferences(session.token)).status).toBe(200);
    // Then the cache's clock is moved past the TTL rather than waited for.
    const realNow = performance.now.bind(performance);
    const later = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + TTL_MS + 50);
    try {
      const after = await preferences(session.token);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('UNAUTHORIZED_ACCESS');
    } finally {
      later.mockRestore();
    }
  });

  it('ends a cached session at logout at once', async () => {
    const session = await s.signIn('admin@demo.test');
    expect((await preferences(session.token)).status).toBe(200);
    expect((await s.call('POST', 'logout', { token: session.token })).status).toBe(200);
    expect((await preferences(session.token)).status).toBe(401);
  });

  it('refuses the old app token at once after a refresh, and serves the new one', async () => {
    const session = await s.signIn('owner@demo.test');
    expect((await preferences(session.token)).status).toBe(200);
    const refreshed = await s.call('POST', 'v2/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect((await preferences(session.token)).status).toBe(401);
    expect((await preferences(refreshed.body.data.token)).status).toBe(200);
  });

  it('ends every cached session of a user at a password reset at once', async () => {
    const before = await s.signIn('newbie@demo.test');
    expect((await preferences(before.token)).status).toBe(200);
    expect((await s.call('POST', 'v2/password/reset', { body: { email: 'newbie@demo.test' } })).status).toBe(200);
    const link = (await s.lastMail('newbie@demo.test'))?.link;
    const token = link?.split('/').pop();
    expect(token).toBeTruthy();
    const done = await s.call('POST', 'v2/password/update', { body: { token, password: 'Newbie-new-2026' } });
    expect(done.status).toBe(200);
    expect((await preferences(before.token)).status).toBe(401);
  });
});

describe('the cache itself', () => {
  const row = (id: number, userId: number): SessionRow => ({
    id,
    userId,
    accountId: 1,
    kind: 'account',
    tokenExpiresAt: new Date(Date.now() + 60_000),
    refreshExpiresAt: null,
    role: 'Owner',
    hasProductAccess: true,
  });

  it('keeps a row for its TTL only', async () => {
    keepSession('hash-ttl', row(9001, 9001), lookupStarted());
    expect(cachedSession('hash-ttl', 1000)?.id).toBe(9001);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cachedSession('hash-ttl', 20)).toBeUndefined();
  });

  it('does not keep a row read before its session was revoked (the revoke may not have committed yet)', () => {
    const readAt = lookupStarted();
    forgetSession(9002);
    keepSession('hash-race', row(9002, 9002), readAt);
    expect(cachedSession('hash-race', 60_000)).toBeUndefined();
    // Nor one read just after: the revoking transaction may still be open then.
    keepSession('hash-race', row(9002, 9002), lookupStarted());
    expect(cachedSession('hash-race', 60_000)).toBeUndefined();
  });

  it('drops a kept row when its user is revoked, and leaves other users alone', () => {
    keepSession('hash-user-a', row(9003, 9003), lookupStarted());
    keepSession('hash-user-b', row(9004, 9004), lookupStarted());
    forgetUserSessions(9003);
    expect(cachedSession('hash-user-a', 60_000)).toBeUndefined();
    expect(cachedSession('hash-user-b', 60_000)?.id).toBe(9004);
  });
});

describe('SESSION_CACHE_MS', () => {
  it('is 5 s by default on both engines, and can be set or turned off', () => {
    expect(readConfig({}).sessionCacheMs).toBe(5000);
    expect(readConfig({ DATABASE_URL: 'postgres://app@db.example/merchant' }).sessionCacheMs).toBe(5000);
    expect(readConfig({ SESSION_CACHE_MS: '2000' }).sessionCacheMs).toBe(2000);
    expect(readConfig({ SESSION_CACHE_MS: '0' }).sessionCacheMs).toBe(0);
    expect(() => readConfig({ SESSION_CACHE_MS: '-1' })).toThrow(/SESSION_CACHE_MS/);
  });
});
