import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { transferEndpoints } from '../../contract/transfer-endpoints';
import { TRANSFER_MESSAGES } from '../../contract/transfers';
import { call, isApiError } from '../lib/api-client';
import { banksQuery } from './banks';

/**
 * POST account/resolve: the account holder's name for a bank code and account number, with spec 2 §8's
 * messages: the three 'required' ones when something is missing, and exactly "Couldn't resolve account"
 * for every answer that is not a name (the bank's own reason is not the merchant's business). Network
 * and server failures keep their own message, so "offline" is not reported as a wrong account.
 */
export async function resolveAccountName(bankCode: string, accountNumber: string): Promise<string> {
  if (!bankCode && !accountNumber) throw new Error(TRANSFER_MESSAGES.resolveNeither);
  if (!bankCode) throw new Error(TRANSFER_MESSAGES.resolveNoBank);
  if (!accountNumber) throw new Error(TRANSFER_MESSAGES.resolveNoAccount);
  try {
    const answer = await call(transferEndpoints.accountResolve, {
      body: { destbankcode: bankCode, recipientaccount: accountNumber },
    });
    if (answer.data.responsecode !== '00') throw new Error(TRANSFER_MESSAGES.resolveFailed);
    return answer.data.accountname;
  } catch (err) {
    if (isApiError(err) && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429)
      throw new Error(TRANSFER_MESSAGES.resolveFailed);
    throw err;
  }
}

/** The holder's name of a bank account, while its form shows it (settings, subaccounts, compliance). */
export const accountResolveQuery = (bankCode: string, accountNumber: string) =>
  queryOptions({
    queryKey: ['accountResolve', bankCode, accountNumber],
    queryFn: () => resolveAccountName(bankCode, accountNumber),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** What an account-number field says of its name check: checking, the holder's name, or why not. */
export function accountNameText(check: {
  isPending: boolean;
  isSuccess: boolean;
  data?: string | undefined;
  error: unknown;
}): string | undefined {
  if (check.isPending) return 'Checking the account name…';
  if (check.isSuccess) return `Account name: ${check.data}`;
  if (check.error) return check.error instanceof Error ? check.error.message : TRANSFER_MESSAGES.resolveFailed;
  return undefined;
}

export interface BankAccountStart {
  bank?: string | undefined;
  accountNumber?: string | undefined;
  /** Told the holder's name once the bank gives it (a beneficiary name field fills itself). */
  onResolved?: (name: string) => void;
}

/**
 * The bank and account number a form is filling in, the banks of its country, and the holder's name
 * check: changing the bank or the number forgets the last check (it named another account).
 */
export function useBankAccount(country: string, start: BankAccountStart = {}) {
  const [bank, setBankValue] = useState(start.bank ?? '');
  const [accountNumber, setAccountNumberValue] = useState(start.accountNumber ?? '');
  const banks = useQuery(banksQuery(country));
  const resolve = useMutation({
    mutationFn: () => resolveAccountName(bank, accountNumber),
    onSuccess: start.onResolved,
  });
  const setBank = (value: string) => {
    setBankValue(value);
    resolve.reset();
  };
  const setAccountNumber = (value: string) => {
    setAccountNumberValue(value.trim());
    resolve.reset();
  };
  return { banks, bank, setBank, accountNumber, setAccountNumber, resolve };
}

export type BankAccount = ReturnType<typeof useBankAccount>;
