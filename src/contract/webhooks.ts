import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';
import { pagedList, pagingQuery } from './paging';

/** The events a business's webhook URL can be told about. */
export const WEBHOOK_EVENTS = [
  'charge.completed',
  'refund.completed',
  'transfer.completed',
  'subscription.cancelled',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event of the settings page's "Send test event": sent whatever events are selected. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'charge.completed': 'Payments (successful or failed)',
  'refund.completed': 'Refunds',
  'transfer.completed': 'Transfer status changes',
  'subscription.cancelled': 'Subscription events',
};

/** The header that carries the business's secret hash on every delivery. */
export const WEBHOOK_SIGNATURE_HEADER = 'verif-hash';
/** The delivery's id, so a receiver can tell a retry from a new event. */
export const WEBHOOK_ID_HEADER = 'webhook-id';

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'URL must start with https:// (http:// only for localhost)',
  secretTooLong: 'Secret hash must be at most 100 characters',
  eventsInvalid: 'Events are invalid',
  noEvents: 'Choose at least one event (to send nothing, leave the URL empty)',
  noUrl: 'Set a webhook URL first',
  notFound: 'Delivery not found',
} as const;

/** http(s) URL; plain http only for this machine (a receiver in development). */
export function isWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * The merchant preferences (spec 1) about how deliveries are made. Unset, each is on: deliveries are JSON,
 * in the v3 shape, retried after a failure.
 * - hook_as_json: the body is JSON; off, it is a form (fields event and data, data as JSON text).
 * - cache_hook_data_on_error: a failed delivery is kept and retried (5 tries over an hour); off, tried once.
 * - can_use_v3_webhook: the v3 shape {event, data}; off, the older flat shape (data's fields with event.type).
 */
export const HOOK_PREFERENCES = ['hook_as_json', 'cache_hook_data_on_error', 'can_use_v3_webhook'] as const;
export type HookPreference = (typeof HOOK_PREFERENCES)[number];
export type HookPreferences = Record<HookPreference, boolean>;
export const HOOK_PREFERENCE_LABELS: Record<HookPreference, { label: string; description: string }> = {
  hook_as_json: { label: 'Send as JSON', description: 'Off: sent as a form, with fields event and data.' },
  cache_hook_data_on_error: {
    label: 'Retry after failure',
    description: 'Up to 5 tries over an hour. Off: a failed delivery is tried once.',
  },
  can_use_v3_webhook: {
    label: 'Version 3 webhooks',
    description: 'The body is {event, data}. Off: the older flat body with event.type.',
  },
};
/** A stored preference value as a switch: unset is on (how deliveries were always made). */
export const hookPreferenceOn = (value: string | null | undefined): boolean => value !== '0';

const preferenceSwitch = (name: string) => v.optional(v.boolean(`${name} must be true or false`));

export const UpdateWebhookRequest = v.object({
  /** Left out: unchanged. */
  hook_as_json: preferenceSwitch('Send as JSON'),
  cache_hook_data_on_error: preferenceSwitch('Retry after failure'),
  can_use_v3_webhook: preferenceSwitch('Version 3 webhooks'),
  /** Empty or left out: no URL, nothing is sent (a form's empty field arrives left out). */
  url: v.optional(
    v.pipe(
      v.string(WEBHOOK_MESSAGES.urlInvalid),
      v.trim(),
      v.maxLength(500, WEBHOOK_MESSAGES.urlInvalid),
      v.check((x) => x === '' || isWebhookUrl(x), WEBHOOK_MESSAGES.urlInvalid),
    ),
    '',
  ),
  secret_hash: v.optional(
    v.pipe(v.string('Secret hash is invalid'), v.trim(), v.maxLength(100, WEBHOOK_MESSAGES.secretTooLong)),
    '',
  ),
  events: v.pipe(
    v.array(v.picklist(WEBHOOK_EVENTS, WEBHOOK_MESSAGES.eventsInvalid), WEBHOOK_MESSAGES.eventsInvalid),
    v.minLength(1, WEBHOOK_MESSAGES.noEvents),
    v.maxLength(WEBHOOK_EVENTS.length, WEBHOOK_MESSAGES.eventsInvalid),
  ),
});
export type UpdateWebhookRequest = v.InferInput<typeof UpdateWebhookRequest>;

/** GET v2/webhooks/config: what the settings form edits. */
export const WebhookConfig = v.object({
  url: v.string(),
  secret_hash: v.string(),
  events: v.array(v.picklist(WEBHOOK_EVENTS)),
  hook_as_json: v.boolean(),
  cache_hook_data_on_error: v.boolean(),
  can_use_v3_webhook: v.boolean(),
});
export type WebhookConfig = v.InferOutput<typeof WebhookConfig>;

export const WebhookAttempt = v.object({
  id: v.number(),
  attempted_at: v.string(),
  status_code: v.nullable(v.number()),
  error: v.nullable(v.string()),
  duration_ms: v.number(),
  response_snippet: v.string(),
});
export type WebhookAttempt = v.InferOutput<typeof WebhookAttempt>;

export const WebhookDelivery = v.object({
  id: v.number(),
  event: v.string(),
  status: v.picklist(['pending', 'delivered', 'failed']),
  status_code: v.nullable(v.number()),
  attempts_count: v.number(),
  created_at: v.string(),
  last_attempt_at: v.nullable(v.string()),
  /** Duration of the last attempt. */
  duration_ms: v.nullable(v.number()),
  next_attempt_at: v.nullable(v.string()),
  payload: v.string(),
  attempts: v.array(WebhookAttempt),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDelivery>;
export const WebhookDeliveriesList = pagedList('deliveries', WebhookDelivery);
export const WebhookDeliveriesQuery = v.object({ ...pagingQuery });

export const webhookEndpoints = {
  webhookConfig: {
    method: 'GET',
    path: 'v2/webhooks/config',
    host: 'main',
    auth: 'account',
    response: WebhookConfig,
  },
  updateWebhook: {
    method: 'PUT',
    path: 'v2/webhooks/config',
    host: 'main',
    auth: 'account',
    body: UpdateWebhookRequest,
    response: WebhookConfig,
  },
  sendTestWebhook: {
    method: 'POST',
    path: 'v2/webhooks/test',
    host: 'main',
    auth: 'account',
    response: v.object({ id: v.number() }),
  },
  webhookDeliveries: {
    method: 'GET',
    path: 'v2/webhooks/deliveries',
    host: 'main',
    auth: 'account',
    query: WebhookDeliveriesQuery,
    response: WebhookDeliveriesList,
  },
  resendWebhook: {
    method: 'POST',
    path: 'v2/webhooks/deliveries/:id/resend',
    host: 'main',
    auth: 'account',
    response: v.object({ id: v.number() }),
  },
} as const satisfies Record<string, EndpointDef>;
