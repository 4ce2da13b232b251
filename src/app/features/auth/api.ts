import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type {
  AcceptInvitationRequest,
  AccountSession,
  LoginRequest,
  SignupRequest,
  TokensCreateRequest,
} from '../../../contract/auth';
import { accessEndpoints as endpoints } from '../../../contract/access-endpoints';
import { MESSAGES } from '../../../contract/messages';
import { call, isApiError } from '../../lib/api-client';
import { env } from '../../lib/env';
import { saveAccountSession, saveMerchantKeys, savePreferences } from '../../lib/session';

export const login = (body: LoginRequest) => call(endpoints.login, { body });

export const listBusinesses = (loginToken: string, email: string) =>
  call(endpoints.businesses, { token: loginToken, query: { email, appId: env.appId } });

export const createAccountTokens = (loginToken: string, body: TokensCreateRequest) =>
  call(endpoints.tokensCreate, { token: loginToken, body });

export const resendConfirmation = (email: string) =>
  call(endpoints.resendConfirmation, { body: { email, appId: env.appId } });

export const signup = (body: SignupRequest) => call(endpoints.signup, { body });

export const confirmAccountQuery = (token: string) =>
  queryOptions({
    queryKey: ['confirmAccount', token],
    queryFn: () => call(endpoints.confirmAccount, { body: { token } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const requestPasswordReset = (email: string) => call(endpoints.resetRequest, { body: { email } });

export const resetInfoQuery = (id: string) =>
  queryOptions({
    queryKey: ['passwordReset', id],
    queryFn: ({ signal }) => call(endpoints.resetInfo, { params: { id }, signal }),
    retry: false,
  });

export const updatePassword = (token: string, password: string) =>
  call(endpoints.resetPassword, { body: { token, password } });

export const invitationQuery = (id: string) =>
  queryOptions({
    queryKey: ['invitation', id],
    queryFn: ({ signal }) => call(endpoints.invitation, { params: { id }, signal }),
    retry: false,
  });

export const acceptInvitation = (id: string, body: v.InferInput<typeof AcceptInvitationRequest>) =>
  call(endpoints.acceptInvitation, { params: { id }, body });

/**
 * Stores the chosen account's session, then its keys and preferences. The keys and
 * preferences are best effort: the dashboard still opens if one of them fails.
 */
export async function completeAccountSession(session: AccountSession): Promise<void> {
  saveAccountSession(session);
  await Promise.allSettled([
    call(endpoints.merchantKeys, { query: { include_v1_keys: '1' } }).then(saveMerchantKeys),
    call(endpoints.preferences).then(savePreferences),
  ]);
}

/** The text to show for a failed call. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message || MESSAGES.serviceUnavailable;
  return MESSAGES.serviceUnavailable;
}
