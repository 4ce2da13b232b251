import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';
import { requiredString } from './validators';

/**
 * Keystores (spec 1 §3, spec 2 §7): a signed-in user's dashboard settings, kept by the server so they
 * follow the user to every device. The spec names two: sidebar_version (the sidebar's Product Update the
 * user has acknowledged) and bento_app_consent.
 */
export const KEYSTORE_NAMES = ['sidebar_version', 'bento_app_consent'] as const;
export type KeystoreName = (typeof KEYSTORE_NAMES)[number];

/** The sidebar's Product Update of today: a user whose sidebar_version is this has seen it. */
export const CURRENT_SIDEBAR_VERSION = '2';

export const KeystoreSetting = v.object({
  id: v.number(),
  key_name: v.picklist(KEYSTORE_NAMES),
  key_value: v.string(),
  key_prop: v.nullable(v.string()),
  key_prop_value: v.nullable(v.string()),
});
export type KeystoreSetting = v.InferOutput<typeof KeystoreSetting>;

const optionalText = (field: string) =>
  v.optional(v.nullable(v.pipe(v.string(`${field} is invalid`), v.maxLength(100, `${field} is too long`))));

export const KeystoreEditRequest = v.object({
  key_value: requiredString('Key value', 200),
  key_prop: optionalText('Key prop'),
  key_prop_value: optionalText('Key prop value'),
});
export const KeystoreCreateRequest = v.object({
  key_name: v.picklist(KEYSTORE_NAMES, 'Key name is invalid'),
  ...KeystoreEditRequest.entries,
});
export type KeystoreCreateRequest = v.InferInput<typeof KeystoreCreateRequest>;

export const KEYSTORE_MESSAGES = {
  exists: 'This setting exists already: edit it instead.',
  notFound: 'Setting not found',
} as const;

export const keystoreEndpoints = {
  keystores: { method: 'GET', path: 'v2/keystores', host: 'main', auth: 'account', response: v.array(KeystoreSetting) },
  keystoreCreate: {
    method: 'POST',
    path: 'v2/keystores/create',
    host: 'main',
    auth: 'account',
    body: KeystoreCreateRequest,
    response: KeystoreSetting,
  },
  keystoreEdit: {
    method: 'POST',
    path: 'v2/keystores/:id/edit',
    host: 'main',
    auth: 'account',
    body: KeystoreEditRequest,
    response: KeystoreSetting,
  },
} as const satisfies Record<string, EndpointDef>;
