import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { byBody, bySession, created, serveWithSession } from '../../session-routes';
import { accountUpdate, limits, newBusiness, subAccounts, walletList } from './accounts';
import { barterEnroll, barterMerchantId } from './barter';
import { plainAddress, remoteAddress } from '../../client-address';
import { BARTER_MESSAGES } from '../../../contract/platform-services';

/** The logged-in shell: switcher, new business, mode switch, limits and wallets; each area serves its own lists. */
export function shellRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.subAccounts, bySession(subAccounts));
  serveWithSession(api, endpoints.barterMerchantId, bySession(barterMerchantId));
  serveWithSession(api, endpoints.barterEnroll, bySession(barterEnroll), BARTER_MESSAGES.enrolled);
  // The address the IP whitelist compares: the socket's peer, never a header anyone can send.
  serve(api, endpoints.clientIp, resolveSession, async ({ c }) => {
    const address = remoteAddress(c);
    return { data: { ip: address ? plainAddress(address) : null } };
  });
  serveWithSession(api, endpoints.newBusiness, byBody(newBusiness), created('Business was added successfully'));
  serve(api, endpoints.accountUpdate, resolveSession, async ({ deps, session, body }) =>
    accountUpdate(deps.db, session, body),
  );
  serveWithSession(api, endpoints.transactionLimits, bySession(limits));
  serveWithSession(api, endpoints.wallets, bySession(walletList));
}
