import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeystoreName, type KeystoreSetting, keystoreEndpoints } from '../../contract/keystores';
import { call } from '../lib/api-client';
import { storage } from '../lib/storage';

/*
 * Keystores: the signed-in user's dashboard settings, kept by the server so they follow the user to every
 * device. One key per user (not per business); the account is in the key only so a switch reads afresh.
 */
const userKey = () => storage.get('userDetails')?.id ?? 0;

/** GET v2/keystores */
export const keystoresQuery = () =>
  queryOptions({
    queryKey: ['keystores', userKey()] as const,
    queryFn: ({ signal }) => call(keystoreEndpoints.keystores, { signal }),
    staleTime: 5 * 60_000,
  });

export const keystoreValue = (settings: readonly KeystoreSetting[] | undefined, name: KeystoreName) =>
  settings?.find((setting) => setting.key_name === name);

/** Saves one setting: create when the user has none of that name yet, else edit it. */
export function useSaveKeystore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, value }: { name: KeystoreName; value: string }) => {
      const existing = keystoreValue(client.getQueryData(keystoresQuery().queryKey), name);
      return existing
        ? call(keystoreEndpoints.keystoreEdit, { params: { id: existing.id }, body: { key_value: value } })
        : call(keystoreEndpoints.keystoreCreate, { body: { key_name: name, key_value: value } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['keystores'] }),
  });
}
