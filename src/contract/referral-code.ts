import * as v from 'valibot';

/*
 * A business's referral code: REF and its account id in base 36 (five characters at least), so sign-up
 * finds the referrer from the code alone. Kept apart from the referrals screen's contract: sign-up reads it.
 */
export const REFERRAL_CODE_PATTERN = /^REF[0-9A-Z]{5,7}$/;

export const referralCodeOf = (accountId: number): string =>
  `REF${accountId.toString(36).toUpperCase().padStart(5, '0')}`;

/** The account a well-formed code names (it may not exist), or null. */
export function accountIdOfReferralCode(code: string): number | null {
  const value = code.trim().toUpperCase();
  if (!REFERRAL_CODE_PATTERN.test(value)) return null;
  const id = Number.parseInt(value.slice(3), 36);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export const REFERRAL_CODE_INVALID = 'This referral code is not valid. Check it, or leave it empty.';

/** Sign-up's optional referral code, as typed or carried by a referral link (/signup?ref=CODE). */
export const ReferralCodeField = v.optional(
  v.pipe(
    v.string(REFERRAL_CODE_INVALID),
    v.trim(),
    v.toUpperCase(),
    v.regex(REFERRAL_CODE_PATTERN, REFERRAL_CODE_INVALID),
  ),
);

/** The sign-up address a referral link opens. */
export const referralLinkOf = (origin: string, code: string): string =>
  `${origin.replace(/\/$/, '')}/signup?ref=${encodeURIComponent(code)}`;
