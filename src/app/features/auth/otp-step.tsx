import { useId } from 'react';
import type { OtpRequired } from '../../../contract/auth';
import { SignInCodeForm } from '../../../contract/code-forms';
import { Button } from '../../ui/button';
import { CodeField } from '../../ui/code-field';
import { FormAlert } from '../../ui/form-alert';
import { useCodeForm } from '../../ui/use-code-form';

export interface OtpStepProps {
  challenge: OtpRequired;
  isPending: boolean;
  isResending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}

export function otpInstructions(challenge: OtpRequired): string {
  if (challenge.auth_type === 'authenticator')
    return 'Enter the 6-digit code from your authenticator app, or one of your 8-digit recovery codes.';
  const where = challenge.sent_to ?? (challenge.auth_type === 'email' ? 'your email' : 'your phone');
  return `Enter the code we sent to ${where}.`;
}

/** The one-time code step: digits only; Resend for codes sent by email or phone. */
export function OtpStep({ challenge, isPending, isResending, error, onSubmit, onResend, onBack }: OtpStepProps) {
  const { formProps, codeProps } = useCodeForm({ id: `otp-${useId()}`, schema: SignInCodeForm, onCode: onSubmit });

  return (
    <form {...formProps} className="stack">
      <p className="text-secondary">{otpInstructions(challenge)}</p>
      <FormAlert>{error}</FormAlert>
      <CodeField {...codeProps} label="Confirmation code" autoFocus />
      <Button type="submit" fullWidth isPending={isPending}>
        {isPending ? 'Verifying…' : 'Verify and continue'}
      </Button>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <Button variant="ghost" onClick={onBack} disabled={isPending}>
          Back
        </Button>
        {challenge.auth_type === 'authenticator' ? null : (
          <Button variant="ghost" onClick={onResend} isPending={isResending} disabled={isPending}>
            Resend code
          </Button>
        )}
      </div>
    </form>
  );
}
