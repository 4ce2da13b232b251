import * as v from 'valibot';
import { isCountryCode } from './country-codes';
import { BUSINESS_TYPES } from './merchant';
import { requiredCheck } from './validators';

/** Sub-account entry of the switcher (spec 1 §3: id, business_name, role), with what the switcher shows. */
export const SubAccount = v.object({
  id: v.number(),
  business_name: v.string(),
  role: v.string(),
  merchant_id: v.nullable(v.string()),
  business_type: v.string(),
});
export type SubAccount = v.InferOutput<typeof SubAccount>;

/** The Create new business form's rules (spec 1 §5, spec 2 §5): exact messages. */
export const NEW_BUSINESS_MESSAGES = {
  empty: 'Field cannot be empty',
  noType: 'Please select a business type',
} as const;

const notEmpty = v.pipe(
  v.optional(v.nullable(v.string(NEW_BUSINESS_MESSAGES.empty)), ''),
  v.transform((value): string => (value ?? '').trim()),
  v.check((value) => requiredCheck('x', value) === null, NEW_BUSINESS_MESSAGES.empty),
  v.maxLength(120, 'Field must be at most 120 characters'),
);

/** The new business payload of spec 2 §3, exactly. */
export const NewBusinessRequest = v.object({
  business_name: notEmpty,
  business_email: v.pipe(notEmpty, v.email('Email is invalid'), v.toLowerCase()),
  business_accountnumber: v.literal('N/A'),
  business_bank: v.literal('044'),
  country: v.pipe(v.string('Country is invalid'), v.check(isCountryCode, 'Country is invalid')),
  currency: v.pipe(v.string('Currency is invalid'), v.regex(/^[A-Z]{3}$/, 'Currency is invalid')),
  contact_person: v.pipe(v.string(), v.trim(), v.maxLength(120)),
  reg_meta: v.tuple([
    v.object({ name: v.literal('business_type'), value: v.picklist(BUSINESS_TYPES, NEW_BUSINESS_MESSAGES.noType) }),
  ]),
  is_v2: v.literal(1),
  copy_parent: v.boolean(),
});
export type NewBusinessRequest = v.InferInput<typeof NewBusinessRequest>;
/** The Create new business form (spec 2 §5): name, email, type, and the copy-parent checkbox. */
export const NewBusinessForm = v.object({
  business_name: NewBusinessRequest.entries.business_name,
  business_email: NewBusinessRequest.entries.business_email,
  business_type: NewBusinessRequest.entries.reg_meta.items[0].entries.value,
  copy_parent: v.optional(v.string()),
});
export const NewBusinessResponse = v.object({ id: v.number(), business_name: v.string() });

/** Business type options of the new business form (spec 2 §5), labels exact. */
export const BUSINESS_TYPE_OPTIONS = [
  { value: 'individual', label: 'An Individual' },
  { value: 'non-profit', label: 'An NGO' },
  { value: 'business', label: 'A Registered Business' },
  { value: 'events', label: 'An Event Manager' },
] as const;
/** Individual-type options are hidden for these countries (spec 2 §5). */
export const NO_INDIVIDUAL_COUNTRIES = ['EG', 'MA', 'MZ', 'SN'] as const;
export const COPY_PARENT_LABEL = 'Use the same account setting as my main account.';

/** POST merchant/accounts/update: the test/live switch (spec 1 §4). */
export const AccountUpdateRequest = v.object({
  merchant_status: v.picklist(['prod', 'test'], 'Merchant status is invalid'),
});
export const AccountUpdateResponse = v.object({ merchant_env: v.picklist(['prod', 'test']) });
export const MODE_MESSAGES = { live: 'You are now live', test: 'You are now on test mode' } as const;

/** Transaction limit (spec 1 §3). */
export const TransactionLimit = v.object({
  entity: v.string(),
  entity_value: v.string(),
  limit_daily: v.number(),
});

/** A settlement (bank) account of the merchant (spec 2 §3 settlement account). */
export const SettlementAccount = v.object({
  id: v.number(),
  account_number: v.string(),
  bank_code: v.string(),
  bank_name: v.string(),
  account_name: v.string(),
  country: v.string(),
  is_default: v.boolean(),
});
export type SettlementAccount = v.InferOutput<typeof SettlementAccount>;

/** Compliance submit status, loaded with the shell (spec 1 §2 overview, §4 banners). */
export const ComplianceSubmitStatus = v.object({
  /** The merchant has filled compliance (any section submitted). */
  filled: v.boolean(),
  /** Every section complete. */
  completed: v.boolean(),
  compliance_status: v.string(),
  rejection_reason: v.nullable(v.string()),
});
export type ComplianceSubmitStatus = v.InferOutput<typeof ComplianceSubmitStatus>;

/** Capital shows to five fixed account ids (spec 2 §6), elsewhere for NG when enabled (spec 1 §2). */
export const CAPITAL_ACCOUNT_IDS: readonly number[] = [20001, 20004, 20005, 20010, 20011];
