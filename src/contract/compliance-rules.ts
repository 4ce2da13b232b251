/**
 * The compliance accordion's pure rules (spec 2 §2, §4, §5, §9): ID types per country,
 * business categories, monthly-sales bands, every section's validation with the exact
 * messages, the 'fields left' counter and the section order. App and server share them.
 */

// ── Constants (spec 2 §9) ──────────────────────────────────────────────────────
export const BVN_LENGTH = 11;
export const NG_ACCOUNT_NUMBER_LENGTH = 10;
export const ROUTING_NUMBER_LENGTH = 9;
export const OTHER_ACCOUNT_NUMBER_MAX = 35;
export const SWIFT_MAX = 11;
export const SSN_MAX = 25;
export const TAX_ID_MAX = 9;
export const REPRESENTATIVE_PHONE_MAX = 18;
export const MAX_ADDITIONAL_OWNERS = 4;
export const OWNER_SHARE_THRESHOLD_PERCENT = 25;
export const NEXT_SECTION_DELAY_MS = 2000;
export const OTP_RESEND_SECONDS = 60;
export const COMPLIANCE_UPLOAD_MAX_MB = 20;
export const COMPLIANCE_UPLOAD_EXPIRY_MINUTES = 30;
export const COMPLIANCE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** Success codes of a compliance call (spec 2 §4). */
export const COMPLIANCE_SUCCESS_CODES = ['00', '06'] as const;
export const isComplianceSuccess = (code: string): boolean =>
  (COMPLIANCE_SUCCESS_CODES as readonly string[]).includes(code);
/**
 * Where a business's compliance stands, in spec 2 §4's words: 'Passed' is completed, approved and AA;
 * 'In review' is completed and not approved; RE asks for documents again; before the last submit the
 * steps are still to do.
 */
export function complianceProgressLabel(completed: boolean, status: string): string {
  if (status === 'RE') return 'Documents to be resubmitted';
  if (!completed) return 'Not submitted yet';
  return status === 'AA' ? 'Passed' : 'In review';
}
/**
 * Spec 2 §4: "each section is validated and locked once all fields are filled and submitted". A locked
 * section is shown, not edited; a rejection (RE) opens them all again for what the reviewer asked.
 */
export const SECTION_LOCKED_MESSAGE = 'This section was submitted and is locked while your details are reviewed.';
export const isSectionLocked = (submitted: boolean, status: string): boolean => submitted && status !== 'RE';
/** OTP result codes (spec 2 §8). */
export const OTP_SUCCESS_CODES = ['11', '06'] as const;
export const OTP_FAILED_CODES = ['01', '02', '03', '04', '05'] as const;

// ── Identity document types (spec 2 §3 table) ─────────────────────────────────
export interface IdType {
  name: string;
  /** Unique per option (the Ecowas card shares its idKey with the passport). */
  value: string;
  idKey: string;
  countryCodes: readonly string[];
  /** The per-type upload message of spec 2 §5. */
  uploadMessage: string;
}
export const ID_TYPES: readonly IdType[] = [
  {
    name: 'Drivers Licence',
    value: 'drivers-license',
    idKey: 'drivers-license',
    countryCodes: [
      'CM',
      'CI',
      'EG',
      'GB',
      'GH',
      'KE',
      'MW',
      'MU',
      'MA',
      'MZ',
      'NG',
      'RW',
      'ZA',
      'TZ',
      'UG',
      'US',
      'ZM',
    ],
    uploadMessage: 'Please upload drivers license.',
  },
  {
    name: 'National Registration Card',
    value: 'national-registration-card',
    idKey: 'national-registration-card',
    countryCodes: ['ZM'],
    uploadMessage: 'Please upload National Registration Card.',
  },
  {
    name: 'International Passport',
    value: 'intl-passport',
    idKey: 'intl-passport',
    countryCodes: ['CM', 'CI', 'EG', 'GB', 'GH', 'KE', 'MW', 'MU', 'MA', 'MZ', 'NG', 'RW', 'ZA', 'TZ', 'UG', 'ZM'],
    uploadMessage: 'Please upload your international passport data page.',
  },
  {
    name: 'National Identity Card',
    value: 'national-id',
    idKey: 'national-id',
    countryCodes: ['CM', 'CI', 'EG', 'KE', 'MW', 'MU', 'MA', 'MZ', 'NG', 'RW', 'ZA', 'TZ', 'UG', 'US'],
    uploadMessage: 'Please upload your national identity card.',
  },
  {
    name: 'Ecowas Identity Card',
    value: 'ecowas-id',
    idKey: 'intl-passport',
    countryCodes: ['CI', 'GH'],
    uploadMessage: 'Please upload your Ecowas identity card.',
  },
  {
    name: 'Residence Permit',
    value: 'residence-permit',
    idKey: 'residence-permit',
    countryCodes: ['CM', 'CI', 'EG', 'GB', 'KE', 'MW', 'MU', 'MA', 'MZ', 'TZ', 'US'],
    uploadMessage: 'Please upload your Residence Permit.',
  },
  {
    name: 'National Identity Book',
    value: 'national-id-book',
    idKey: 'national-id-book',
    countryCodes: ['ZA'],
    uploadMessage: 'Please upload your National Identity Book.',
  },
];
export const idTypesFor = (country: string): IdType[] => ID_TYPES.filter((t) => t.countryCodes.includes(country));
export const idTypeByValue = (value: string): IdType | undefined => ID_TYPES.find((t) => t.value === value);

// ── Business categories (spec 2 §3) ────────────────────────────────────────────
export const BUSINESS_CATEGORIES = [
  'Agric produce',
  'Betting/Lottery',
  'Book Stores',
  'Bus Lines',
  'Cable/Satellite/Pay Television',
  'Clothing and Accessories',
  'Commercial footware',
  'Credit Lending Companies',
  'Cryptocurrency',
  'Department Stores',
  'Digital Goods/Entertainment',
  'Education',
  'Electronics Stores',
  'Financial Institutions/Fund Manager/Investment',
  'General Contractors',
  'General Merchandise Stores',
  'Grocery Stores and Supermarkets',
  'Hospitality/Lodging',
  'Insurance',
  'Money Transfer',
  'Non-Financial Institution',
  'Professional Services',
  'Real Estate/Facility Management',
  'Religious Organizations',
  'Security Broker/Dealer_Custom',
  'Security Brokers/Dealers',
  'Tax/Accounting/Audit',
  'Taxicabs',
  'Telecommunication',
  'Ticketing/Events',
  'Transportation Services',
  'Travel/Airlines',
  'Travel Agencies/Tour',
  'Utilities/Electric/Gas',
  'Video Game Arcades/Establishments',
  'Others',
] as const;
/** Industry of a non-profit: hidden and set (spec 2 §5). */
export const NON_PROFIT_INDUSTRY = 'Charity / NGO';

// ── Monthly sales bands (spec 2 §9), in USD; converted with the USD rate ───────
export interface SalesBand {
  value: string;
  minUsd: number;
  maxUsd: number | null;
}
export const MONTHLY_SALES_BANDS: readonly SalesBand[] = [
  { value: '1-1000', minUsd: 1, maxUsd: 1000 },
  { value: '1001-10000', minUsd: 1001, maxUsd: 10000 },
  { value: '10001-50000', minUsd: 10001, maxUsd: 50000 },
  { value: '50001-100000', minUsd: 50001, maxUsd: 100000 },
  { value: '100001-500000', minUsd: 100001, maxUsd: 500000 },
  { value: '500001-1000000', minUsd: 500001, maxUsd: 1000000 },
  { value: '1000001-above', minUsd: 1000001, maxUsd: null },
];
/** A band in local whole units: USD bounds times the rate, rounded to whole units. */
export function convertSalesBand(band: SalesBand, usdRate: number): { min: number; max: number | null } {
  const rate = Number.isFinite(usdRate) && usdRate > 0 ? usdRate : 1;
  return { min: Math.round(band.minUsd * rate), max: band.maxUsd === null ? null : Math.round(band.maxUsd * rate) };
}

// ── The counter (spec 2 §2) ────────────────────────────────────────────────────
export function fieldsLeftText(left: number): string {
  if (left <= 0) return 'All fields completed';
  return left === 1 ? '1 field left' : `${left} fields left`;
}

/** The toast of a section saved before it is whole: what was kept, and what is still to do. */
export function savedWithFieldsLeftText(left: number): string {
  return `Saved. ${fieldsLeftText(left)} in this section`;
}

/** Field name → message. A field is missing from the map when it passes. */
export type Problems = Record<string, string>;
export const fieldsLeft = (problems: Problems): number => Object.keys(problems).length;

const blank = (value: string | undefined | null): boolean => (value ?? '').trim() === '';
const wordCount = (value: string): number => value.trim().split(/\s+/).filter(Boolean).length;
const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
const isUrl = (value: string): boolean => {
  const raw = value.trim();
  if (/\s/.test(raw)) return false;
  try {
    const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    return /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
};

// ── Key filters (spec 2 §5) ────────────────────────────────────────────────────
/** Bank name and account name inputs block digit keys. */
export const withoutDigits = (value: string): string => value.replace(/\d+/g, '');
/** Alpha-only filter of the representative form: letters, space and slash (backspace and tab are keys, not text). */
export const alphaOnly = (value: string): string => value.replace(/[^\p{L} /]+/gu, '');
export const phoneChars = (value: string): string => value.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');

// ── Phone (spec 2 §4, §5) ──────────────────────────────────────────────────────
/**
 * A phone number in international form (+ and the dialling code). Ivory Coast numbers
 * are accepted at length 14 (+225 and ten digits); elsewhere 11 to 16 characters.
 */
export function phoneIsValid(country: string, phone: string, dialCode?: string): boolean {
  const value = phone.trim();
  if (!/^\+\d+$/.test(value)) return false;
  if (dialCode && !value.startsWith(dialCode)) return false;
  if (country === 'CI') return value.length === 14;
  return value.length >= 11 && value.length <= 16;
}

// ── Bank section (spec 2 §5) ───────────────────────────────────────────────────
export const BANK_MESSAGES = {
  phoneEmpty: 'Phone number cannot be empty. Please enter a phone number',
  phoneInvalid: 'Enter a valid phone number, starting with the country code',
  phoneUnverified: 'Please verify your phone number with the one-time password',
  bankEmpty: 'Bank name cannot be empty. Please select a bank.',
  branchEmpty: 'Bank branch cannot be empty. Please select a branch.',
  accountNumberEmpty: 'Account number cannot be empty. Please enter an account number.',
  accountNumberNg: 'Enter a valid account number. Account number must be 10 digits',
  accountNumberOther: 'Enter a valid account number. Account number must be at most 35 letters and digits',
  accountNameEmpty: 'Account name cannot be empty. Please enter an account name.',
  bvnEmpty: 'BVN cannot be empty. Please enter a BVN.',
  bvnInvalid: 'Enter a valid BVN. BVN must be 11 digits',
  swiftEmpty: 'Swift Code cannot be empty. Please enter a Swift Code.',
  swiftInvalid: 'Enter a valid Swift Code. Swift Code must be at most 11 characters',
  routingEmpty: 'Routing number cannot be empty. Please enter a routing number.',
  routingInvalid: 'Enter a valid routing number. Routing number must be 9 digits',
  general: 'Please complete your bank account details first.',
} as const;

export type BusinessType = 'individual' | 'business' | 'non-profit' | 'events';

export interface BankContext {
  country: string;
  currency: string;
  businessType: string;
  /** The chosen bank, when one is chosen. */
  bank?: { country: string; isMobileVerified: boolean } | undefined;
  /** Whether the chosen bank has branches to pick from. */
  hasBranches: boolean;
  dialCode?: string;
  /** The bank account's country, when the preferences accept settlement in another country than the business's. */
  settlementCountry?: string | undefined;
}
export interface BankValues {
  phone: string;
  phoneVerified: boolean;
  bankCode: string;
  branchCode: string;
  accountNumber: string;
  accountName: string;
  bvn: string;
  swiftCode: string;
  routingNumber: string;
}
export const isMobileMoney = (ctx: BankContext): boolean => ctx.bank?.isMobileVerified === true;
/** The country whose account rules apply: the bank account's (the phone stays the business's). */
const accountCountry = (ctx: BankContext): string => ctx.settlementCountry ?? ctx.country;
/** BVN: Nigerian individuals (spec 2 §5). */
export const bankNeedsBvn = (ctx: BankContext): boolean =>
  accountCountry(ctx) === 'NG' && ctx.businessType === 'individual';
/** SWIFT: non-Nigeria, non-mobile-money, non-BVN. */
export const bankNeedsSwift = (ctx: BankContext): boolean =>
  accountCountry(ctx) !== 'NG' && !isMobileMoney(ctx) && !bankNeedsBvn(ctx);
export const bankNeedsRouting = (ctx: BankContext): boolean => ctx.currency === 'USD';
export const bankNeedsAccountName = (ctx: BankContext): boolean => accountCountry(ctx) !== 'NG';
export const bankNeedsAccountNumber = (ctx: BankContext): boolean => !isMobileMoney(ctx);

export function bankProblems(values: BankValues, ctx: BankContext): Problems {
  const p: Problems = {};
  const phone = values.phone.trim();
  if (phone === '') p.phone = BANK_MESSAGES.phoneEmpty;
  else if (!phoneIsValid(ctx.country, phone, ctx.dialCode)) p.phone = BANK_MESSAGES.phoneInvalid;
  else if (!values.phoneVerified) p.phone = BANK_MESSAGES.phoneUnverified;
  if (blank(values.bankCode)) p.bankCode = BANK_MESSAGES.bankEmpty;
  if (ctx.hasBranches && blank(values.branchCode)) p.branchCode = BANK_MESSAGES.branchEmpty;
  const account = values.accountNumber.trim();
  if (bankNeedsAccountNumber(ctx)) {
    if (account === '') p.accountNumber = BANK_MESSAGES.accountNumberEmpty;
    else if (accountCountry(ctx) === 'NG') {
      if (!/^\d{10}$/.test(account)) p.accountNumber = BANK_MESSAGES.accountNumberNg;
    } else if (!/^[A-Za-z0-9]{1,35}$/.test(account)) p.accountNumber = BANK_MESSAGES.accountNumberOther;
  } else if (account !== '' && !/^[A-Za-z0-9+]{1,35}$/.test(account)) {
    p.accountNumber = BANK_MESSAGES.accountNumberOther;
  }
  if (bankNeedsAccountName(ctx) && blank(values.accountName)) p.accountName = BANK_MESSAGES.accountNameEmpty;
  if (bankNeedsBvn(ctx)) {
    if (blank(values.bvn)) p.bvn = BANK_MESSAGES.bvnEmpty;
    else if (!/^\d{11}$/.test(values.bvn.trim())) p.bvn = BANK_MESSAGES.bvnInvalid;
  }
  if (bankNeedsSwift(ctx)) {
    const swift = values.swiftCode.trim();
    if (swift === '') p.swiftCode = BANK_MESSAGES.swiftEmpty;
    else if (swift.length > SWIFT_MAX || !/^[A-Za-z0-9]+$/.test(swift)) p.swiftCode = BANK_MESSAGES.swiftInvalid;
  }
  if (bankNeedsRouting(ctx)) {
    const routing = values.routingNumber.trim();
    if (routing === '') p.routingNumber = BANK_MESSAGES.routingEmpty;
    else if (!/^\d{9}$/.test(routing)) p.routingNumber = BANK_MESSAGES.routingInvalid;
  }
  return p;
}

/** The BVN holder's name and the bank account's name match when they share two words (order and case aside). */
export function namesMatch(a: string, b: string): boolean {
  const words = (s: string) =>
    new Set(
      s
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length > 1),
    );
  const left = words(a);
  let shared = 0;
  for (const w of words(b)) if (left.has(w)) shared++;
  return shared >= 2 || (left.size === 1 && shared === 1);
}

// ── Merchant information, individuals (spec 2 §5) ──────────────────────────────
export const MERCHANT_MESSAGES = {
  name: 'Please enter your registered business name.',
  descriptionEmpty: 'Please enter your business description.',
  descriptionWords: 'Please describe you business in a minimum of 3 words.',
  address: 'Please enter your residential address.',
  industry: 'Please select an industry.',
  ssnEmpty: 'Please enter your SSN.',
  ssnInvalid: 'Please enter a valid SSN. SSN must be at most 25 characters',
  monthlySales: 'Please select your monthly sales.',
} as const;
export interface MerchantValues {
  registered_name: string;
  business_description: string;
  registered_address: string;
  industry: string;
  ssn: string;
  projected_monthly_sale: string;
}
export interface MerchantContext {
  currency: string;
  showMonthlySales: boolean;
}
export const merchantNeedsSsn = (ctx: { currency: string }): boolean => ctx.currency === 'USD';

export function merchantProblems(values: MerchantValues, ctx: MerchantContext): Problems {
  const p: Problems = {};
  if (blank(values.registered_name)) p.registered_name = MERCHANT_MESSAGES.name;
  if (blank(values.business_description)) p.business_description = MERCHANT_MESSAGES.descriptionEmpty;
  else if (wordCount(values.business_description) < 3) p.business_description = MERCHANT_MESSAGES.descriptionWords;
  if (blank(values.registered_address)) p.registered_address = MERCHANT_MESSAGES.address;
  if (blank(values.industry)) p.industry = MERCHANT_MESSAGES.industry;
  if (merchantNeedsSsn(ctx)) {
    if (blank(values.ssn)) p.ssn = MERCHANT_MESSAGES.ssnEmpty;
    else if (values.ssn.trim().length > SSN_MAX) p.ssn = MERCHANT_MESSAGES.ssnInvalid;
  }
  if (ctx.showMonthlySales && !MONTHLY_SALES_BANDS.some((b) => b.value === values.projected_monthly_sale)) {
    p.projected_monthly_sale = MERCHANT_MESSAGES.monthlySales;
  }
  return p;
}

// ── Business information (spec 2 §5) ───────────────────────────────────────────
export const BUSINESS_MESSAGES = {
  name: 'Please enter your business name.',
  emailEmpty: 'Please enter your business email.',
  emailInvalid: 'Please enter a valid business email.',
  address: 'Please enter your business address.',
  taxIdEmpty: 'Please enter your TIN.',
  taxIdInvalid: 'Please enter a valid Tax Identification Number.',
  registrationNumber: "Please enter your company's registration number",
  websiteEmpty: 'Please enter your business website.',
  websiteInvalid: 'Please enter a valid business website.',
  industry: 'Please select an industry.',
  descriptionEmpty: 'Please enter your business description.',
  descriptionWords: 'Please describe you business in a minimum of 3 words.',
  certificate: 'Please upload your certificate of incorporation.',
  memorandum: 'Please upload your memorandum.',
  kra: 'Please upload your KRA PIN certificate.',
  proofOfAddress: 'Please upload a proof of address.',
} as const;
export interface BusinessValues {
  registered_name: string;
  contact_email: string;
  registered_no: string;
  product_url: string;
  business_description: string;
  business_address: string;
  tax_id_number: string;
  industry: string;
  /** Certificate of incorporation. */
  reg_document_url: string;
  /** Memorandum (and articles) of association. */
  shareholder1: string;
  /** KRA PIN certificate (Kenya). */
  other_valid_doc: string;
  /** Proof of address (US). */
  verified_proof_documents: string;
}
export interface BusinessContext {
  country: string;
  currency: string;
  businessType: string;
}
export const TAX_ID_COUNTRIES = ['GH', 'RW', 'CM', 'ZA', 'CI'] as const;
/** Tax ID is shown for USD, GH, RW, CM, ZA, CI (spec 2 §5). */
export const businessShowsTaxId = (ctx: { country: string; currency: string }): boolean =>
  ctx.currency === 'USD' || (TAX_ID_COUNTRIES as readonly string[]).includes(ctx.country);
export const businessShowsIndustry = (ctx: { businessType: string }): boolean => ctx.businessType !== 'non-profit';
export const businessNeedsCertificate = (ctx: { country: string }): boolean => ctx.country !== 'ZA';
export const businessNeedsKra = (ctx: { country: string }): boolean => ctx.country === 'KE';
export const businessNeedsProofOfAddress = (ctx: { country: string }): boolean => ctx.country === 'US';
/** Nigeria also requires the business email (spec 2 §5). */
export const businessNeedsEmail = (ctx: { country: string }): boolean => ctx.country === 'NG';

/** Nigerian tax ID (spec 1 §5): starts with N- and is 9 long. */
export const nigerianTaxIdProblem = (value: string): string | null =>
  /^N-.{7}$/.test(value.trim()) ? null : 'Tax Identification number is invalid';

export function businessProblems(values: BusinessValues, ctx: BusinessContext): Problems {
  const p: Problems = {};
  if (blank(values.registered_name)) p.registered_name = BUSINESS_MESSAGES.name;
  if (businessNeedsEmail(ctx) || !blank(values.contact_email)) {
    if (blank(values.contact_email)) p.contact_email = BUSINESS_MESSAGES.emailEmpty;
    else if (!isEmail(values.contact_email)) p.contact_email = BUSINESS_MESSAGES.emailInvalid;
  }
  if (blank(values.registered_no)) p.registered_no = BUSINESS_MESSAGES.registrationNumber;
  if (blank(values.product_url)) p.product_url = BUSINESS_MESSAGES.websiteEmpty;
  else if (!isUrl(values.product_url)) p.product_url = BUSINESS_MESSAGES.websiteInvalid;
  if (blank(values.business_description)) p.business_description = BUSINESS_MESSAGES.descriptionEmpty;
  else if (wordCount(values.business_description) < 3) p.business_description = BUSINESS_MESSAGES.descriptionWords;
  if (blank(values.business_address)) p.business_address = BUSINESS_MESSAGES.address;
  if (businessShowsTaxId(ctx)) {
    const tin = values.tax_id_number.trim();
    if (tin === '') p.tax_id_number = BUSINESS_MESSAGES.taxIdEmpty;
    else if (tin.length > TAX_ID_MAX || !/^[A-Za-z0-9-]+$/.test(tin)) p.tax_id_number = BUSINESS_MESSAGES.taxIdInvalid;
  }
  if (businessShowsIndustry(ctx) && blank(values.industry)) p.industry = BUSINESS_MESSAGES.industry;
  if (businessNeedsCertificate(ctx) && blank(values.reg_document_url))
    p.reg_document_url = BUSINESS_MESSAGES.certificate;
  if (blank(values.shareholder1)) p.shareholder1 = BUSINESS_MESSAGES.memorandum;
  if (businessNeedsKra(ctx) && blank(values.other_valid_doc)) p.other_valid_doc = BUSINESS_MESSAGES.kra;
  if (businessNeedsProofOfAddress(ctx) && blank(values.verified_proof_documents)) {
    p.verified_proof_documents = BUSINESS_MESSAGES.proofOfAddress;
  }
  return p;
}

// ── Authorised representative and owners (spec 2 §5) ──────────────────────────
export const PERSON_MESSAGES = {
  fullnameEmpty: 'Fullname cannot be empty',
  fullnameInvalid: 'Please enter a valid fullname',
  phoneEmpty: 'Phone number cannot be empty',
  phoneInvalid: 'Please enter a valid phone number',
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Please enter a valid email',
  address: 'Please enter your street address.',
  country: 'Please enter a country.',
  state: 'Please enter your state',
  city: 'Please enter your city',
  idType: 'Please select type of identity.',
  idUpload: 'Please upload a valid ID.',
  bvn: 'Please enter a valid BVN',
  jobTitle: 'Job title cannot be empty',
} as const;
export interface PersonValues {
  fullname: string;
  bvn: string;
  phone: string;
  email: string;
  address: string;
  country: string;
  state: string;
  city: string;
  validDocumentType: string;
  validIDCard: string;
}
export interface SignerValues extends PersonValues {
  job_title: string;
  /** The answer to 'owns more than 25%': 'yes' or 'no'. */
  is_owner: string;
}
const isFullnameValue = (value: string): boolean => /^\p{L}[\p{L}'.-]*(\s+\p{L}[\p{L}'.-]*)+$/u.test(value.trim());

function personProblems(values: PersonValues, needsId: boolean): Problems {
  const p: Problems = {};
  if (blank(values.fullname)) p.fullname = PERSON_MESSAGES.fullnameEmpty;
  else if (!isFullnameValue(values.fullname)) p.fullname = PERSON_MESSAGES.fullnameInvalid;
  if (values.country.trim() === 'NG' && !/^\d{11}$/.test(values.bvn.trim())) p.bvn = PERSON_MESSAGES.bvn;
  const phone = values.phone.trim();
  if (phone === '') p.phone = PERSON_MESSAGES.phoneEmpty;
  else if (!/^\+?\d{7,18}$/.test(phone) || phone.replace('+', '').length > REPRESENTATIVE_PHONE_MAX) {
    p.phone = PERSON_MESSAGES.phoneInvalid;
  }
  if (blank(values.email)) p.email = PERSON_MESSAGES.emailEmpty;
  else if (!isEmail(values.email)) p.email = PERSON_MESSAGES.emailInvalid;
  if (blank(values.address)) p.address = PERSON_MESSAGES.address;
  if (blank(values.country)) p.country = PERSON_MESSAGES.country;
  if (blank(values.state)) p.state = PERSON_MESSAGES.state;
  if (blank(values.city)) p.city = PERSON_MESSAGES.city;
  if (needsId) {
    if (blank(values.validDocumentType) || !idTypeByValue(values.validDocumentType))
      p.validDocumentType = PERSON_MESSAGES.idType;
    if (blank(values.validIDCard)) p.validIDCard = PERSON_MESSAGES.idUpload;
  }
  return p;
}

/** The signer: ID only when the signer is an owner; job title only when not (spec 2 §5). */
export function signerProblems(values: SignerValues): Problems {
  const owner = values.is_owner === 'yes';
  const p = personProblems(values, owner);
  if (values.is_owner !== 'yes' && values.is_owner !== 'no') p.is_owner = 'Please answer this question.';
  if (values.is_owner === 'no' && blank(values.job_title)) p.job_title = PERSON_MESSAGES.jobTitle;
  return p;
}
/** Each additional owner needs every field, ID type and upload included. */
export const ownerProblems = (values: PersonValues): Problems => personProblems(values, true);

/** The full name split on the first space (spec 2 §3). */
export function splitFullname(fullname: string): { first: string; last: string } {
  const value = fullname.trim().replace(/\s+/g, ' ');
  const at = value.indexOf(' ');
  return at < 0 ? { first: value, last: '' } : { first: value.slice(0, at), last: value.slice(at + 1) };
}
/**
 * The identity session's person for a full name (spec 2 §7): the first and last words, and on the owner
 * flow the words between them as the middle name.
 */
export function identityPerson(fullname: string): { first_name: string; last_name: string; middle_name?: string } {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  const first_name = words[0] ?? '';
  const last_name = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  const middle = words.slice(1, -1).join(' ');
  return middle ? { first_name, last_name, middle_name: middle } : { first_name, last_name };
}
export const OWNER_META_NAMES = [
  'ultimateBeneficialOwnerOne',
  'ultimateBeneficialOwnerTwo',
  'ultimateBeneficialOwnerThree',
  'ultimateBeneficialOwnerFour',
] as const;
/** Add another owner only when the form validates, up to four more (spec 2 §4). */
export const canAddOwner = (additionalOwners: number, formValid: boolean): boolean =>
  formValid && additionalOwners < MAX_ADDITIONAL_OWNERS;
/** Answering No adds one owner block; Yes removes it when exactly one exists (spec 2 §4). */
export function ownerBlocksAfterAnswer(answer: 'yes' | 'no', blocks: number): number {
  if (answer === 'no') return blocks === 0 ? 1 : blocks;
  return blocks === 1 ? 0 : blocks;
}

// ── Documents (individual, or a business whose signer is not an owner) ─────────
export interface DocumentValues {
  signer_valid_id: string;
  signer_valid_url: string;
}
export function documentProblems(values: DocumentValues, country: string): Problems {
  const p: Problems = {};
  const type = idTypesFor(country).find((t) => t.value === values.signer_valid_id);
  if (!type) p.signer_valid_id = PERSON_MESSAGES.idType;
  if (blank(values.signer_valid_url)) p.signer_valid_url = type?.uploadMessage ?? PERSON_MESSAGES.idUpload;
  return p;
}

// ── Sections, visibility and order (spec 2 §2, §4) ─────────────────────────────
export type SectionId = 'bank' | 'merchant' | 'business' | 'representative' | 'documents';
export interface SectionContext {
  businessType: string;
  /** The representative answered Yes to owning more than 25%. */
  signerIsOwner: boolean;
  completed: boolean;
  status: string;
}
export const isIndividual = (businessType: string): boolean => businessType === 'individual';

export function visibleSections(ctx: SectionContext): SectionId[] {
  const individual = isIndividual(ctx.businessType);
  const sections: SectionId[] = ['bank'];
  if (individual) sections.push('merchant');
  else sections.push('business', 'representative');
  const documentsOpen = !ctx.completed || ctx.status === 'RE';
  if (documentsOpen && (individual || !ctx.signerIsOwner)) sections.push('documents');
  return sections;
}

/** Where the accordion goes after a section saves; null: nothing left (the finished screen). */
export function nextSection(current: SectionId, ctx: SectionContext): SectionId | null {
  const visible = visibleSections(ctx);
  if (current === 'representative' && ctx.signerIsOwner) return 'representative';
  const order: SectionId[] = isIndividual(ctx.businessType)
    ? ['bank', 'merchant', 'documents']
    : ['bank', 'business', 'representative', 'documents'];
  const at = order.indexOf(current);
  for (const id of order.slice(at + 1)) if (visible.includes(id)) return id;
  return null;
}

/** Names of the compliance_meta flags (spec 2 §3). */
export const COMPLETION_FLAGS = {
  merchant: 'merchantFormIsCompleted',
  business: 'businessFormIsCompleted',
  representative: 'authoriserFormIsCompleted',
  documents: 'documentsAreSubmitted',
} as const;
