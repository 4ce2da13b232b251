import { accessEndpoints } from '../../contract/access-endpoints';
import { API_VERSION, type AccountSession, isOtpRequired } from '../../contract/auth';
import { call } from './api-client';
import { noteComplianceDone } from './compliance-hint';
import type { MerchantKeys, MerchantPreference } from '../../contract/merchant';
import type { Company } from '../../contract/merchant';
import { accountSessionValues, companyValues, merchantKeysValues } from './session-values';
import { type StorageKey, type StoredValue, storage } from './storage';
import { announceSession, forgetSessionInWorker } from './worker-bridge';

function setAll(values: { [K in StorageKey]?: StoredValue<K> }): void {
  for (const [key, value] of Object.entries(values) as [StorageKey, StoredValue<StorageKey>][]) storage.set(key, value);
}

/** Stores what the dashboard reads after an account is chosen (spec 1 §3 "Local storage keeps"). */
export function saveAccountSession(session: AccountSession): void {
  setAll(accountSessionValues(session));
  // The approval queue replays with this session.
  announceSession();
}

/** Tells the shell to read the stored session again: the business or the user's name changed here. */
export const SESSION_CHANGED_EVENT = 'dashboard:session-changed';
const announceChange = () => window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));

/** A saved business profile: the switcher, the title and the settings read the new name at once. */
export function saveCompany(company: Company): void {
  setAll(companyValues(company));
  announceChange();
}

/** A saved own profile: the name the shell shows. */
export function saveUserName(firstName: string, lastName: string): void {
  const user = storage.get('userDetails');
  if (user) storage.set('userDetails', { ...user, first_name: firstName, last_name: lastName });
  announceChange();
}

/**
 * The bulk review's renewal every 10 minutes (spec 2 §4, §7): tokens/create?version=3.0 for the business this session
 * already holds, which asks no code; the new session is stored like any other. Answers whether it was.
 */
export async function renewAccountSession(): Promise<boolean> {
  const account = storage.get('userAccountID');
  if (typeof account !== 'number') return false;
  try {
    const answer = await call(accessEndpoints.tokensCreate, { query: { version: API_VERSION }, body: { account } });
    if (isOtpRequired(answer)) return false;
    saveAccountSession(answer);
    return true;
  } catch {
    // The next renewal tries again; a call refused meanwhile refreshes the session itself.
    return false;
  }
}

export function saveMerchantKeys(keys: MerchantKeys): void {
  setAll(merchantKeysValues(keys));
}

export function savePreferences(preferences: MerchantPreference[]): void {
  storage.set('preferences', preferences);
}

/** Ends the session locally; white-label data survives unless keepWhiteLabel is false. */
export function clearSession(keepWhiteLabel = true): void {
  forgetSessionInWorker();
  noteComplianceDone(false);
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
