import { AUTH_HEADINGS } from './headings';
import { useSchemaForm } from '../../lib/schema-form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { SignupRequest } from '../../../contract/auth';
import type { BusinessType } from '../../../contract/merchant';
import { useWhiteLabel } from '../../lib/whitelabel';
import { AuthLayout } from '../../ui/auth-layout';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { SelectField } from '../../ui/select-field';
import { EMAIL_INPUT, TextField } from '../../ui/text-field';
import { errorMessage, signup } from './api';
import { fieldProps } from '../../lib/field-props';

/** The business types of sign-up with the wording merchants see. */
export const BUSINESS_TYPE_OPTIONS: readonly { value: BusinessType; label: string }[] = [
  { value: 'individual', label: 'An Individual' },
  { value: 'non-profit', label: 'An NGO' },
  { value: 'business', label: 'A Registered Business' },
  { value: 'events', label: 'An Event Manager' },
];

export const SIGNUP_COUNTRIES: readonly { value: string; label: string }[] = [
  { value: 'NG', label: 'Nigeria' },
  { value: 'GH', label: 'Ghana' },
  { value: 'KE', label: 'Kenya' },
  { value: 'ZA', label: 'South Africa' },
  { value: 'UG', label: 'Uganda' },
  { value: 'TZ', label: 'Tanzania' },
  { value: 'RW', label: 'Rwanda' },
  { value: 'ZM', label: 'Zambia' },
  { value: 'SL', label: 'Sierra Leone' },
  { value: 'CM', label: 'Cameroon' },
  { value: 'CI', label: "Côte d'Ivoire" },
  { value: 'SN', label: 'Senegal' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
];

/** referralCode: carried by a referral link (/signup?ref=CODE), shown filled in and still editable. */
export function SignupScreen({ referralCode }: { referralCode?: string | undefined } = {}) {
  const { productName } = useWhiteLabel();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: signup,
    onSuccess: (data) => navigate({ to: '/verify/email', search: { email: data.email } }),
  });
  const [form, fields] = useSchemaForm({
    id: 'signup',
    schema: SignupRequest,
    validateOn: 'blur',
    onValid: (value) => {
      const { phone, referral_code, ...rest } = value;
      mutation.mutate({
        ...rest,
        ...(phone?.trim() ? { phone: phone.trim() } : {}),
        ...(referral_code ? { referral_code } : {}),
      });
    },
  });

  return (
    <AuthLayout
      productName={productName}
      title={AUTH_HEADINGS['/signup'].title}
      subtitle={AUTH_HEADINGS['/signup'].description}
    >
      <form {...form.props} className="stack">
        <FormAlert>{mutation.isError ? errorMessage(mutation.error) : null}</FormAlert>
        <div className="stack" style={{ gap: 'var(--space-4)' }}>
          <TextField {...fieldProps(fields.first_name)} label="First name" autoComplete="given-name" />
          <TextField {...fieldProps(fields.last_name)} label="Last name" autoComplete="family-name" />
        </div>
        <TextField {...fieldProps(fields.email)} label="Email" {...EMAIL_INPUT} autoComplete="email" />
        <PasswordField
          {...fieldProps(fields.password)}
          label="Password"
          autoComplete="new-password"
          description="At least 8 characters, with a letter and a number."
        />
        <TextField {...fieldProps(fields.business_name)} label="Business name" autoComplete="organization" />
        <SelectField
          {...fieldProps(fields.business_type)}
          label="I am"
          placeholder="Select a business type"
          options={BUSINESS_TYPE_OPTIONS}
          defaultValue=""
        />
        <SelectField
          {...fieldProps(fields.country)}
          label="Country"
          options={SIGNUP_COUNTRIES}
          defaultValue="NG"
          autoComplete="country"
        />
        <TextField
          {...fieldProps(fields.phone)}
          label="Phone number (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          {...fieldProps(fields.referral_code)}
          label="Referral code (optional)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={referralCode ?? ''}
        />
        <Button type="submit" fullWidth isPending={mutation.isPending}>
          {mutation.isPending ? 'Creating account…' : 'Create account'}
        </Button>
        <p className="text-center text-secondary">
          Already have an account?{' '}
          <Link to="/login" className="touch-link">
            Sign in
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
