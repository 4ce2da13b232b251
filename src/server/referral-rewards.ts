import { and, eq, sql } from 'drizzle-orm';
import { REFERRAL_REWARDS } from '../contract/referrals';
import type { Tx } from './db/client';
import { referrals } from './db/schema';
import { creditWallet } from './wallet';

/**
 * A referred business going live (in the caller's transaction): its referral, found by the email it
 * signed up with, becomes activated and the referrer's balance is credited the reward with its ledger
 * entry. The status moves once (signed-up to activated in one conditional update), so switching between
 * test and live again never pays twice.
 */
export async function rewardReferrer(tx: Tx, businessEmail: string): Promise<void> {
  const [referral] = await tx
    .select({ id: referrals.id, currency: referrals.currency })
    .from(referrals)
    .where(and(sql`lower(${referrals.email}) = ${businessEmail.toLowerCase()}`, eq(referrals.status, 'signed-up')))
    .orderBy(referrals.id)
    .limit(1);
  if (!referral) return;
  const reward = REFERRAL_REWARDS[referral.currency] ?? 0;
  const [activated] = await tx
    .update(referrals)
    .set({ status: 'activated', reward })
    .where(and(eq(referrals.id, referral.id), eq(referrals.status, 'signed-up')))
    .returning({ accountId: referrals.accountId, businessName: referrals.businessName });
  if (!activated || reward === 0) return;
  await creditWallet(
    tx,
    {
      accountId: activated.accountId,
      currency: referral.currency,
      amount: reward,
      narration: `Referral reward: ${activated.businessName} went live`,
      reference: `RFR${referral.id}`,
    },
    { available: true },
  );
}
