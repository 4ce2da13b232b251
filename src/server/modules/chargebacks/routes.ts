import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { FINE_MESSAGES } from '../../../contract/chargeback-fines';
import { CHARGEBACK_MESSAGES } from '../../../contract/chargebacks';
import type { AppEnv } from '../../http';
import { byId, byIdAndBody, byQuery, bySession, serveWithSession } from '../../session-routes';
import { chargebackBalance, getFine, listFines, payFine } from './fines';
import { remindDueChargebacks } from './reminders';
import { acceptChargeback, declineChargeback, getChargeback, reviewChargeback } from './service';
import { listChargebacks } from './list';

/** One chargeback and the merchant's answer to it: accept (debited, lost) or decline with evidence. */
export function chargebackRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.chargebacks, byQuery(listChargebacks));
  // Before chargebacks/:id, which would otherwise take 'fines' and 'balance' for ids.
  serveWithSession(api, endpoints.chargebackFines, byQuery(listFines));
  serveWithSession(api, endpoints.chargebackBalance, bySession(chargebackBalance));
  serveWithSession(api, endpoints.chargebackFine, byId(getFine));
  serveWithSession(api, endpoints.payChargebackFine, byId(payFine), FINE_MESSAGES.paid);
  serveWithSession(api, endpoints.chargeback, byId(getChargeback));
  serveWithSession(api, endpoints.acceptChargeback, byId(acceptChargeback), CHARGEBACK_MESSAGES.accepted);
  serveWithSession(api, endpoints.declineChargeback, byIdAndBody(declineChargeback), CHARGEBACK_MESSAGES.declined);
}

/** The sandbox's chargeback reviewer and its trigger of the due-date reminders (sandbox mode only). */
export function chargebackSandboxRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.sandboxChargebackReview, (r) => reviewChargeback(r.db, r.body));
  serveWithSession(api, endpoints.sandboxChargebackReminders, (r) => remindDueChargebacks(r.deps));
}
