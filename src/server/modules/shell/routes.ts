import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { created, serveWithSession } from '../../session-routes';
import { accountUpdate, limits, newBusiness, subAccounts, walletList } from './accounts';
import { barterEnroll, barterMerchantId } from './barter';
import { plainAddress, remoteAddress } from '../../client-address';
import { BARTER_MESSAGES } from '../../../contract/platform-services';

/** The logged-in shell: switcher, new business, mode switch, limits and wallets; each area serves its own lists. */
export function shellRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.subAccounts, (r) => subAccounts(r.db, r.session));
  serveWithSession(api, endpoints.barterMerchantId, (r) => barterMerchantId(r.db, r.session));
  serveWithSession(api, endpoints.barterEnroll, (r) => barterEnroll(r.db, r.session), {
    message: BARTER_MESSAGES.enrolled,
  });
  // The address the IP whitelist compares: the socket's peer, never a header anyone can send.
  serve(api, endpoints.clientIp, resolveSession, async ({ c }) => {
    const address = remoteAddress(c);
    return { data: { ip: address ? plainAddress(address) : null } };
  });
  serveWithSession(
    api,
    endpoints.newBusiness,
    (r) => newBusiness(r.db, r.session, r.body),
    created('Business was added successfully'),
  );
  serve(api, endpoints.accountUpdate, resolveSession, async ({ deps, session, body }) =>
    accountUpdate(deps.db, session, body),
  );
  serveWithSession(api, endpoints.transactionLimits, (r) => limits(r.db, r.session));
  serveWithSession(api, endpoints.wallets, (r) => walletList(r.db, r.session));
}
