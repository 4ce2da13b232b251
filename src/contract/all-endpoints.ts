import { analyticsEndpoints } from './analytics-endpoints';
import { apiKeyEndpoints } from './api-keys';
import { areaEndpoints } from './area-endpoints';
import { approvalRuleEndpoints } from './approval-rules';
import { billEndpoints } from './bills';
import { capitalEndpoints } from './capital';
import { cardEndpoints } from './cards';
import { chargebackFineEndpoints } from './chargeback-fines';
import { chargebackEndpoints } from './chargebacks';
import { clientAuditEndpoints } from './client-audits';
import { complianceEndpoints } from './compliance';
import { type EndpointDef, endpoints } from './endpoints';
import { linksPlansEndpoints } from './links-plans';
import { payrollEndpoints } from './payroll';
import { platformServiceEndpoints } from './platform-services';
import { posEndpoints } from './pos';
import { eventEndpoints } from './events';
import { instagramEndpoints } from './instagram';
import { invoiceEndpoints } from './invoices';
import { keystoreEndpoints } from './keystores';
import { profileEndpoints } from './profile-settings';
import { queryEndpoints } from './query-endpoints';
import { referralEndpoints } from './referrals';
import { sandboxEndpoints } from './sandbox';
import { securityEndpoints } from './security-settings';
import { settlementAccountEndpoints } from './settlement-accounts';
import { storePromotionEndpoints } from './store-promotions';
import { storeOrderEndpoints } from './store-orders';
import { storeEndpoints } from './store';
import { subaccountEndpoints } from './subaccounts';
import { teamEndpoints } from './team';
import { transferEndpoints } from './transfer-endpoints';
import { webhookEndpoints } from './webhooks';

/** Every call of the product: the server serves them all; the app imports each area's table on its own. */
export const allEndpoints = {
  ...endpoints,
  // The areas' lists.
  ...areaEndpoints,
  ...sandboxEndpoints,
  // Transactions, refunds, customers, blacklist, balance history, settlements, subaccounts.
  ...queryEndpoints,
  // Transfers, approvals, bulk, push.
  ...transferEndpoints,
  // The compliance accordion.
  ...complianceEndpoints,
  // Overview, insights, downloads, PCI-DSS, guides.
  ...analyticsEndpoints,
  // The team of settings/users and the audit log.
  ...teamEndpoints,
  // One's own password and sessions (settings/general).
  ...securityEndpoints,
  // The business profile, one's own profile and two-factor sign-in (settings/general).
  ...profileEndpoints,
  // Payment links, plans and subscriptions made and changed by the merchant.
  ...linksPlansEndpoints,
  // Invoices: create, edit, send, remind, mark paid, cancel.
  ...invoiceEndpoints,
  // Webhook settings, the delivery log and Resend.
  ...webhookEndpoints,
  // Events: create, edit, cancel, attendees.
  ...eventEndpoints,
  // Store coupons (discounts) and announcements (display messages).
  ...storePromotionEndpoints,
  // Store orders: one order, its status and notes.
  ...storeOrderEndpoints,
  // Capital: accept a loan offer, the active loan, repayments, the sandbox's settlement run.
  ...capitalEndpoints,
  // The online store's details, shipping, products and categories.
  ...storeEndpoints,
  // Chargebacks: one chargeback, accepting or declining it, the sandbox's reviewer.
  ...chargebackEndpoints,
  // Chargeback fines, paying one, the chargeback balance, the sandbox's trigger of due-date reminders.
  ...chargebackFineEndpoints,
  // Airtime & DSTV: options, the smartcard resolver, purchases and receipts.
  ...billEndpoints,
  // Referrals: the business's code and earnings.
  ...referralEndpoints,
  // Virtual cards: create, fund, withdraw, freeze, terminate, bulk upload, the sandbox's merchant.
  ...cardEndpoints,
  // Keystores: the user's dashboard settings that follow them to every device.
  ...keystoreEndpoints,
  // API keys (reveal, regenerate) and the IP whitelist of the merchant API.
  ...apiKeyEndpoints,
  // Bank and settlement accounts of settings/bankaccount: add, make default, remove.
  ...settlementAccountEndpoints,
  // Approval rules: N of M approvers per currency from an amount.
  ...approvalRuleEndpoints,
  // Payroll: employees, runs paid as bulk transfers through the transfers' approvals.
  ...payrollEndpoints,
  // Subaccounts: create, edit, deactivate, their split payments.
  ...subaccountEndpoints,
  // POS: requesting terminals, one request's progress, the sandbox's delivery steps.
  ...posEndpoints,
  // Instagram: connecting the shop's account, importing its posts, the sandbox's customers ordering.
  ...instagramEndpoints,
  // What the app reports to the audit log (v2/audits/create).
  ...clientAuditEndpoints,
  // The caller's address (getpaidx ip) and the barter merchant id with its enrolment.
  ...platformServiceEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type AllEndpoints = typeof allEndpoints;
export type AllEndpointName = keyof AllEndpoints;
