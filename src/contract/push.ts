import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';

/*
 * Web push (approvers hear of a transfer waiting for them): the subscription calls and the payload the
 * service worker reads. A table of its own: the dashboard frame's opt-in and the worker load only this,
 * not the transfers schemas.
 */
export const VapidPublicKey = v.object({ public_key: v.string() });
export const PushSubscribeRequest = v.object({
  endpoint: v.pipe(
    v.string(),
    v.url('Endpoint is invalid'),
    v.startsWith('https://', 'Endpoint must be HTTPS'),
    v.maxLength(1000),
  ),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'Key is invalid')),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'Key is invalid')),
  }),
});
export const PushUnsubscribeRequest = v.object({ endpoint: PushSubscribeRequest.entries.endpoint });
export const PushState = v.object({ subscribed: v.boolean(), subscriptions: v.number() });
export type PushState = v.InferOutput<typeof PushState>;
/** The JSON a push carries to the service worker. */
export const PushPayload = v.object({
  type: v.literal('transfer_pending_approval'),
  transfer_id: v.number(),
  account_id: v.number(),
  /** Whose subscription it was sent to: the worker shows the details only while they are signed in. */
  user_id: v.number(),
  business_name: v.string(),
  amount: v.number(),
  currency: v.string(),
  beneficiary: v.string(),
  /** Pending approvals of the account now, for the app badge. */
  pending_count: v.number(),
  url: v.string(),
});
export type PushPayload = v.InferOutput<typeof PushPayload>;

export const pushEndpoints = {
  vapidPublicKey: {
    method: 'GET',
    path: 'v2/push/vapid-public-key',
    host: 'main',
    auth: 'account',
    response: VapidPublicKey,
  },
  pushState: {
    method: 'GET',
    path: 'v2/push/subscriptions',
    host: 'main',
    auth: 'account',
    query: v.object({ endpoint: v.optional(v.pipe(v.string(), v.maxLength(1000))) }),
    response: PushState,
  },
  pushSubscribe: {
    method: 'POST',
    path: 'v2/push/subscriptions',
    host: 'main',
    auth: 'account',
    body: PushSubscribeRequest,
    response: PushState,
  },
  pushUnsubscribe: {
    method: 'POST',
    path: 'v2/push/subscriptions/remove',
    host: 'main',
    auth: 'account',
    body: PushUnsubscribeRequest,
    response: PushState,
  },
} as const satisfies Record<string, EndpointDef>;
