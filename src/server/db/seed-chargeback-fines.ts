import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from './client';
import { chargebackFines, chargebacks } from './schema';
import { clock } from './seed-demo';

/** Demo Stores Ltd (seed.ts DEMO_ACCOUNTS; repeated here so this step does not import seed.ts). */
const DEMO_STORES = 20001;

/**
 * Card-scheme fines on Demo Stores Ltd's chargebacks (the shell step's ids 1-9: 9 is lost, 4 and 5 under
 * review, 1 awaiting an answer): two due, one paid, one waived programme fee without a chargeback.
 */
export async function seedChargebackFines(tx: Tx): Promise<void> {
  const c = clock(Date.now());
  const related = await tx
    .select({ id: chargebacks.id, reference: chargebacks.transactionReference })
    .from(chargebacks)
    .where(and(eq(chargebacks.accountId, DEMO_STORES), inArray(chargebacks.id, [1, 4, 9])));
  const ref = (id: number) => related.find((r) => r.id === id)?.reference ?? null;
  const on = (id: number) => (ref(id) === null ? null : id);
  await tx.insert(chargebackFines).values([
    {
      id: 1,
      accountId: DEMO_STORES,
      chargebackId: on(9),
      transactionReference: ref(9),
      scheme: 'Visa',
      reason: 'Chargeback lost without a valid response',
      amount: 2_500_000,
      currency: 'NGN',
      status: 'due',
      dueDate: c.ahead(12),
      createdAt: c.at(5),
    },
    {
      id: 2,
      accountId: DEMO_STORES,
      chargebackId: on(4),
      transactionReference: ref(4),
      scheme: 'Mastercard',
      reason: 'Late response to a chargeback',
      amount: 1_500_000,
      currency: 'NGN',
      status: 'due',
      dueDate: c.ahead(20),
      createdAt: c.at(9),
    },
    {
      id: 3,
      accountId: DEMO_STORES,
      chargebackId: on(1),
      transactionReference: ref(1),
      scheme: 'Verve',
      reason: 'Dispute handling fee',
      amount: 500_000,
      currency: 'NGN',
      status: 'paid',
      dueDate: c.at(10),
      paidAt: c.at(14),
      createdAt: c.at(30),
    },
    {
      id: 4,
      accountId: DEMO_STORES,
      chargebackId: null,
      transactionReference: null,
      scheme: 'Visa',
      reason: 'Chargeback monitoring programme: ratio above 0.9%',
      amount: 10_000,
      currency: 'USD',
      status: 'waived',
      dueDate: c.at(40),
      waivedAt: c.at(45),
      createdAt: c.at(60),
    },
  ]);
}
