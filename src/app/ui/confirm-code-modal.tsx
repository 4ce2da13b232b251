import { useEffect, useId, useState } from 'react';
import { CONFIRMATION_CODE_MIN_DIGITS } from '../../contract/constants';
import { useCountdown } from '../lib/use-countdown';
import { useResendLock } from '../lib/use-resend-lock';
import { Button } from './button';
import { CodeField } from './code-field';
import { ModalDialog } from './modal-dialog';
import './confirm-code-modal.css';

export const AUTHENTICATOR_TEXT = 'Please enter the code from the two-factor app on your mobile device';
export const sentCodeText = (sentTo: string | null) =>
  `Please enter the confirmation code sent to ${sentTo ?? 'your email or phone number'}`;

/** Confirm is enabled only for a number above zero with at least 5 digits (spec 2 §5). */
export const isConfirmableCode = (code: string): boolean =>
  /^\d+$/.test(code) && code.length >= CONFIRMATION_CODE_MIN_DIGITS && Number(code) > 0;

export interface ConfirmCodeModalProps {
  isOpen: boolean;
  /** 'Confirm Transfer' unless the caller retitles it. */
  title?: string;
  authType: 'authenticator' | 'email';
  sentTo?: string | null;
  /** Seconds before a new code may be sent; above zero, 'Resend Code in N seconds' replaces Resend. */
  waitSeconds?: number;
  isPending?: boolean;
  /** The server's message for a refused code. */
  error?: string | null;
  onConfirm: (code: string) => void;
  onCancel: () => void;
  onBack: () => void;
  onResend?: () => void;
}

/**
 * The confirmation-code modal of spec 2 §2 and §4: Cancel, Go back, Confirm and Resend. Shared by every
 * write confirmed with a code (transfers, bulk submits, retries, loan acceptance).
 */
export function ConfirmCodeModal({
  isOpen,
  title = 'Confirm Transfer',
  authType,
  sentTo = null,
  waitSeconds = 0,
  isPending = false,
  error = null,
  onConfirm,
  onCancel,
  onBack,
  onResend,
}: ConfirmCodeModalProps) {
  const [code, setCode] = useState('');
  const resendLock = useResendLock();
  const wait = useCountdown(waitSeconds).seconds;
  const hintId = useId();

  // The code clears whenever the modal is hidden.
  useEffect(() => {
    if (!isOpen) setCode('');
  }, [isOpen]);

  const cancel = () => {
    setCode('');
    onCancel();
  };

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={title}
      isDismissable={!isPending}
    >
      <form
        className="code-modal-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (isConfirmableCode(code) && !isPending) onConfirm(code);
        }}
      >
        <p id={hintId}>{authType === 'authenticator' ? AUTHENTICATOR_TEXT : sentCodeText(sentTo)}</p>
        <CodeField
          id={`${hintId}-code`}
          label="Confirmation code"
          value={code}
          onValueChange={setCode}
          aria-describedby={hintId}
          autoFocus
          error={error ?? undefined}
        />
        {authType === 'authenticator' ? null : wait > 0 ? (
          <p className="code-modal-muted" aria-live="polite">
            Resend Code in {wait} seconds
          </p>
        ) : (
          <Button
            variant="ghost"
            disabled={resendLock.locked || isPending}
            onClick={() => {
              resendLock.lock();
              onResend?.();
            }}
          >
            Resend
          </Button>
        )}
        <div className="modal-dialog-actions code-modal-actions">
          <Button variant="secondary" onClick={cancel} disabled={isPending}>
            Cancel
          </Button>
          <Button variant="ghost" onClick={onBack} disabled={isPending}>
            Go back
          </Button>
          <Button type="submit" disabled={!isConfirmableCode(code)} isPending={isPending}>
            Confirm
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
