import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';

/** GET v2/referrals/summary: the business's code and what its referrals earned so far. */
export const ReferralSummary = v.object({
  referral_code: v.string(),
  /** Every business that signed up with the code. */
  referred: v.number(),
  /** Those that went live, each earning the reward. */
  activated: v.number(),
  /** Minor units of `currency`. */
  total_earned: v.number(),
  currency: v.string(),
});
export type ReferralSummary = v.InferOutput<typeof ReferralSummary>;

/**
 * What a referrer earns when a business it referred goes live, in minor units of the referrer's currency
 * (the seeded rewards are NGN 5,000); a currency not listed earns nothing.
 */
export const REFERRAL_REWARDS: Readonly<Record<string, number>> = {
  NGN: 500_000,
  GHS: 5_000,
  KES: 50_000,
  ZAR: 10_000,
  USD: 500,
};

/** Status labels of a referred business. */
export const REFERRAL_STATUS_LABELS = { 'signed-up': 'Signed up', activated: 'Live' } as const;

export const referralEndpoints = {
  referralSummary: {
    method: 'GET',
    path: 'v2/referrals/summary',
    host: 'main',
    auth: 'account',
    response: ReferralSummary,
  },
} as const satisfies Record<string, EndpointDef>;
