import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { SUBACCOUNT_MESSAGES } from '../../../contract/subaccounts';
import { actorOf } from '../../audit';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { byQuery, serveWithSession } from '../../session-routes';
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
  serveWithSession(api, endpoints.subaccounts, byQuery(searchSubaccounts));
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
  serveWithSession(api, endpoints.subaccountPayments, (r) =>
    subaccountPayments(r.db, r.session, subaccountIdOf(r.id), r.query),
  );
  serveWithSession(api, endpoints.subaccountSettlements, (r) =>
    subaccountSettlements(r.db, r.session, subaccountIdOf(r.id), r.query),
  );
  serveWithSession(api, endpoints.subaccount, (r) => subaccountDetail(r.db, r.session, subaccountIdOf(r.id)));
}
