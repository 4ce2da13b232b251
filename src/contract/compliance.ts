import * as v from 'valibot';
import { COMPLETION_FLAGS, type SectionId } from './compliance-rules';
import type { EndpointDef } from './endpoints';

/**
 * Compliance payloads and answers (spec 2 §3, §7). Request schemas check types and
 * sizes; the section rules of compliance-rules.ts decide completeness, on both sides.
 */

/* @__NO_SIDE_EFFECTS__ */ // a schema factory: lets unused schemas drop out of bundles
const str = (max = 300) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Value must be at most ${max} characters`));
/** An uploaded file's URL, as the upload service returned it. */
const fileUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500, 'File link is invalid'),
  v.check(
    (s) => s === '' || /^\/api\/v2\/files\/[A-Za-z0-9_-]+/.test(s) || /^https:\/\//.test(s),
    'File link is invalid',
  ),
);
const MetaValue = v.union([v.string(), v.boolean(), v.number()]);
export const MetaEntry = v.object({ name: v.pipe(v.string(), v.maxLength(60)), value: MetaValue });
export type MetaEntry = v.InferOutput<typeof MetaEntry>;

/** An additional owner's entry of business_owner_meta (spec 2 §3). */
export const OwnerMeta = v.object({
  fullname: str(120),
  bvn: str(11),
  phone: str(20),
  email: str(254),
  address: str(300),
  state: str(80),
  city: str(80),
  country: str(2),
  validDocumentType: str(40),
  validIDCard: fileUrl,
});
export type OwnerMeta = v.InferOutput<typeof OwnerMeta>;
export const BusinessOwnerMetaEntry = v.object({
  name: v.picklist([
    'isSignerAndBusinessOwner',
    'ultimateBeneficialOwnerOne',
    'ultimateBeneficialOwnerTwo',
    'ultimateBeneficialOwnerThree',
    'ultimateBeneficialOwnerFour',
  ]),
  value: v.union([v.boolean(), OwnerMeta]),
});

const textFields = {
  registered_name: str(160),
  registered_no: str(60),
  trading_name: str(160),
  registered_address: str(300),
  operational_address: str(300),
  company_type: str(40),
  contact_name: str(120),
  contact_email: str(254),
  contact_phone: str(20),
  country: str(2),
  industry: str(80),
  products: str(300),
  merchant_id: str(60),
  bvn: str(11),
  account_number: str(35),
  bank_code: str(12),
  business_description: str(1000),
  projected_monthly_sale: str(40),
  ssn: str(25),
  product_url: str(300),
  tax_id_number: str(20),
  business_address: str(300),
  za_reg_no: str(60),
  zar_valid_id: str(40),
  means_of_identification: str(40),
  signer_firstname: str(80),
  signer_lastname: str(80),
  signer_bvn: str(11),
  signer_job_title: str(80),
  signer_phone: str(20),
  signer_email: str(254),
  signer_address: str(300),
  signer_country: str(2),
  signer_state: str(80),
  signer_city: str(80),
  signer_valid_id: str(40),
  owner_firstname: str(80),
  owner_lastname: str(80),
  owner_bvn: str(11),
  owner_phone: str(20),
  owner_email: str(254),
  owner_address: str(300),
  owner_country: str(2),
  owner_state: str(80),
  owner_city: str(80),
  owner_valid_id: str(40),
} as const;
const fileFields = {
  reg_document_url: fileUrl,
  operating_licence_url: fileUrl,
  other_valid_doc: fileUrl,
  director_id_url: fileUrl,
  aml_policy: fileUrl,
  shareholder1: fileUrl,
  verified_proof_documents: fileUrl,
  signer_valid_url: fileUrl,
  owner_valid_url: fileUrl,
} as const;
export const COMPLIANCE_TEXT_FIELDS = Object.keys(textFields) as (keyof typeof textFields)[];
export const COMPLIANCE_FILE_FIELDS = Object.keys(fileFields) as (keyof typeof fileFields)[];

const optionalize = <T extends Record<string, v.GenericSchema>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, v.optional(s)])) as {
    [K in keyof T]: v.OptionalSchema<T[K], undefined>;
  };

/** POST cc/compliance and the compliance service: any section's payload (spec 2 §3). */
export const CompliancePayload = v.object({
  ...optionalize(textFields),
  ...optionalize(fileFields),
  compliance_meta: v.optional(v.pipe(v.array(MetaEntry), v.maxLength(20))),
  business_owner_meta: v.optional(v.pipe(v.array(BusinessOwnerMetaEntry), v.maxLength(5))),
  completed: v.optional(v.boolean()),
});
export type CompliancePayload = v.InferInput<typeof CompliancePayload>;

/** The individual's full compliance payload, field by field (spec 2 §3 "Full compliance payloads"). */
export const INDIVIDUAL_PAYLOAD_FIELDS = [
  'registered_name',
  'registered_no',
  'trading_name',
  'registered_address',
  'operational_address',
  'company_type',
  'contact_name',
  'contact_email',
  'country',
  'industry',
  'products',
  'merchant_id',
  'bvn',
  'account_number',
  'bank_code',
  'business_description',
  'projected_monthly_sale',
] as const satisfies readonly (keyof typeof textFields)[];
/** What a business's payload adds to the individual's. */
export const BUSINESS_PAYLOAD_FIELDS = [
  ...INDIVIDUAL_PAYLOAD_FIELDS,
  'product_url',
  'tax_id_number',
  'business_address',
  'reg_document_url',
  'operating_licence_url',
  'other_valid_doc',
  'za_reg_no',
  'director_id_url',
  'aml_policy',
  'shareholder1',
  'verified_proof_documents',
] as const satisfies readonly (keyof typeof textFields | keyof typeof fileFields)[];
export type FullPayloadField = (typeof BUSINESS_PAYLOAD_FIELDS)[number];

/**
 * The full payload of a merchant or business section: every field the spec lists, each from the form
 * when it has it, else as already stored (a section never blanks what another one saved), else empty.
 * Extra fields of the form (ssn) ride along.
 */
export function fullCompliancePayload(
  kind: 'individual' | 'business',
  stored: Readonly<Record<string, string>>,
  form: Readonly<Partial<Record<FullPayloadField, string>>> & Readonly<Record<string, string | undefined>>,
  compliance_meta: MetaEntry[],
): CompliancePayload {
  const fields = kind === 'individual' ? INDIVIDUAL_PAYLOAD_FIELDS : BUSINESS_PAYLOAD_FIELDS;
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) if (value !== undefined) payload[key] = value;
  for (const field of fields) payload[field] = form[field] ?? stored[field] ?? '';
  return { ...payload, compliance_meta };
}

/** Which section a payload carries (the spec's payloads have no section name). */
export function payloadSection(payload: CompliancePayload, businessType: string): SectionId | 'phone' {
  if (payload.business_owner_meta || payload.signer_firstname !== undefined) return 'representative';
  if (payload.means_of_identification !== undefined) return 'documents';
  if (businessType !== 'individual' && payload.registered_name !== undefined) return 'business';
  if (payload.registered_name !== undefined) return 'merchant';
  return 'phone';
}
export const completionFlagOf = (section: SectionId): string | null =>
  section === 'bank' ? null : COMPLETION_FLAGS[section];

/** cc/compliance answer (spec 2 §7): data.responsecode, data.compliance_status, responsemessage. */
export const ComplianceCallResponse = v.object({
  responsecode: v.string(),
  compliance_status: v.string(),
  responsemessage: v.string(),
  completed: v.boolean(),
});
export type ComplianceCallResponse = v.InferOutput<typeof ComplianceCallResponse>;

/** The stored compliance information (spec 2 §3), with what the accordion needs to resume. */
export const ComplianceInfo = v.object({
  completed: v.boolean(),
  filled: v.boolean(),
  status: v.string(),
  rejection_reason: v.nullable(v.string()),
  business_type: v.string(),
  country: v.string(),
  currency: v.string(),
  /** Every stored scalar field of the payloads. */
  values: v.record(v.string(), v.string()),
  compliance_meta: v.array(MetaEntry),
  business_owner_meta: v.array(v.object({ name: v.string(), value: v.union([v.boolean(), OwnerMeta]) })),
  contact_phone_verified: v.boolean(),
  settlement_account: v.nullable(
    v.object({
      id: v.number(),
      account_number: v.string(),
      bank_code: v.string(),
      account_name: v.string(),
      account_meta: v.array(v.object({ name: v.string(), value: v.nullable(v.string()) })),
    }),
  ),
  /** Monthly sales shown (white-label show_monthly_sale = yes) and the USD rate for the bands. */
  show_monthly_sale: v.boolean(),
  usd_rate: v.number(),
  /**
   * Where settlements may go (spec 2 §6): the accepted countries, the business's own first, and the
   * accepted bank codes (merchant preferences and the white label's banks_allowed; null: any bank).
   */
  settlement_countries: v.array(v.string()),
  settlement_banks: v.nullable(v.array(v.string())),
});
export type ComplianceInfo = v.InferOutput<typeof ComplianceInfo>;

/** POST compliance validate-account (spec 2 §7). */
export const ValidateAccountRequest = v.object({
  bvn: v.pipe(v.string(), v.regex(/^\d{11}$/, 'Enter a valid BVN. BVN must be 11 digits')),
  account_number: v.pipe(v.string(), v.trim(), v.maxLength(35)),
  account_name: v.pipe(v.string(), v.trim(), v.maxLength(160)),
  bank_account_name: v.pipe(v.string(), v.trim(), v.maxLength(160)),
});

/** POST v2/onb/sendotp and verifyotp (spec 2 §7). */
export const SendOtpRequest = v.object({
  public_key: v.pipe(v.string(), v.trim(), v.maxLength(120)),
  identifier: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\+\d{7,18}$/, 'Enter a valid phone number, starting with the country code'),
  ),
  context: v.literal('secure'),
});
export const SendOtpResponse = v.object({ otp_reference: v.string() });
export const VerifyOtpRequest = v.object({
  public_key: v.pipe(v.string(), v.trim(), v.maxLength(120)),
  otp: v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'Invalid OTP')),
  otp_reference: v.pipe(v.string(), v.regex(/^OTP-\d{1,12}$/, 'Invalid OTP')),
});
export const VerifyOtpResponse = v.object({ identifier: v.string(), responsecode: v.string() });
export const OTP_COMPLETED_MESSAGE = 'PROCESS-COMPLETED';

/** POST v2/veriff/session/create (spec 2 §7). */
export const IdentitySessionRequest = v.object({
  platform: v.literal('web'),
  browser: v.object({ fingerprint: str(120), user_agent: str(400) }),
  person: v.object({ first_name: str(80), last_name: str(80), middle_name: v.optional(str(80)) }),
});
export const IDENTITY_SESSION_STATES = ['created', 'finished', 'canceled'] as const;
export const IdentitySession = v.object({
  id: v.string(),
  url: v.string(),
  status: v.picklist(IDENTITY_SESSION_STATES),
});
export const IdentitySessionResponse = v.object({ session: IdentitySession });
export const IDENTITY_FAILED_MESSAGE = "Couldn't verify uploaded documents. Please try again.";

/** POST v2/onboarding/regmeta (ZA only). */
export const RegMetaRequest = v.object({
  meta: v.pipe(
    v.array(v.object({ name: v.picklist(['business_address', 'za_reg_no', 'zar_valid_id']), value: str(300) })),
    v.minLength(1),
    v.maxLength(3),
  ),
});
export const RegMetaResponse = v.array(v.object({ name: v.string(), value: v.nullable(v.string()) }));

/** Settlement account new/edit (spec 2 §7): accountMeta is a JSON string of name/value entries. */
export const ACCOUNT_META_NAMES = [
  'swiftCode',
  'branchName',
  'branchCode',
  'routingNumber',
  'phoneNumber',
  'phoneNumberIsVerified',
  'bvn',
  'bvnIsVerified',
] as const;
export const AccountMetaList = v.pipe(
  v.array(v.object({ name: v.picklist(ACCOUNT_META_NAMES), value: v.nullable(v.pipe(v.string(), v.maxLength(60))) })),
  v.maxLength(ACCOUNT_META_NAMES.length),
);
const accountMetaJson = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      const parsed = v.safeParse(AccountMetaList, JSON.parse(dataset.value));
      if (parsed.success) return parsed.output;
    } catch {
      // falls through to the issue
    }
    addIssue({ message: 'Account meta is invalid' });
    return NEVER;
  }),
);
export const NewSettlementAccountRequest = v.object({
  accountNumber: v.pipe(v.string(), v.trim(), v.maxLength(35, 'Account number is invalid')),
  bankCode: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[A-Za-z0-9]{2,12}$/, 'Bank name cannot be empty. Please select a bank.'),
  ),
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Country is invalid')),
  accountName: v.pipe(v.string(), v.trim(), v.maxLength(160)),
  accountMeta: accountMetaJson,
  isDefault: v.literal(1),
  /**
   * Replacing or editing the payout account: the code mailed to the business's owners (the server asks
   * for it with 428 STEP_UP_REQUIRED first). Not needed for a business's first account.
   */
  otp: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'Code is invalid'))),
});
export const EditSettlementAccountRequest = v.object({
  ...NewSettlementAccountRequest.entries,
  accountId: v.number(),
  default: v.literal(1),
});
export const SettlementAccountSaved = v.object({
  id: v.number(),
  account_number: v.string(),
  bank_code: v.string(),
  account_name: v.string(),
  account_meta: v.array(v.object({ name: v.string(), value: v.nullable(v.string()) })),
});

/** Branches of a bank (spec 2 §3: Id, BranchCode, BranchName, SwiftCode). */
export const Branch = v.object({
  Id: v.number(),
  BranchCode: v.string(),
  BranchName: v.string(),
  SwiftCode: v.string(),
});
export type Branch = v.InferOutput<typeof Branch>;

/** Profile-name change behind the Password Verification modal (spec 2 §2, §7). */
export const ProfileUpdateRequest = v.object({
  contact_person: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(120, 'Please enter a valid fullname'),
    v.regex(/^\p{L}[\p{L}'.-]*(\s+\p{L}[\p{L}'.-]*)+$/u, 'Please enter a valid fullname'),
  ),
  _v2_user_id: v.number(),
});
export const ProfileUpdateResponse = v.object({ token: v.string() });
export const ProfileUpdateCompleteRequest = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,64}$/, 'Token is invalid')),
});
export const ProfileUpdateCompleteResponse = v.object({
  contact_person: v.string(),
  first_name: v.string(),
  last_name: v.string(),
});
export const PASSWORD_VERIFICATION = {
  title: 'Password Verification',
  text: 'To save changes please enter your password',
  button: 'Continue',
  wrongPassword: 'Your password is incorrect',
  expired: 'Please enter your password to confirm this change',
} as const;

/** The modal's one field: any password but an empty one (the server checks it). */
export const PasswordVerificationForm = v.object({
  password: v.pipe(v.string('Password is empty'), v.minLength(1, 'Password is empty')),
});

/** GET fxrates (spec 2 §7): the USD rate that converts the monthly-sales bands. */
export const FxRatesQuery = v.object({
  fromcurrency: v.literal('USD'),
  tocurrency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'Currency is invalid')),
  amount: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Amount is invalid')), '1'),
});
export const FxRatesResponse = v.object({ Rate: v.number() });

/** Compliance toasts (spec 2 §8). */
export const COMPLIANCE_TOASTS = {
  bankSaved: 'Bank Account Saved Successfully',
  bankFailed: 'Could not Save Bank. Please contact support.',
  otpSent: 'A one-time password has been sent to the phone number provided below.',
  invalidOtp: 'Invalid OTP',
  bvnFailed: "Couldn't verify BVN. Ensure you entered your correct BVN",
  bvnMismatch: 'The name on your BVN does not match your bank account name',
  merchant: 'Merchant Information Submitted Successfully',
  business: 'Business Information Submitted Successfully',
  compliance: 'Compliance information submitted successfully',
  owner: 'Business Owner Information Submitted Successfully',
  fileUploaded: 'File Uploaded Successfully',
  accountUpdated: 'Account Information has been updated successfully',
} as const;

export const complianceEndpoints = {
  complianceInfo: {
    method: 'GET',
    path: 'v2/compliance/info',
    host: 'compliance',
    auth: 'account',
    response: ComplianceInfo,
  },
  complianceSubmit: {
    method: 'POST',
    path: 'cc/compliance',
    host: 'compliance',
    auth: 'account',
    body: CompliancePayload,
    response: ComplianceCallResponse,
    altMode: true,
  },
  complianceService: {
    method: 'POST',
    path: 'v2/compliance',
    host: 'compliance',
    auth: 'account',
    body: CompliancePayload,
    response: ComplianceCallResponse,
  },
  validateAccount: {
    method: 'POST',
    path: 'v2/compliance/validate-account',
    host: 'compliance',
    auth: 'account',
    body: ValidateAccountRequest,
    response: v.boolean(),
  },
  regMeta: {
    method: 'POST',
    path: 'v2/onboarding/regmeta',
    host: 'main',
    auth: 'account',
    body: RegMetaRequest,
    response: RegMetaResponse,
  },
  sendOtp: {
    method: 'POST',
    path: 'v2/onb/sendotp',
    host: 'main',
    auth: 'account',
    body: SendOtpRequest,
    response: SendOtpResponse,
  },
  verifyOtp: {
    method: 'POST',
    path: 'v2/onb/verifyotp',
    host: 'main',
    auth: 'account',
    body: VerifyOtpRequest,
    response: VerifyOtpResponse,
  },
  identitySessionCreate: {
    method: 'POST',
    path: 'v2/veriff/session/create',
    host: 'main',
    auth: 'account',
    body: IdentitySessionRequest,
    response: IdentitySessionResponse,
    altMode: true,
  },
  identitySession: {
    method: 'GET',
    path: 'v2/veriff/session/:id',
    host: 'main',
    auth: 'account',
    response: IdentitySessionResponse,
  },
  settlementAccountNew: {
    method: 'POST',
    path: 'merchant/config/settlement/account/new',
    host: 'main',
    auth: 'account',
    body: NewSettlementAccountRequest,
    response: SettlementAccountSaved,
    idempotent: true,
  },
  settlementAccountEdit: {
    method: 'PUT',
    path: 'merchant/config/settlement/account/edit',
    host: 'main',
    auth: 'account',
    body: EditSettlementAccountRequest,
    response: SettlementAccountSaved,
    idempotent: true,
  },
  profileUpdate: {
    method: 'POST',
    path: 'merchant/profile/update',
    host: 'main',
    auth: 'account',
    body: ProfileUpdateRequest,
    response: ProfileUpdateResponse,
  },
  profileUpdateComplete: {
    method: 'POST',
    path: 'merchant/profile/update/complete',
    host: 'main',
    auth: 'account',
    body: ProfileUpdateCompleteRequest,
    response: ProfileUpdateCompleteResponse,
  },
  fxRates: {
    method: 'GET',
    path: 'fxrates',
    host: 'main',
    auth: 'account',
    query: FxRatesQuery,
    response: FxRatesResponse,
  },
  bankBranches: {
    method: 'GET',
    path: 'v2/banks/:code/branches',
    host: 'main',
    auth: 'account',
    response: v.array(Branch),
  },
} as const satisfies Record<string, EndpointDef>;
