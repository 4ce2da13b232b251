import { describe, expect, it } from 'vitest';
import {
  accountBanners,
  BANNER_TEXTS,
  type BannerState,
  capitalisedBusinessType,
  dailyLimitText,
  isToggleAllowed,
  payoutStatusLabel,
  transactionStatusLabel,
  transferStatusLabel,
} from './rules';

describe('status labels (spec 1 §4)', () => {
  it('words transaction statuses differently for parent account 19804', () => {
    expect(transactionStatusLabel('successful', 1)).toBe('Successful');
    expect(transactionStatusLabel('failed', 1)).toBe('Cancelled');
    expect(transactionStatusLabel('pending', 1)).toBe('Abandoned');
    expect(transactionStatusLabel('failed', 19804)).toBe('Failed');
    expect(transactionStatusLabel('pending', 19804)).toBe('Pending');
    expect(transactionStatusLabel('pending-capture', 19804)).toBe('Pending Capture');
  });
  it('maps transfer statuses', () => {
    expect(transferStatusLabel('SUCCESSFUL')).toBe('Successful');
    expect(['FAILED', 'FAILED:INVALID_ACCOUNT', 'REJECTED'].map(transferStatusLabel)).toEqual([
      'Failed',
      'Failed',
      'Failed',
    ]);
    expect(transferStatusLabel('PENDING-HOOK')).toBe('Pending');
    expect(transferStatusLabel('NEW')).toBe('Awaiting Approval');
  });
  it('maps payout statuses with their colours', () => {
    expect(payoutStatusLabel('new')).toEqual({ label: 'Pending', tone: 'warning' });
    expect(payoutStatusLabel('failed:invalid_account')).toEqual({ label: 'Failed; Invalid Account', tone: 'danger' });
    expect(payoutStatusLabel('rejected')).toEqual({ label: 'Rejected', tone: 'danger' });
    expect(payoutStatusLabel('whatever')).toEqual({ label: 'Pending Response', tone: 'info' });
  });
});

describe('daily limit text (spec 1 §9, spec 2 §9)', () => {
  it('follows the table', () => {
    expect(dailyLimitText('individual', 'IR', 'NGN')).toBe('NGN 200,000');
    expect(dailyLimitText('individual', 'AA', 'NGN')).toBe('NGN 500,000');
    expect(dailyLimitText('business', 'IR', 'NGN')).toBe('NGN 1,000,000');
    expect(dailyLimitText('business', 'AA', 'NGN')).toBe('Unlimited');
    expect(dailyLimitText('non-profit', 'RE', 'NGN')).toBe('NGN 200,000');
    expect(dailyLimitText(undefined, 'IR', 'NGN')).toBe('NGN 1,000,000');
    expect(dailyLimitText('events', 'AA', 'NGN')).toBe('Unlimited');
  });
  it('converts with the divisors, rounding up, and treats 0 as Unlimited', () => {
    expect(dailyLimitText('business', 'IR', 'KES')).toBe('KES 238,096'); // 1,000,000 / 4.2 = 238,095.2
    expect(dailyLimitText('business', 'IR', 'GHS')).toBe('GHS 11,326'); // / 88.3 = 11,325.03
    expect(dailyLimitText('individual', 'IR', 'USD')).toBe('USD 541'); // 200,000 / 370 = 540.5
    expect(dailyLimitText('individual', 'IR', 'ZAR')).toBe('USD 541');
    expect(dailyLimitText('individual', 'IR', 'NGN', 0)).toBe('Unlimited');
  });
});

describe('account banners (spec 1 §4)', () => {
  const base: BannerState = {
    complianceStatus: 'AA',
    rejectionReason: null,
    country: 'NG',
    isLive: true,
    complianceFilled: true,
    hasBankAccount: true,
    toggleAllowed: true,
  };
  it('shows none for a live approved account with a bank', () => {
    expect(accountBanners(base)).toEqual([]);
  });
  it('shows the rejection reason or the fallback for RE, without the test-mode banner', () => {
    expect(accountBanners({ ...base, complianceStatus: 'RE', isLive: false, rejectionReason: 'Unreadable' })).toEqual([
      { kind: 'rejected', reason: 'Unreadable' },
    ]);
    expect(accountBanners({ ...base, complianceStatus: 'RE', rejectionReason: ' ' })[0]).toEqual({
      kind: 'rejected',
      reason: BANNER_TEXTS.rejectedFallback,
    });
  });
  it('asks an approved account without a bank to add one', () => {
    expect(accountBanners({ ...base, hasBankAccount: false })).toEqual([{ kind: 'add-bank' }]);
  });
  it('warns an in-review ZA account and picks the test-mode text', () => {
    const za = accountBanners({ ...base, complianceStatus: 'IR', country: 'ZA', isLive: false, toggleAllowed: false });
    expect(za).toEqual([{ kind: 'za-validation' }, { kind: 'test-mode', variant: 'in-review' }]);
    expect(accountBanners({ ...base, isLive: false })).toEqual([{ kind: 'test-mode', variant: 'live-switch' }]);
    expect(accountBanners({ ...base, complianceStatus: 'IR', isLive: false, complianceFilled: false })).toEqual([
      { kind: 'test-mode', variant: 'submit-info' },
    ]);
  });
  it('allows the toggle when the preference is 1 or unset', () => {
    expect(isToggleAllowed(undefined)).toBe(true);
    expect(isToggleAllowed('1')).toBe(true);
    expect(isToggleAllowed('0')).toBe(false);
  });
  it('capitalises the business type with Business as default', () => {
    expect(capitalisedBusinessType('events')).toBe('Events');
    expect(capitalisedBusinessType(null)).toBe('Business');
  });
});
