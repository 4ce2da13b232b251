import { CAPITAL_ACCOUNT_IDS } from './accounts';
import type { MerchantPreference } from './merchant';
import { NAMED_ROUTES, type RouteName } from './named-routes';
import { isAdminRole, isApproverRole } from './roles';

/**
 * The sidebar's items and their gating (spec 1 §2 Sidebar, §6 menu gating; spec 2 §6 Capital),
 * as one pure rule the shell renders and the tests check.
 */
export const MENU_SECTIONS = ['your-business', 'collect-payments', 'billing-tools', 'footer'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export const MENU_SECTION_LABELS: Record<MenuSection, string> = {
  'your-business': 'Your business',
  'collect-payments': 'Collect Payments',
  'billing-tools': 'Billing tools',
  footer: 'More',
};

export type MenuBadge = 'pendingApprovals' | 'pendingChargebacks';
export type MenuIcon =
  | 'setup'
  | 'home'
  | 'overview'
  | 'transactions'
  | 'customers'
  | 'balance'
  | 'transfers'
  | 'subaccounts'
  | 'refunds'
  | 'chargebacks'
  | 'bills'
  | 'store'
  | 'capital'
  | 'links'
  | 'salesmode'
  | 'pos'
  | 'plans'
  | 'invoices'
  | 'payroll'
  | 'referrals'
  | 'settings';

export interface MenuItem {
  /** The named route the item opens; also its per-brand display preference in hidden_menu. */
  name: RouteName;
  label: string;
  section: MenuSection;
  icon: MenuIcon;
  badge?: MenuBadge;
}

export interface MenuInput {
  /** WhiteLabelPreferences.hidden_menu: route names this brand hides. */
  hiddenMenu: readonly string[];
  /** The merchant has filled compliance (ComplianceSubmitStatus.filled). */
  complianceFilled: boolean;
  /** The stored live state (userState 'true'). */
  isLive: boolean;
  accountId: number | null;
  country: string | null;
  businessType: string | null;
  preferences: readonly MerchantPreference[];
}

type Rule = (input: MenuInput, pref: (name: string) => string | null) => boolean;

const ALWAYS: Rule = () => true;

/** Every item in sidebar order with its own rule (per-brand hiding applies to all). */
const ITEMS: readonly (MenuItem & { rule: Rule })[] = [
  { name: 'onboardingmain', label: 'Setup', section: 'your-business', icon: 'setup', rule: ALWAYS },
  { name: 'homeguide', label: 'Home', section: 'your-business', icon: 'home', rule: (i) => i.complianceFilled },
  { name: 'overviewmain', label: 'Overview', section: 'your-business', icon: 'overview', rule: ALWAYS },
  { name: 'transactions', label: 'Transactions', section: 'your-business', icon: 'transactions', rule: ALWAYS },
  { name: 'customersmain', label: 'Customers', section: 'your-business', icon: 'customers', rule: ALWAYS },
  { name: 'settlementsmain', label: 'Balance', section: 'your-business', icon: 'balance', rule: ALWAYS },
  {
    name: 'payoutsmain',
    label: 'Transfers',
    section: 'your-business',
    icon: 'transfers',
    badge: 'pendingApprovals',
    rule: ALWAYS,
  },
  { name: 'subaccounts', label: 'Subaccounts', section: 'your-business', icon: 'subaccounts', rule: ALWAYS },
  { name: 'refunds', label: 'Refunds', section: 'your-business', icon: 'refunds', rule: ALWAYS },
  {
    name: 'chargebacks',
    label: 'Chargebacks',
    section: 'your-business',
    icon: 'chargebacks',
    badge: 'pendingChargebacks',
    rule: (i) => i.isLive,
  },
  {
    name: 'capital',
    label: 'Capital',
    section: 'your-business',
    icon: 'capital',
    rule: (i, pref) =>
      (i.accountId !== null && CAPITAL_ACCOUNT_IDS.includes(i.accountId)) ||
      (i.country === 'NG' && pref('capital_enabled') === '1'),
  },
  { name: 'products-listing', label: 'Store', section: 'collect-payments', icon: 'store', rule: ALWAYS },
  { name: 'payment-links', label: 'Payment links', section: 'collect-payments', icon: 'links', rule: ALWAYS },
  { name: 'salesmode', label: 'Sales mode', section: 'collect-payments', icon: 'salesmode', rule: ALWAYS },
  {
    name: 'pos',
    label: 'POS',
    section: 'collect-payments',
    icon: 'pos',
    rule: (i, pref) => i.isLive && (isBusinessAccount(i.businessType) || pref('merchant_can_make_posrequests') === '1'),
  },
  { name: 'paymentsplans', label: 'Payment plans', section: 'collect-payments', icon: 'plans', rule: ALWAYS },
  { name: 'invoices-list', label: 'Invoices', section: 'collect-payments', icon: 'invoices', rule: ALWAYS },
  {
    name: 'billsmain',
    label: 'Airtime & DSTV',
    section: 'billing-tools',
    icon: 'bills',
    rule: (_, pref) => pref('bills_enabled') === '1',
  },
  {
    name: 'payroll',
    label: 'Payroll',
    section: 'billing-tools',
    icon: 'payroll',
    rule: (_, pref) => pref('enabled_for_payroll') === '1',
  },
  { name: 'referrals', label: 'Referrals', section: 'footer', icon: 'referrals', rule: ALWAYS },
  { name: 'settingsMain', label: 'Settings', section: 'footer', icon: 'settings', rule: ALWAYS },
];

/** Business accounts: the business type 'business'; an unset type behaves like business (spec 1 §3). */
export const isBusinessAccount = (businessType: string | null | undefined): boolean =>
  !businessType || businessType === 'business';

/** The items the shell shows, in order. */
export function menuItems(input: MenuInput): MenuItem[] {
  const prefs = new Map(input.preferences.map((p) => [p.setting_name, p.preference_value]));
  const pref = (name: string) => prefs.get(name) ?? null;
  const hidden = new Set(input.hiddenMenu);
  return ITEMS.filter((item) => !hidden.has(item.name) && item.rule(input, pref)).map(
    ({ rule: _rule, ...item }) => item,
  );
}

/** The phone's bottom tabs (besides More), in order, when the menu shows them. */
export const BOTTOM_TAB_ROUTES: readonly RouteName[] = [
  'overviewmain',
  'transactions',
  'payoutsmain',
  'settlementsmain',
];

/**
 * The menu item of the current path: the item whose path shares the most leading
 * segments with it, at least the area below /dashboard (e.g. /dashboard/balance/history
 * is Balance, /dashboard/payments/plans/7 is Payment plans).
 */
export function activeMenuItem(pathname: string, items: readonly MenuItem[]): RouteName | null {
  const segments = (p: string) => p.split('/').filter(Boolean);
  const current = segments(pathname);
  if (current[0] !== 'dashboard' || current.length < 2) return null;
  let best: { name: RouteName; shared: number } | null = null;
  for (const item of items) {
    const target = segments(NAMED_ROUTES[item.name]);
    let shared = 0;
    while (shared < target.length && shared < current.length && target[shared] === current[shared]) shared += 1;
    if (shared >= 2 && (best === null || shared > best.shared)) best = { name: item.name, shared };
  }
  return best?.name ?? null;
}

/**
 * Which badge counts the shell fetches (spec 1 §6): pending approvals for approvers
 * (Owner, Admin, v2-Admin); pending chargebacks for admins in live mode.
 */
export function badgeFetches(role: string | null | undefined, isLive: boolean): Record<MenuBadge, boolean> {
  return { pendingApprovals: isApproverRole(role), pendingChargebacks: isAdminRole(role) && isLive };
}
