import type { AccountSession } from '../../contract/auth';
import { businessTypeOf, type MerchantKeys, type MerchantPreference } from '../../contract/merchant';
import { storage } from './storage';
import { announceSession, forgetSessionInWorker } from './worker-bridge';

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

export const currencyOfCountry = (country: string): string => COUNTRY_CURRENCY[country.toUpperCase()] ?? 'USD';

/** Stores what the dashboard reads after an account is chosen (spec 1 §3 "Local storage keeps"). */
export function saveAccountSession(session: AccountSession): void {
  const { company, user } = session;
  storage.set('appToken', session.token);
  storage.set('refreshToken', session.refresh_token);
  storage.set('userAccountID', company.id);
  storage.set('userCountry', company.country);
  storage.set('currency', currencyOfCountry(company.country));
  storage.set('userRole', session.role);
  storage.set('roleId', session.roleid);
  storage.set('permissions', session.permissions);
  storage.set(
    'rolesAccess',
    session.permissions.flatMap((permission) => permission.endpoints.map((endpoint) => endpoint.name)),
  );
  storage.set('userState', company.merchant_env === 'prod' ? 'true' : 'false');
  storage.set('businessType', businessTypeOf(company.reg_meta));
  storage.set('complianceStatus', company.compliance_status);
  storage.set('companyName', company.business_name);
  storage.set('isCoreBridge', session.is_core_bridge);
  storage.set('businessDetails', {
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
  });
  storage.set('userDetails', {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
  });
  // The approval queue replays with this session.
  announceSession();
}

export function saveMerchantKeys(keys: MerchantKeys): void {
  storage.set('merchantKeys', keys);
  storage.set('testKeys', { public_key: keys.test_key, secret_key: keys.test_secret });
  storage.set('liveKeys', { public_key: keys.live_key, secret_key: keys.live_secret });
  storage.set('v1Keys', keys.v1keys);
}

export function savePreferences(preferences: MerchantPreference[]): void {
  storage.set('preferences', preferences);
}

/** Ends the session locally; white-label data survives unless keepWhiteLabel is false. */
export function clearSession(keepWhiteLabel = true): void {
  forgetSessionInWorker();
  storage.clear(keepWhiteLabel);
}

/** The dashboard guard: an app token or a refresh token must be stored (spec 1 §2 Shell). */
export const hasStoredSession = (): boolean => storage.get('appToken') !== null || storage.get('refreshToken') !== null;

/** What the signed-in screens show, read back from storage. */
export function readSessionSnapshot() {
  return {
    user: storage.get('userDetails'),
    business: storage.get('businessDetails'),
    companyName: storage.get('companyName'),
    complianceStatus: storage.get('complianceStatus'),
    isLive: storage.get('userState') === 'true',
    role: storage.get('userRole'),
    businessType: storage.get('businessType'),
    currency: storage.get('currency'),
  };
}
export type SessionSnapshot = ReturnType<typeof readSessionSnapshot>;
