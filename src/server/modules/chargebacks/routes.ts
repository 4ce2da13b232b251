import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { FINE_MESSAGES } from '../../../contract/chargeback-fines';
import { CHARGEBACK_MESSAGES } from '../../../contract/chargebacks';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { chargebackBalance, getFine, listFines, payFine } from './fines';
import { remindDueChargebacks } from './reminders';
import { acceptChargeback, declineChargeback, getChargeback, reviewChargeback } from './service';
import { listChargebacks } from './list';

/** One chargeback and the merchant's answer to it: accept (debited, lost) or decline with evidence. */
export function chargebackRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.chargebacks, resolveSession, async ({ deps, session, query }) => ({
    data: await listChargebacks(deps.db, session, query),
  }));
  // Before chargebacks/:id, which would otherwise take 'fines' and 'balance' for ids.
  serve(api, endpoints.chargebackFines, resolveSession, async ({ deps, session, query }) => ({
    data: await listFines(deps.db, session, query),
  }));
  serve(api, endpoints.chargebackBalance, resolveSession, async ({ deps, session }) => ({
    data: await chargebackBalance(deps.db, session),
  }));
  serve(api, endpoints.chargebackFine, resolveSession, async ({ deps, session, params }) => ({
    data: await getFine(deps.db, session, params.id!),
  }));
  serve(api, endpoints.payChargebackFine, resolveSession, async ({ deps, session, params }) => ({
    data: await payFine(deps.db, session, params.id!),
    message: FINE_MESSAGES.paid,
  }));
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

/** The sandbox's chargeback reviewer and its trigger of the due-date reminders (sandbox mode only). */
export function chargebackSandboxRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.sandboxChargebackReview, resolveSession, async ({ deps, body }) => ({
    data: await reviewChargeback(deps.db, body),
  }));
  serve(api, endpoints.sandboxChargebackReminders, resolveSession, async ({ deps }) => ({
    data: await remindDueChargebacks(deps),
  }));
}
