import * as v from 'valibot';
import {
  AccountUpdateRequest,
  AccountUpdateResponse,
  ComplianceSubmitStatus,
  NewBusinessRequest,
  NewBusinessResponse,
  SettlementAccount,
  SubAccount,
  TransactionLimit,
} from './accounts';
import {
  BillsList,
  BillsQuery,
  ChargebacksList,
  ChargebacksQuery,
  EventsList,
  InvoicesList,
  listQuery,
  LoanHistoryList,
  LoanOfferResponse,
  OrdersList,
  PaymentLinksList,
  PaymentPlansList,
  PayrollList,
  PosOrdersList,
  PosOrdersQuery,
  ProductsList,
  ReferralsList,
  SettlementsList,
  StoreDetails,
  SubscriptionsList,
  VirtualCardsList,
  Wallet,
  WebhookSettings,
  WhitelistIpsList,
} from './areas';
import {
  AcceptInvitationRequest,
  BusinessesQuery,
  Collaborator,
  ConfirmAccountRequest,
  ConfirmAccountResponse,
  InvitationView,
  InviteCollaboratorRequest,
  LastViewedLogRequest,
  LastViewedLogResponse,
  LoginRequest,
  LoginResponse,
  RefreshRequest,
  RefreshResponse,
  ResendConfirmationRequest,
  ResetPasswordRequest,
  ResetRequest,
  ResetTokenInfo,
  SignupRequest,
  SignupResponse,
  TokensCreateRequest,
  TokensCreateResponse,
} from './auth';
import {
  BusinessListEntry,
  MerchantKeys,
  MerchantPreference,
  SetPreferenceRequest,
  WhiteLabelPreferences,
} from './merchant';
import { OutboxMessage, OutboxQuery } from './sandbox';
import { CardsList, CardsQuery, SubaccountsList, SubaccountsQuery } from './search';

/**
 * The spec names separate hosts (compliance host, card API, provider API,
 * cross-host chargebacks API, request federator, file upload); each has its own
 * configurable base URL in the app. The embedded server serves them all under /api.
 */
export const HOSTS = ['main', 'compliance', 'card', 'provider', 'chargebacks', 'federator', 'upload'] as const;
export type Host = (typeof HOSTS)[number];

/** none: public; login: a login token or an account token; account: an account token. */
export type AuthLevel = 'none' | 'login' | 'account';

export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the host's base, with :params (spec 1 §7, spec 2 §7 spellings). */
  path: string;
  host: Host;
  auth: AuthLevel;
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  response: v.GenericSchema;
}

const Empty = v.nullable(v.object({}));
const IdParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Id is invalid'));

/**
 * The shell's calls (access, accounts, the areas' lists), one row each: the app calls them and the server
 * serves them. The bigger areas keep their own tables (query-, transfer-, analytics-endpoints, compliance)
 * so each screen's first load carries only its area's schemas; all-endpoints.ts joins them for the server.
 */
export const endpoints = {
  whitelabel: {
    method: 'GET',
    path: 'v2/whitelabel/preferences',
    host: 'main',
    auth: 'none',
    response: WhiteLabelPreferences,
  },
  login: { method: 'POST', path: 'login', host: 'main', auth: 'none', body: LoginRequest, response: LoginResponse },
  businesses: {
    method: 'GET',
    path: 'v2/merchant/businesses',
    host: 'main',
    auth: 'login',
    query: BusinessesQuery,
    response: v.array(BusinessListEntry),
  },
  tokensCreate: {
    method: 'POST',
    path: 'merchant/tokens/create',
    host: 'main',
    auth: 'login',
    body: TokensCreateRequest,
    response: TokensCreateResponse,
  },
  tokensRefresh: {
    method: 'POST',
    path: 'v2/auth/refresh',
    host: 'main',
    auth: 'none',
    body: RefreshRequest,
    response: RefreshResponse,
  },
  logout: { method: 'POST', path: 'logout', host: 'main', auth: 'login', response: Empty },
  resendConfirmation: {
    method: 'POST',
    path: 'v2/onboarding-emails/resend',
    host: 'main',
    auth: 'none',
    body: ResendConfirmationRequest,
    response: Empty,
  },
  confirmAccount: {
    method: 'POST',
    path: 'v2/onboarding-emails/confirm',
    host: 'main',
    auth: 'none',
    body: ConfirmAccountRequest,
    response: ConfirmAccountResponse,
  },
  signup: {
    method: 'POST',
    path: 'v2/merchant/signup',
    host: 'main',
    auth: 'none',
    body: SignupRequest,
    response: SignupResponse,
  },
  resetRequest: {
    method: 'POST',
    path: 'v2/password/reset',
    host: 'main',
    auth: 'none',
    body: ResetRequest,
    response: Empty,
  },
  resetInfo: { method: 'GET', path: 'v2/password/reset/:id', host: 'main', auth: 'none', response: ResetTokenInfo },
  resetPassword: {
    method: 'POST',
    path: 'v2/password/update',
    host: 'main',
    auth: 'none',
    body: ResetPasswordRequest,
    response: Empty,
  },
  invitation: { method: 'GET', path: 'v2/invitations/:id', host: 'main', auth: 'none', response: InvitationView },
  acceptInvitation: {
    method: 'POST',
    path: 'v2/invitations/:id/accept',
    host: 'main',
    auth: 'none',
    body: AcceptInvitationRequest,
    response: v.object({ email: v.string() }),
  },
  collaborators: {
    method: 'GET',
    path: 'v2/accounts/:id/collaborators',
    host: 'main',
    auth: 'account',
    response: v.array(Collaborator),
  },
  inviteCollaborator: {
    method: 'POST',
    path: 'v2/accounts/:id/collaborators',
    host: 'main',
    auth: 'account',
    body: InviteCollaboratorRequest,
    response: v.object({ id: v.string() }),
  },
  lastViewedLog: {
    method: 'POST',
    path: 'v2/lastvp/log',
    host: 'main',
    auth: 'account',
    body: LastViewedLogRequest,
    response: LastViewedLogResponse,
  },
  preferences: {
    method: 'GET',
    path: 'merchant/account/preferences',
    host: 'main',
    auth: 'account',
    response: v.array(MerchantPreference),
  },
  setPreference: {
    method: 'POST',
    path: 'merchant/account/preferences',
    host: 'main',
    auth: 'account',
    body: SetPreferenceRequest,
    response: MerchantPreference,
  },
  merchantKeys: {
    method: 'GET',
    path: 'v2/merchantkeys',
    host: 'main',
    auth: 'account',
    query: v.object({ include_v1_keys: v.optional(v.picklist(['0', '1'])) }),
    response: MerchantKeys,
  },
  // The shell (issue 3): switcher, mode switch, limits, counts, search.
  subAccounts: { method: 'GET', path: 'v2/accounts', host: 'main', auth: 'account', response: v.array(SubAccount) },
  newBusiness: {
    method: 'POST',
    path: 'merchant/accounts/new',
    host: 'main',
    auth: 'account',
    body: NewBusinessRequest,
    response: NewBusinessResponse,
  },
  accountUpdate: {
    method: 'POST',
    path: 'merchant/accounts/update',
    host: 'main',
    auth: 'account',
    body: AccountUpdateRequest,
    response: AccountUpdateResponse,
  },
  transactionLimits: {
    method: 'POST',
    path: 'v2/merchant/transaction_limits',
    host: 'main',
    auth: 'account',
    response: v.array(TransactionLimit),
  },
  settlementAccounts: {
    method: 'GET',
    path: 'merchant/config/settlement/account',
    host: 'main',
    auth: 'account',
    response: v.array(SettlementAccount),
  },
  complianceStatus: {
    method: 'GET',
    path: 'v2/compliance/submit-status',
    host: 'compliance',
    auth: 'account',
    response: ComplianceSubmitStatus,
  },
  wallets: { method: 'POST', path: 'v2/merchant/wallets', host: 'main', auth: 'account', response: v.array(Wallet) },
  cardsSearch: {
    method: 'GET',
    path: 'v2/cards/search',
    host: 'card',
    auth: 'account',
    query: CardsQuery,
    response: CardsList,
  },
  subaccounts: {
    method: 'GET',
    path: 'v2/subaccounts',
    host: 'main',
    auth: 'account',
    query: SubaccountsQuery,
    response: SubaccountsList,
  },
  chargebacks: {
    method: 'GET',
    path: 'chargebacks',
    host: 'chargebacks',
    auth: 'account',
    query: ChargebacksQuery,
    response: ChargebacksList,
  },
  // Area lists (read-only screens until their issues deepen them).
  settlements: {
    method: 'GET',
    path: 'v2/settlements',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: SettlementsList,
  },
  paymentLinks: {
    method: 'GET',
    path: 'v2/payment-links',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: PaymentLinksList,
  },
  paymentPlans: {
    method: 'GET',
    path: 'v2/payment-plans',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: PaymentPlansList,
  },
  subscriptions: {
    method: 'GET',
    path: 'v2/subscriptions',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: SubscriptionsList,
  },
  invoices: {
    method: 'GET',
    path: 'v2/invoices',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: InvoicesList,
  },
  events: { method: 'GET', path: 'v2/events', host: 'main', auth: 'account', query: listQuery, response: EventsList },
  store: {
    method: 'GET',
    path: 'v2/inventory/stores/self',
    host: 'main',
    auth: 'account',
    response: v.nullable(StoreDetails),
  },
  storeProducts: {
    method: 'GET',
    path: 'v2/inventory/products',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: ProductsList,
  },
  storeOrders: {
    method: 'GET',
    path: 'v2/inventory/orders',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: OrdersList,
  },
  instagramProducts: {
    method: 'GET',
    path: 'v2/instagram/products',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: ProductsList,
  },
  instagramOrders: {
    method: 'GET',
    path: 'v2/instagram/orders',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: OrdersList,
  },
  bills: { method: 'GET', path: 'v2/bills', host: 'main', auth: 'account', query: BillsQuery, response: BillsList },
  virtualCards: {
    method: 'GET',
    path: 'v2/cards',
    host: 'card',
    auth: 'account',
    query: listQuery,
    response: VirtualCardsList,
  },
  posOrders: {
    method: 'GET',
    path: 'v2/pos/orders',
    host: 'main',
    auth: 'account',
    query: PosOrdersQuery,
    response: PosOrdersList,
  },
  payroll: {
    method: 'GET',
    path: 'v2/payroll',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: PayrollList,
  },
  referrals: {
    method: 'GET',
    path: 'v2/referrals',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: ReferralsList,
  },
  webhooks: { method: 'GET', path: 'v2/webhooks', host: 'main', auth: 'account', response: WebhookSettings },
  whitelistIps: {
    method: 'GET',
    path: 'v2/whitelist-ips',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: WhitelistIpsList,
  },
  loanOffer: { method: 'GET', path: 'v2/loan/offer', host: 'main', auth: 'account', response: LoanOfferResponse },
  loanHistory: {
    method: 'GET',
    path: 'v2/loan/history',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: LoanHistoryList,
  },
  sandboxOutbox: {
    method: 'GET',
    path: 'sandbox/outbox',
    host: 'main',
    auth: 'none',
    query: OutboxQuery,
    response: v.array(OutboxMessage),
  },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export { IdParam };

/** Fills :params of a path. */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
