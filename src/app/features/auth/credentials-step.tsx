import { Link } from '@tanstack/react-router';
import { useSchemaForm } from '../../lib/schema-form';
import { useEffect, useRef, useState } from 'react';
import { LoginRequest } from '../../../contract/auth';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { EMAIL_INPUT, TextField } from '../../ui/text-field';
import { fieldProps } from '../../lib/field-props';

export interface CredentialsStepProps {
  defaultEmail: string;
  focusEmail: boolean;
  hideSignup: boolean;
  isPending: boolean;
  error: string | null;
  onSubmit: (credentials: { identifier: string; password: string }) => void;
}

/** Step 1 of login: email and password (spec 1 §2, §5: both required). */
export function CredentialsStep({
  defaultEmail,
  focusEmail,
  hideSignup,
  isPending,
  error,
  onSubmit,
}: CredentialsStepProps) {
  const [email, setEmail] = useState(defaultEmail);
  const emailRef = useRef<HTMLInputElement>(null);
  const [form, fields] = useSchemaForm({
    id: 'login',
    schema: LoginRequest,
    onValid: (value) => onSubmit({ identifier: value.identifier, password: value.password }),
  });

  useEffect(() => {
    if (focusEmail) {
      emailRef.current?.focus();
      emailRef.current?.select();
    }
  }, [focusEmail]);

  return (
    <form {...form.props} className="stack" aria-describedby="login-error">
      <FormAlert id="login-error">{error}</FormAlert>
      <TextField
        ref={emailRef}
        {...fieldProps(fields.identifier)}
        label="Email"
        {...EMAIL_INPUT}
        autoComplete="username"
        defaultValue={defaultEmail}
        onInput={(event) => setEmail(event.currentTarget.value)}
      />
      <PasswordField {...fieldProps(fields.password)} label="Password" autoComplete="current-password" />
      <div className="row" style={{ justifyContent: 'flex-end', marginTop: 'calc(-1 * var(--space-2))' }}>
        <Link to="/reset" search={{ email: email.trim() || undefined }} className="touch-link">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" fullWidth isPending={isPending}>
        {isPending ? 'Signing in…' : 'Sign in'}
      </Button>
      {hideSignup ? null : (
        <p className="text-center text-secondary">
          New here?{' '}
          <Link to="/signup" className="touch-link">
            Create an account
          </Link>
        </p>
      )}
    </form>
  );
}
