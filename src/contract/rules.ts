import type { BusinessType } from './merchant';

/** The business type as the switcher shows it: capitalised, default 'Business' (spec 1 §2). */
export function capitalisedBusinessType(type: string | null | undefined): string {
  const value = type?.trim() || 'business';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Transaction status display (spec 1 §4): parent account 19804 has its own wording. */
export const SPECIAL_PARENT_ACCOUNT = 19804;
export function transactionStatusLabel(status: string, parentAccountId: number): string {
  const s = status.toLowerCase();
  const special = parentAccountId === SPECIAL_PARENT_ACCOUNT;
  if (s === 'successful' || s === 'success') return 'Successful';
  if (s === 'failed') return special ? 'Failed' : 'Cancelled';
  if (s === 'pending') return special ? 'Pending' : 'Abandoned';
  if (s === 'pending-capture' || s === 'pending capture') return 'Pending Capture';
  return status;
}

/** Transfer status display (spec 1 §4). */
export function transferStatusLabel(status: string): string {
  switch (status.toUpperCase()) {
    case 'SUCCESSFUL':
      return 'Successful';
    case 'FAILED':
    case 'FAILED:INVALID_ACCOUNT':
    case 'REJECTED':
      return 'Failed';
    case 'PENDING':
    case 'PENDING-HOOK':
      return 'Pending';
    case 'NEW':
      return 'Awaiting Approval';
    default:
      return status;
  }
}

export type Tone = 'warning' | 'success' | 'danger' | 'info';
/** Payout status labels and colours (spec 1 §4). */
export function payoutStatusLabel(status: string): { label: string; tone: Tone } {
  switch (status.toLowerCase()) {
    case 'new':
    case 'pending':
    case 'pending-hook':
      return { label: 'Pending', tone: 'warning' };
    case 'successful':
      return { label: 'Successful', tone: 'success' };
    case 'failed':
      return { label: 'Failed', tone: 'danger' };
    case 'failed:invalid_account':
      return { label: 'Failed; Invalid Account', tone: 'danger' };
    case 'rejected':
      return { label: 'Rejected', tone: 'danger' };
    default:
      return { label: 'Pending Response', tone: 'info' };
  }
}

/** Daily limits in NGN by business type and approval (spec 1 §9, spec 2 §9); 0 means Unlimited. */
const DAILY_LIMIT_NGN: Record<'individual' | 'business' | 'non-profit', { notAA: number; AA: number }> = {
  individual: { notAA: 200_000, AA: 500_000 },
  business: { notAA: 1_000_000, AA: 0 },
  'non-profit': { notAA: 200_000, AA: 500_000 },
};

/** Limit display conversion divisors (spec 1 §9): NGN unchanged, KES 4.2, GHS 88.3, USD and others 370. */
const LIMIT_DIVISORS: Record<string, number> = { NGN: 1, KES: 4.2, GHS: 88.3 };

const thousands = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/**
 * The daily limit text: the NGN limit for the type and status, converted for the
 * merchant's currency and rounded up with thousands separators; 0 is Unlimited.
 */
export function dailyLimitText(
  businessType: BusinessType | string | null | undefined,
  complianceStatus: string,
  currency: string,
  limitOverride?: number | null,
): string {
  const key = businessType === 'individual' || businessType === 'non-profit' ? businessType : 'business';
  const base = limitOverride ?? DAILY_LIMIT_NGN[key][complianceStatus === 'AA' ? 'AA' : 'notAA'];
  if (base === 0) return 'Unlimited';
  const divisor = LIMIT_DIVISORS[currency] ?? 370;
  const shownCurrency = currency in LIMIT_DIVISORS ? currency : 'USD';
  return `${shownCurrency} ${thousands(Math.ceil(base / divisor))}`;
}

/** Which account banner shows (spec 1 §4), most specific first; null for none. */
export type AccountBanner =
  | { kind: 'rejected'; reason: string }
  | { kind: 'add-bank' }
  | { kind: 'za-validation' }
  | { kind: 'test-mode'; variant: 'live-switch' | 'in-review' | 'submit-info' };

export const BANNER_TEXTS = {
  rejectedFallback: 'Your account could not be verified. Check your email for why this happened.',
  addBank: "We don't know how to pay you. Add a bank so we can deposit your earnings.",
  zaValidation:
    'This account cannot process any transactions until the account validation has been completed. The validation process takes up to 24 hours.',
} as const;

export interface BannerState {
  complianceStatus: string;
  rejectionReason: string | null;
  country: string;
  isLive: boolean;
  complianceFilled: boolean;
  hasBankAccount: boolean;
  /** allow_dashboard_toggle is 1 or unset. */
  toggleAllowed: boolean;
}

export function accountBanners(state: BannerState): AccountBanner[] {
  const banners: AccountBanner[] = [];
  if (state.complianceStatus === 'RE') {
    banners.push({ kind: 'rejected', reason: state.rejectionReason?.trim() || BANNER_TEXTS.rejectedFallback });
  }
  if (state.complianceStatus === 'AA' && !state.hasBankAccount) banners.push({ kind: 'add-bank' });
  if (state.complianceStatus === 'IR' && state.country === 'ZA') banners.push({ kind: 'za-validation' });
  if (!state.isLive && state.complianceStatus !== 'RE') {
    const variant = !state.complianceFilled ? 'submit-info' : state.toggleAllowed ? 'live-switch' : 'in-review';
    banners.push({ kind: 'test-mode', variant });
  }
  return banners;
}

/** Toggle allowed when the preference allow_dashboard_toggle is 1 or unset (spec 1 §4). */
export const isToggleAllowed = (pref: string | null | undefined): boolean =>
  pref == null || pref === '' || pref === '1';
