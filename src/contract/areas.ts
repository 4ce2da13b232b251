import * as v from 'valibot';
import { CardRecord } from './search';
import { pagedList, pagingQuery, searchTerm } from './paging';
import { ORDER_STATUSES } from './store-orders';

/**
 * Rows of the area lists. Amounts are integer minor units of `currency`; dates are
 * ISO strings. These are the fields every list shows.
 */
const money = { amount: v.number(), currency: v.string() };
const created = { date_created: v.string() };

export const PaymentLink = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  /** payment: /pay/{slug}; donation: /donate/{slug}. */
  kind: v.picklist(['payment', 'donation']),
  amount: v.nullable(v.number()),
  currency: v.string(),
  status: v.picklist(['active', 'inactive']),
  ...created,
});
export const PaymentPlan = v.object({
  id: v.number(),
  name: v.string(),
  ...money,
  interval: v.string(),
  duration: v.number(),
  subscribers: v.number(),
  status: v.picklist(['active', 'cancelled']),
  ...created,
});
export const Subscription = v.object({
  id: v.number(),
  plan_id: v.number(),
  plan_name: v.string(),
  customer_email: v.string(),
  ...money,
  status: v.picklist(['active', 'cancelled', 'past_due', 'completed']),
  next_due: v.nullable(v.string()),
  ...created,
});
export const Invoice = v.object({
  id: v.number(),
  reference: v.string(),
  customer_name: v.string(),
  customer_email: v.string(),
  ...money,
  /** INVOICE_STATUSES of invoices.ts; overdue is computed (sent and past due). */
  status: v.picklist(['draft', 'sent', 'paid', 'overdue', 'cancelled']),
  due_date: v.string(),
  ...created,
});
export const EventRecord = v.object({
  id: v.number(),
  title: v.string(),
  venue: v.string(),
  starts_at: v.string(),
  ticket_price: v.number(),
  currency: v.string(),
  tickets_sold: v.number(),
  status: v.picklist(['upcoming', 'ended', 'cancelled']),
  ...created,
});
export const Product = v.object({
  id: v.number(),
  name: v.string(),
  price: v.number(),
  currency: v.string(),
  stock: v.number(),
  category: v.nullable(v.string()),
  status: v.picklist(['published', 'draft']),
  ...created,
});
export const Order = v.object({
  id: v.number(),
  reference: v.string(),
  customer_name: v.string(),
  items: v.number(),
  ...money,
  status: v.picklist(ORDER_STATUSES),
  ...created,
});
export const Chargeback = v.object({
  id: v.number(),
  transaction_reference: v.string(),
  ...money,
  status: v.picklist(['initiated', 'pending', 'response-pending', 'won', 'lost']),
  due_date: v.string(),
  ...created,
});
export const Bill = v.object({
  id: v.number(),
  type: v.picklist(['airtime', 'dstv']),
  customer: v.string(),
  ...money,
  reference: v.string(),
  status: v.picklist(['successful', 'pending', 'failed']),
  ...created,
});
export const VirtualCard = v.object({
  ...CardRecord.entries,
  status: v.picklist(['active', 'frozen', 'terminated']),
  balance: v.number(),
});
/** A POS terminal request's steps, in order: the sandbox's provider moves it one step at a time. */
export const POS_ORDER_STATUSES = ['requested', 'approved', 'shipped', 'delivered'] as const;
export type PosOrderStatus = (typeof POS_ORDER_STATUSES)[number];
export const PosOrder = v.object({
  id: v.number(),
  reference: v.string(),
  terminals: v.number(),
  address: v.string(),
  /** Who receives the terminals (null on requests made before contacts were asked for). */
  contact_name: v.nullable(v.string()),
  contact_phone: v.nullable(v.string()),
  status: v.picklist(POS_ORDER_STATUSES),
  ...created,
});
/**
 * A payroll run's state: seeded history is paid or scheduled; a run made here is read from its bulk
 * transfer's transfers (awaiting approval while any waits, then paid, partly paid or failed).
 */
export const PAYROLL_RUN_STATUSES = [
  'scheduled',
  'awaiting_approval',
  'processing',
  'paid',
  'partly_paid',
  'failed',
] as const;
export const PayrollRun = v.object({
  id: v.number(),
  period: v.string(),
  employees: v.number(),
  ...money,
  status: v.picklist(PAYROLL_RUN_STATUSES),
  ...created,
});
export const Referral = v.object({
  id: v.number(),
  business_name: v.string(),
  email: v.string(),
  status: v.picklist(['signed-up', 'activated']),
  reward: v.number(),
  currency: v.string(),
  ...created,
});
export const WhitelistIp = v.object({ id: v.number(), ip: v.string(), ...created });
export const WebhookSettings = v.object({
  url: v.nullable(v.string()),
  secret_hash: v.nullable(v.string()),
  hook_as_json: v.boolean(),
  cache_hook_data_on_error: v.boolean(),
  can_use_v3_webhook: v.boolean(),
});
export const Settlement = v.object({
  id: v.number(),
  currency: v.string(),
  gross_amount: v.number(),
  fee: v.number(),
  net_amount: v.number(),
  transactions_count: v.number(),
  status: v.picklist(['pending', 'completed']),
  due_date: v.string(),
  ...created,
});
/** Wallet (spec 1 §3): ledger balance, and the available balance of the partner wallet. */
export const Wallet = v.object({
  wallet_currency_code: v.string(),
  balance: v.number(),
  available_balance: v.number(),
});
export const LoanOffer = v.object({
  offerId: v.string(),
  amount: v.number(),
  currency: v.string(),
  interestRate: v.number(),
  totalRepayment: v.number(),
  tenor: v.number(),
  tenorUnit: v.string(),
});
export const LoanHistoryEntry = v.object({
  id: v.number(),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(['repaid', 'active']),
  ...created,
});
export const StoreDetails = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  description: v.nullable(v.string()),
  currency: v.string(),
  shipping_fee: v.number(),
  contact_email: v.string(),
  contact_phone: v.string(),
  /** Orders of at least this subtotal ship free; null: never. */
  free_shipping_above: v.nullable(v.number()),
  delivery_time: v.string(),
  /** Public uploads shown on the storefront, or null. */
  logo_url: v.nullable(v.string()),
  banner_url: v.nullable(v.string()),
  products_count: v.number(),
  orders_count: v.number(),
});

export const listQuery = v.object({ q: searchTerm(), ...pagingQuery });
/** Payment links, optionally only the active ones (sales mode shows those at the counter). */
export const PaymentLinksQuery = v.object({
  q: searchTerm(),
  status: v.optional(v.picklist(['active', 'inactive'], 'Status is invalid')),
  ...pagingQuery,
});
export const ChargebacksQuery = v.object({
  status: v.optional(v.picklist(['initiated', 'pending', 'response-pending', 'won', 'lost'], 'Status is invalid')),
  include_subaccounts: v.optional(v.picklist(['0', '1'])),
  ...pagingQuery,
});
export const BillsQuery = v.object({
  type: v.optional(v.picklist(['airtime', 'dstv'], 'Type is invalid')),
  ...pagingQuery,
});
export const PosOrdersQuery = v.object({
  status: v.optional(v.picklist(POS_ORDER_STATUSES, 'Status is invalid')),
  ...pagingQuery,
});

export const PaymentLinksList = pagedList('payment_links', PaymentLink);
export const PaymentPlansList = pagedList('plans', PaymentPlan);
export const SubscriptionsList = pagedList('subscriptions', Subscription);
export const InvoicesList = pagedList('invoices', Invoice);
export const EventsList = pagedList('events', EventRecord);
export const ProductsList = pagedList('products', Product);
export const OrdersList = pagedList('orders', Order);
export const ChargebacksList = pagedList('chargebacks', Chargeback);
export const BillsList = pagedList('bills', Bill);
export const VirtualCardsList = pagedList('cards', VirtualCard);
export const PosOrdersList = pagedList('orders', PosOrder);
export const PayrollList = pagedList('payroll', PayrollRun);
export const ReferralsList = pagedList('referrals', Referral);
export const WhitelistIpsList = pagedList('ips', WhitelistIp);
export const SettlementsList = pagedList('settlements', Settlement);
export const LoanHistoryList = pagedList('loans', LoanHistoryEntry);
/** GET v2/loan/offer: status, data.offer, data.status, data.message (spec 2 §7). */
export const LoanOfferResponse = v.object({
  offer: v.nullable(LoanOffer),
  status: v.picklist(['eligible', 'ineligible', 'active']),
  message: v.string(),
});
