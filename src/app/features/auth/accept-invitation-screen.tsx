import { AUTH_HEADINGS } from './headings';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSchemaForm } from '../../lib/schema-form';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { requiredString } from '../../../contract/validators';
import { useWhiteLabel } from '../../lib/whitelabel';
import { AuthLayout, AuthLoading } from '../../ui/auth-layout';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { acceptInvitation, errorMessage, invitationQuery } from './api';
import { fieldProps } from '../../lib/field-props';

const ExistingUserForm = v.object({ password: requiredString('Password', 128) });
const NewUserForm = v.object({
  first_name: requiredString('First name', 60),
  last_name: requiredString('Last name', 60),
  password: requiredString('Password', 128),
});

type AcceptForm = { password: string; first_name?: string; last_name?: string };

export interface AcceptInvitationScreenProps {
  id: string;
}

/** /accept/{id}: joins a business a team member was invited to. */
export function AcceptInvitationScreen({ id }: AcceptInvitationScreenProps) {
  const { productName } = useWhiteLabel();
  const invitation = useQuery(invitationQuery(id));
  const hasAccount = invitation.data?.has_account ?? false;
  const mutation = useMutation({
    mutationFn: (body: { password: string; first_name?: string; last_name?: string }) => acceptInvitation(id, body),
  });
  const [form, fields] = useSchemaForm({
    id: 'accept-invitation',
    // Both ask for the password; a new user also gives a name.
    schema: (hasAccount ? ExistingUserForm : NewUserForm) as typeof NewUserForm,
    onValid: (value: AcceptForm) => mutation.mutate(value),
  });

  if (invitation.isPending) {
    return (
      <AuthLoading
        productName={productName}
        title={AUTH_HEADINGS['/accept/$id'].title}
        label="Loading your invitation"
      />
    );
  }
  if (invitation.isError) {
    return (
      <AuthLayout productName={productName} title="This invitation can't be used">
        <div className="stack">
          <FormAlert>{errorMessage(invitation.error)}</FormAlert>
          <Link to="/login" className="button" data-variant="secondary" data-full-width="true">
            Go to sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const view = invitation.data;
  if (mutation.isSuccess || view.status === 'accepted') {
    return (
      <AuthLayout productName={productName} title={`You have joined ${view.business_name}`}>
        <div className="stack">
          <FormAlert tone="success">Your invitation is accepted. Sign in to open the dashboard.</FormAlert>
          <Link
            to="/login"
            search={{ email: mutation.data?.email ?? view.email }}
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
  if (view.status === 'expired') {
    return (
      <AuthLayout productName={productName} title="This invitation has expired">
        <div className="stack">
          <p className="text-secondary">Ask {view.invited_by} to send you a new invitation.</p>
          <Link to="/login" className="button" data-variant="secondary" data-full-width="true">
            Go to sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      productName={productName}
      title={`Join ${view.business_name}`}
      subtitle={`${view.invited_by} invited ${view.email} as ${view.role}.`}
    >
      <form {...form.props} className="stack" key={hasAccount ? 'existing' : 'new'}>
        <input type="email" name="username" autoComplete="username" value={view.email} readOnly hidden />
        <FormAlert>{mutation.isError ? errorMessage(mutation.error) : null}</FormAlert>
        {hasAccount ? (
          <p className="text-secondary">You already have an account. Enter your password to accept.</p>
        ) : (
          <>
            <TextField {...fieldProps(fields.first_name)} label="First name" autoComplete="given-name" />
            <TextField {...fieldProps(fields.last_name)} label="Last name" autoComplete="family-name" />
          </>
        )}
        <PasswordField
          {...fieldProps(fields.password)}
          label={hasAccount ? 'Password' : 'Choose a password'}
          autoComplete={hasAccount ? 'current-password' : 'new-password'}
        />
        <Button type="submit" fullWidth isPending={mutation.isPending}>
          Accept invitation
        </Button>
      </form>
    </AuthLayout>
  );
}
