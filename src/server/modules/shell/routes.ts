import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { accountUpdate, limits, newBusiness, subAccounts, walletList } from './accounts';
import { barterEnroll, barterMerchantId } from './barter';
import { plainAddress, remoteAddress } from '../../client-address';
import { BARTER_MESSAGES } from '../../../contract/platform-services';

/** The logged-in shell: switcher, new business, mode switch, limits and wallets; each area serves its own lists. */
export function shellRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.subAccounts, resolveSession, async ({ deps, session }) => ({
    data: await subAccounts(deps.db, session),
  }));
  serve(api, endpoints.barterMerchantId, resolveSession, async ({ deps, session }) => ({
    data: await barterMerchantId(deps.db, session),
  }));
  serve(api, endpoints.barterEnroll, resolveSession, async ({ deps, session }) => ({
    data: await barterEnroll(deps.db, session),
    message: BARTER_MESSAGES.enrolled,
  }));
  // The address the IP whitelist compares: the socket's peer, never a header anyone can send.
  serve(api, endpoints.clientIp, resolveSession, async ({ c }) => {
    const address = remoteAddress(c);
    return { data: { ip: address ? plainAddress(address) : null } };
  });
  serve(api, endpoints.newBusiness, resolveSession, async ({ deps, session, body }) => ({
    data: await newBusiness(deps.db, session, body),
    message: 'Business was added successfully',
    status: 201,
  }));
  serve(api, endpoints.accountUpdate, resolveSession, async ({ deps, session, body }) =>
    accountUpdate(deps.db, session, body),
  );
  serve(api, endpoints.transactionLimits, resolveSession, async ({ deps, session }) => ({
    data: await limits(deps.db, session),
  }));
  serve(api, endpoints.wallets, resolveSession, async ({ deps, session }) => ({
    data: await walletList(deps.db, session),
  }));
}
