import * as v from 'valibot';
import {
  Company,
  MerchantKeys,
  NameValue,
  Permission,
  MerchantPreference,
  WhiteLabelPreferences,
} from '../../contract/merchant';

/**
 * Encoded local storage (spec 1 §3 "Local storage keeps", §9 "cached locally in
 * encoded form"): every value is JSON, UTF-8, then base64, under the spec's key names.
 */
const Permissions = v.array(Permission);

/** The stored business details: the company of the session, with the membership flattened. */
const BusinessDetails = v.object({
  ...v.pick(Company, [
    'id',
    'business_name',
    'business_email',
    'business_address',
    'business_logo',
    'country',
    'contact_person',
    'parent_account_id',
    'merchant_env',
    'createdAt',
  ]).entries,
  is_owner: v.boolean(),
});

const UserDetails = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
});

const Keys = v.object({ public_key: v.nullable(v.string()), secret_key: v.nullable(v.string()) });

/** Each stored key and the schema its decoded value must satisfy. */
export const STORAGE_SCHEMAS = {
  appToken: v.string(),
  refreshToken: v.string(),
  userAccountID: v.number(),
  userCountry: v.string(),
  currency: v.string(),
  userRole: v.string(),
  roleId: v.nullable(v.number()),
  /** Endpoint names of the permissions: the allowed-access list. */
  rolesAccess: v.array(v.string()),
  permissions: Permissions,
  liveKeys: Keys,
  testKeys: Keys,
  v1Keys: v.nullable(Keys),
  merchantKeys: MerchantKeys,
  /** The string 'true' means live (spec 1 §3). */
  userState: v.picklist(['true', 'false']),
  businessType: v.string(),
  complianceStatus: v.string(),
  companyName: v.string(),
  businessDetails: BusinessDetails,
  /** The business's registration meta (business_type; South Africa's business_address, za_reg_no, zar_valid_id). */
  regMeta: v.array(NameValue),
  userDetails: UserDetails,
  isCoreBridge: v.boolean(),
  preferences: v.array(MerchantPreference),
  whiteLabel: WhiteLabelPreferences,
} as const;

export type StorageKey = keyof typeof STORAGE_SCHEMAS;
export type StoredValue<K extends StorageKey> = v.InferOutput<(typeof STORAGE_SCHEMAS)[K]>;

/** Kept when the session is cleared (spec 1 §2: entering login keeps white-label data). */
export const WHITE_LABEL_KEYS: readonly StorageKey[] = ['whiteLabel'];

/** Bytes per String.fromCharCode call: large caches are encoded in slices, not one char at a time. */
const SLICE = 0x8000;

export function encodeValue(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}

export function decodeValue(encoded: string): unknown {
  const binary = atob(encoded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return JSON.parse(new TextDecoder().decode(bytes));
}

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The last value read per key, with the text it came from: screens read the session many times while
 * rendering, and decoding and checking it each time showed in a phone's start-up profile. A read
 * compares the stored text first, so a change from another tab is still seen.
 */
const lastRead = new Map<StorageKey, { raw: string; value: unknown }>();

export const storage = {
  get<K extends StorageKey>(key: K): StoredValue<K> | null {
    const raw = backend()?.getItem(key);
    if (raw == null) return null;
    const cached = lastRead.get(key);
    if (cached?.raw === raw) return cached.value as StoredValue<K> | null;
    let value: StoredValue<K> | null = null;
    try {
      const result = v.safeParse(STORAGE_SCHEMAS[key], decodeValue(raw));
      value = result.success ? (result.output as StoredValue<K>) : null;
    } catch {
      value = null;
    }
    lastRead.set(key, { raw, value });
    return value;
  },
  set<K extends StorageKey>(key: K, value: StoredValue<K>): void {
    backend()?.setItem(key, encodeValue(value));
  },
  remove(key: StorageKey): void {
    backend()?.removeItem(key);
  },
  /** Removes every stored key; white-label data stays unless keepWhiteLabel is false. */
  clear(keepWhiteLabel = true): void {
    for (const key of Object.keys(STORAGE_SCHEMAS) as StorageKey[]) {
      if (keepWhiteLabel && WHITE_LABEL_KEYS.includes(key)) continue;
      backend()?.removeItem(key);
    }
  },
};
