import { describe, expect, it } from 'vitest';
import { memoryStore } from './memory-store';
import type { ChargebackDuePush } from '../src/contract/chargeback-fines';
import type { PushPayload } from '../src/contract/push';
import { createApprovalQueue } from './approval-queue';
import { contentFor, NEUTRAL_NOTIFICATION_TITLE } from './push';

const payload: PushPayload = {
  type: 'transfer_pending_approval',
  transfer_id: 81,
  account_id: 5,
  user_id: 7,
  business_name: 'Ada Stores',
  amount: 4_500_000,
  currency: 'NGN',
  beneficiary: 'Chidi Eze',
  pending_count: 3,
  url: '/dashboard/transfers/pendingapprovals?account=5',
};

function signedInQueue() {
  const queue = createApprovalQueue({
    items: memoryStore(),
    sessions: memoryStore(),
    fetch: (() => Promise.reject(new Error('no network'))) as typeof fetch,
    notify: () => undefined,
  });
  const deps = { isSignedIn: queue.hasSession };
  return { queue, deps };
}

const session = {
  user_id: 7,
  account_id: 5,
  token: 'token-one-123456',
  api_base: '/api',
  app_id: 'merchant-dashboard',
};

describe('what a push shows', () => {
  it('the business, amount and beneficiary while that user is signed in to that business here', async () => {
    const { queue, deps } = signedInQueue();
    await queue.setSession(session);
    const content = await contentFor(payload, deps);
    expect(content.title).toBe('Ada Stores: transfer awaiting approval');
    expect(content.options.body).toBe('NGN 45,000.00 to Chidi Eze');
  });

  it('nothing of the business after that user signed out, or for another user or business', async () => {
    const { queue, deps } = signedInQueue();
    await queue.setSession(session);
    const others = [
      { ...payload, user_id: 8 },
      { ...payload, account_id: 6 },
    ];
    for (const other of others) {
      const content = await contentFor(other, deps);
      expect(content.title).toBe(NEUTRAL_NOTIFICATION_TITLE);
    }
    await queue.forgetSession(7, 5);
    const content = await contentFor(payload, deps);
    expect(content.title).toBe(NEUTRAL_NOTIFICATION_TITLE);
    const shown = JSON.stringify(content);
    for (const secret of ['Ada Stores', '45,000', 'Chidi Eze', 'account=5']) expect(shown).not.toContain(secret);
  });

  it('a neutral alert for a push it cannot read (one without its user, from an older server)', async () => {
    const { queue, deps } = signedInQueue();
    await queue.setSession(session);
    const { user_id: _user, ...older } = payload;
    expect((await contentFor(older, deps)).title).toBe(NEUTRAL_NOTIFICATION_TITLE);
    expect((await contentFor(null, deps)).title).toBe(NEUTRAL_NOTIFICATION_TITLE);
  });

  it('a chargeback due soon: the business, amount, payment and due time, opening the chargeback; neutral for another user', async () => {
    const { queue, deps } = signedInQueue();
    await queue.setSession(session);
    const due: ChargebackDuePush = {
      type: 'chargeback_due_soon',
      chargeback_id: 12,
      account_id: 5,
      user_id: 7,
      business_name: 'Ada Stores',
      amount: 1_250_000,
      currency: 'NGN',
      transaction_reference: 'FLW-REF-1',
      due_date: '2026-03-12T09:00:00.000Z',
      url: '/dashboard/chargebacks/view/12?account=5',
    };
    const content = await contentFor(due, deps);
    expect(content.title).toBe('Ada Stores: chargeback due soon');
    expect(content.options.body).toBe(
      'Respond to the chargeback of NGN 12,500.00 on FLW-REF-1 by Thu, 12 Mar 2026 09:00 UTC',
    );
    expect(content.options.data.url).toBe('/dashboard/chargebacks/view/12?account=5');
    expect(content.options.tag).toBe('chargeback-12');
    expect((await contentFor({ ...due, user_id: 8 }, deps)).title).toBe(NEUTRAL_NOTIFICATION_TITLE);
  });
});
