import type { Hono } from 'hono';
import { webhookEndpoints as endpoints } from '../../contract/webhooks';
import { actorOf } from '../audit';
import { resolveSession } from '../auth/sessions';
import { type AppEnv, serve } from '../http';
import { listDeliveries, resendDelivery, sendTestWebhook, updateWebhookConfig, webhookConfig } from './service';

/** settings/webhooks: the URL, secret hash and events, the test event, the delivery log and Resend. */
export function webhookRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.webhookConfig, resolveSession, async ({ deps, session }) => ({
    data: await webhookConfig(deps.db, session),
  }));
  serve(api, endpoints.updateWebhook, resolveSession, async ({ deps, session, body, c }) => ({
    data: await updateWebhookConfig(deps.db, session, actorOf(c, session.userId), body),
    message: 'Webhook settings saved',
  }));
  serve(api, endpoints.sendTestWebhook, resolveSession, async ({ deps, session }) => ({
    data: await sendTestWebhook(deps.db, session),
    message: 'Test event queued',
    status: 201,
  }));
  serve(api, endpoints.webhookDeliveries, resolveSession, async ({ deps, session, query }) => ({
    data: await listDeliveries(deps.db, session, query),
  }));
  serve(api, endpoints.resendWebhook, resolveSession, async ({ deps, session, params }) => ({
    data: await resendDelivery(deps.db, session, params.id ?? ''),
    message: 'Delivery queued again',
  }));
}
