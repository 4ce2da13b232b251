import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, sessions, users } from '../db/schema';
import { type TestServer, testServer } from '../test/harness';

// PostgreSQL only: there several instances may share the database, and each hears the others' changes.
describe.runIf(process.env.TEST_DB_ENGINE === 'pg')('session changes heard from PostgreSQL', () => {
  // Long enough that a refusal within the test can only come from a notice, not from the row ageing out.
  const TTL_MS = 60_000;
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer({ sessionCacheMs: TTL_MS });
  });
  afterAll(() => s.close());

  const preferences = (token: string) => s.call('GET', 'merchant/account/preferences', { token });

  async function until(what: string, check: () => boolean | Promise<boolean>, withinMs = 5000): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > withinMs) throw new Error(`not ${what} within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Date.now() - started;
  }
  const hearing = () => s.sessionChanges?.heardSince() !== undefined;
  const refused = (token: string) => async () => (await preferences(token)).status === 401;

  async function userId(email: string): Promise<number> {
    const [user] = await s.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  }

  it('ends cached sessions at once on a change committed by anyone: a revocation, lost access, a removed membership', async () => {
    await until('hearing', hearing);
    const member = await s.signIn('member@demo.test');
    const admin = await s.signIn('admin@demo.test');
    const za = await s.signIn('za@demo.test');
    for (const session of [member, admin, za]) expect((await preferences(session.token)).status).toBe(200);

    // Plain SQL over another connection, as another instance or a person would write it.
    await s.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, await userId('member@demo.test')));
    // Refused long before the cached answer would have expired (the cache keeps it for TTL_MS).
    await until('refused after the revocation', refused(member.token), TTL_MS / 2);

    await s.db.update(users).set({ hasProductAccess: false }).where(eq(users.email, 'admin@demo.test'));
    await until('refused after access was withdrawn', refused(admin.token), TTL_MS / 2);

    await s.db
      .delete(memberships)
      .where(and(eq(memberships.userId, await userId('za@demo.test')), eq(memberships.accountId, za.company.id)));
    await until('refused after the membership went', refused(za.token), TTL_MS / 2);
  });

  it('reads every session from the database while it cannot hear, and from memory again once it hears', async () => {
    await until('hearing', hearing);
    // Signed in first, its token not used yet (so not in memory): while deaf the test only makes the two
    // calls it checks, well within the listener's first retry (200 ms), which a sign-in's scrypt is not.
    const deaf = await s.signIn('owner@demo.test');
    // The listening connection dies (a database restart or failover would do the same).
    await s.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    await until('deaf', () => !hearing());
    expect((await preferences(deaf.token)).status).toBe(200);
    await s.revokeUnannounced('owner@demo.test');
    // Not kept while deaf: even a change nobody announced is seen.
    expect((await preferences(deaf.token)).status).toBe(401);

    await until('hearing again', hearing);
    const heard = await s.signIn('newbie@demo.test');
    expect((await preferences(heard.token)).status).toBe(200);
    await s.revokeUnannounced('newbie@demo.test');
    // Kept again: the unannounced change is not seen within the TTL (the cache test's proof of a skipped lookup).
    expect((await preferences(heard.token)).status).toBe(200);
  });
});
