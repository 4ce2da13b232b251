import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { FINE_MESSAGES } from '../../../contract/chargeback-fines';
import { CHARGEBACK_MESSAGES } from '../../../contract/chargebacks';
import type { AppEnv } from '../../http';
import { serveWithSession } from '../../session-routes';
import { chargebackBalance, getFine, listFines, payFine } from './fines';
import { remindDueChargebacks } from './reminders';
import { acceptChargeback, declineChargeback, getChargeback, reviewChargeback } from './service';
import { listChargebacks } from './list';

/** One chargeback and the merchant's answer to it: accept (debited, lost) or decline with evidence. */
export function chargebackRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.chargebacks, (r) => listChargebacks(r.db, r.session, r.query));
  // Before chargebacks/:id, which would otherwise take 'fines' and 'balance' for ids.
  serveWithSession(api, endpoints.chargebackFines, (r) => listFines(r.db, r.session, r.query));
  serveWithSession(api, endpoints.chargebackBalance, (r) => chargebackBalance(r.db, r.session));
  serveWithSession(api, endpoints.chargebackFine, (r) => getFine(r.db, r.session, r.id));
  serveWithSession(api, endpoints.payChargebackFine, (r) => payFine(r.db, r.session, r.id), {
    message: FINE_MESSAGES.paid,
  });
  serveWithSession(api, endpoints.chargeback, (r) => getChargeback(r.db, r.session, r.id));
  serveWithSession(api, endpoints.acceptChargeback, (r) => acceptChargeback(r.db, r.session, r.id), {
    message: CHARGEBACK_MESSAGES.accepted,
  });
  serveWithSession(api, endpoints.declineChargeback, (r) => declineChargeback(r.db, r.session, r.id, r.body), {
    message: CHARGEBACK_MESSAGES.declined,
  });
}

/** The sandbox's chargeback reviewer and its trigger of the due-date reminders (sandbox mode only). */
export function chargebackSandboxRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.sandboxChargebackReview, (r) => reviewChargeback(r.db, r.body));
  serveWithSession(api, endpoints.sandboxChargebackReminders, (r) => remindDueChargebacks(r.deps));
}
