import { AUTH_HEADINGS } from './headings';
import { useSchemaForm } from '../../lib/schema-form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ResetRequest } from '../../../contract/auth';
import { useWhiteLabel } from '../../lib/whitelabel';
import { AuthLayout } from '../../ui/auth-layout';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { EMAIL_INPUT, TextField } from '../../ui/text-field';
import { errorMessage, requestPasswordReset } from './api';
import { fieldProps } from '../../lib/field-props';

export interface ResetRequestScreenProps {
  defaultEmail: string | undefined;
}

/** /reset: asks for a reset link; the answer is neutral whether or not the email exists. */
export function ResetRequestScreen({ defaultEmail }: ResetRequestScreenProps) {
  const { productName } = useWhiteLabel();
  const mutation = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
  const [form, fields] = useSchemaForm({
    id: 'reset-request',
    schema: ResetRequest,
    onValid: (value) => mutation.mutate(value.email),
  });

  if (mutation.isSuccess) {
    return (
      <AuthLayout productName={productName} title="Check your email">
        <div className="stack">
          <FormAlert tone="success">
            If an account exists for {mutation.variables}, we have sent a link to reset your password.
          </FormAlert>
          <p className="text-secondary">The link expires in 24 hours. Check your spam folder if it does not arrive.</p>
          <Link
            to="/login"
            search={{ email: mutation.variables }}
            className="button"
            data-variant="secondary"
            data-full-width="true"
          >
            Back to sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      productName={productName}
      title={AUTH_HEADINGS['/reset'].title}
      subtitle={AUTH_HEADINGS['/reset'].description}
    >
      <form {...form.props} className="stack">
        <FormAlert>{mutation.isError ? errorMessage(mutation.error) : null}</FormAlert>
        <TextField
          {...fieldProps(fields.email)}
          label="Email"
          {...EMAIL_INPUT}
          autoComplete="email"
          defaultValue={defaultEmail ?? ''}
        />
        <Button type="submit" fullWidth isPending={mutation.isPending}>
          Send reset link
        </Button>
        <Link to="/login" search={{ email: defaultEmail }} className="touch-link" style={{ justifyContent: 'center' }}>
          Back to sign in
        </Link>
      </form>
    </AuthLayout>
  );
}
