import { AUTH_HEADINGS } from './headings';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSchemaForm } from '../../lib/schema-form';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { newPasswordField } from '../../../contract/validators';
import { useWhiteLabel } from '../../lib/whitelabel';
import { AuthLayout, AuthLoading } from '../../ui/auth-layout';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { errorMessage, resetInfoQuery, updatePassword } from './api';
import { fieldProps } from '../../lib/field-props';

/** New password and its confirmation, which must be equal (checked in the browser). */
export const NewPasswordForm = v.pipe(
  v.object({ password: newPasswordField, confirm_password: v.string('Confirm password is empty') }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm_password']],
      (input) => input.password === input.confirm_password,
      'Passwords do not match',
    ),
    ['confirm_password'],
  ),
);

export interface ResetPasswordScreenProps {
  id: string;
}

/** /reset/{id}: the mailed link; sets a new password. */
export function ResetPasswordScreen({ id }: ResetPasswordScreenProps) {
  const { productName } = useWhiteLabel();
  const info = useQuery(resetInfoQuery(id));
  const mutation = useMutation({ mutationFn: (password: string) => updatePassword(id, password) });
  const [form, fields] = useSchemaForm({
    id: 'reset-password',
    schema: NewPasswordForm,
    onValid: (value) => mutation.mutate(value.password),
  });

  if (info.isPending) {
    return (
      <AuthLoading productName={productName} title={AUTH_HEADINGS['/reset/$id'].title} label="Checking your link" />
    );
  }

  if (info.isError) {
    return (
      <AuthLayout productName={productName} title="This link can't be used">
        <div className="stack">
          <FormAlert>{errorMessage(info.error)}</FormAlert>
          <Link to="/reset" className="button" data-variant="primary" data-full-width="true">
            Request a new link
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthLayout productName={productName} title="Password updated">
        <div className="stack">
          <FormAlert tone="success">Your password has been changed. Sign in with your new password.</FormAlert>
          <Link
            to="/login"
            search={{ email: info.data.email }}
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

  return (
    <AuthLayout productName={productName} title="Choose a new password" subtitle={`For ${info.data.email}`}>
      <form {...form.props} className="stack">
        <input type="email" name="username" autoComplete="username" value={info.data.email} readOnly hidden />
        <FormAlert>{mutation.isError ? errorMessage(mutation.error) : null}</FormAlert>
        <PasswordField
          {...fieldProps(fields.password)}
          label="New password"
          autoComplete="new-password"
          description="At least 8 characters, with a letter and a number."
        />
        <PasswordField
          {...fieldProps(fields.confirm_password)}
          label="Confirm new password"
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth isPending={mutation.isPending}>
          Update password
        </Button>
      </form>
    </AuthLayout>
  );
}
