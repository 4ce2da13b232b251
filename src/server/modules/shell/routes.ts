import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import {
  accountUpdate,
  complianceStatus,
  limits,
  newBusiness,
  settlementAccountList,
  subAccounts,
  walletList,
} from './accounts';
import {
  billList,
  eventList,
  invoiceList,
  loanHistory,
  loanOffer,
  orderList,
  paymentLinkList,
  paymentPlanList,
  posOrderList,
  productList,
  referralList,
  settlementList,
  storeDetails,
  storeProductList,
  subscriptionList,
  virtualCardList,
  webhookDetails,
  whitelistIpList,
} from './areas';
import { listChargebacks, searchCards, searchSubaccounts } from './records';
import { barterEnroll, barterMerchantId } from './barter';
import { plainAddress, remoteAddress } from '../../client-address';
import { BARTER_MESSAGES } from '../../../contract/platform-services';

/** The logged-in shell: switcher, mode switch, limits, banners' data, search and the area lists. */
export function shellRoutes(api: Hono<AppEnv>): void {
  // Switcher, new business, mode switch, limits, banks, compliance, wallets.
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
  serve(api, endpoints.settlementAccounts, resolveSession, async ({ deps, session }) => ({
    data: await settlementAccountList(deps.db, session),
  }));
  serve(api, endpoints.complianceStatus, resolveSession, async ({ deps, session }) => ({
    data: await complianceStatus(deps.db, session),
  }));
  serve(api, endpoints.wallets, resolveSession, async ({ deps, session }) => ({
    data: await walletList(deps.db, session),
  }));

  // Global search and the counts of the sidebar badges.
  // v2/transactions/query and v2/customers/query are served by modules/queries.
  serve(api, endpoints.cardsSearch, resolveSession, async ({ deps, session, query }) => ({
    data: await searchCards(deps.db, session, query),
  }));
  serve(api, endpoints.subaccounts, resolveSession, async ({ deps, session, query }) => ({
    data: await searchSubaccounts(deps.db, session, query),
  }));
  serve(api, endpoints.chargebacks, resolveSession, async ({ deps, session, query }) => ({
    data: await listChargebacks(deps.db, session, query),
  }));

  // Area lists.
  serve(api, endpoints.settlements, resolveSession, async ({ deps, session, query }) => ({
    data: await settlementList(deps.db, session, query),
  }));
  serve(api, endpoints.paymentLinks, resolveSession, async ({ deps, session, query }) => ({
    data: await paymentLinkList(deps.db, session, query),
  }));
  serve(api, endpoints.paymentPlans, resolveSession, async ({ deps, session, query }) => ({
    data: await paymentPlanList(deps.db, session, query),
  }));
  serve(api, endpoints.subscriptions, resolveSession, async ({ deps, session, query }) => ({
    data: await subscriptionList(deps.db, session, query),
  }));
  serve(api, endpoints.invoices, resolveSession, async ({ deps, session, query }) => ({
    data: await invoiceList(deps.db, session, query),
  }));
  serve(api, endpoints.events, resolveSession, async ({ deps, session, query }) => ({
    data: await eventList(deps.db, session, query),
  }));
  serve(api, endpoints.store, resolveSession, async ({ deps, session }) => ({
    data: await storeDetails(deps.db, session),
  }));
  serve(api, endpoints.storeProducts, resolveSession, async ({ deps, session, query }) => ({
    data: await storeProductList(deps.db, session, query),
  }));
  serve(api, endpoints.storeOrders, resolveSession, async ({ deps, session, query }) => ({
    data: await orderList(deps.db, session, query, 'store'),
  }));
  serve(api, endpoints.instagramProducts, resolveSession, async ({ deps, session, query }) => ({
    data: await productList(deps.db, session, query, 'instagram'),
  }));
  serve(api, endpoints.instagramOrders, resolveSession, async ({ deps, session, query }) => ({
    data: await orderList(deps.db, session, query, 'instagram'),
  }));
  serve(api, endpoints.bills, resolveSession, async ({ deps, session, query }) => ({
    data: await billList(deps.db, session, query),
  }));
  serve(api, endpoints.virtualCards, resolveSession, async ({ deps, session, query }) => ({
    data: await virtualCardList(deps.db, session, query),
  }));
  serve(api, endpoints.posOrders, resolveSession, async ({ deps, session, query }) => ({
    data: await posOrderList(deps.db, session, query),
  }));
  serve(api, endpoints.referrals, resolveSession, async ({ deps, session, query }) => ({
    data: await referralList(deps.db, session, query),
  }));
  serve(api, endpoints.webhooks, resolveSession, async ({ deps, session }) => ({
    data: await webhookDetails(deps.db, session),
  }));
  serve(api, endpoints.whitelistIps, resolveSession, async ({ deps, session, query }) => ({
    data: await whitelistIpList(deps.db, session, query),
  }));
  serve(api, endpoints.loanOffer, resolveSession, async ({ deps, session }) => {
    const data = await loanOffer(deps.db, session);
    return { data, message: data.message };
  });
  serve(api, endpoints.loanHistory, resolveSession, async ({ deps, session, query }) => ({
    data: await loanHistory(deps.db, session, query),
  }));
}
