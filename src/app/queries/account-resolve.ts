import { queryOptions } from '@tanstack/react-query';
import { transferEndpoints } from '../../contract/transfer-endpoints';
import { TRANSFER_MESSAGES } from '../../contract/transfers';
import { call, isApiError } from '../lib/api-client';

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
