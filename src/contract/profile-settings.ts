import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';
import { Company } from './merchant';
import { codeForm } from './code-forms';
import { digitsOnly, requiredString } from './validators';

/** An optional text: absent, null or blank is "none" (null); otherwise trimmed and at most max characters. */
const optionalText = (field: string, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${field} is invalid`)), null),
    v.transform((value): string | null => (value ?? '').trim() || null),
    v.check((value) => value === null || value.length <= max, `${field} must be at most ${max} characters`),
  );

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,19}$/;
const WEBSITE_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/i;

export const PROFILE_MESSAGES = {
  supportEmail: 'Support email is invalid',
  supportPhone: 'Support phone must be a phone number, like +234 801 234 5678',
  website: 'Website must be an address starting with https://',
  phone: 'Phone must be a phone number, like +234 801 234 5678',
  businessSaved: 'Business profile saved',
  logoGone: 'The logo upload has expired or is not a logo. Upload it again.',
  profileSaved: 'Your profile is saved',
} as const;

/** settings/general: the business's public face. Support email and phone are the preferences business_support_*. */
export const BusinessProfile = v.object({
  business_name: v.string(),
  business_email: v.string(),
  support_email: v.nullable(v.string()),
  support_phone: v.nullable(v.string()),
  business_address: v.nullable(v.string()),
  website: v.nullable(v.string()),
  business_logo: v.nullable(v.string()),
});
export type BusinessProfile = v.InferOutput<typeof BusinessProfile>;

export const UpdateBusinessProfileRequest = v.object({
  business_name: v.pipe(requiredString('Business name', 100), v.trim()),
  support_email: v.pipe(
    optionalText('Support email', 254),
    v.check((value) => value === null || EMAIL_PATTERN.test(value), PROFILE_MESSAGES.supportEmail),
    v.transform((value) => value?.toLowerCase() ?? null),
  ),
  support_phone: v.pipe(
    optionalText('Support phone', 20),
    v.check((value) => value === null || PHONE_PATTERN.test(value), PROFILE_MESSAGES.supportPhone),
  ),
  business_address: optionalText('Address', 200),
  website: v.pipe(
    optionalText('Website', 200),
    v.check((value) => value === null || WEBSITE_PATTERN.test(value), PROFILE_MESSAGES.website),
  ),
  /** An uploaded logo's address (purpose logo); null removes the logo; absent keeps it. */
  business_logo: v.optional(
    v.nullable(
      v.pipe(v.string('Logo is invalid'), v.regex(/^\/api\/v2\/files\/[A-Za-z0-9_-]{20,64}$/, 'Logo is invalid')),
    ),
  ),
});
export type UpdateBusinessProfileRequest = v.InferInput<typeof UpdateBusinessProfileRequest>;

/** The signed-in user's own profile. */
export const OwnProfile = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  phone: v.nullable(v.string()),
});
export type OwnProfile = v.InferOutput<typeof OwnProfile>;

export const UpdateOwnProfileRequest = v.object({
  first_name: v.pipe(requiredString('First name', 60), v.trim()),
  last_name: v.pipe(requiredString('Last name', 60), v.trim()),
  phone: v.pipe(
    optionalText('Phone', 20),
    v.check((value) => value === null || PHONE_PATTERN.test(value), PROFILE_MESSAGES.phone),
  ),
});
export type UpdateOwnProfileRequest = v.InferInput<typeof UpdateOwnProfileRequest>;

/** Recovery codes are 8 digits (the sign-in code field takes digits only), shown as 1234-5678. */
export const RECOVERY_CODE_COUNT = 10;
export const formatRecoveryCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/** A code from the authenticator (6 digits) or, where the brief allows, a recovery code (8 digits). */
const twoFactorCode = v.pipe(
  v.string('Code is invalid'),
  v.transform(digitsOnly),
  v.check(
    (code) => code.length === 6 || code.length === 8,
    'Enter the 6-digit code from your authenticator app, or an 8-digit recovery code',
  ),
);

export const TWO_FACTOR_MESSAGES = {
  setupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows',
  turnedOn: 'Two-factor sign-in with your authenticator app is on',
  turnedOff: 'Two-factor sign-in with your authenticator app is off',
  wrongCode: 'That code is not right. Enter the current code from your authenticator app.',
  noSetup: 'Start the setup again: no authenticator is waiting to be confirmed',
  alreadyOn: 'Your authenticator app is already on. Turn it off first to set up another one.',
  notOn: 'Your authenticator app is not on',
  emailCodesOn: 'Everyone signing in to this business now enters a code we email them',
  emailCodesOff: 'Emailed sign-in codes are off for this business',
} as const;

/** Where the user's two-factor sign-in stands on this business. */
export const TwoFactorStatus = v.object({
  authenticator: v.boolean(),
  recovery_codes_left: v.number(),
  /** require_2factor: the business asks every member for an emailed code (an authenticator takes its place). */
  email_codes_required: v.boolean(),
});
export type TwoFactorStatus = v.InferOutput<typeof TwoFactorStatus>;

export const AuthenticatorSetup = v.object({
  secret: v.string(),
  otpauth_uri: v.string(),
});
export type AuthenticatorSetup = v.InferOutput<typeof AuthenticatorSetup>;

export const TwoFactorCodeRequest = v.object({ code: twoFactorCode });
export const ConfirmAuthenticatorRequest = v.object({
  code: v.pipe(
    v.string('Code is invalid'),
    v.transform(digitsOnly),
    v.length(6, 'Enter the 6-digit code from your authenticator app'),
  ),
});
/** The forms of those two requests (an empty field reaches the rule as ''). */
export const TwoFactorCodeForm = codeForm(TwoFactorCodeRequest.entries.code);
export const ConfirmAuthenticatorForm = codeForm(ConfirmAuthenticatorRequest.entries.code);
export const RecoveryCodes = v.object({ recovery_codes: v.array(v.string()) });

export const EmailCodesRequest = v.object({ required: v.boolean('Required must be true or false') });

export const profileEndpoints = {
  businessProfile: {
    method: 'GET',
    path: 'v2/business-profile',
    host: 'main',
    auth: 'account',
    response: BusinessProfile,
  },
  updateBusinessProfile: {
    method: 'PUT',
    path: 'v2/business-profile',
    host: 'main',
    auth: 'account',
    body: UpdateBusinessProfileRequest,
    response: v.object({ profile: BusinessProfile, company: Company }),
  },
  ownProfile: { method: 'GET', path: 'v2/profile', host: 'main', auth: 'account', response: OwnProfile },
  updateOwnProfile: {
    method: 'PUT',
    path: 'v2/profile',
    host: 'main',
    auth: 'account',
    body: UpdateOwnProfileRequest,
    response: OwnProfile,
  },
  twoFactor: { method: 'GET', path: 'v2/two-factor', host: 'main', auth: 'account', response: TwoFactorStatus },
  startAuthenticator: {
    method: 'POST',
    path: 'v2/two-factor/authenticator/setup',
    host: 'main',
    auth: 'account',
    response: AuthenticatorSetup,
  },
  confirmAuthenticator: {
    method: 'POST',
    path: 'v2/two-factor/authenticator/confirm',
    host: 'main',
    auth: 'account',
    body: ConfirmAuthenticatorRequest,
    response: RecoveryCodes,
  },
  turnOffAuthenticator: {
    method: 'POST',
    path: 'v2/two-factor/authenticator/disable',
    host: 'main',
    auth: 'account',
    body: TwoFactorCodeRequest,
    response: TwoFactorStatus,
  },
  setEmailCodes: {
    method: 'PUT',
    path: 'v2/two-factor/email-codes',
    host: 'main',
    auth: 'account',
    body: EmailCodesRequest,
    response: TwoFactorStatus,
  },
} as const satisfies Record<string, EndpointDef>;
