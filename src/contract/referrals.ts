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
