import { describe, expect, it } from 'vitest';
import { CAPITAL_ACCOUNT_IDS } from './accounts';
import { activeMenuItem, badgeFetches, type MenuInput, menuItems } from './menu';

/** The demo brand hides Setup, Home, Refunds and Sales mode (seeded hidden_menu). */
const DEMO_HIDDEN = ['onboardingmain', 'homeguide', 'refunds', 'salesmode'];
const prefs = (values: Record<string, string>) =>
  Object.entries(values).map(([setting_name, preference_value]) => ({ setting_name, preference_value }));

/** Demo Stores Ltd (20001, NG, live, AA) as admin@demo.test and owner@demo.test see it. */
const demoStores: MenuInput = {
  hiddenMenu: DEMO_HIDDEN,
  complianceFilled: true,
  isLive: true,
  accountId: 20001,
  country: 'NG',
  businessType: 'business',
  preferences: prefs({
    enabled_for_payroll: '1',
    merchant_can_make_posrequests: '1',
    bills_enabled: '1',
    capital_enabled: '1',
  }),
};
const names = (input: MenuInput) => menuItems(input).map((item) => item.name);
const labels = (input: MenuInput) => menuItems(input).map((item) => item.label);

describe('menuItems (spec 1 §2 Sidebar, §6)', () => {
  it('shows Demo Stores every enabled item in order, minus what the brand hides', () => {
    expect(labels(demoStores)).toEqual([
      'Overview',
      'Transactions',
      'Customers',
      'Balance',
      'Transfers',
      'Subaccounts',
      'Chargebacks',
      'Capital',
      'Store',
      'Payment links',
      'POS',
      'Payment plans',
      'Invoices',
      'Airtime & DSTV',
      'Payroll',
      'Referrals',
      'Settings',
    ]);
    const transfers = menuItems(demoStores).find((item) => item.name === 'payoutsmain');
    expect(transfers?.badge).toBe('pendingApprovals');
    expect(menuItems(demoStores).find((item) => item.name === 'chargebacks')?.badge).toBe('pendingChargebacks');
  });

  it('fetches the approvals count for approvers only and chargebacks for admins in live mode', () => {
    expect(badgeFetches('Owner', true)).toEqual({ pendingApprovals: true, pendingChargebacks: true });
    expect(badgeFetches('Admin', true)).toEqual({ pendingApprovals: true, pendingChargebacks: true });
    expect(badgeFetches('v2-Admin', false)).toEqual({ pendingApprovals: true, pendingChargebacks: false });
    // member@demo.test (User): same menu as the admin, but no counts fetched, so no Transfers badge.
    expect(badgeFetches('User', true)).toEqual({ pendingApprovals: false, pendingChargebacks: false });
    expect(badgeFetches('v2-Operations', true)).toEqual({ pendingApprovals: false, pendingChargebacks: false });
    expect(badgeFetches(null, true)).toEqual({ pendingApprovals: false, pendingChargebacks: false });
  });

  it('hides per brand every item named in hidden_menu, and shows them when not hidden', () => {
    const all = names({ ...demoStores, hiddenMenu: [] });
    expect(all).toEqual(expect.arrayContaining(['onboardingmain', 'homeguide', 'refunds', 'salesmode']));
    expect(names({ ...demoStores, hiddenMenu: ['payoutsmain', 'settingsMain'] })).not.toContain('payoutsmain');
    expect(names({ ...demoStores, hiddenMenu: ['payoutsmain', 'settingsMain'] })).not.toContain('settingsMain');
  });

  it('shows Home only when compliance is filled', () => {
    expect(names({ ...demoStores, hiddenMenu: [] })).toContain('homeguide');
    expect(names({ ...demoStores, hiddenMenu: [], complianceFilled: false })).not.toContain('homeguide');
  });

  it('gates Demo Events Co for its owner: test mode hides Chargebacks and POS; no bills, payroll or capital', () => {
    const demoEvents: MenuInput = {
      hiddenMenu: DEMO_HIDDEN,
      complianceFilled: true,
      isLive: false,
      accountId: 20002,
      country: 'NG',
      businessType: 'events',
      preferences: prefs({ allow_dashboard_toggle: '1' }),
    };
    const shown = names(demoEvents);
    for (const hidden of ['chargebacks', 'pos', 'billsmain', 'payroll', 'capital'] as const) {
      expect(shown).not.toContain(hidden);
    }
    expect(shown).toEqual(expect.arrayContaining(['overviewmain', 'payoutsmain', 'settingsMain', 'referrals']));
  });

  it('gates Demo Cape (za@demo.test, ZA, test mode): no Chargebacks; Capital only through the fixed ids', () => {
    const demoCape: MenuInput = {
      hiddenMenu: DEMO_HIDDEN,
      complianceFilled: true,
      isLive: false,
      accountId: 20008,
      country: 'ZA',
      businessType: 'business',
      preferences: prefs({ allow_dashboard_toggle: '0', capital_enabled: '1' }),
    };
    expect(names(demoCape)).not.toContain('chargebacks');
    expect(names(demoCape)).not.toContain('pos');
    // Outside NG, capital_enabled does not count: only the fixed ids see Capital.
    expect(names(demoCape).includes('capital')).toBe(CAPITAL_ACCOUNT_IDS.includes(20008));
    expect(names({ ...demoCape, accountId: 29999 })).not.toContain('capital');
  });

  it('shows Capital for NG with capital_enabled=1, or for a fixed id whatever the country', () => {
    const base: MenuInput = { ...demoStores, accountId: 29999, preferences: [] };
    expect(names(base)).not.toContain('capital');
    expect(names({ ...base, preferences: prefs({ capital_enabled: '1' }) })).toContain('capital');
    expect(names({ ...base, country: 'KE', preferences: prefs({ capital_enabled: '1' }) })).not.toContain('capital');
    const fixed = CAPITAL_ACCOUNT_IDS[0] as number;
    expect(names({ ...base, country: 'GH', accountId: fixed })).toContain('capital');
  });

  it('shows POS in live mode for business accounts or with merchant_can_make_posrequests=1', () => {
    const base: MenuInput = { ...demoStores, preferences: [] };
    expect(names(base)).toContain('pos');
    expect(names({ ...base, businessType: 'individual' })).not.toContain('pos');
    expect(
      names({ ...base, businessType: 'individual', preferences: prefs({ merchant_can_make_posrequests: '1' }) }),
    ).toContain('pos');
    expect(names({ ...base, isLive: false })).not.toContain('pos');
  });

  it('needs bills_enabled=1 for Airtime & DSTV and enabled_for_payroll=1 for Payroll', () => {
    const base: MenuInput = { ...demoStores, preferences: prefs({ bills_enabled: '0' }) };
    expect(names(base)).not.toContain('billsmain');
    expect(names(base)).not.toContain('payroll');
  });
});

describe('activeMenuItem', () => {
  const items = menuItems({ ...demoStores, hiddenMenu: [] });
  it('highlights the exact item, else the item of the same area', () => {
    expect(activeMenuItem('/dashboard/transactions/all', items)).toBe('transactions');
    expect(activeMenuItem('/dashboard/transactions/refunds', items)).toBe('refunds');
    expect(activeMenuItem('/dashboard/transactions/123', items)).toBe('transactions');
    expect(activeMenuItem('/dashboard/balance/history', items)).toBe('settlementsmain');
    expect(activeMenuItem('/dashboard/payments/plans/7', items)).toBe('paymentsplans');
    expect(activeMenuItem('/dashboard/settings/apis', items)).toBe('settingsMain');
    expect(activeMenuItem('/dashboard/overview/total', items)).toBe('overviewmain');
    expect(activeMenuItem('/dashboard/search/amaka', items)).toBeNull();
    expect(activeMenuItem('/login', items)).toBeNull();
  });
});
