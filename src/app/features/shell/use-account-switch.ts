import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '../../ui/toast';
import { type AccountSession, isOtpRequired, type OtpRequired } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/messages';
import { namedRoutePath } from '../../../contract/named-routes';
import { isApiError } from '../../lib/api-client';
import { saveAccountSession } from '../../lib/session';
import { clearAccountCaches, createTokens, refreshAccountData } from './api';
import { subAccountsQuery } from '../../queries/sub-accounts';

export interface OtpChallenge {
  account: number;
  challenge: OtpRequired;
}

export const errorText = (error: unknown): string =>
  isApiError(error) ? error.message || MESSAGES.serviceUnavailable : MESSAGES.serviceUnavailable;

export interface AccountSwitchDeps {
  /** Stores the new session and opens the dashboard; replaced in tests. */
  complete?: (session: AccountSession) => Promise<void>;
}

/**
 * The account switch (spec 2 §4): tokens/create without a code; an OtpRequired answer
 * opens the Enter OTP modal; a session is stored like the login, caches cleared and the
 * page reloaded.
 */
export function useAccountSwitch(deps: AccountSwitchDeps = {}) {
  const queryClient = useQueryClient();
  const [pendingAccount, setPendingAccount] = useState<number | null>(null);
  const [otp, setOtp] = useState<OtpChallenge | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [isResending, setResending] = useState(false);

  const complete =
    deps.complete ??
    (async (session: AccountSession) => {
      saveAccountSession(session);
      await refreshAccountData();
      clearAccountCaches(queryClient);
      window.location.assign(namedRoutePath('overviewmain'));
    });

  const ask = useCallback((account: number, challenge: OtpRequired) => {
    setOtp({ account, challenge });
    if (challenge.auth_type !== 'authenticator') toast.success(MESSAGES.codeSent);
  }, []);

  const switchTo = useCallback(
    async (account: number) => {
      setPendingAccount(account);
      try {
        const answer = await createTokens({ account });
        if (isOtpRequired(answer)) ask(account, answer);
        else await complete(answer);
      } catch (error) {
        toast.error(errorText(error));
      } finally {
        setPendingAccount(null);
      }
    },
    [ask, complete],
  );

  /**
   * A business just created: the business list is read again first, so it is in the switcher even when
   * the switch into it stops at its code step and the user cancels.
   */
  const switchToNew = useCallback(
    async (account: number) => {
      await queryClient.invalidateQueries({ queryKey: subAccountsQuery().queryKey });
      await switchTo(account);
    },
    [queryClient, switchTo],
  );

  const confirm = useCallback(
    async (code: string) => {
      if (!otp) return;
      setConfirming(true);
      try {
        const body =
          otp.challenge.auth_type === 'authenticator'
            ? { account: otp.account, token: code }
            : { account: otp.account, rave_otp: code };
        const answer = await createTokens(body);
        if (isOtpRequired(answer)) toast.error(MESSAGES.invalidOtp);
        else {
          await complete(answer);
          setOtp(null);
        }
      } catch (error) {
        toast.error(errorText(error));
      } finally {
        setConfirming(false);
      }
    },
    [otp, complete],
  );

  const resend = useCallback(async () => {
    if (!otp) return;
    setResending(true);
    try {
      const answer = await createTokens({ account: otp.account });
      if (isOtpRequired(answer)) ask(otp.account, answer);
      else await complete(answer);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setResending(false);
    }
  }, [otp, ask, complete]);

  return {
    pendingAccount,
    otp,
    isConfirming,
    isResending,
    switchTo,
    switchToNew,
    confirm,
    resend,
    cancelOtp: () => setOtp(null),
  };
}
export type AccountSwitch = ReturnType<typeof useAccountSwitch>;
