import { useMutation } from '@tanstack/react-query';
import { AUTH_HEADINGS } from './headings';
import { Link } from '@tanstack/react-router';
import { toast } from '../../ui/toast';
import { MESSAGES } from '../../../contract/messages';
import { useWhiteLabel } from '../../lib/whitelabel';
import { AuthLayout } from '../../ui/auth-layout';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { resendConfirmation } from './api';
import { MAILBOX_REASONS } from './unverified-step';

export interface VerifyEmailScreenProps {
  email: string | undefined;
}

/** After sign-up: check your mailbox for the confirmation link. */
export function VerifyEmailScreen({ email }: VerifyEmailScreenProps) {
  const { productName } = useWhiteLabel();
  const resend = useMutation({
    mutationFn: (address: string) => resendConfirmation(address),
    onSuccess: () => toast.success('We have sent you a new confirmation email'),
    onError: () => toast.error(MESSAGES.resendFailed),
  });

  return (
    <AuthLayout productName={productName} title={AUTH_HEADINGS['/verify/email'].title}>
      <div className="stack">
        <p>
          We sent a confirmation link to {email ? <strong>{email}</strong> : 'your email address'}. Open it to activate
          your account.
        </p>
        <div className="stack-sm">
          <h2 style={{ fontSize: 'var(--font-size-md)' }}>Didn't get the email?</h2>
          <ul className="bullet-list">
            {MAILBOX_REASONS.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
        <FormAlert>{resend.isError ? MESSAGES.resendFailed : null}</FormAlert>
        {email ? (
          <Button fullWidth onClick={() => resend.mutate(email)} isPending={resend.isPending}>
            Resend confirmation email
          </Button>
        ) : null}
        <Link to="/login" search={{ email }} className="button" data-variant="secondary" data-full-width="true">
          Back to sign in
        </Link>
      </div>
    </AuthLayout>
  );
}
