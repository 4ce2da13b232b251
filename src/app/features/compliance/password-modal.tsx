import { getFormProps, useForm } from '@conform-to/react';
import { useState } from 'react';
import { PASSWORD_VERIFICATION, PasswordVerificationForm } from '../../../contract/compliance';
import { loginErrorOutcome } from '../../../contract/messages';
import { isApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { PasswordField } from '../../ui/password-field';
import { validateWith } from '../../lib/form-validation';

export interface PasswordModalProps {
  /** Runs the change with the password; a rejection is shown in the modal. */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * What the modal says when the change is refused: the server's login messages mapped as sign-in maps
 * them (spec 1 §8: 'Error: Sorry, incorrect email or password…' shows 'Incorrect Email or Password').
 */
export function passwordVerificationError(err: unknown): string {
  if (!isApiError(err) || err.status === 401) return PASSWORD_VERIFICATION.wrongPassword;
  const outcome = loginErrorOutcome(err.message);
  return outcome.kind === 'message' ? outcome.message : err.message;
}

/** 'Password Verification' before a profile-name change is saved (spec 2 §2). */
export function PasswordModal({ onConfirm, onCancel }: PasswordModalProps) {
  /** The server's refusal, shown on the field until the password changes. */
  const [refusal, setRefusal] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [form, fields] = useForm({
    id: 'verify-password-form',
    ...validateWith(PasswordVerificationForm, { when: 'submit', coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') void confirm(submission.value.password);
    },
  });

  async function confirm(password: string) {
    setPending(true);
    try {
      await onConfirm(password);
    } catch (err) {
      setRefusal(passwordVerificationError(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onCancel()} title={PASSWORD_VERIFICATION.title}>
      <form {...getFormProps(form)} className="compliance-form">
        <p>{PASSWORD_VERIFICATION.text}</p>
        <PasswordField
          id="verify-password"
          name={fields.password.name}
          label="Password"
          autoComplete="current-password"
          error={fields.password.errors?.[0] ?? refusal}
          onChange={() => setRefusal(undefined)}
        />
        <div className="modal-dialog-actions">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" isPending={pending}>
            {PASSWORD_VERIFICATION.button}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
