import * as v from 'valibot';
import { ApprovalResult } from './approvals';
import { BULK_ENTITIES, TRANSFER_STATUSES } from './codes';
import { PageInfo, pagingQuery, searchTerm } from './paging';
import { TransferRecord } from './search';
import { isCalendarDay } from './validators';

// Split out so the routes' search checks and the app's worker bridge need not load every transfer schema.
export {
  APPROVAL_OUTCOMES,
  type ApprovalOutcome,
  ApprovalResult,
  IDEMPOTENCY_HEADER,
  IdempotencyKey,
  QUEUED_DECISION_MAX_AGE_MS,
  QueuedApproval,
} from './approvals';
export { BULK_ENTITIES, type BulkEntity, TRANSFER_STATUSES } from './codes';

/*
 * Transfers (spec 2 §2 transfers, §3 payout limits, purpose codes, bulk rows, retry,
 * §4 bulk upload and approvals, §7 transfer calls, §8 messages, §9 constants).
 * Amounts on the wire are integer minor units (kobo, cents), as everywhere else.
 */

// ── Constants (spec 2 §9) ──────────────────────────────────────────────────────
export const BULK_POLL_MS = 3000;
export const BULK_TOKEN_REFRESH_MS = 600_000;
export const BULK_MAX_ROWS = 5000;
export const BULK_REVIEW_PAGE_SIZE = 10;
/** A bulk validation failure is shown for 5 s (spec 2 §8). */
export const BULK_ERROR_SHOW_MS = 5000;
export const PAYOUT_PRODUCT_ID = 9;
export const PENDING_APPROVALS_PAGE = 1;
/** Rows the server validates per validate poll: each poll advances the work in one transaction. */
export const BULK_VALIDATE_CHUNK = 1000;
/** The CSV the bulk upload accepts, at most (5000 rows fit in well under 1 MB). */
export const BULK_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const BULK_CSV_COLUMNS = [
  'account_number',
  'bank_code',
  'amount',
  'currency',
  'narration',
  'beneficiary_name',
  'mobile_number',
  'address',
  'sender',
  'sender_country',
] as const;
/** The template the bulk screen offers for download. */
export const BULK_CSV_TEMPLATE = `${BULK_CSV_COLUMNS.join(',')}\n0690000032,044,1500.00,NGN,Supplier payment,,,,,\n`;

// ── Messages (spec 2 §8, §4) ───────────────────────────────────────────────────
export const TRANSFER_MESSAGES = {
  retryQueued: 'Transfer successfully queued.',
  otpSent: 'OTP has been sent to your email successfully',
  fetchingDownload: 'Fetching Download...',
  queuedOffline: 'Will be sent when you are back online',
  resolveNoAccount: 'Account Mumber is required', // sic, spec 2 §8
  resolveNoBank: 'Bank Name is required',
  resolveNeither: 'Bank Name and Account Number are required',
  resolveFailed: "Couldn't resolve account",
  approversOnly: 'Only an Owner or Admin can approve transfers',
  fourEyes: 'You cannot approve a transfer you initiated',
  insufficientBalance: 'Insufficient balance',
  reviewing: 'Reviewing',
  reviewed: 'Reviewed',
  /** 409 to the approver who came second (the data of the error answer is an ApprovalResult). */
  alreadyDecided: 'This transfer was already decided by another approver',
  /** The same, saying how, by whom and when (UTC): "Rejected by ada@… at 09:12 UTC on 2026-11-27". */
  alreadyDecidedBy: (decision: 'Approved' | 'Rejected', by: string, at: Date) =>
    `${decision} by ${by} at ${at.toISOString().slice(11, 16)} UTC on ${at.toISOString().slice(0, 10)}`,
  alreadyDecidedByYou: 'You already decided this transfer',
  notFound: 'Transfer not found',
  liveNotEnabled: 'Transfers are not enabled for this business in live mode. Please contact support.',
  beneficiaryNameRequired: 'Beneficiary name is required when the debit currency is not NGN',
  invalidOtp: 'Invalid OTP',
  referenceMode: 'Reference does not match the mode of the business (test references end with _PMCKDU_1)',
  duplicateReference: 'A transfer with this reference already exists',
  bulkNoValidRows: 'There are no valid rows to submit',
  bulkNotReviewed: 'The bulk upload is still being reviewed',
  retryNotFailed: 'Only a failed transfer can be retried',
} as const;

/** The payout limit message (spec 2 §3): amounts in major units with 2 decimals. */
export const payoutLimitMessage = (currency: string, limitMinor: number): string =>
  `Amount exceeds the single transfer limit of ${currency} ${(limitMinor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// ── Idempotency ───────────────────────────────────────────────────────────────
/**
 * Any POST may carry this header. The server answers the same key with the same body
 * with its first answer again, a different body with 422, and a key still in flight with 409.
 */

// ── Shared field schemas ───────────────────────────────────────────────────────
/* @__NO_SIDE_EFFECTS__ */ // a schema factory: lets unused schemas drop out of bundles
const id = (name: string) =>
  v.pipe(
    v.number(`${name} is invalid`),
    v.integer(`${name} is invalid`),
    v.minValue(1, `${name} is invalid`),
    v.maxValue(2_147_483_647, `${name} is invalid`),
  );
/** Minor units, positive, below 10^13 (100 billion in major units). */
export const MinorAmount = v.pipe(
  v.number('Amount is invalid'),
  v.integer('Amount is invalid'),
  v.minValue(1, 'Amount must be greater than 0'),
  v.maxValue(9_999_999_999_999, 'Amount is too large'),
);
const currency = v.pipe(v.string('Currency is invalid'), v.regex(/^[A-Z]{3}$/, 'Currency is invalid'));
/* @__NO_SIDE_EFFECTS__ */ // a schema factory: lets unused schemas drop out of bundles
const text = (name: string, max: number) =>
  v.pipe(v.string(`${name} is invalid`), v.trim(), v.maxLength(max, `${name} must be at most ${max} characters`));
/* @__NO_SIDE_EFFECTS__ */ // a schema factory: lets unused schemas drop out of bundles
const required = (name: string, max: number) => v.pipe(text(name, max), v.minLength(1, `${name} is required`));
export const AccountNumberField = v.pipe(
  v.string('Account number is invalid'),
  v.trim(),
  v.regex(/^[A-Za-z0-9]{1,35}$/, 'Account number is invalid'),
);
export const BankCodeField = v.pipe(
  v.string('Bank is invalid'),
  v.trim(),
  v.regex(/^[A-Za-z0-9]{2,12}$/, 'Bank is invalid'),
);
const codeField = v.pipe(v.string('Code is invalid'), v.regex(/^\d{4,8}$/, 'Code is invalid'));

// ── Banks (spec 2 §3 Bank and branch) ──────────────────────────────────────────
export const Bank = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  country: v.string(),
  isMobileVerified: v.boolean(),
});
export type Bank = v.InferOutput<typeof Bank>;

/**
 * The cached bank list (spec 2 compliance: "banks per country ... with the cached
 * fallback"). Mobile-money entries have isMobileVerified: their account number is a phone number.
 */
export const BANKS: readonly Bank[] = [
  { id: 1, code: '044', name: 'Access Bank', country: 'NG', isMobileVerified: false },
  { id: 2, code: '058', name: 'Guaranty Trust Bank', country: 'NG', isMobileVerified: false },
  { id: 3, code: '057', name: 'Zenith Bank', country: 'NG', isMobileVerified: false },
  { id: 4, code: '011', name: 'First Bank of Nigeria', country: 'NG', isMobileVerified: false },
  { id: 5, code: '033', name: 'United Bank for Africa', country: 'NG', isMobileVerified: false },
  { id: 6, code: '50211', name: 'Kuda Microfinance Bank', country: 'NG', isMobileVerified: false },
  { id: 7, code: '232', name: 'Sterling Bank', country: 'NG', isMobileVerified: false },
  { id: 20, code: 'GH280100', name: 'Access Bank Ghana', country: 'GH', isMobileVerified: false },
  { id: 21, code: 'GH230100', name: 'GCB Bank', country: 'GH', isMobileVerified: false },
  { id: 22, code: 'MTN', name: 'MTN Mobile Money', country: 'GH', isMobileVerified: true },
  { id: 30, code: 'KE01', name: 'Kenya Commercial Bank', country: 'KE', isMobileVerified: false },
  { id: 31, code: 'KE68', name: 'Equity Bank Kenya', country: 'KE', isMobileVerified: false },
  { id: 32, code: 'MPS', name: 'M-Pesa', country: 'KE', isMobileVerified: true },
  { id: 40, code: 'ZA632005', name: 'Absa Bank', country: 'ZA', isMobileVerified: false },
  { id: 41, code: 'ZA250655', name: 'First National Bank', country: 'ZA', isMobileVerified: false },
  { id: 50, code: 'US021000021', name: 'JPMorgan Chase Bank', country: 'US', isMobileVerified: false },
  { id: 51, code: 'US026009593', name: 'Bank of America', country: 'US', isMobileVerified: false },
  { id: 60, code: 'CI001', name: 'Société Générale Côte d’Ivoire', country: 'CI', isMobileVerified: false },
  { id: 61, code: 'ORANGECI', name: 'Orange Money', country: 'CI', isMobileVerified: true },
  { id: 70, code: 'UG01', name: 'Stanbic Bank Uganda', country: 'UG', isMobileVerified: false },
  { id: 71, code: 'MPSUG', name: 'MTN Mobile Money Uganda', country: 'UG', isMobileVerified: true },
];
export const bankByCode = (code: string): Bank | undefined => BANKS.find((b) => b.code === code);

/**
 * Nigerian account numbers are NUBANs: 9 serial digits and a check digit over the
 * bank code (CBN NUBAN 2020: a 3-digit bank code gets '000' in front, a 5-digit one '9').
 */
export function nubanCheckDigit(bankCode: string, serial: string): number | null {
  if (!/^\d{9}$/.test(serial)) return null;
  const prefix = bankCode.length === 3 ? `000${bankCode}` : bankCode.length === 5 ? `9${bankCode}` : null;
  if (!prefix || !/^\d{6}$/.test(prefix)) return null;
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const digits = `${prefix}${serial}`;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += Number(digits[i]) * weights[i]!;
  return (10 - (sum % 10)) % 10;
}
export const isValidNuban = (bankCode: string, accountNumber: string): boolean =>
  /^\d{10}$/.test(accountNumber) && nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);

/**
 * The account-number rule of a bank (spec 2 §5, shared with the compliance bank section):
 * Nigeria exactly 10 digits (a NUBAN), mobile money a phone number of 9 to 15 digits,
 * elsewhere up to 35 letters and digits. Returns the message, or null when valid.
 */
export function accountNumberProblem(bank: Bank | undefined, accountNumber: string): string | null {
  const value = accountNumber.trim();
  if (!bank) return 'Bank is invalid';
  if (value === '') return 'Account number cannot be empty. Please enter an account number.';
  if (bank.isMobileVerified) return /^\+?\d{9,15}$/.test(value) ? null : 'Enter a valid mobile money number';
  if (bank.country === 'NG') {
    if (!/^\d{10}$/.test(value)) return 'Account number must be 10 digits';
    return isValidNuban(bank.code, value) ? null : 'Account number is not valid for this bank';
  }
  return /^[A-Za-z0-9]{1,35}$/.test(value) ? null : 'Account number must be at most 35 letters and digits';
}

/** The currency of each bank country; USD is also paid into non-US banks (domiciliary accounts). */
export const BANK_COUNTRY_CURRENCY: Record<string, string> = {
  NG: 'NGN',
  GH: 'GHS',
  KE: 'KES',
  ZA: 'ZAR',
  US: 'USD',
  CI: 'XOF',
  UG: 'UGX',
};
/** Whether a bank takes the currency: its country's, or USD. Returns the message, or null. */
export function bankCurrencyProblem(bank: Bank, currency: string): string | null {
  const local = BANK_COUNTRY_CURRENCY[bank.country];
  if (!local || currency === local || currency === 'USD') return null;
  return `${bank.name} takes ${local}${local === 'USD' ? '' : ' or USD'} transfers`;
}

// ── Account resolve (spec 2 §7: data.data.responsecode '00', accountname) ───────
export const AccountResolveRequest = v.object({
  destbankcode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(12, 'Bank is invalid'))),
  recipientaccount: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(35, 'Account number is invalid'))),
});
export const AccountResolveResponse = v.object({
  data: v.object({
    responsecode: v.string(),
    accountnumber: v.string(),
    accountname: v.string(),
    responsemessage: v.string(),
  }),
});
export type AccountResolveResponse = v.InferOutput<typeof AccountResolveResponse>;

// ── Purpose codes via the request federator (spec 2 §3, §7) ────────────────────
export const PurposeCode = v.object({ Code: v.string(), Description: v.string(), IsActive: v.boolean() });
export type PurposeCode = v.InferOutput<typeof PurposeCode>;
export const SENDER_TYPES = ['individual', 'business'] as const;
export const purposeCodesEndpoint = (currency: string, senderType?: string) =>
  `/api/v1/channels/disbursement/${currency}/purpose-codes${senderType ? `?type=${senderType}` : ''}`;
export const FederatorRequest = v.object({
  requests: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Request id is invalid')),
        url: v.optional(v.pipe(v.string(), v.maxLength(200))),
        payload: v.object({
          method: v.picklist(['get', 'GET'], 'Method is invalid'),
          endpoint: v.pipe(v.string(), v.maxLength(200, 'Endpoint is invalid')),
        }),
      }),
    ),
    v.minLength(1, 'Requests are empty'),
    v.maxLength(10, 'At most 10 requests'),
  ),
});
export const FederatorResponse = v.object({
  responses: v.record(
    v.string(),
    v.object({ status: v.number(), response: v.object({ data: v.object({ Data: v.array(PurposeCode) }) }) }),
  ),
});

// ── Payout limits (spec 2 §3): product 9 is payouts ────────────────────────────
export const PayoutLimitEntry = v.object({
  ProductId: v.number(),
  Currency: v.object({ ShortName: v.string() }),
  SingleTransactionLimit: v.number(),
});
export const PayoutLimits = v.array(PayoutLimitEntry);
export type PayoutLimitEntry = v.InferOutput<typeof PayoutLimitEntry>;
/** The map the app keeps: currency → single-transaction limit in minor units (0 = no limit). */
export const payoutLimitMap = (entries: readonly PayoutLimitEntry[]): Record<string, number> =>
  Object.fromEntries(
    entries
      .filter((e) => e.ProductId === PAYOUT_PRODUCT_ID)
      .map((e) => [e.Currency.ShortName, e.SingleTransactionLimit]),
  );

// ── Transfers list and detail ─────────────────────────────────────────────────
/* @__NO_SIDE_EFFECTS__ */ // a schema factory: lets unused schemas drop out of bundles
const isoDate = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`),
      v.check(isCalendarDay, `${name} must be a date (YYYY-MM-DD)`),
    ),
  );
/** GET v2/transfers: the spec's status/requires_approval/list_pending_approvals/page, plus the list's filters. */
export const TransfersListQuery = v.object({
  status: v.optional(v.picklist(TRANSFER_STATUSES, 'Status is invalid')),
  requires_approval: v.optional(v.picklist(['0', '1'])),
  list_pending_approvals: v.optional(v.picklist(['0', '1'])),
  reference: searchTerm('Reference'),
  /** Beneficiary name, reference, narration or account number. */
  q: searchTerm(),
  currency: v.optional(currency),
  from: isoDate('From'),
  to: isoDate('To'),
  bulk_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Bulk id is invalid'), v.transform(Number))),
  ...pagingQuery,
});
export const TransferListRow = v.object({
  ...TransferRecord.entries,
  debit_currency: v.string(),
  fee: v.number(),
  account_number: v.string(),
  bank_code: v.string(),
  bank_name: v.string(),
  requires_approval: v.boolean(),
  /** Who made it (name), for approvers' cards. */
  initiated_by: v.nullable(v.string()),
  /** Distinct approvals that release it (its approval rule's N; 1 without a rule). */
  required_approvals: v.optional(v.number()),
  /** Who approved it so far, in order (names). */
  approved_by_names: v.optional(v.array(v.string())),
});
export type TransferListRow = v.InferOutput<typeof TransferListRow>;
export const TransfersListPage = v.object({ transfers: v.array(TransferListRow), page_info: PageInfo });
export type TransfersListPage = v.InferOutput<typeof TransfersListPage>;

export const TransferMeta = v.object({
  sender: v.optional(text('Sender', 100)),
  sender_country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Sender country is invalid'))),
  sender_type: v.optional(v.picklist(SENDER_TYPES, 'Sender type is invalid')),
  mobile_number: v.optional(v.pipe(v.string(), v.regex(/^\+?\d{0,18}$/, 'Mobile number is invalid'))),
  address: v.optional(text('Address', 200)),
  purpose_code: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{0,20}$/, 'Purpose code is invalid'))),
});
export type TransferMeta = v.InferOutput<typeof TransferMeta>;

export const TransferDetail = v.object({
  ...TransferListRow.entries,
  meta: TransferMeta,
  approved_by: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  complete_message: v.string(),
  bulk_id: v.nullable(v.number()),
  /** The signed-in user may approve or reject it now (role, four eyes, status NEW). */
  can_approve: v.boolean(),
  /** FAILED transfers can be retried (v2/transfers/retry). */
  can_retry: v.boolean(),
});
export type TransferDetail = v.InferOutput<typeof TransferDetail>;

// ── Making a transfer ─────────────────────────────────────────────────────────
/** POST v2/transfers/otp: send (or ask for) the code that confirms a transfer or retry. */
export const TransferOtpResponse = v.object({
  auth_type: v.picklist(['authenticator', 'email']),
  sent_to: v.nullable(v.string()),
  /** Seconds before another code may be sent (0 = now). */
  wait_seconds: v.number(),
});
export type TransferOtpResponse = v.InferOutput<typeof TransferOtpResponse>;

/** 'TRF' + 12 random letters/digits, '_PMCKDU_1' suffix in test mode (spec 2 §5). */
export const TEST_REFERENCE_SUFFIX = '_PMCKDU_1';
export const TransferReference = v.pipe(
  v.string('Reference is invalid'),
  v.regex(/^TRF[A-Za-z0-9]{6,24}(_PMCKDU_1)?$/, 'Reference is invalid'),
);

export const CreateTransferRequest = v.object({
  account_bank: BankCodeField,
  account_number: AccountNumberField,
  amount: MinorAmount,
  currency,
  debit_currency: currency,
  narration: required('Narration', 100),
  reference: TransferReference,
  /** Sent when the debit currency is not NGN (spec 2 §5). */
  beneficiary_name: v.optional(text('Beneficiary name', 100)),
  meta: v.optional(TransferMeta),
  otp: codeField,
});
export type CreateTransferRequest = v.InferInput<typeof CreateTransferRequest>;

// ── Beneficiaries ─────────────────────────────────────────────────────────────
export const Beneficiary = v.object({
  id: v.number(),
  account_number: v.string(),
  bank_code: v.string(),
  bank_name: v.string(),
  full_name: v.string(),
  currency: v.string(),
  date_created: v.string(),
});
export type Beneficiary = v.InferOutput<typeof Beneficiary>;
export const BeneficiariesQuery = v.object({ q: searchTerm(), ...pagingQuery });
export const BeneficiariesList = v.object({ beneficiaries: v.array(Beneficiary), page_info: PageInfo });
export const CreateBeneficiaryRequest = v.object({
  account_bank: BankCodeField,
  account_number: AccountNumberField,
  beneficiary_name: required('Beneficiary name', 100),
  currency,
});
/** PUT v2/beneficiaries/:id: a saved recipient's name (bank and account stay; delete and add to change them). */
export const UpdateBeneficiaryRequest = v.object({ beneficiary_name: required('Beneficiary name', 100) });
export const BeneficiaryDetail = v.object({
  ...Beneficiary.entries,
  /** The latest transfers to this account. */
  transfers: v.array(TransferListRow),
});
export type BeneficiaryDetail = v.InferOutput<typeof BeneficiaryDetail>;

// ── Wallet history (ledger entries) ───────────────────────────────────────────
export const WalletHistoryQuery = v.object({ currency: v.optional(currency), ...pagingQuery });
export const WalletEntry = v.object({
  id: v.number(),
  currency: v.string(),
  /** Signed: credits positive, debits negative. */
  amount: v.number(),
  balance_after: v.number(),
  type: v.picklist(['C', 'D']),
  narration: v.string(),
  reference: v.string(),
  date_created: v.string(),
});
export type WalletEntry = v.InferOutput<typeof WalletEntry>;
export const WalletHistory = v.object({ entries: v.array(WalletEntry), page_info: PageInfo });

// ── Uploads (spec 2 §7 "one upload call": file, public flag, optional expiry) ──
export const UPLOAD_PURPOSES = [
  'bulk_transfer',
  'compliance',
  'event_image',
  'logo',
  'store_logo',
  'store_banner',
  'product_image',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Compliance documents: image or PDF up to 20 MB (spec 2 §5, §9). */
export const UPLOAD_MAX_MB = 20;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
/** Default expiry of an uploaded file, minutes (spec 2 §9); private unless public=true. */
export const UPLOAD_EXPIRY_MINUTES = 30;
/** Types the server accepts per purpose; it sniffs the bytes and never trusts the declared type. */
export const UPLOAD_TYPES: Record<UploadPurpose, readonly string[]> = {
  bulk_transfer: ['text/csv'],
  compliance: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
  event_image: ['image/png', 'image/jpeg', 'image/webp'],
  logo: ['image/png', 'image/jpeg', 'image/webp'],
  store_logo: ['image/png', 'image/jpeg', 'image/webp'],
  store_banner: ['image/png', 'image/jpeg', 'image/webp'],
  product_image: ['image/png', 'image/jpeg', 'image/webp'],
};
/**
 * An event's picture: shown on its public ticket page to anyone, for as long as the event is, so it is
 * public and never expires (whatever the form asked).
 */
export const EVENT_IMAGE_MAX_MB = 5;
/** A business logo (settings/general): a small image, public once the business profile is saved with it. */
export const LOGO_MAX_MB = 2;
/**
 * The store's logo and banner and its products' pictures: uploaded private and expiring like any file,
 * made public (and kept) when the store or the product is saved with them.
 */
export const STORE_IMAGE_MAX_MB = 5;
export const uploadTooLargeMessage = (limitMb: number): string => `File size exceeds ${limitMb}MB`;
export const UPLOAD_MESSAGES = {
  uploaded: 'File Uploaded Successfully',
  noFile: 'File is required',
  badType: 'This file type is not accepted',
  expired: 'This file has expired',
} as const;
/**
 * The url of an upload is `/api/v2/files/{token}` (GET, raw bytes): private files need the
 * account session of the business that uploaded them; bulk initiate takes it as csv_url.
 */
export const FILE_PATH_PREFIX = '/api/v2/files/';
/** Multipart form fields: file, purpose, public ('true'|'false'), expiry (minutes). */
export const UploadedFile = v.object({
  id: v.number(),
  name: v.string(),
  size: v.number(),
  content_type: v.string(),
  url: v.string(),
  public: v.boolean(),
  expires_at: v.nullable(v.string()),
});
export type UploadedFile = v.InferOutput<typeof UploadedFile>;

// ── Bulk upload (spec 2 §3 bulk row, §4, §7) ──────────────────────────────────
export const BulkInitiateRequest = v.object({
  currency,
  debit_currency: currency,
  csv_url: v.pipe(v.string('CSV is required'), v.minLength(1, 'CSV is required'), v.maxLength(300, 'CSV is invalid')),
  entity: v.picklist(BULK_ENTITIES, 'Entity is invalid'),
});
export const BulkInitiateResponse = v.object({
  validation_ref: v.string(),
  /** The file's rows, and those kept for validation: the first BULK_MAX_ROWS (spec 2 §5). */
  rows_in_file: v.number(),
  rows_kept: v.number(),
});
/** Said on the review when a file had more rows than a bulk transfer keeps. */
export const bulkFirstRowsKept = (rowsInFile: number) =>
  `Your file has ${rowsInFile.toLocaleString('en-US')} rows: the first ${BULK_MAX_ROWS} are kept, the rest are left out. Upload them in another bulk transfer.`;
export const BulkValidateRequest = v.object({
  validation_ref: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Validation reference is invalid')),
});
export const BulkRow = v.object({
  page_id: v.number(),
  review_hash: v.string(),
  is_valid: v.nullable(v.boolean()),
  /** Why the row is invalid (empty when valid). */
  error: v.string(),
  account_number: v.string(),
  bank_code: v.string(),
  bank_name: v.string(),
  bank_branch: v.string(),
  amount: v.number(),
  account_name: v.string(),
  narration: v.string(),
  meta: v.object({ MobileNumber: v.string(), Address: v.string(), Sender: v.string(), SenderCountry: v.string() }),
  currency: v.string(),
  debit_currency: v.string(),
  fullname: v.string(),
  status: v.string(),
});
export type BulkRow = v.InferOutput<typeof BulkRow>;
export const BulkStats = v.object({ processed: v.number(), total: v.number(), valid: v.number(), invalid: v.number() });
export type BulkStats = v.InferOutput<typeof BulkStats>;
export const BulkValidateResponse = v.object({
  stats: BulkStats,
  /** The rows validated so far (at most BULK_MAX_ROWS). */
  payouts: v.array(BulkRow),
  is_done: v.boolean(),
});
export type BulkValidateResponse = v.InferOutput<typeof BulkValidateResponse>;
/** POST v2/transfers/create_bulk: queue the valid rows of a finished validation. */
export const BulkSubmitRequest = v.object({
  validation_ref: BulkValidateRequest.entries.validation_ref,
  otp: codeField,
});
export const BulkBatch = v.object({
  id: v.number(),
  currency: v.string(),
  debit_currency: v.string(),
  entity: v.string(),
  /** queued, processing, completed, awaiting_approval */
  status: v.string(),
  count: v.number(),
  total_amount: v.number(),
  successful: v.number(),
  failed: v.number(),
  pending: v.number(),
  created_by: v.nullable(v.string()),
  date_created: v.string(),
  /** The approval rule's count of distinct approvers its transfers wait for (1 without a rule). */
  required_approvals: v.number(),
  /** Who approved its waiting transfers so far: "1 of 2 approved, by …" (empty once none waits). */
  approved_by_names: v.array(v.string()),
});
export type BulkBatch = v.InferOutput<typeof BulkBatch>;
export const BulkQueued = v.object({ batches: v.array(BulkBatch), page_info: PageInfo });
export const BulkStatus = v.object({ batch: BulkBatch, transfers: v.array(TransferListRow) });
export type BulkStatus = v.InferOutput<typeof BulkStatus>;

// ── Approvals (spec 2 §4, §6) ─────────────────────────────────────────────────
export const ApproveRequest = v.object({ id: id('Transfer'), reject: v.boolean('Reject must be true or false') });
export const ApproveBulkRequest = v.object({
  id: v.pipe(v.array(id('Transfer')), v.minLength(1, 'Select at least one transfer'), v.maxLength(100)),
  reject: v.boolean('Reject must be true or false'),
});
/** approve_bulk answers 200 with one result per id, whatever each outcome (approvals.ts). */
export const ApproveBulkResponse = v.object({ results: v.array(ApprovalResult) });

// ── Retry (spec 2 §3 transfer for retry) ──────────────────────────────────────
export const RetryRequest = v.object({
  id: id('Transfer'),
  account_number: AccountNumberField,
  bank_code: BankCodeField,
  narration: required('Narration', 100),
  amount: MinorAmount,
  currency,
  debit_currency: currency,
  meta: v.optional(TransferMeta),
  approver: v.optional(v.nullable(text('Approver', 100))),
  /** Absent: the server sends a code when two-factor is required and answers otp_sent. */
  otp: v.optional(codeField),
});
export const RetryResponse = v.union([
  v.object({ otp_sent: v.literal(true), auth_type: v.picklist(['authenticator', 'email']) }),
  v.object({ otp_sent: v.literal(false), transfer: TransferDetail }),
]);
