import * as v from 'valibot';

/** A name/value pair as in reg_meta and compliance_meta. */
export const NameValue = v.object({ name: v.string(), value: v.nullable(v.string()) });

export const MERCHANT_ENVS = ['test', 'prod'] as const;
export const COMPLIANCE_STATUSES = ['AA', 'RE', 'IR'] as const;
export const BUSINESS_TYPES = ['individual', 'business', 'non-profit', 'events'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The company of the login and account-switch responses (spec 1 §3, spec 2 §3). */
export const Company = v.object({
  id: v.number(),
  business_name: v.string(),
  business_email: v.string(),
  business_address: v.nullable(v.string()),
  business_logo: v.nullable(v.string()),
  country: v.string(),
  contact_person: v.nullable(v.string()),
  parent_account_id: v.number(),
  /** 'test' means test mode; 'prod' is live. */
  merchant_env: v.picklist(MERCHANT_ENVS),
  /** AA, RE, IR; other values are passed through and not shown. */
  compliance_status: v.string(),
  bearsfee: v.number(),
  createdAt: v.string(),
  Memberships: v.object({ is_owner: v.boolean() }),
  reg_meta: v.array(NameValue),
});
export type Company = v.InferOutput<typeof Company>;

export const User = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  address_l1: v.nullable(v.string()),
  AddressBook: v.object({ AccountId: v.number(), isActivated: v.picklist([0, 1]) }),
});
export type User = v.InferOutput<typeof User>;

/** Permissions, each with endpoints that have a name (spec 1 §3). */
export const Permission = v.object({
  name: v.string(),
  endpoints: v.array(v.object({ name: v.string() })),
});
export type Permission = v.InferOutput<typeof Permission>;

/** Business list entry (spec 1 §3). */
export const BusinessListEntry = v.object({
  id: v.number(),
  business_name: v.string(),
  barter: v.object({ merchant_id: v.nullable(v.string()) }),
});
export type BusinessListEntry = v.InferOutput<typeof BusinessListEntry>;

/** The business type read from reg_meta; absent or empty reg_meta means business (spec 1 §3). */
export function businessTypeOf(regMeta: readonly { name: string; value: string | null }[]): BusinessType {
  const value = regMeta.find((entry) => entry.name === 'business_type')?.value;
  return (BUSINESS_TYPES as readonly string[]).includes(value ?? '') ? (value as BusinessType) : 'business';
}

/** Merchant preferences: setting_name/preference_value pairs (spec 1 §3). */
export const MerchantPreference = v.object({
  setting_name: v.string(),
  preference_value: v.nullable(v.string()),
});
export type MerchantPreference = v.InferOutput<typeof MerchantPreference>;

/** Preferences the dashboard may set itself (spec 1 §7: done_pcidss, transfer_alert, search_alert_received). */
export const SETTABLE_PREFERENCES = ['done_pcidss', 'transfer_alert', 'search_alert_received'] as const;
/** The toast of a preference set (spec 2 §8), as the server says it. */
export const PREFERENCE_SAVED = 'Settings updated successfully';

export const SetPreferenceRequest = v.object({
  setting: v.picklist(SETTABLE_PREFERENCES, 'Setting is invalid'),
  value: v.picklist(['0', '1'], 'Value is invalid'),
});

/** Rolling reserve rate and other numeric preferences are parsed as integers. */
export function preferenceInt(prefs: readonly MerchantPreference[], name: string): number | null {
  const raw = prefs.find((p) => p.setting_name === name)?.preference_value;
  if (raw == null || raw.trim() === '') return null;
  const parsed = Number.parseInt(raw, 10);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Keys (spec 1 §3): test_key, test_secret, v1keys public_key and secret_key. */
export const MerchantKeys = v.object({
  test_key: v.string(),
  test_secret: v.string(),
  live_key: v.nullable(v.string()),
  live_secret: v.nullable(v.string()),
  v1keys: v.nullable(v.object({ public_key: v.string(), secret_key: v.string() })),
});
export type MerchantKeys = v.InferOutput<typeof MerchantKeys>;

/** White-label preferences: product name and the branding switch for sign-up (spec 1 §1). */
export const WhiteLabelPreferences = v.object({
  merchant_name: v.string(),
  hide_signup: v.boolean(),
  primary_color: v.nullable(v.string()),
  logo_url: v.nullable(v.string()),
  support_email: v.nullable(v.string()),
  banks_allowed: v.nullable(v.array(v.string())),
  show_monthly_sale: v.boolean(),
  /** Sidebar items this brand hides, by route name (spec 1 §2: each item has a per-brand display preference). */
  hidden_menu: v.array(v.string()),
});
export type WhiteLabelPreferences = v.InferOutput<typeof WhiteLabelPreferences>;
