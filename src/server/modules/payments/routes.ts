import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { serveWithSession } from '../../session-routes';
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
  serve(api, endpoints.createPaymentLink, resolveSession, async ({ deps, session, body }) => ({
    data: await createLink(deps.db, session, body),
    message: 'Payment link created',
    status: 201,
  }));
  serve(api, endpoints.paymentPlanPayments, resolveSession, async ({ deps, session, params, query }) => ({
    data: await planPayments(deps.db, session, params.id, query),
  }));
  serve(api, endpoints.paymentLinkPayments, resolveSession, async ({ deps, session, params, query }) => ({
    data: await linkPayments(deps.db, session, params.id, query),
  }));
  serve(api, endpoints.setPaymentLinkStatus, resolveSession, async ({ deps, session, params, body }) => ({
    data: await setLinkStatus(deps.db, session, params.id, body),
    message: body.status === 'active' ? 'Payment link enabled' : 'Payment link disabled',
  }));
  serve(api, endpoints.paymentLink, resolveSession, async ({ deps, session, params }) => ({
    data: await getLink(deps.db, session, params.id),
  }));
  serve(api, endpoints.updatePaymentLink, resolveSession, async ({ deps, session, params, body }) => ({
    data: await updateLink(deps.db, session, params.id, body),
    message: 'Payment link saved',
  }));
  serve(api, endpoints.deletePaymentLink, resolveSession, async ({ deps, session, params }) => ({
    data: await deleteLink(deps.db, session, params.id),
    message: 'Payment link deleted',
  }));

  serve(api, endpoints.createPaymentPlan, resolveSession, async ({ deps, session, body }) => ({
    data: await createPlan(deps.db, session, body),
    message: 'Payment plan created',
    status: 201,
  }));
  serve(api, endpoints.cancelPaymentPlan, resolveSession, async ({ deps, session, params }) => ({
    data: await cancelPlan(deps.db, session, params.id),
    message: 'Payment plan cancelled',
  }));
  serve(api, endpoints.createPlanLink, resolveSession, async ({ deps, session, params }) => ({
    data: await createPlanLink(deps.db, session, params.id),
    message: 'Payment link created',
    status: 201,
  }));
  serve(api, endpoints.paymentPlan, resolveSession, async ({ deps, session, params }) => ({
    data: await getPlan(deps.db, session, params.id),
  }));
  serve(api, endpoints.updatePaymentPlan, resolveSession, async ({ deps, session, params, body }) => ({
    data: await updatePlan(deps.db, session, params.id, body),
    message: 'Payment plan saved',
  }));

  serve(api, endpoints.cancelSubscription, resolveSession, async ({ deps, session, params }) => ({
    data: await cancelSubscription(deps.db, session, params.id),
    message: 'Subscription cancelled',
  }));
  serve(api, endpoints.subscription, resolveSession, async ({ deps, session, params }) => ({
    data: await getSubscription(deps.db, session, params.id),
  }));
}
