import * as v from 'valibot';
import {
  AcceptInvitationRequest,
  BusinessesQuery,
  ConfirmAccountRequest,
  ConfirmAccountResponse,
  InvitationView,
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
import { type EndpointDef, Empty } from './endpoint-def';
import { BusinessListEntry, MerchantKeys, MerchantPreference, WhiteLabelPreferences } from './merchant';

/**
 * The calls of signing in, signing up, resets and invitations, plus the brand, preferences and keys a
 * session starts with: the signed-out screens and the app's start need only these, so their first load
 * carries none of the dashboard's schemas (endpoints.ts has the rest of the shell's calls).
 */
export const accessEndpoints = {
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
  preferences: {
    method: 'GET',
    path: 'merchant/account/preferences',
    host: 'main',
    auth: 'account',
    response: v.array(MerchantPreference),
  },
  merchantKeys: {
    method: 'GET',
    path: 'v2/merchantkeys',
    host: 'main',
    auth: 'account',
    query: v.object({ include_v1_keys: v.optional(v.picklist(['0', '1'])) }),
    response: MerchantKeys,
  },
} as const satisfies Record<string, EndpointDef>;
