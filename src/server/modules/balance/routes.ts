import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { numericId } from '../../listing';
import { settlementList } from './lists';
import { balanceHistory, rollingReserve, settlementDetail } from './service';

/** Balance: its history, the rolling reserve, and settlements (the list and one settlement). */
export function balanceRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.settlements, resolveSession, async ({ deps, session, query }) => ({
    data: await settlementList(deps.db, session, query),
  }));
  serve(api, endpoints.balanceHistory, resolveSession, async ({ deps, session, query }) => ({
    data: await balanceHistory(deps.db, session, query),
  }));
  serve(api, endpoints.rollingReserve, resolveSession, async ({ deps, session }) => ({
    data: await rollingReserve(deps.db, session),
  }));
  serve(api, endpoints.settlement, resolveSession, async ({ deps, session, params }) => ({
    data: await settlementDetail(deps.db, session, numericId(params.id)),
  }));
}
