import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';

/**
 * settings/users: invitations (send, list, send again, withdraw), role changes and removals, the last
 * Owner kept, and an audit entry for each change. Sessions answer from memory for a minute here, so a
 * refusal right after a change proves the change reached the cached session at once.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer({ sessionCacheMs: 60_000 });
});
afterAll(() => s.close());

interface Team {
  accountId: number;
  password: string;
  users: { id: number; email: string; role: string }[];
}
async function makeTeam(roles: string[]): Promise<Team> {
  const made = await s.call('POST', 'sandbox/fixtures', { body: { users: roles.map((role) => ({ role })) } });
  if (made.status !== 200 && made.status !== 201) throw new Error(`fixture: ${made.status} ${made.body.message}`);
  return { accountId: made.body.data.account_id, password: made.body.data.password, users: made.body.data.users };
}
const signIn = (team: Team, index: number) =>
  s.signIn(team.users[index]!.email, { account: team.accountId, password: team.password });
const tokenOf = (link: string | null | undefined) => link?.split('/').pop() ?? '';
const auditsOf = async (token: string) =>
  (await s.call('GET', 'v2/audits', { token })).body.data.audits as {
    action: string;
    actor: string;
    ip_address: string;
    audit_data: Record<string, string | null>;
  }[];

describe('invitations', () => {
  it('are listed, sent again with a new link, withdrawn, and each step is audited with who and from where', async () => {
    const team = await makeTeam(['Owner', 'Admin']);
    const admin = await signIn(team, 1);
    const base = `v2/accounts/${team.accountId}`;
    const from = '203.0.113.7';
    const sent = await s.call('POST', `${base}/collaborators`, {
      token: admin.token,
      body: { email: 'Ada@Team.test', role: 'v2-Operations' },
      from,
    });
    expect(sent.status).toBe(201);
    // The mail leads to the confirm page first, which leads on to /accept.
    expect((await s.lastMail('ada@team.test'))?.link).toMatch(/\/collab\/confirm\/[A-Za-z0-9_-]{16,}$/);
    const firstLink = tokenOf((await s.lastMail('ada@team.test'))?.link);
    const again = await s.call('POST', `${base}/collaborators`, {
      token: admin.token,
      body: { email: 'ada@team.test', role: 'User' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An invitation to this email is already pending: send it again instead');

    const pending = await s.call('GET', `${base}/invitations`, { token: admin.token });
    expect(pending.body.data).toEqual([
      expect.objectContaining({ id: sent.body.data.id, email: 'ada@team.test', role: 'v2-Operations' }),
    ]);

    const resent = await s.call('POST', `${base}/invitations/${sent.body.data.id}/resend`, {
      token: admin.token,
      from,
    });
    expect(resent.status).toBe(200);
    const secondLink = tokenOf((await s.lastMail('ada@team.test'))?.link);
    expect(secondLink).not.toBe(firstLink);
    expect((await s.call('GET', `v2/invitations/${firstLink}`)).status).toBe(404);
    expect((await s.call('GET', `v2/invitations/${secondLink}`)).body.data.status).toBe('pending');

    const revoked = await s.call('DELETE', `${base}/invitations/${resent.body.data.id}`, { token: admin.token, from });
    expect(revoked.status).toBe(200);
    expect((await s.call('GET', `v2/invitations/${secondLink}`)).status).toBe(404);
    const accept = await s.call('POST', `v2/invitations/${secondLink}/accept`, {
      body: { password: 'Ada-pass-2026', first_name: 'Ada', last_name: 'Obi' },
    });
    expect(accept.status).toBe(404);
    expect((await s.call('GET', `${base}/invitations`, { token: admin.token })).body.data).toEqual([]);

    const log = await auditsOf(admin.token);
    expect(log.map((entry) => entry.action)).toEqual([
      'team.invitation_revoked',
      'team.invitation_resent',
      'team.invited',
    ]);
    for (const entry of log) {
      expect(entry).toMatchObject({
        actor: team.users[1]!.email,
        ip_address: from,
        audit_data: { email: 'ada@team.test', role: 'v2-Operations' },
      });
    }
  });

  it('records the acceptance, made by the invitee', async () => {
    const team = await makeTeam(['Owner']);
    const owner = await signIn(team, 0);
    await s.call('POST', `v2/accounts/${team.accountId}/collaborators`, {
      token: owner.token,
      body: { email: 'bayo@team.test', role: 'User' },
    });
    const link = tokenOf((await s.lastMail('bayo@team.test'))?.link);
    const accepted = await s.call('POST', `v2/invitations/${link}/accept`, {
      body: { password: 'Bayo-pass-2026', first_name: 'Bayo', last_name: 'Ade' },
      from: '198.51.100.4',
    });
    expect(accepted.status).toBe(200);
    const [entry] = await auditsOf(owner.token);
    expect(entry).toMatchObject({
      action: 'team.invitation_accepted',
      actor: 'bayo@team.test',
      ip_address: '198.51.100.4',
      audit_data: { email: 'bayo@team.test', role: 'User' },
    });
  });

  it('to an Owner are for Owners to send', async () => {
    const team = await makeTeam(['Owner', 'Admin']);
    const admin = await signIn(team, 1);
    const before = await s.checksum();
    const refused = await s.call('POST', `v2/accounts/${team.accountId}/collaborators`, {
      token: admin.token,
      body: { email: 'boss@team.test', role: 'Owner' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an Owner can make, demote or remove an Owner');
    expect(await s.checksum()).toBe(before);
    const owner = await signIn(team, 0);
    const sent = await s.call('POST', `v2/accounts/${team.accountId}/collaborators`, {
      token: owner.token,
      body: { email: 'boss@team.test', role: 'Owner' },
    });
    expect(sent.status).toBe(201);
  });
});

describe('members', () => {
  it('get a new role that their signed-in session has on its next request, audited with from and to', async () => {
    const team = await makeTeam(['Owner', 'User']);
    const owner = await signIn(team, 0);
    const user = await signIn(team, 1);
    const invitationsOf = (token: string) => s.call('GET', `v2/accounts/${team.accountId}/invitations`, { token });
    expect((await invitationsOf(user.token)).status).toBe(403); // and the session is now in memory
    const changed = await s.call('PUT', `v2/accounts/${team.accountId}/collaborators/${team.users[1]!.id}`, {
      token: owner.token,
      body: { role: 'v2-Admin' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ id: team.users[1]!.id, role: 'v2-Admin' });
    expect((await invitationsOf(user.token)).status).toBe(200);
    const team2 = await s.call('GET', `v2/accounts/${team.accountId}/collaborators`, { token: owner.token });
    expect(team2.body.data.find((m: { id: number }) => m.id === team.users[1]!.id).role).toBe('v2-Admin');
    const [entry] = await auditsOf(owner.token);
    expect(entry).toMatchObject({
      action: 'team.role_changed',
      actor: team.users[0]!.email,
      audit_data: { email: team.users[1]!.email, from: 'User', to: 'v2-Admin' },
    });
  });

  it('removed lose every session on the business at once, and the removal is audited', async () => {
    const team = await makeTeam(['Owner', 'Admin', 'User']);
    const admin = await signIn(team, 1);
    const user = await signIn(team, 2);
    const secondDevice = await signIn(team, 2);
    const preferences = (token: string) => s.call('GET', 'merchant/account/preferences', { token });
    expect((await preferences(user.token)).status).toBe(200);
    expect((await preferences(secondDevice.token)).status).toBe(200);
    const removed = await s.call('DELETE', `v2/accounts/${team.accountId}/collaborators/${team.users[2]!.id}`, {
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    expect((await preferences(user.token)).status).toBe(401);
    expect((await preferences(secondDevice.token)).status).toBe(401);
    // The refresh token of the ended session does not bring it back.
    expect((await s.call('POST', 'v2/auth/refresh', { body: { refresh_token: user.refresh_token } })).status).not.toBe(
      200,
    );
    const members = await s.call('GET', `v2/accounts/${team.accountId}/collaborators`, { token: admin.token });
    expect(members.body.data.map((m: { email: string }) => m.email)).not.toContain(team.users[2]!.email);
    const [entry] = await auditsOf(admin.token);
    expect(entry).toMatchObject({ action: 'team.removed', audit_data: { email: team.users[2]!.email, role: 'User' } });
  });

  it('keep the last Owner: never demoted nor removed, and only an Owner touches an Owner', async () => {
    const team = await makeTeam(['Owner', 'Admin']);
    const owner = await signIn(team, 0);
    const admin = await signIn(team, 1);
    const member = (id: number) => `v2/accounts/${team.accountId}/collaborators/${id}`;
    const ownerPath = member(team.users[0]!.id);
    const before = await s.checksum();
    const demoted = await s.call('PUT', ownerPath, { token: owner.token, body: { role: 'Admin' } });
    expect(demoted.status).toBe(409);
    expect(demoted.body.message).toBe('The last Owner cannot be demoted. Make someone else an Owner first.');
    const removed = await s.call('DELETE', ownerPath, { token: owner.token });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('The last Owner cannot be removed. Make someone else an Owner first.');
    for (const res of [
      await s.call('PUT', ownerPath, { token: admin.token, body: { role: 'User' } }),
      await s.call('DELETE', ownerPath, { token: admin.token }),
      await s.call('PUT', member(team.users[1]!.id), { token: admin.token, body: { role: 'Owner' } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only an Owner can make, demote or remove an Owner');
    }
    expect(await s.checksum()).toBe(before);

    // With a second Owner, the first may step down.
    expect(
      (await s.call('PUT', member(team.users[1]!.id), { token: owner.token, body: { role: 'Owner' } })).status,
    ).toBe(200);
    expect((await s.call('PUT', ownerPath, { token: owner.token, body: { role: 'Admin' } })).status).toBe(200);
  });

  it('two Owners demoting each other at once leave one Owner', async () => {
    const team = await makeTeam(['Owner', 'Owner']);
    const [a, b] = [await signIn(team, 0), await signIn(team, 1)];
    const path = (i: number) => `v2/accounts/${team.accountId}/collaborators/${team.users[i]!.id}`;
    const answers = await Promise.all([
      s.call('PUT', path(1), { token: a.token, body: { role: 'Admin' } }),
      s.call('PUT', path(0), { token: b.token, body: { role: 'Admin' } }),
    ]);
    // The second, under the team lock, finds its caller no longer an Owner.
    expect(answers.map((res) => res.status).sort()).toEqual([200, 403]);
    const owners = await s.db.execute(
      sql`SELECT count(*)::int AS n FROM memberships WHERE account_id = ${team.accountId} AND role = 'Owner'`,
    );
    expect((owners as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('of another business are not found, and the team is for admins to manage', async () => {
    const mine = await makeTeam(['Owner', 'User']);
    const theirs = await makeTeam(['Owner', 'User']);
    const owner = await signIn(mine, 0);
    const user = await signIn(mine, 1);
    const before = await s.checksum();
    const elsewhere = await s.call('DELETE', `v2/accounts/${mine.accountId}/collaborators/${theirs.users[1]!.id}`, {
      token: owner.token,
    });
    expect(elsewhere.status).toBe(404);
    const otherPath = await s.call('DELETE', `v2/accounts/${theirs.accountId}/collaborators/${theirs.users[1]!.id}`, {
      token: owner.token,
    });
    expect(otherPath.status).toBe(404);
    expect((await s.call('GET', 'v2/audits', { token: user.token })).status).toBe(403);
    expect(await s.checksum()).toBe(before);
  });
});

describe('the audit log', () => {
  it('is written once: the database refuses to change an entry', async () => {
    const team = await makeTeam(['Owner']);
    const owner = await signIn(team, 0);
    await s.call('POST', `v2/accounts/${team.accountId}/collaborators`, {
      token: owner.token,
      body: { email: 'cleo@team.test', role: 'User' },
    });
    const [entry] = await s.db.select().from(audits).where(eq(audits.accountId, team.accountId));
    expect(entry?.action).toBe('team.invited');
    await expect(s.db.update(audits).set({ comment: 'rewritten' }).where(eq(audits.id, entry!.id))).rejects.toThrow();
  });
});
