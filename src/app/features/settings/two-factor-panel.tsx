import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  type AuthenticatorSetup,
  ConfirmAuthenticatorForm,
  TWO_FACTOR_MESSAGES,
  TwoFactorCodeForm,
  type TwoFactorStatus,
  profileEndpoints,
} from '../../../contract/profile-settings';
import { call } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { CodeField } from '../../ui/code-field';
import { Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { QrCode } from '../../ui/qr-code';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { Switch } from '../../ui/switch';
import { toast } from '../../ui/toast';
import { useCodeForm } from '../../ui/use-code-form';
import { twoFactorQuery } from './api';
import { errorText } from '../../lib/error-text';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

interface CodeFormProps {
  /** What the form does, its accessible name. */
  purpose: string;
  label: string;
  submitLabel: string;
  isPending: boolean;
  error: string | null;
  /** 6 for an authenticator code only; 8 when a recovery code is allowed too. */
  maxDigits: 6 | 8;
  onSubmit: (code: string) => void;
}

/** One code field and its button: digits only, the contract's message when it is not 6 (or 8) digits. */
function CodeForm({ purpose, label, submitLabel, isPending, error, maxDigits, onSubmit }: CodeFormProps) {
  const { formProps, codeProps } = useCodeForm({
    id: `two-factor-${useId()}`,
    schema: maxDigits === 8 ? TwoFactorCodeForm : ConfirmAuthenticatorForm,
    onCode: onSubmit,
  });
  return (
    <form {...formProps} className="settings-form" aria-label={purpose}>
      <FormAlert>{error}</FormAlert>
      <CodeField {...codeProps} label={label} maxDigits={maxDigits} />
      <div className="settings-actions">
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section className="settings-form" aria-label="Your recovery codes">
      <p>
        <strong>Save these recovery codes now.</strong> Each one signs you in once if you lose your phone. They are
        shown only this once.
      </p>
      <ul className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="settings-actions">
        <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </section>
  );
}

interface AuthenticatorProps {
  accountId: number;
  status: TwoFactorStatus;
}

function AuthenticatorSection({ accountId, status }: AuthenticatorProps) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: twoFactorQuery(accountId).queryKey });
    void queryClient.invalidateQueries({ queryKey: ['audits', accountId] });
  };
  const start = useMutation({
    mutationFn: () => call(profileEndpoints.startAuthenticator),
    onSuccess: setSetup,
  });
  const confirm = useMutation({
    mutationFn: (code: string) => call(profileEndpoints.confirmAuthenticator, { body: { code } }),
    onSuccess: (answer) => {
      setSetup(null);
      setRecoveryCodes(answer.recovery_codes);
      toast.success(TWO_FACTOR_MESSAGES.turnedOn);
      refresh();
    },
  });
  const turnOff = useMutation({
    mutationFn: (code: string) => call(profileEndpoints.turnOffAuthenticator, { body: { code } }),
    onSuccess: () => {
      setTurningOff(false);
      toast.success(TWO_FACTOR_MESSAGES.turnedOff);
      refresh();
    },
  });

  if (recoveryCodes) return <RecoveryCodesShown codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  if (status.authenticator) {
    return (
      <div className="settings-form">
        <p>
          <strong>Authenticator app: on.</strong> Every sign-in asks for the code from your app.{' '}
          {status.recovery_codes_left === 1
            ? '1 recovery code left.'
            : `${status.recovery_codes_left} recovery codes left.`}
        </p>
        <div className="settings-actions">
          <Button variant="secondary" onClick={() => setTurningOff(true)}>
            Turn off authenticator
          </Button>
        </div>
        <ModalDialog
          isOpen={turningOff}
          onOpenChange={setTurningOff}
          title="Turn off the authenticator?"
          variant="sheet"
        >
          <p>Enter the current code from your app, or one of your recovery codes.</p>
          <CodeForm
            purpose="Turn off the authenticator"
            label="Authenticator or recovery code"
            submitLabel="Turn off"
            maxDigits={8}
            isPending={turnOff.isPending}
            error={turnOff.isError ? errorText(turnOff.error) : null}
            onSubmit={(code) => turnOff.mutate(code)}
          />
        </ModalDialog>
      </div>
    );
  }
  if (setup) {
    return (
      <div className="settings-form">
        <ol className="two-factor-steps">
          <li>Open your authenticator app (Google Authenticator, 1Password, Authy…) and scan this code.</li>
          <li>
            Or type this key into the app: <code className="two-factor-secret">{grouped(setup.secret)}</code>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <QrCode value={setup.otpauth_uri} label="QR code for your authenticator app" className="two-factor-qr" />
        <CodeForm
          purpose="Confirm the authenticator"
          label="Code from your app"
          submitLabel="Turn on"
          maxDigits={6}
          isPending={confirm.isPending}
          error={confirm.isError ? errorText(confirm.error) : null}
          onSubmit={(code) => confirm.mutate(code)}
        />
        <div className="settings-actions">
          <Button variant="ghost" onClick={() => setSetup(null)}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="settings-form">
      <FormAlert>{start.isError ? errorText(start.error) : null}</FormAlert>
      <p>
        <strong>Authenticator app: off.</strong> Protect your sign-in with a code from an app on your phone.
      </p>
      <div className="settings-actions">
        <Button onClick={() => start.mutate()} isPending={start.isPending}>
          Set up authenticator app
        </Button>
      </div>
    </div>
  );
}

function EmailCodesSwitch({ accountId, status }: AuthenticatorProps) {
  const queryClient = useQueryClient();
  const describedBy = useId();
  const change = useMutation({
    mutationFn: (required: boolean) => call(profileEndpoints.setEmailCodes, { body: { required } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(twoFactorQuery(accountId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['audits', accountId] });
      toast.success(answer.email_codes_required ? TWO_FACTOR_MESSAGES.emailCodesOn : TWO_FACTOR_MESSAGES.emailCodesOff);
    },
  });
  return (
    <div className="settings-form settings-divider">
      <Switch
        isSelected={status.email_codes_required}
        isDisabled={change.isPending}
        onChange={(required) => change.mutate(required)}
        aria-describedby={describedBy}
      >
        Require emailed sign-in codes for everyone
      </Switch>
      <p id={describedBy} className="settings-muted">
        Every member signing in to this business enters a code we email them; members with an authenticator app use
        their app instead.
      </p>
      <FormAlert>{change.isError ? errorText(change.error) : null}</FormAlert>
    </div>
  );
}

/** Two-factor sign-in: one's own authenticator app, and for the admins the business's emailed codes. */
export function TwoFactorPanel({ accountId, isAdmin }: { accountId: number; isAdmin: boolean }) {
  return (
    <Panel title="Two-factor sign-in">
      <QueryBoundary what="two-factor sign-in" pending={<Skeleton lines={2} label="Loading two-factor sign-in" />}>
        <TwoFactorSettings accountId={accountId} isAdmin={isAdmin} />
      </QueryBoundary>
    </Panel>
  );
}

function TwoFactorSettings({ accountId, isAdmin }: { accountId: number; isAdmin: boolean }) {
  const { data: status } = useSuspenseQuery(twoFactorQuery(accountId));
  return (
    <>
      <AuthenticatorSection accountId={accountId} status={status} />
      {isAdmin ? (
        <EmailCodesSwitch accountId={accountId} status={status} />
      ) : status.email_codes_required ? (
        <p className="settings-muted settings-divider">
          This business requires a code at every sign-in: we email it unless you use an authenticator app.
        </p>
      ) : null}
    </>
  );
}
