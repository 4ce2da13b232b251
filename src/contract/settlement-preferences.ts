/**
 * Where a business may be paid (spec 2 §6): merchant preferences can list the accepted settlement banks
 * and countries, and a white label can restrict the banks (banks_allowed). The spec names neither
 * preference; these are ours, each a comma-separated list of codes.
 */
export const SETTLEMENT_PREFERENCES = {
  banks: 'accepted_settlement_banks',
  countries: 'accepted_settlement_countries',
} as const;

export const SETTLEMENT_PREFERENCE_MESSAGES = {
  country: 'Settlement to a bank in this country is not accepted for your business',
  bank: 'Settlement to this bank is not accepted for your business',
} as const;

export interface AcceptedSettlement {
  /** The countries a settlement bank may be in, the business's own first when accepted. */
  countries: string[];
  /** The bank codes accepted; null when any bank of those countries is. */
  banks: string[] | null;
}

const codes = (raw: string | null | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');

/**
 * The accepted countries (the business's own when the preference is unset) and banks: those both the
 * preference and the white label's banks_allowed accept (an unset or empty list restricts nothing).
 */
export function acceptedSettlement(
  preferences: readonly { setting_name: string; preference_value: string | null }[],
  ownCountry: string,
  banksAllowed: readonly string[] | null,
): AcceptedSettlement {
  const pref = (name: string) => preferences.find((p) => p.setting_name === name)?.preference_value;
  const listed = codes(pref(SETTLEMENT_PREFERENCES.countries)).map((c) => c.toUpperCase());
  const countries = listed.length === 0 ? [ownCountry] : [...new Set(listed)];
  // The business's own country first, so it is the one shown before any choice.
  countries.sort((a, b) => Number(b === ownCountry) - Number(a === ownCountry));
  const preferred = codes(pref(SETTLEMENT_PREFERENCES.banks));
  const branded = banksAllowed ?? [];
  let banks: string[] | null = null;
  if (preferred.length > 0 && branded.length > 0) banks = preferred.filter((code) => branded.includes(code));
  else if (preferred.length > 0) banks = preferred;
  else if (branded.length > 0) banks = [...branded];
  return { countries, banks };
}

/** Whether a bank may receive this business's settlements; the refusal's message when not. */
export function settlementRefusal(
  accepted: AcceptedSettlement,
  bank: { code: string; country: string },
): string | null {
  if (!accepted.countries.includes(bank.country)) return SETTLEMENT_PREFERENCE_MESSAGES.country;
  if (accepted.banks && !accepted.banks.includes(bank.code)) return SETTLEMENT_PREFERENCE_MESSAGES.bank;
  return null;
}
