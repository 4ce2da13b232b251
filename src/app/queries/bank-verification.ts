import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { complianceEndpoints } from '../../contract/compliance';
import { call } from '../lib/api-client';
import { storage } from '../lib/storage';
import { accountKey } from './keys';

/*
 * What the bank section of compliance checks before a payout account is saved (spec 2 §4): the phone
 * number by a code sent to it, and the BVN against the account's name. Both are answers about what
 * the merchant typed, so they are queries keyed by it: a number gets its code once, when it becomes
 * valid, and a BVN is checked once per account; neither is kept on the device (`persist: false`).
 */

const publicKey = () => storage.get('testKeys')?.public_key ?? '';
const NOT_KEPT = { persist: false } as const;

/** POST v2/onb/sendotp: the code sent to a phone number (its reference). Resend is a refetch. */
export const phoneCodeQuery = (phone: string) =>
  queryOptions({
    queryKey: ['phoneCode', accountKey(), phone],
    queryFn: () =>
      call(complianceEndpoints.sendOtp, { body: { public_key: publicKey(), identifier: phone, context: 'secure' } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: NOT_KEPT,
  });

export interface BvnCheck {
  bvn: string;
  account_number: string;
  account_name: string;
}

/** POST v2/compliance/validate-account: whether the BVN's holder is the account's holder. */
export const bvnCheckQuery = (check: BvnCheck) =>
  queryOptions({
    queryKey: ['bvnCheck', accountKey(), check.bvn, check.account_number, check.account_name],
    queryFn: () =>
      call(complianceEndpoints.validateAccount, { body: { ...check, bank_account_name: check.account_name } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    meta: NOT_KEPT,
  });

/**
 * POST v2/onb/verifyotp with the code typed, then the verified number as the business's contact phone
 * (its failure does not undo the verification).
 */
export function useVerifyPhoneCode() {
  return useMutation({
    mutationFn: async ({ phone, otp, reference }: { phone: string; otp: string; reference: string }) => {
      await call(complianceEndpoints.verifyOtp, { body: { public_key: publicKey(), otp, otp_reference: reference } });
      await call(complianceEndpoints.complianceService, { body: { contact_phone: phone } }).catch(() => undefined);
      return phone;
    },
  });
}

export interface BankAccountInput {
  accountId: number | null;
  accountNumber: string;
  bankCode: string;
  country: string;
  accountName: string;
  accountMeta: { name: string; value: string }[];
  /** The business owner's code, when the server asked for one (changing an existing payout account). */
  otp?: string;
  /** The save action's key (a payout account is where money goes: DESIGN §7). */
  idempotencyKey: string;
}

/** New, or edit when the merchant already has one (spec 2 §7). */
function saveBankAccount(input: BankAccountInput) {
  const base = {
    accountNumber: input.accountNumber,
    bankCode: input.bankCode,
    country: input.country,
    accountName: input.accountName,
    accountMeta: JSON.stringify(input.accountMeta),
    isDefault: 1 as const,
    ...(input.otp ? { otp: input.otp } : {}),
  };
  const idempotencyKey = input.idempotencyKey;
  return input.accountId === null
    ? call(complianceEndpoints.settlementAccountNew, { body: base, idempotencyKey })
    : call(complianceEndpoints.settlementAccountEdit, {
        body: { ...base, accountId: input.accountId, default: 1 },
        idempotencyKey,
      });
}

/** Saves the payout account; the settlement accounts shown elsewhere are read again. */
export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settlementAccounts'] }),
  });
}
