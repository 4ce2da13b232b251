import { useMutation, useQuery } from '@tanstack/react-query';
import { AUTH_HEADINGS } from './headings';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResendConfirmationRequest } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/messages';
import { useSchemaForm } from '../../lib/schema-form';
import { useWhiteLabel } from '../../lib/whitelabel';
import { AuthLayout, AuthLoading } from '../../ui/auth-layout';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { confirmAccountQuery, errorMessage, resendConfirmation } from './api';
import { fieldProps } from '../../lib/field-props';

export interface ConfirmEmailScreenProps {
  token: string;
  /** The route of the link (both confirm the same way). */
  path: '/activate/$id' | '/confirm-account/$token';
}

/** /activate/{token} and /confirm-account/{token}: confirms the email address of a mailed link. */
export function ConfirmEmailScreen({ token, path }: ConfirmEmailScreenProps) {
  const { productName } = useWhiteLabel();
  const confirmation = useQuery(confirmAccountQuery(token));

  if (confirmation.isPending) {
    return <AuthLoading productName={productName} title={AUTH_HEADINGS[path].title} label="Confirming your email" />;
  }

  if (confirmation.isError) {
    return (
      <AuthLayout productName={productName} title="We couldn't confirm your email">
        <div className="stack">
          <FormAlert>{errorMessage(confirmation.error)}</FormAlert>
          <NewLinkForm />
          <Link to="/login" className="touch-link" style={{ justifyContent: 'center' }}>
            Back to sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout productName={productName} title="Your email is confirmed">
      <div className="stack">
        <FormAlert tone="success">Your account is active. You can now sign in.</FormAlert>
        <Link
          to="/login"
          search={{ email: confirmation.data.email, from: 'register' }}
          className="button"
          data-variant="primary"
          data-full-width="true"
        >
          Sign in
        </Link>
      </div>
    </AuthLayout>
  );
}

/** The email of a new link, as the resend request reads it (a signed-out screen: the small form hook). */
const NewLinkFields = v.pick(ResendConfirmationRequest, ['email']);

function NewLinkForm() {
  const resend = useMutation({ mutationFn: resendConfirmation });
  const [form, fields] = useSchemaForm({
    id: 'new-link',
    schema: NewLinkFields,
    onValid: (value) => resend.mutate(value.email),
  });

  if (resend.isSuccess) {
    return <FormAlert tone="success">We have sent a new confirmation link to {resend.variables}.</FormAlert>;
  }
  return (
    <form {...form.props} className="stack">
      <p className="text-secondary">Enter your email and we will send you a new link.</p>
      <TextField {...fieldProps(fields.email)} label="Email" type="email" inputMode="email" autoComplete="email" />
      <FormAlert>{resend.isError ? MESSAGES.resendFailed : null}</FormAlert>
      <Button type="submit" fullWidth isPending={resend.isPending}>
        Send a new link
      </Button>
    </form>
  );
}
