import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { serveWithSession } from '../../session-routes';
import { numericId } from '../../listing';
import { addBlacklist, blacklistEntry, customerDetail, listBlacklist, listCustomers, removeBlacklist } from './service';

/** Customers: the list, one customer, and the blacklist. */
export function customerRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.customersQuery, (r) => listCustomers(r.db, r.session, r.query));
  serve(api, endpoints.customer, resolveSession, async ({ deps, session, params }) => ({
    data: await customerDetail(deps.db, session, numericId(params.id)),
  }));
  serveWithSession(api, endpoints.blacklist, (r) => listBlacklist(r.db, r.session, r.query));
  serve(api, endpoints.addBlacklist, resolveSession, async ({ deps, session, body }) => ({
    data: await addBlacklist(deps.db, session, body),
    message: 'Customer blacklisted',
    status: 201,
  }));
  serve(api, endpoints.blacklistEntry, resolveSession, async ({ deps, session, params }) => ({
    data: await blacklistEntry(deps.db, session, numericId(params.id)),
  }));
  serve(api, endpoints.removeBlacklist, resolveSession, async ({ deps, session, params }) => ({
    data: await removeBlacklist(deps.db, session, numericId(params.id)),
    message: 'Removed from the blacklist',
  }));
}
