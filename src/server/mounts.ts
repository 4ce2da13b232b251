import type { Hono } from 'hono';
import type { AppEnv } from './http';
import { accessRoutes } from './modules/access/routes';
import { collabConfirmPage } from './modules/access/collab-page';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { v3Routes } from './modules/api-v3/routes';
import { balanceRoutes } from './modules/balance/routes';
import { billRoutes } from './modules/bills/routes';
import { capitalRoutes, capitalSandboxRoutes } from './modules/capital/routes';
import { cardRoutes, cardSandboxRoutes } from './modules/cards/routes';
import { chargebackRoutes, chargebackSandboxRoutes } from './modules/chargebacks/routes';
import { checkoutPages, checkoutSandboxPages, checkoutSandboxRoutes } from './modules/checkout/routes';
import { complianceRoutes } from './modules/compliance/routes';
import { complianceSandboxPages } from './modules/compliance/sandbox-pages';
import { customerRoutes } from './modules/customers/routes';
import { eventRoutes } from './modules/events/routes';
import { instagramRoutes, instagramSandboxRoutes } from './modules/instagram/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { keystoreRoutes } from './modules/keystores/routes';
import { merchantRoutes } from './modules/merchant/routes';
import { overviewRoutes } from './modules/overview/routes';
import { pcidssCheckoutPages, pcidssPage } from './modules/overview/pcidss';
import { paymentsRoutes } from './modules/payments/routes';
import { payrollRoutes } from './modules/payroll/routes';
import { posRoutes, posSandboxRoutes } from './modules/pos/routes';
import { pwaRoutes } from './modules/pwa/routes';
import { referralRoutes } from './modules/referrals/routes';
import { settingsRoutes } from './modules/settings/routes';
import { shellRoutes } from './modules/shell/routes';
import { storePromotionRoutes } from './modules/store-promotions/routes';
import { storeRoutes } from './modules/store/routes';
import { storefrontPages, storeOrderRoutes } from './modules/storefront/routes';
import { subaccountRoutes } from './modules/subaccounts/routes';
import { transactionRoutes } from './modules/transactions/routes';
import { transferRoutes } from './modules/transfers/routes';
import { sandboxApiRoutes, sandboxPageRoutes } from './sandbox/routes';
import { sandboxWebhookRoutes } from './sandbox/webhooks';
import { webhookRoutes } from './webhooks/routes';

type Mount = (router: Hono<AppEnv>) => void;

/**
 * One server module: its API under /api, its public pages, and what only the sandbox serves. Each is
 * mounted on a router of its own with route(); the order of SERVER_MODULES does not matter (a :param
 * route yields to a literal one, http.ts), which app.test.ts proves by mounting them in reverse.
 */
export interface ServerModule {
  name: string;
  api?: Mount;
  pages?: Mount;
  sandboxApi?: Mount;
  sandboxPages?: Mount;
}

export const SERVER_MODULES: readonly ServerModule[] = [
  { name: 'access', api: accessRoutes, pages: collabConfirmPage },
  { name: 'api-keys', api: apiKeyRoutes },
  { name: 'api-v3', api: v3Routes },
  { name: 'balance', api: balanceRoutes },
  { name: 'bills', api: billRoutes },
  { name: 'capital', api: capitalRoutes, sandboxApi: capitalSandboxRoutes },
  { name: 'cards', api: cardRoutes, sandboxApi: cardSandboxRoutes },
  { name: 'chargebacks', api: chargebackRoutes, sandboxApi: chargebackSandboxRoutes },
  {
    name: 'checkout',
    pages: checkoutPages,
    sandboxApi: checkoutSandboxRoutes,
    sandboxPages: checkoutSandboxPages,
  },
  { name: 'compliance', api: complianceRoutes, sandboxPages: complianceSandboxPages },
  { name: 'customers', api: customerRoutes },
  { name: 'events', api: eventRoutes },
  { name: 'instagram', api: instagramRoutes, sandboxApi: instagramSandboxRoutes },
  { name: 'invoices', api: invoiceRoutes },
  { name: 'keystores', api: keystoreRoutes },
  { name: 'merchant', api: merchantRoutes },
  { name: 'overview', api: overviewRoutes, pages: pcidssPage, sandboxPages: pcidssCheckoutPages },
  { name: 'payments', api: paymentsRoutes },
  { name: 'payroll', api: payrollRoutes },
  { name: 'pos', api: posRoutes, sandboxApi: posSandboxRoutes },
  { name: 'pwa', pages: pwaRoutes },
  { name: 'referrals', api: referralRoutes },
  { name: 'settings', api: settingsRoutes },
  { name: 'shell', api: shellRoutes },
  { name: 'store', api: storeRoutes },
  { name: 'store-promotions', api: storePromotionRoutes },
  { name: 'storefront', api: storeOrderRoutes, pages: storefrontPages },
  { name: 'subaccounts', api: subaccountRoutes },
  { name: 'transactions', api: transactionRoutes },
  { name: 'transfers', api: transferRoutes },
  { name: 'webhooks', api: webhookRoutes },
  {
    name: 'sandbox',
    sandboxApi: sandboxApiRoutes,
    sandboxPages: (app) => {
      sandboxPageRoutes(app);
      sandboxWebhookRoutes(app);
    },
  },
];
