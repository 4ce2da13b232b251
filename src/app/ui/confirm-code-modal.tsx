import { useEffect, useId } from 'react';
import * as v from 'valibot';
import { ConfirmationCodeForm } from '../../contract/code-forms';
import { useCountdown } from '../lib/use-countdown';
import { useResendLock } from '../lib/use-resend-lock';
import { Button } from './button';
import { CodeField } from './code-field';
import { ModalDialog } from './modal-dialog';
import { AUTHENTICATOR_TEXT, useCodeForm } from './use-code-form';
import './confirm-code-modal.css';

export const sentCodeText = (sentTo: string | null) =>
  `Please enter the confirmation code sent to ${sentTo ?? 'your email or phone number'}`;

/** Confirm is enabled only for a number above zero with at least 5 digits (spec 2 §5). */
export const isConfirmableCode = (code: string): boolean => v.is(ConfirmationCodeForm, { code });

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
  const hintId = useId();
  const { formProps, code, setCode, codeProps } = useCodeForm({
    id: `confirm-code-${hintId}`,
    schema: ConfirmationCodeForm,
    onCode: (confirmed) => {
      if (!isPending) onConfirm(confirmed);
    },
  });
  const resendLock = useResendLock();
  const wait = useCountdown(waitSeconds).seconds;

  // The code clears whenever the modal is hidden.
  useEffect(() => {
    if (!isOpen) setCode('');
  }, [isOpen, setCode]);

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
      <form {...formProps} className="code-modal-form">
        <p id={hintId}>{authType === 'authenticator' ? AUTHENTICATOR_TEXT : sentCodeText(sentTo)}</p>
        <CodeField
          {...codeProps}
          label="Confirmation code"
          aria-describedby={hintId}
          autoFocus
          error={codeProps.error ?? error ?? undefined}
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
