import * as v from 'valibot';
import { ReferralCodeField } from './referral-code';
import { isCountryCode } from './country-codes';
import { LAST_VIEWED_PATTERN } from './last-viewed';
import { BUSINESS_TYPES, Company, Permission, User } from './merchant';
import { ROLES } from './roles';
import { digitsOnly, emailField, newPasswordField, requiredString } from './validators';

/** POST login (spec 1 §7): identifier, password, last_viewed_page. */
/**
 * ?version=3.0 (spec 1 §7, spec 2 §7): the version of login and tokens/create the app names where the
 * spec does (the password check of a profile change, the account switch and the bulk review's renewal).
 * Both versions answer alike here; anything else is refused.
 */
export const API_VERSION = '3.0';
export const VersionQuery = v.object({ version: v.optional(v.literal(API_VERSION, 'Version is invalid')) });

export const LoginRequest = v.object({
  identifier: emailField('Email'),
  password: requiredString('Password', 128),
  last_viewed_page: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
});
export type LoginRequest = v.InferInput<typeof LoginRequest>;

/**
 * The login response (spec 1 §3). The token it carries opens only account choice
 * (v2/merchant/businesses, merchant/tokens/create) and logout; the dashboard needs
 * the account token that merchant/tokens/create issues.
 */
export const LoginResponse = v.object({
  'flw-auth-token': v.string(),
  'fraud-token': v.string(),
  role: v.nullable(v.string()),
  roleid: v.nullable(v.number()),
  permissions: v.array(Permission),
  last_viewed_page: v.nullable(v.string()),
  is_core_bridge: v.boolean(),
  user: User,
  company: v.nullable(Company),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

/** Data of the 403 ACCOUNT_NOT_ACTIVATED answer: who must confirm their email. */
export const NotActivatedData = v.object({ email: v.string(), user_id: v.number() });

/** GET v2/merchant/businesses?email&appId (spec 1 §7). */
export const BusinessesQuery = v.object({
  email: emailField('Email'),
  appId: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

const codeField = v.pipe(
  v.string('Code is invalid'),
  v.transform(digitsOnly),
  v.minLength(4, 'Code is invalid'),
  v.maxLength(8, 'Code is invalid'),
);

/**
 * POST merchant/tokens/create (spec 1 §7, spec 2 §7): account, toggle, and a
 * code: rave_otp for a sent code or token for an authenticator.
 */
export const TokensCreateRequest = v.object({
  account: v.pipe(
    v.number('Account is invalid'),
    v.integer('Account is invalid'),
    v.minValue(1, 'Account is invalid'),
    v.maxValue(2_147_483_647, 'Account is invalid'), // ids are int4 in the database
  ),
  toggle: v.optional(v.boolean()),
  rave_otp: v.optional(codeField),
  token: v.optional(codeField),
});
export type TokensCreateRequest = v.InferInput<typeof TokensCreateRequest>;

export const AUTH_TYPES = ['authenticator', 'email', 'phone'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

/** The server wants a one-time code before it issues tokens ("answers with data"). */
export const OtpRequired = v.object({
  otp_required: v.literal(true),
  auth_type: v.picklist(AUTH_TYPES),
  /** Where the code went, masked (e.g. o**@demo.test); null for an authenticator. */
  sent_to: v.nullable(v.string()),
});
export type OtpRequired = v.InferOutput<typeof OtpRequired>;

/** The account switch response (spec 2 §3). */
export const AccountSession = v.object({
  token: v.string(),
  refresh_token: v.string(),
  expires_in: v.number(),
  company: Company,
  user: User,
  role: v.string(),
  roleid: v.nullable(v.number()),
  permissions: v.array(Permission),
  is_core_bridge: v.boolean(),
});
export type AccountSession = v.InferOutput<typeof AccountSession>;

export const TokensCreateResponse = v.union([OtpRequired, AccountSession]);
export type TokensCreateResponse = v.InferOutput<typeof TokensCreateResponse>;
export const isOtpRequired = (r: TokensCreateResponse): r is OtpRequired => 'otp_required' in r;

/** Swap a refresh token for a new pair (rotation: the old one stops working). */
export const RefreshRequest = v.object({ refresh_token: requiredString('Refresh token', 200) });
export const RefreshResponse = v.object({
  token: v.string(),
  refresh_token: v.string(),
  expires_in: v.number(),
});

/** POST v2/onboarding-emails/resend (spec 1 §7): appId, email. */
export const ResendConfirmationRequest = v.object({
  email: emailField('Email'),
  appId: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** Sign-up: the person, the first business and its type. */
export const SignupRequest = v.object({
  first_name: requiredString('First name', 60),
  last_name: requiredString('Last name', 60),
  email: emailField('Email'),
  password: newPasswordField,
  business_name: requiredString('Business name', 120),
  country: v.pipe(requiredString('Country', 2), v.check(isCountryCode, 'Country is invalid')),
  business_type: v.picklist(BUSINESS_TYPES, 'Please select a business type'),
  phone: v.optional(v.pipe(v.string(), v.maxLength(18, 'Phone number is invalid'))),
  /** The referrer's code, from a referral link or typed. */
  referral_code: ReferralCodeField,
});
export type SignupRequest = v.InferInput<typeof SignupRequest>;
export const SignupResponse = v.object({ email: v.string() });

/** Confirm an email address with the token of a mailed link (/confirm-account, /activate). */
export const ConfirmAccountRequest = v.object({ token: requiredString('Token', 200) });
export const ConfirmAccountResponse = v.object({ email: v.string() });

/** Password reset: ask for a link, then set the new password with its token. */
export const ResetRequest = v.object({ email: emailField('Email') });
export const ResetPasswordRequest = v.object({
  token: requiredString('Token', 200),
  password: newPasswordField,
});
export const ResetTokenInfo = v.object({ email: v.string() });

/** A team invitation (/accept/{id}). */
export const InvitationView = v.object({
  id: v.string(),
  email: v.string(),
  role: v.string(),
  business_name: v.string(),
  invited_by: v.string(),
  /** The invitee already has a user: accepting needs their password; otherwise they choose one. */
  has_account: v.boolean(),
  status: v.picklist(['pending', 'accepted', 'expired']),
});
export type InvitationView = v.InferOutput<typeof InvitationView>;

export const AcceptInvitationRequest = v.object({
  password: requiredString('Password', 128),
  first_name: v.optional(requiredString('First name', 60)),
  last_name: v.optional(requiredString('Last name', 60)),
});

export const InviteCollaboratorRequest = v.object({
  email: emailField('Email'),
  role: v.picklist(ROLES, 'Role is invalid'),
});
export type InviteCollaboratorRequest = v.InferInput<typeof InviteCollaboratorRequest>;
export const Collaborator = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: v.string(),
});

/** POST v2/lastvp/log (spec 1 §7): lv is the visited route's name and optional id. */
export const LastViewedLogRequest = v.object({
  lv: v.object({
    // Parameters of a route (a search term) ride along percent-encoded, so the page opens again as it was.
    name: v.pipe(requiredString('Route', 80), v.regex(LAST_VIEWED_PATTERN, 'Route is invalid')),
    id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
});
export const LastViewedLogResponse = v.object({ last_viewed_page: v.string() });
