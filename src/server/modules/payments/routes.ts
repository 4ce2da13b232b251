import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { byBody, byId, byIdAndBody, byQuery, created, serveWithSession } from '../../session-routes';
import * as service from './service';
import { paymentLinkList, paymentPlanList, subscriptionList } from './lists';

/** Payment links, plans and subscriptions as the merchant makes, changes and reads them. */
export function paymentsRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.paymentLinks, byQuery(paymentLinkList));
  serveWithSession(api, endpoints.paymentPlans, byQuery(paymentPlanList));
  serveWithSession(api, endpoints.subscriptions, byQuery(subscriptionList));
  serveWithSession(api, endpoints.createPaymentLink, byBody(service.createLink), created('Payment link created'));
  serveWithSession(api, endpoints.paymentPlanPayments, (r) => service.planPayments(r.db, r.session, r.id, r.query));
  serveWithSession(api, endpoints.paymentLinkPayments, (r) => service.linkPayments(r.db, r.session, r.id, r.query));
  serve(api, endpoints.setPaymentLinkStatus, resolveSession, async ({ deps, session, params, body }) => ({
    data: await service.setLinkStatus(deps.db, session, params.id, body),
    message: body.status === 'active' ? 'Payment link enabled' : 'Payment link disabled',
  }));
  serveWithSession(api, endpoints.paymentLink, byId(service.getLink));
  serveWithSession(api, endpoints.updatePaymentLink, byIdAndBody(service.updateLink), 'Payment link saved');
  serveWithSession(api, endpoints.deletePaymentLink, byId(service.deleteLink), 'Payment link deleted');

  serveWithSession(api, endpoints.createPaymentPlan, byBody(service.createPlan), created('Payment plan created'));
  serveWithSession(api, endpoints.cancelPaymentPlan, byId(service.cancelPlan), 'Payment plan cancelled');
  serveWithSession(api, endpoints.createPlanLink, byId(service.createPlanLink), created('Payment link created'));
  serveWithSession(api, endpoints.paymentPlan, byId(service.getPlan));
  serveWithSession(api, endpoints.updatePaymentPlan, byIdAndBody(service.updatePlan), 'Payment plan saved');

  serveWithSession(api, endpoints.cancelSubscription, byId(service.cancelSubscription), 'Subscription cancelled');
  serveWithSession(api, endpoints.subscription, byId(service.getSubscription));
}
