import { useMutation } from '@tanstack/react-query';
import { AUTH_HEADINGS } from './headings';
import { withProduct } from '../../ui/page-heading';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { toast } from '../../ui/toast';
import { isOtpRequired, type OtpRequired, type TokensCreateResponse } from '../../../contract/auth';
import { ERROR_CODES } from '../../../contract/envelope';
import type { BusinessListEntry } from '../../../contract/merchant';
import { loginErrorOutcome, MESSAGES, SERVER_LOGIN_ERRORS } from '../../../contract/messages';
import { isApiError } from '../../lib/api-client';
import { useWhiteLabel } from '../../lib/whitelabel';
import { AuthLayout } from '../../ui/auth-layout';
import { Spinner } from '../../ui/spinner';
import { completeAccountSession, createAccountTokens, errorMessage, listBusinesses, login } from './api';
import { CredentialsStep } from './credentials-step';
import { DEFAULT_DASHBOARD_PATH, useLastViewedTarget } from './use-last-viewed-target';

// The steps after the email and password load when those are sent (most sign-ins need one or two of
// them): the sign-in screen's first load carries only its first step.
const loadChoose = () => import('./choose-account-step');
const loadOtp = () => import('./otp-step');
const loadUnverified = () => import('./unverified-step');
const ChooseAccountStep = lazy(() => loadChoose().then((m) => ({ default: m.ChooseAccountStep })));
const OtpStep = lazy(() => loadOtp().then((m) => ({ default: m.OtpStep })));
const UnverifiedStep = lazy(() => loadUnverified().then((m) => ({ default: m.UnverifiedStep })));

function LaterStep({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading" />}>{children}</Suspense>;
}

interface LoginContext {
  token: string;
  email: string;
  lastViewedPage: string | null;
}

type Step =
  | { kind: 'credentials'; focusEmail: boolean }
  | { kind: 'choose'; login: LoginContext; businesses: BusinessListEntry[] }
  | {
      kind: 'otp';
      login: LoginContext;
      account: number;
      challenge: OtpRequired;
      fromChoice: BusinessListEntry[] | null;
    }
  | { kind: 'unverified'; email: string };

class FlowError extends Error {}

export interface LoginScreenProps {
  defaultEmail?: string | undefined;
  /** The user arrives from sign-up (after confirming the email): the dashboard opens with from=register. */
  fromRegister?: boolean;
}

/** Login: credentials, then account choice or one-time code, then the dashboard (spec 1 §2, §4). */
export function LoginScreen({ defaultEmail = '', fromRegister = false }: LoginScreenProps) {
  const { productName, hideSignup } = useWhiteLabel();
  const navigate = useNavigate();
  const router = useRouter();
  const targetOf = useLastViewedTarget();
  const [step, setStep] = useState<Step>({ kind: 'credentials', focusEmail: false });
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);

  const enterDashboard = async (
    ctx: LoginContext,
    answer: TokensCreateResponse,
    fromChoice: BusinessListEntry[] | null,
  ) => {
    if (isOtpRequired(answer)) {
      return { kind: 'otp', login: ctx, challenge: answer, fromChoice } as const;
    }
    await completeAccountSession(answer);
    const target = fromRegister ? DEFAULT_DASHBOARD_PATH : targetOf(ctx.lastViewedPage);
    await router.navigate({ href: fromRegister ? `${target}?from=register` : target, replace: true });
    return null;
  };

  const signIn = useMutation({
    mutationFn: async (credentials: { identifier: string; password: string }) => {
      const response = await login({ ...credentials, last_viewed_page: null });
      const ctx: LoginContext = {
        token: response['flw-auth-token'],
        email: response.user.email,
        lastViewedPage: response.last_viewed_page,
      };
      if (response.user.AddressBook.isActivated === 0) return { kind: 'unverified', email: ctx.email } as const;
      const businesses = await listBusinesses(ctx.token, ctx.email);
      if (businesses.length > 1) return { kind: 'choose', login: ctx, businesses } as const;
      const account = businesses[0]?.id ?? response.company?.id;
      if (account === undefined) throw new FlowError('No business is linked to this account yet.');
      const next = await enterDashboard(ctx, await createAccountTokens(ctx.token, { account }), null);
      return next ? { ...next, account } : null;
    },
    onMutate: () => setError(null),
    onSuccess: (next) => {
      if (next) setStep(next);
    },
    onError: (failure, credentials) => {
      const email = credentials.identifier;
      if (failure instanceof FlowError) return setError(failure.message);
      if (!isApiError(failure)) return setError(MESSAGES.serviceUnavailable);
      if (failure.status === 403 && failure.code === ERROR_CODES.notActivated) {
        const data = failure.data as { email?: unknown } | undefined;
        return setStep({ kind: 'unverified', email: typeof data?.email === 'string' ? data.email : email });
      }
      if (
        failure.status === 403 &&
        (failure.code === ERROR_CODES.noAccess || failure.message === SERVER_LOGIN_ERRORS.noAccess)
      ) {
        return void navigate({ to: '/deleted', search: { email } });
      }
      const outcome = loginErrorOutcome(failure.message);
      if (outcome.kind === 'deleted') return void navigate({ to: '/deleted', search: { email } });
      setError(outcome.message);
    },
  });

  const choose = useMutation({
    mutationFn: async ({
      ctx,
      account,
      businesses,
    }: {
      ctx: LoginContext;
      account: number;
      businesses: BusinessListEntry[];
    }) => {
      const next = await enterDashboard(ctx, await createAccountTokens(ctx.token, { account }), businesses);
      return next ? { ...next, account } : null;
    },
    onMutate: () => setError(null),
    onSuccess: (next) => {
      if (next) setStep(next);
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  const verifyCode = useMutation({
    mutationFn: async ({ code }: { code: string }) => {
      if (step.kind !== 'otp') return null;
      const body =
        step.challenge.auth_type === 'authenticator'
          ? { account: step.account, token: code }
          : { account: step.account, rave_otp: code };
      const answer = await createAccountTokens(step.login.token, body);
      if (isOtpRequired(answer)) throw new FlowError(MESSAGES.invalidOtp);
      await enterDashboard(step.login, answer, null);
      return null;
    },
    onMutate: () => setError(null),
    onError: (failure) => setError(failure instanceof FlowError ? failure.message : errorMessage(failure)),
  });

  const resendCode = useMutation({
    mutationFn: async () => {
      if (step.kind !== 'otp') return;
      await createAccountTokens(step.login.token, { account: step.account });
    },
    onMutate: () => setError(null),
    onSuccess: () => toast.success(MESSAGES.codeSent),
    onError: (failure) => {
      const message = errorMessage(failure);
      setError(message);
      toast.error(message);
    },
  });

  const backToCredentials = (focusEmail: boolean) => {
    setError(null);
    setStep({ kind: 'credentials', focusEmail });
  };

  switch (step.kind) {
    case 'credentials':
      return (
        <AuthLayout
          productName={productName}
          title={withProduct(AUTH_HEADINGS['/login'].title, productName)}
          subtitle={AUTH_HEADINGS['/login'].description}
        >
          <CredentialsStep
            key={step.focusEmail ? 'reenter' : 'first'}
            defaultEmail={email}
            focusEmail={step.focusEmail}
            hideSignup={hideSignup}
            isPending={signIn.isPending}
            error={error}
            onSubmit={(credentials) => {
              void Promise.all([loadChoose(), loadOtp(), loadUnverified()]).catch(() => {});
              setEmail(credentials.identifier);
              signIn.mutate(credentials);
            }}
          />
        </AuthLayout>
      );
    case 'choose':
      return (
        <AuthLayout
          productName={productName}
          title="Choose an account"
          subtitle="Select the business you want to open."
        >
          <LaterStep>
            <ChooseAccountStep
              businesses={step.businesses}
              pendingAccount={choose.isPending ? (choose.variables?.account ?? null) : null}
              error={error}
              onChoose={(account) => choose.mutate({ ctx: step.login, account, businesses: step.businesses })}
              onBack={() => backToCredentials(false)}
            />
          </LaterStep>
        </AuthLayout>
      );
    case 'otp':
      return (
        <AuthLayout productName={productName} title="Enter your confirmation code">
          <LaterStep>
            <OtpStep
              challenge={step.challenge}
              isPending={verifyCode.isPending}
              isResending={resendCode.isPending}
              error={error}
              onSubmit={(code) => verifyCode.mutate({ code })}
              onResend={() => resendCode.mutate()}
              onBack={() => {
                setError(null);
                if (step.fromChoice) setStep({ kind: 'choose', login: step.login, businesses: step.fromChoice });
                else backToCredentials(false);
              }}
            />
          </LaterStep>
        </AuthLayout>
      );
    case 'unverified':
      return (
        <AuthLayout productName={productName} title="Check your mailbox">
          <LaterStep>
            <UnverifiedStep
              email={step.email}
              onReenterEmail={() => {
                setEmail(step.email);
                backToCredentials(true);
              }}
            />
          </LaterStep>
        </AuthLayout>
      );
  }
}
