import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken, sha256 } from '../../auth/crypto';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { accounts, invitations, memberships, pcidssPayments } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const ACCOUNT = DEMO_ACCOUNTS.demoStores;

async function invite(values: Partial<typeof invitations.$inferInsert> = {}) {
  const [owner] = await s.db.select().from(memberships).where(eq(memberships.accountId, ACCOUNT)).limit(1);
  const token = newToken();
  await s.db.insert(invitations).values({
    idHash: sha256(token),
    accountId: ACCOUNT,
    email: `collab-${token.slice(0, 8)}@team.test`,
    role: 'v2-Operations',
    invitedBy: owner!.userId,
    expiresAt: new Date(Date.now() + 86_400_000),
    ...values,
  });
  return token;
}

describe('/collab/confirm/{id}', () => {
  it('shows a pending invitation with its business and role, and leads to accepting it', async () => {
    const token = await invite();
    const res = await s.request(`/collab/confirm/${token}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const [account] = await s.db.select().from(accounts).where(eq(accounts.id, ACCOUNT));
    expect(html).toContain(`Join ${account!.businessName}`);
    expect(html).toContain('v2-Operations');
    expect(html).toContain(`href="/accept/${token}"`);
    expect(html).not.toMatch(/<script/i);
  });

  it('says an accepted invitation is confirmed, and an expired one to ask again, with no accept link', async () => {
    const accepted = await invite({ acceptedAt: new Date() });
    const acceptedHtml = await (await s.request(`/collab/confirm/${accepted}`)).text();
    expect(acceptedHtml).toContain('already confirmed');
    expect(acceptedHtml).not.toContain('/accept/');
    const expired = await invite({ expiresAt: new Date(Date.now() - 1000) });
    const expiredHtml = await (await s.request(`/collab/confirm/${expired}`)).text();
    expect(expiredHtml).toContain('This invitation has expired');
    expect(expiredHtml).not.toContain('/accept/');
  });

  it('answers not found for an unknown or malformed id', async () => {
    expect((await s.request(`/collab/confirm/${newToken()}`)).status).toBe(404);
    expect((await s.request('/collab/confirm/%27%3B--')).status).toBe(404);
  });
});

describe('/pcidss', () => {
  it('explains the certification and its fee without a reference', async () => {
    const res = await s.request('/pcidss');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('PCI-DSS certification');
    expect(html).toContain('50,000.00');
  });

  it('shows the merchant ID only once the fee of the reference is paid', async () => {
    const ref = `PCI-test-${Date.now()}`;
    await s.db.insert(pcidssPayments).values({ ref, accountId: ACCOUNT, amount: 5_000_000, currency: 'NGN' });
    const unpaid = await (await s.request(`/pcidss?ref=${ref}`)).text();
    expect(unpaid).toContain('not paid yet');
    expect(unpaid).not.toContain('Merchant ID');
    await s.db.update(pcidssPayments).set({ paidAt: new Date() }).where(eq(pcidssPayments.ref, ref));
    const [account] = await s.db.select().from(accounts).where(eq(accounts.id, ACCOUNT));
    const paid = await (await s.request(`/pcidss?ref=${ref}`)).text();
    expect(paid).toContain('Payment successful');
    expect(paid).toContain(account!.merchantId ?? `MID${ACCOUNT}`);
    expect((await s.request('/pcidss?ref=PCI-nothing')).status).toBe(404);
  });
});
