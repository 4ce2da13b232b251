import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import type { AppEnv } from '../../http';
import { byBody, byQuery, created, serveWithSession } from '../../session-routes';
import { numericId } from '../../listing';
import { addBlacklist, blacklistEntry, customerDetail, listBlacklist, listCustomers, removeBlacklist } from './service';

/** Customers: the list, one customer, and the blacklist. */
export function customerRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.customersQuery, byQuery(listCustomers));
  serveWithSession(api, endpoints.customer, (r) => customerDetail(r.db, r.session, numericId(r.id)));
  serveWithSession(api, endpoints.blacklist, byQuery(listBlacklist));
  serveWithSession(api, endpoints.addBlacklist, byBody(addBlacklist), created('Customer blacklisted'));
  serveWithSession(api, endpoints.blacklistEntry, (r) => blacklistEntry(r.db, r.session, numericId(r.id)));
  serveWithSession(
    api,
    endpoints.removeBlacklist,
    (r) => removeBlacklist(r.db, r.session, numericId(r.id)),
    'Removed from the blacklist',
  );
}
