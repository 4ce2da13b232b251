import type { Hono } from 'hono';
import { TOP_CUSTOMERS } from '../../../contract/analytics';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { ApiError, type AppEnv, serve } from '../../http';
import { byId, serveWithSession } from '../../session-routes';
import { accountOf } from '../../tenancy';
import { completeGuide, onboardingStatus } from './guides';
import {
  agents,
  customerBanks,
  customerLocation,
  customerPaymentOptions,
  customersOverview,
  dailyTx,
  maxMinCustomers,
  totalProcessed,
  transactionsOverview,
} from './insights';
import { pcidssMerchantId, startPcidssCheckout } from './pcidss';
import { instant, rangeOf } from './range';
import { createReport, reportFile, reportStatus } from './reports';
import { cardSettlements, grossSettlements, settlementSummary } from './settlement-figures';

/** Overview analytics, downloads, PCI-DSS and guides. */
export function overviewRoutes(api: Hono<AppEnv>): void {
  const scoped = <Q extends { currency: string; from: string; to: string }>(
    session: Parameters<typeof accountOf>[0],
    query: Q,
  ) => ({ accountId: accountOf(session), currency: query.currency, range: rangeOf(query) });

  serveWithSession(api, endpoints.totalProcessed, (r) => totalProcessed(r.db, scoped(r.session, r.query)));
  serveWithSession(api, endpoints.dailyTx, (r) => dailyTx(r.db, scoped(r.session, r.query)));
  serveWithSession(api, endpoints.agents, (r) => agents(r.db, scoped(r.session, r.query)));
  serveWithSession(api, endpoints.customerBanks, (r) => customerBanks(r.db, scoped(r.session, r.query)));
  serveWithSession(api, endpoints.customerLocation, (r) => customerLocation(r.db, scoped(r.session, r.query)));
  serveWithSession(api, endpoints.customerPaymentOptions, (r) =>
    customerPaymentOptions(r.db, scoped(r.session, r.query)),
  );
  serveWithSession(api, endpoints.maxMinCustomers, (r) =>
    maxMinCustomers(r.db, scoped(r.session, r.query), TOP_CUSTOMERS),
  );
  serveWithSession(api, endpoints.transactionsOverview, (r) => transactionsOverview(r.db, scoped(r.session, r.query)));
  serveWithSession(api, endpoints.customersOverview, (r) =>
    customersOverview(r.db, accountOf(r.session), rangeOf(r.query)),
  );
  serveWithSession(api, endpoints.settlementsGross, (r) =>
    grossSettlements(r.db, accountOf(r.session), r.query.currency, rangeOf(r.query)),
  );
  serveWithSession(api, endpoints.settlementsSummary, (r) =>
    settlementSummary(r.db, accountOf(r.session), r.query.currency, rangeOf(r.query)),
  );
  serve(api, endpoints.cardSettlements, resolveSession, async ({ deps, session, query }) => ({
    data: await cardSettlements(
      deps.db,
      accountOf(session),
      query.currency,
      query.due_date ? instant(query.due_date, true) : new Date(),
    ),
  }));
  serve(api, endpoints.balanceReport, resolveSession, async ({ deps, session, body }) => {
    accountOf(session);
    const { type_filter, ...rest } = body;
    return {
      data: await createReport(deps.db, session, 'transactions_balance', { ...rest, filters: { type_filter } }),
      status: 201,
    };
  });
  serve(api, endpoints.downloadStatus, resolveSession, async ({ deps, session, params }) => ({
    data: await reportStatus(deps.db, session, params.file!),
  }));
  serve(api, endpoints.pcidssCheckout, resolveSession, async ({ deps, session }) => {
    accountOf(session);
    return { data: await startPcidssCheckout(deps.db, session), status: 201 };
  });
  serveWithSession(api, endpoints.pcidssMerchantId, (r) => pcidssMerchantId(r.db, r.session, r.body.ref));
  serveWithSession(api, endpoints.onboardingStatus, byId(onboardingStatus));
  serveWithSession(api, endpoints.completeGuide, (r) => completeGuide(r.db, r.session, r.id, r.body.guide.id));
  // The file itself: the browser navigates to the one-time link, so it carries its key, not a session.
  api.get('/v2/downloads/:file/file', async (c) => {
    const key = c.req.query('key') ?? '';
    const file = c.req.param('file');
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(file) || !/^[A-Za-z0-9_-]{16,64}$/.test(key))
      throw new ApiError(404, 'Download not found or expired');
    const { name, body } = await reportFile(c.get('deps').db, file, key);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    });
  });
}
