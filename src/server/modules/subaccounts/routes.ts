import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { SUBACCOUNT_MESSAGES } from '../../../contract/subaccounts';
import { actorOf } from '../../audit';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { serveWithSession } from '../../session-routes';
import {
  createSubaccount,
  setSubaccountStatus,
  subaccountDetail,
  subaccountIdOf,
  subaccountPayments,
  subaccountSettlements,
  updateSubaccount,
} from './service';
import { searchSubaccounts } from './search';

/**
 * Subaccounts: create, edit, deactivate and activate (the admins, audited), one subaccount, the
 * payments split with it and its shares per settlement. The list and its search are the shell's.
 */
export function subaccountRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.subaccounts, (r) => searchSubaccounts(r.db, r.session, r.query));
  serve(api, endpoints.createSubaccount, resolveSession, async ({ deps, session, body, c }) => ({
    data: await createSubaccount(deps.db, session, actorOf(c, session.userId), body),
    message: SUBACCOUNT_MESSAGES.created,
    status: 201,
  }));
  serve(api, endpoints.setSubaccountStatus, resolveSession, async ({ deps, session, params, body, c }) => ({
    data: await setSubaccountStatus(deps.db, session, actorOf(c, session.userId), subaccountIdOf(params.id), body),
    message: body.status === 'active' ? SUBACCOUNT_MESSAGES.activated : SUBACCOUNT_MESSAGES.deactivated,
  }));
  serve(api, endpoints.updateSubaccount, resolveSession, async ({ deps, session, params, body, c }) => ({
    data: await updateSubaccount(deps.db, session, actorOf(c, session.userId), subaccountIdOf(params.id), body),
    message: SUBACCOUNT_MESSAGES.updated,
  }));
  serve(api, endpoints.subaccountPayments, resolveSession, async ({ deps, session, params, query }) => ({
    data: await subaccountPayments(deps.db, session, subaccountIdOf(params.id), query),
  }));
  serve(api, endpoints.subaccountSettlements, resolveSession, async ({ deps, session, params, query }) => ({
    data: await subaccountSettlements(deps.db, session, subaccountIdOf(params.id), query),
  }));
  serve(api, endpoints.subaccount, resolveSession, async ({ deps, session, params }) => ({
    data: await subaccountDetail(deps.db, session, subaccountIdOf(params.id)),
  }));
}
