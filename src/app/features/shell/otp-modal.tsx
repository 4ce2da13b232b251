import { useEffect, useId } from 'react';
import * as v from 'valibot';
import type { OtpRequired } from '../../../contract/auth';
import { OtpCodeForm } from '../../../contract/code-forms';
import { useResendLock } from '../../lib/use-resend-lock';
import { Button } from '../../ui/button';
import { CodeField } from '../../ui/code-field';
import { ModalDialog } from '../../ui/modal-dialog';
import { AUTHENTICATOR_TEXT, useCodeForm } from '../../ui/use-code-form';

/** The instruction of the Enter OTP modal for the code's type. */
export function otpModalText(challenge: OtpRequired): string {
  if (challenge.auth_type === 'authenticator') return AUTHENTICATOR_TEXT;
  const where = challenge.sent_to ?? (challenge.auth_type === 'email' ? 'your email' : 'your phone');
  return `Please enter the confirmation code sent to ${where}`;
}

export interface OtpModalProps {
  challenge: OtpRequired | null;
  isConfirming: boolean;
  isResending: boolean;
  onConfirm: (code: string) => void;
  onResend: () => void;
  /** Cancel: abandon the switch. */
  onCancel: () => void;
  /** Go back: return to the business list. */
  onBack: () => void;
}

/** Enter OTP (spec 2 §2): Cancel, Go back, Resend (sent codes only, locked 3 s after use), Confirm (≥ 5 digits). */
export function OtpModal({
  challenge,
  isConfirming,
  isResending,
  onConfirm,
  onResend,
  onCancel,
  onBack,
}: OtpModalProps) {
  const { formProps, code, setCode, codeProps } = useCodeForm({
    id: `enter-otp-${useId()}`,
    schema: OtpCodeForm,
    onCode: onConfirm,
  });
  const resendLock = useResendLock();

  useEffect(() => {
    if (!challenge) setCode('');
  }, [challenge, setCode]);

  return (
    <ModalDialog
      isOpen={challenge !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Enter OTP"
      isDismissable={!isConfirming}
    >
      {challenge ? (
        <form {...formProps} className="stack">
          <p className="text-secondary">{otpModalText(challenge)}</p>
          <CodeField {...codeProps} label="Confirmation code" autoFocus />
          <Button type="submit" fullWidth isPending={isConfirming} disabled={!v.is(OtpCodeForm, { code })}>
            Confirm
          </Button>
          <div className="modal-dialog-actions">
            <Button variant="ghost" onClick={onCancel} disabled={isConfirming}>
              Cancel
            </Button>
            <Button variant="ghost" onClick={onBack} disabled={isConfirming}>
              Go back
            </Button>
            {challenge.auth_type === 'authenticator' ? null : (
              <Button
                variant="ghost"
                isPending={isResending}
                disabled={resendLock.locked || isConfirming}
                onClick={() => {
                  resendLock.lock();
                  onResend();
                }}
              >
                Resend
              </Button>
            )}
          </div>
        </form>
      ) : null}
    </ModalDialog>
  );
}
