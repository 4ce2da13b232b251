import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChargebackDuePush } from '../../../contract/chargeback-fines';
import { chargebacks, pushSubscriptions } from '../../db/schema';
import { TEST_CONFIG, type TestServer, testServer } from '../../test/harness';
import { browserKeys, decryptPush, startPushStandIn } from '../../test/push-standin';
import { remindDueChargebacks } from './reminders';

/**
 * The 48-hour reminder: each chargeback awaiting the merchant's answer and due within 48 hours is
 * reminded once, by mail and push, to the business's admins (Owner, Admin, v2-Admin) alone; answered
 * chargebacks, those due later and those already past are not.
 */
let s: TestServer;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
beforeAll(async () => {
  s = await testServer();
  standIn = await startPushStandIn();
});
afterAll(async () => {
  await standIn?.close();
  await s.close();
});

const ROLES = ['Owner', 'Admin', 'v2-Admin', 'v2-Operations', 'User', 'v2-User'] as const;
const HOUR = 3_600_000;

async function business() {
  const made = await s.call('POST', 'sandbox/fixtures', {
    body: {
      business: { country: 'NG', compliance: 'AA', live: true },
      users: ROLES.map((role) => ({ role })),
      payments: 6,
      chargebacks: 5,
    },
  });
  if (made.status >= 300) throw new Error(`fixture: ${made.status} ${made.body.message}`);
  const data = made.body.data as {
    account_id: number;
    users: { id: number; email: string }[];
    chargeback_ids: number[];
  };
  return { accountId: data.account_id, users: data.users, ids: data.chargeback_ids };
}

async function mailsAbout(email: string, reference: string) {
  const res = await s.call('GET', `sandbox/outbox?to=${encodeURIComponent(email)}`);
  return (res.body.data as { subject: string; body: string; link: string | null }[]).filter((m) =>
    m.subject.includes(reference),
  );
}

describe('the 48-hour chargeback reminder', () => {
  it('mails each admin once about a chargeback due within 48 hours; not the others, nor answered, far or past ones', async () => {
    const b = await business();
    const now = Date.now();
    const [soon, pendingResponse, answered, far, past] = b.ids as [number, number, number, number, number];
    await s.db
      .update(chargebacks)
      .set({ dueDate: new Date(now + 30 * HOUR) })
      .where(eq(chargebacks.id, soon));
    await s.db
      .update(chargebacks)
      .set({ dueDate: new Date(now + 47 * HOUR), status: 'response-pending' })
      .where(eq(chargebacks.id, pendingResponse));
    await s.db
      .update(chargebacks)
      .set({
        dueDate: new Date(now + 20 * HOUR),
        status: 'pending',
        responseNote: 'Delivered',
        respondedAt: new Date(),
      })
      .where(eq(chargebacks.id, answered));
    await s.db
      .update(chargebacks)
      .set({ dueDate: new Date(now + 60 * HOUR) })
      .where(eq(chargebacks.id, far));
    await s.db
      .update(chargebacks)
      .set({ dueDate: new Date(now - HOUR) })
      .where(eq(chargebacks.id, past));
    const rows = await s.db.select().from(chargebacks).where(inArray(chargebacks.id, b.ids));
    const ref = (id: number) => rows.find((r) => r.id === id)!.transactionReference;

    const first = await s.call('POST', 'sandbox/chargebacks/remind');
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data.chargebacks).toBeGreaterThanOrEqual(2);
    const second = await s.call('POST', 'sandbox/chargebacks/remind');
    expect(second.body.data).toEqual({ chargebacks: 0, emails: 0 });

    for (const [i, role] of ROLES.entries()) {
      const email = b.users[i]!.email;
      const expected = ['Owner', 'Admin', 'v2-Admin'].includes(role) ? 1 : 0;
      for (const id of [soon, pendingResponse]) {
        const mails = await mailsAbout(email, ref(id));
        expect(mails, `${role} about ${id}`).toHaveLength(expected);
        if (expected) {
          expect(mails[0]!.body).toContain('Respond by');
          expect(mails[0]!.link).toBe(`${TEST_CONFIG.publicUrl}/dashboard/chargebacks/view/${id}`);
        }
      }
      for (const id of [answered, far, past]) {
        expect(await mailsAbout(email, ref(id)), `${role} about ${id}`).toHaveLength(0);
      }
    }
    const after = await s.db.select().from(chargebacks).where(inArray(chargebacks.id, b.ids));
    const remindedIds = after
      .filter((r) => r.remindedAt !== null)
      .map((r) => r.id)
      .sort();
    expect(remindedIds).toEqual([soon, pendingResponse].sort());
  });

  it("pushes the admins' subscribed browsers once, with the chargeback, and no one else's", async () => {
    const b = await business();
    const [soon] = b.ids as [number];
    await s.db
      .update(chargebacks)
      .set({ dueDate: new Date(Date.now() + 10 * HOUR) })
      .where(eq(chargebacks.id, soon));
    const keys = browserKeys();
    await s.db.insert(pushSubscriptions).values(
      b.users.map((u, i) => ({
        userId: u.id,
        accountId: b.accountId,
        endpoint: `${standIn.origin}/push/cb-${soon}-${ROLES[i]}`,
        p256dh: keys.p256dh,
        auth: keys.authB64,
      })),
    );
    const deps = {
      db: s.db,
      config: { ...TEST_CONFIG, pushServiceHosts: [new URL(standIn.origin).host] },
      pushAgent: standIn.agent,
    };
    const first = await remindDueChargebacks(deps);
    expect(first.chargebacks).toBeGreaterThanOrEqual(1);
    expect((await remindDueChargebacks(deps)).chargebacks).toBe(0);
    const mine = standIn.received.filter((r) => r.path.startsWith(`/push/cb-${soon}-`));
    expect(mine.map((r) => r.path).sort()).toEqual(
      ['Admin', 'Owner', 'v2-Admin'].map((role) => `/push/cb-${soon}-${role}`).sort(),
    );
    for (const push of mine) {
      const payload = v.parse(ChargebackDuePush, JSON.parse(decryptPush(push.body, keys)));
      expect(payload).toMatchObject({
        type: 'chargeback_due_soon',
        chargeback_id: soon,
        account_id: b.accountId,
        url: `/dashboard/chargebacks/view/${soon}?account=${b.accountId}`,
      });
      expect(b.users.find((u) => u.id === payload.user_id)).toBeTruthy();
    }
  });
});
