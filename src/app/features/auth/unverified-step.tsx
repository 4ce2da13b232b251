import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast';
import { MESSAGES } from '../../../contract/messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { resendConfirmation } from './api';

export interface UnverifiedStepProps {
  email: string;
  onReenterEmail: () => void;
}

export const MAILBOX_REASONS = [
  'It may be in your spam or junk folder.',
  'The email address may have a typo.',
  'A corporate email filter may be holding it back.',
  'It can take a few minutes to arrive, so please wait a little.',
] as const;

/** Step 3 of login: check your mailbox. A confirmation email is requested on arrival. */
export function UnverifiedStep({ email, onReenterEmail }: UnverifiedStepProps) {
  const requested = useRef(false);
  const [failed, setFailed] = useState(false);
  const resend = useMutation({ mutationFn: () => resendConfirmation(email) });

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    resend.mutate(undefined, { onError: () => setFailed(true) });
  }, [resend]);

  const resendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () => {
        setFailed(false);
        toast.success('We have sent you a new confirmation email');
      },
      onError: () => {
        setFailed(true);
        toast.error(MESSAGES.resendFailed);
      },
    });

  return (
    <div className="stack">
      <FormAlert tone="info">
        <span>{MESSAGES.notVerified}</span>
      </FormAlert>
      <p>
        We sent it to <strong>{email}</strong>.
      </p>
      <div className="stack-sm">
        <h2 style={{ fontSize: 'var(--font-size-md)' }}>Didn't get the email?</h2>
        <ul className="bullet-list">
          {MAILBOX_REASONS.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      <FormAlert>{failed ? MESSAGES.resendFailed : null}</FormAlert>
      <Button fullWidth onClick={resendAgain} isPending={resend.isPending}>
        Resend confirmation email
      </Button>
      <Button variant="secondary" fullWidth onClick={onReenterEmail}>
        Re-enter your email
      </Button>
    </div>
  );
}
