import { Link } from '@tanstack/react-router';
import { AUTH_HEADINGS } from './headings';
import { useWhiteLabel } from '../../lib/whitelabel';
import { AuthLayout } from '../../ui/auth-layout';
import { FormAlert } from '../../ui/form-alert';

export interface DeletedScreenProps {
  email: string | undefined;
}

/** /deleted?email=: the user has no access to this product. */
export function DeletedScreen({ email }: DeletedScreenProps) {
  const { productName } = useWhiteLabel();
  return (
    <AuthLayout productName={productName} title={AUTH_HEADINGS['/deleted'].title}>
      <div className="stack">
        <FormAlert tone="info">
          <span>
            {email ? <strong>{email}</strong> : 'This account'} does not have access to {productName}.
          </span>
        </FormAlert>
        <p className="text-secondary">
          If you think this is a mistake, ask the owner of your business to invite you again, or contact support.
        </p>
        <Link to="/login" className="button" data-variant="primary" data-full-width="true">
          Back to sign in
        </Link>
      </div>
    </AuthLayout>
  );
}
