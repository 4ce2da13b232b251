import type { QueryClient } from '@tanstack/react-query';
import { mayHaveEvents } from '../../contract/event-business-types';
import type { MerchantPreference } from '../../contract/merchant';
import { storage } from './storage';
import { preferencesQuery } from '../queries/preferences';

const preferenceValue = (preferences: readonly MerchantPreference[], name: string) =>
  preferences.find((entry) => entry.setting_name === name)?.preference_value ?? null;

/** A preference's value from the server, or the stored copy when the call fails. */
export async function readPreference(queryClient: QueryClient, name: string): Promise<string | null> {
  try {
    // The stored copy the query starts from is stale: a server answer of the last minute, or a fetch.
    return preferenceValue(await queryClient.fetchQuery({ ...preferencesQuery(), staleTime: 60_000 }), name);
  } catch {
    return preferenceValue(storage.get('preferences') ?? [], name);
  }
}

/** Payroll shows only when the merchant preference enabled_for_payroll is 1 (spec 1 §2, §6). */
export async function payrollEnabled(queryClient: QueryClient): Promise<boolean> {
  return (await readPreference(queryClient, 'enabled_for_payroll'))?.trim() === '1';
}

/** Events are for business types business, non-profit or events (spec 1 §2, §6). */
export function eventsAllowed(): boolean {
  return mayHaveEvents(storage.get('businessType') ?? 'business');
}

/** Cards need live keys: a stored live key (spec 1 §2, §6). */
export function hasLiveKeys(): boolean {
  const keys = storage.get('liveKeys');
  return Boolean(keys?.public_key?.trim());
}
