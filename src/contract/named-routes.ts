/**
 * The named routes of spec 1 §2 ("referenced by the shell and sidebar", and the search
 * result links), as app paths with TanStack-style $params. The shell, search and
 * banners navigate by these names only.
 */
export const NAMED_ROUTES = {
  login: '/login',
  register: '/signup',
  compliance: '/dashboard/compliance',
  'accounts-settlement': '/dashboard/balance/accounts',
  onboardingmain: '/dashboard/setup',
  onboardinginstructions: '/dashboard/setup/instructions',
  homeguide: '/dashboard/home',
  overviewmain: '/dashboard/overview',
  transactions: '/dashboard/transactions/all',
  customersmain: '/dashboard/customers/list',
  settlementsmain: '/dashboard/balance/index',
  payoutsmain: '/dashboard/transfers/overview',
  subaccounts: '/dashboard/subaccounts',
  refunds: '/dashboard/transactions/refunds',
  chargebacks: '/dashboard/chargebacks/pending',
  billsmain: '/dashboard/bills/airtime',
  'products-listing': '/dashboard/store/products',
  capital: '/dashboard/capital',
  'payment-links': '/dashboard/payments/links',
  salesmode: '/dashboard/salesmode',
  pos: '/dashboard/pos/orders',
  paymentsplans: '/dashboard/payments/plans',
  'invoices-list': '/dashboard/invoices/list',
  payroll: '/dashboard/payroll',
  referrals: '/dashboard/referrals',
  settingsMain: '/dashboard/settings/general',
  generalsettings: '/dashboard/settings/general',
  customersID: '/dashboard/customers/$id',
  transactionsID: '/dashboard/transactions/$id',
  'payouts-individual': '/dashboard/transfers/list/$id',
  virtualcardsdetail: '/dashboard/cards/$id',
  subaccountsIndividual: '/dashboard/subaccounts/$id',
  'search-listing': '/dashboard/search/$searchString',
} as const;

export type RouteName = keyof typeof NAMED_ROUTES;

/** The concrete path of a named route, with its params filled in (encoded). */
export function namedRoutePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return NAMED_ROUTES[name].replace(/\$([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Routes whose page header is hidden (spec 1 §2 Shell). */
export const HEADERLESS_ROUTES: readonly RouteName[] = [
  'onboardinginstructions',
  'onboardingmain',
  'salesmode',
  'compliance',
];
