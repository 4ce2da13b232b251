import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { byBody, byId, byIdAndBody, byQuery, created, serveWithSession } from '../../session-routes';
import {
  cancelPlan,
  cancelSubscription,
  createLink,
  createPlan,
  createPlanLink,
  deleteLink,
  getLink,
  getPlan,
  getSubscription,
  linkPayments,
  planPayments,
  setLinkStatus,
  updateLink,
  updatePlan,
} from './service';
import { paymentLinkList, paymentPlanList, subscriptionList } from './lists';

/** Payment links, plans and subscriptions as the merchant makes, changes and reads them. */
export function paymentsRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.paymentLinks, byQuery(paymentLinkList));
  serveWithSession(api, endpoints.paymentPlans, byQuery(paymentPlanList));
  serveWithSession(api, endpoints.subscriptions, byQuery(subscriptionList));
  serveWithSession(api, endpoints.createPaymentLink, byBody(createLink), created('Payment link created'));
  serveWithSession(api, endpoints.paymentPlanPayments, (r) => planPayments(r.db, r.session, r.id, r.query));
  serveWithSession(api, endpoints.paymentLinkPayments, (r) => linkPayments(r.db, r.session, r.id, r.query));
  serve(api, endpoints.setPaymentLinkStatus, resolveSession, async ({ deps, session, params, body }) => ({
    data: await setLinkStatus(deps.db, session, params.id, body),
    message: body.status === 'active' ? 'Payment link enabled' : 'Payment link disabled',
  }));
  serveWithSession(api, endpoints.paymentLink, byId(getLink));
  serveWithSession(api, endpoints.updatePaymentLink, byIdAndBody(updateLink), 'Payment link saved');
  serveWithSession(api, endpoints.deletePaymentLink, byId(deleteLink), 'Payment link deleted');

  serveWithSession(api, endpoints.createPaymentPlan, byBody(createPlan), created('Payment plan created'));
  serveWithSession(api, endpoints.cancelPaymentPlan, byId(cancelPlan), 'Payment plan cancelled');
  serveWithSession(api, endpoints.createPlanLink, byId(createPlanLink), created('Payment link created'));
  serveWithSession(api, endpoints.paymentPlan, byId(getPlan));
  serveWithSession(api, endpoints.updatePaymentPlan, byIdAndBody(updatePlan), 'Payment plan saved');

  serveWithSession(api, endpoints.cancelSubscription, byId(cancelSubscription), 'Subscription cancelled');
  serveWithSession(api, endpoints.subscription, byId(getSubscription));
}
