import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { created, serveWithSession } from '../../session-routes';
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
  serveWithSession(api, endpoints.paymentLinks, (r) => paymentLinkList(r.db, r.session, r.query));
  serveWithSession(api, endpoints.paymentPlans, (r) => paymentPlanList(r.db, r.session, r.query));
  serveWithSession(api, endpoints.subscriptions, (r) => subscriptionList(r.db, r.session, r.query));
  serveWithSession(
    api,
    endpoints.createPaymentLink,
    (r) => createLink(r.db, r.session, r.body),
    created('Payment link created'),
  );
  serveWithSession(api, endpoints.paymentPlanPayments, (r) => planPayments(r.db, r.session, r.id, r.query));
  serveWithSession(api, endpoints.paymentLinkPayments, (r) => linkPayments(r.db, r.session, r.id, r.query));
  serve(api, endpoints.setPaymentLinkStatus, resolveSession, async ({ deps, session, params, body }) => ({
    data: await setLinkStatus(deps.db, session, params.id, body),
    message: body.status === 'active' ? 'Payment link enabled' : 'Payment link disabled',
  }));
  serveWithSession(api, endpoints.paymentLink, (r) => getLink(r.db, r.session, r.id));
  serveWithSession(api, endpoints.updatePaymentLink, (r) => updateLink(r.db, r.session, r.id, r.body), {
    message: 'Payment link saved',
  });
  serveWithSession(api, endpoints.deletePaymentLink, (r) => deleteLink(r.db, r.session, r.id), {
    message: 'Payment link deleted',
  });

  serveWithSession(
    api,
    endpoints.createPaymentPlan,
    (r) => createPlan(r.db, r.session, r.body),
    created('Payment plan created'),
  );
  serveWithSession(api, endpoints.cancelPaymentPlan, (r) => cancelPlan(r.db, r.session, r.id), {
    message: 'Payment plan cancelled',
  });
  serveWithSession(
    api,
    endpoints.createPlanLink,
    (r) => createPlanLink(r.db, r.session, r.id),
    created('Payment link created'),
  );
  serveWithSession(api, endpoints.paymentPlan, (r) => getPlan(r.db, r.session, r.id));
  serveWithSession(api, endpoints.updatePaymentPlan, (r) => updatePlan(r.db, r.session, r.id, r.body), {
    message: 'Payment plan saved',
  });

  serveWithSession(api, endpoints.cancelSubscription, (r) => cancelSubscription(r.db, r.session, r.id), {
    message: 'Subscription cancelled',
  });
  serveWithSession(api, endpoints.subscription, (r) => getSubscription(r.db, r.session, r.id));
}
