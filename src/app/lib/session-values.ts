import type { AccountSession } from '../../contract/auth';
import type { Company } from '../../contract/merchant';
import { businessTypeOf, type MerchantKeys } from '../../contract/merchant';
import type { StorageKey, StoredValue } from './storage';

/*
 * What a chosen account's session puts in storage, as plain values: the app stores them, and the e2e
 * suite writes the same values when it signs a user in through the API instead of the form.
 */

/** Currency of the merchant's country: the login currency falls back to it (spec 1 §9). */
const COUNTRY_CURRENCY: Record<string, string> = {
  NG: 'NGN',
  GH: 'GHS',
  KE: 'KES',
  ZA: 'ZAR',
  UG: 'UGX',
  TZ: 'TZS',
  RW: 'RWF',
  SL: 'SLL',
  ZM: 'ZMW',
  ET: 'ETB',
  GB: 'GBP',
  US: 'USD',
  AU: 'AUD',
  CM: 'XAF',
  SN: 'XOF',
  CI: 'XOF',
  FR: 'EUR',
  DE: 'EUR',
};

const currencyOfCountry = (country: string): string => COUNTRY_CURRENCY[country.toUpperCase()] ?? 'USD';

type Values = { [K in StorageKey]?: StoredValue<K> };

/** The stored keys that name the business: what a saved business profile changes. */
export function companyValues(company: Company): Values {
  return {
    companyName: company.business_name,
    businessType: businessTypeOf(company.reg_meta),
    regMeta: company.reg_meta,
    businessDetails: {
      id: company.id,
      business_name: company.business_name,
      business_email: company.business_email,
      business_address: company.business_address,
      business_logo: company.business_logo,
      country: company.country,
      contact_person: company.contact_person,
      parent_account_id: company.parent_account_id,
      merchant_env: company.merchant_env,
      createdAt: company.createdAt,
      is_owner: company.Memberships.is_owner,
    },
  };
}

/** The spec's stored keys of an account session (spec 1 §3 "Local storage keeps"). */
export function accountSessionValues(session: AccountSession): Values {
  const { company, user } = session;
  return {
    appToken: session.token,
    refreshToken: session.refresh_token,
    userAccountID: company.id,
    userCountry: company.country,
    currency: currencyOfCountry(company.country),
    userRole: session.role,
    roleId: session.roleid,
    permissions: session.permissions,
    rolesAccess: session.permissions.flatMap((permission) => permission.endpoints.map((endpoint) => endpoint.name)),
    userState: company.merchant_env === 'prod' ? 'true' : 'false',
    complianceStatus: company.compliance_status,
    isCoreBridge: session.is_core_bridge,
    ...companyValues(company),
    userDetails: { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name },
  };
}

export function merchantKeysValues(keys: MerchantKeys): Values {
  return {
    merchantKeys: keys,
    testKeys: { public_key: keys.test_key, secret_key: keys.test_secret },
    liveKeys: { public_key: keys.live_key, secret_key: keys.live_secret },
    v1Keys: keys.v1keys,
  };
}
