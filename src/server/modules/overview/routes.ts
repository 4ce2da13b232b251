import type { Hono } from 'hono';
import { TOP_CUSTOMERS } from '../../../contract/analytics';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { ApiError, type AppEnv, serve } from '../../http';
import { serveWithSession } from '../../session-routes';
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

  serve(api, endpoints.totalProcessed, resolveSession, async ({ deps, session, query }) => ({
    data: await totalProcessed(deps.db, scoped(session, query)),
  }));
  serve(api, endpoints.dailyTx, resolveSession, async ({ deps, session, query }) => ({
    data: await dailyTx(deps.db, scoped(session, query)),
  }));
  serve(api, endpoints.agents, resolveSession, async ({ deps, session, query }) => ({
    data: await agents(deps.db, scoped(session, query)),
  }));
  serve(api, endpoints.customerBanks, resolveSession, async ({ deps, session, query }) => ({
    data: await customerBanks(deps.db, scoped(session, query)),
  }));
  serve(api, endpoints.customerLocation, resolveSession, async ({ deps, session, query }) => ({
    data: await customerLocation(deps.db, scoped(session, query)),
  }));
  serve(api, endpoints.customerPaymentOptions, resolveSession, async ({ deps, session, query }) => ({
    data: await customerPaymentOptions(deps.db, scoped(session, query)),
  }));
  serve(api, endpoints.maxMinCustomers, resolveSession, async ({ deps, session, query }) => ({
    data: await maxMinCustomers(deps.db, scoped(session, query), TOP_CUSTOMERS),
  }));
  serve(api, endpoints.transactionsOverview, resolveSession, async ({ deps, session, query }) => ({
    data: await transactionsOverview(deps.db, scoped(session, query)),
  }));
  serve(api, endpoints.customersOverview, resolveSession, async ({ deps, session, query }) => ({
    data: await customersOverview(deps.db, accountOf(session), rangeOf(query)),
  }));
  serve(api, endpoints.settlementsGross, resolveSession, async ({ deps, session, query }) => ({
    data: await grossSettlements(deps.db, accountOf(session), query.currency, rangeOf(query)),
  }));
  serve(api, endpoints.settlementsSummary, resolveSession, async ({ deps, session, query }) => ({
    data: await settlementSummary(deps.db, accountOf(session), query.currency, rangeOf(query)),
  }));
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
  serveWithSession(api, endpoints.onboardingStatus, (r) => onboardingStatus(r.db, r.session, r.id));
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
