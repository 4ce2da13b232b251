import { type FormEvent, useEffect, useId, useState } from 'react';
import type { OtpRequired } from '../../../contract/auth';
import { CONFIRMATION_CODE_MIN_DIGITS } from '../../../contract/constants';
import { useResendLock } from '../../lib/use-resend-lock';
import { Button } from '../../ui/button';
import { CodeField } from '../../ui/code-field';
import { ModalDialog } from '../../ui/modal-dialog';

export const AUTHENTICATOR_TEXT = 'Please enter the code from the two-factor app on your mobile device';

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
  const [code, setCode] = useState('');
  const resendLock = useResendLock();
  const id = useId();

  useEffect(() => {
    if (!challenge) setCode('');
  }, [challenge]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length >= CONFIRMATION_CODE_MIN_DIGITS) onConfirm(code);
  };

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
        <form className="stack" onSubmit={submit} noValidate>
          <p className="text-secondary">{otpModalText(challenge)}</p>
          <CodeField id={`${id}-code`} label="Confirmation code" value={code} onValueChange={setCode} autoFocus />
          <Button
            type="submit"
            fullWidth
            isPending={isConfirming}
            disabled={code.length < CONFIRMATION_CODE_MIN_DIGITS}
          >
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
