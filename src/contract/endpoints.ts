import * as v from 'valibot';
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

/** Every call of the product, one row each: the app calls them and the server serves them. */
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
