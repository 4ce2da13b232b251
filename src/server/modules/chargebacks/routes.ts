import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { CHARGEBACK_MESSAGES } from '../../../contract/chargebacks';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { acceptChargeback, declineChargeback, getChargeback, reviewChargeback } from './service';

/** One chargeback and the merchant's answer to it: accept (debited, lost) or decline with evidence. */
export function chargebackRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.chargeback, resolveSession, async ({ deps, session, params }) => ({
    data: await getChargeback(deps.db, session, params.id!),
  }));
  serve(api, endpoints.acceptChargeback, resolveSession, async ({ deps, session, params }) => ({
    data: await acceptChargeback(deps.db, session, params.id!),
    message: CHARGEBACK_MESSAGES.accepted,
  }));
  serve(api, endpoints.declineChargeback, resolveSession, async ({ deps, session, params, body }) => ({
    data: await declineChargeback(deps.db, session, params.id!, body),
    message: CHARGEBACK_MESSAGES.declined,
  }));
}

/** The sandbox's chargeback reviewer (only in sandbox mode, behind its guard). */
export function chargebackSandboxRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.sandboxChargebackReview, resolveSession, async ({ deps, body }) => ({
    data: await reviewChargeback(deps.db, body),
  }));
}
