import * as v from 'valibot';
import { PAYMENT_TYPES, TRANSACTION_STATUSES } from './codes';
import { isCalendarDay } from './validators';

export { PAYMENT_TYPES, TRANSACTION_STATUSES } from './codes';
import { Settlement } from './areas';
import { PageInfo, pagingQuery, searchTerm } from './paging';
import { CustomerRecord, SubaccountRecord, TransactionRecord } from './search';

/**
 * Transactions, customers, balance and settlements, subaccounts: the query
 * endpoints' filters, rows and detail records. Amounts are integer minor units.
 */

export const PAYMENT_TYPE_LABELS: Record<(typeof PAYMENT_TYPES)[number], string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  account: 'Bank account',
  mobilemoney: 'Mobile money',
};
export const BLACKLIST_TYPES = ['email', 'phone'] as const;
export type BlacklistType = (typeof BLACKLIST_TYPES)[number];

/**
 * Lists count their matches up to this many rows, so the first page of any filter stays
 * fast on years of data; past it page_info.total is this cap and total_capped is true.
 */
export const COUNT_CAP = 10_000;

/* @__NO_SIDE_EFFECTS__ */ // a schema factory: lets unused schemas drop out of bundles
const isoDay = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`),
      v.check(isCalendarDay, `${name} must be a date (YYYY-MM-DD)`),
    ),
  );
/* @__NO_SIDE_EFFECTS__ */ // a schema factory: lets unused schemas drop out of bundles
const minorParam = (name: string) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,15}$/, `${name} must be a whole number of minor units`), v.transform(Number)),
  );
/* @__NO_SIDE_EFFECTS__ */ // a schema factory: lets unused schemas drop out of bundles
const idParam = (name: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${name} is invalid`), v.transform(Number)));
const currencyParam = v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'Currency is invalid')));

/** GET v2/transactions/query: q (reference prefix, customer name, email or phone) and the filters. */
export const TransactionsFilterQuery = v.object({
  q: searchTerm(),
  status: v.optional(v.picklist(TRANSACTION_STATUSES, 'Status is invalid')),
  currency: currencyParam,
  payment_type: v.optional(v.picklist(PAYMENT_TYPES, 'Payment type is invalid')),
  from: isoDay('From'),
  to: isoDay('To'),
  amount_min: minorParam('Minimum amount'),
  amount_max: minorParam('Maximum amount'),
  customer_id: idParam('Customer'),
  settlement_id: idParam('Settlement'),
  subaccount_id: idParam('Subaccount'),
  ...pagingQuery,
});
export type TransactionsFilterQuery = v.InferInput<typeof TransactionsFilterQuery>;

export const TransactionRow = v.object({
  ...TransactionRecord.entries,
  payment_type: v.string(),
  fee: v.number(),
  amount_refunded: v.number(),
  customer_name: v.nullable(v.string()),
  customer_email: v.nullable(v.string()),
});
export type TransactionRow = v.InferOutput<typeof TransactionRow>;

export const TransactionsPage = v.object({
  transactions: v.array(TransactionRow),
  page_info: PageInfo,
  total_capped: v.optional(v.boolean()),
});

/** GET v2/transactions/export: every row of the filters (up to COUNT_CAP) for the CSV export. */
export const TransactionsExport = v.object({ transactions: v.array(TransactionRow), truncated: v.boolean() });

export const RefundRecord = v.object({
  id: v.number(),
  transaction_id: v.number(),
  transaction_reference: v.string(),
  reference: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.string(),
  reason: v.string(),
  customer_email: v.nullable(v.string()),
  date_created: v.string(),
});
export type RefundRecord = v.InferOutput<typeof RefundRecord>;

export const RefundsQuery = v.object({
  q: searchTerm(),
  currency: currencyParam,
  from: isoDay('From'),
  to: isoDay('To'),
  ...pagingQuery,
});
export const RefundsPage = v.object({
  refunds: v.array(RefundRecord),
  page_info: PageInfo,
  total_capped: v.optional(v.boolean()),
});

export const TimelineEvent = v.object({ event: v.string(), label: v.string(), at: v.string() });
export type TimelineEvent = v.InferOutput<typeof TimelineEvent>;

/** GET v2/transactions/{id}: the payment with its customer, card or bank, fees, settlement, refunds, timeline. */
export const TransactionDetail = v.object({
  ...TransactionRow.entries,
  net_amount: v.number(),
  refundable: v.number(),
  device: v.nullable(v.string()),
  bank: v.nullable(v.string()),
  city: v.nullable(v.string()),
  card: v.nullable(v.object({ first6: v.string(), last4: v.string(), brand: v.string() })),
  customer: v.nullable(
    v.object({ id: v.number(), fullname: v.string(), email: v.string(), phone: v.nullable(v.string()) }),
  ),
  settlement: v.nullable(
    v.object({
      id: v.number(),
      status: v.string(),
      due_date: v.string(),
      net_amount: v.number(),
      currency: v.string(),
    }),
  ),
  subaccount: v.nullable(v.object({ id: v.number(), business_name: v.string() })),
  refunds: v.array(RefundRecord),
  receipt_sent_at: v.nullable(v.string()),
  timeline: v.array(TimelineEvent),
});
export type TransactionDetail = v.InferOutput<typeof TransactionDetail>;

/** POST v2/transactions/{id}/refund: no amount refunds what is left. */
export const RefundRequest = v.object({
  amount: v.optional(
    v.pipe(
      v.number('Amount must be a number'),
      v.integer('Amount must be in whole minor units'),
      v.minValue(1, 'Amount must be more than zero'),
    ),
  ),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Reason must be at most 200 characters')), ''),
});
export type RefundRequest = v.InferInput<typeof RefundRequest>;

export const RefundResponse = v.object({ refund: RefundRecord, transaction: TransactionDetail });

export const ReceiptResponse = v.object({ sent_to: v.string(), receipt_sent_at: v.string() });

export const CustomersFilterQuery = v.object({
  q: searchTerm(),
  blacklisted: v.optional(v.picklist(['0', '1'], 'Blacklisted is invalid')),
  ...pagingQuery,
});
export const CustomerRow = v.object({
  ...CustomerRecord.entries,
  phone: v.nullable(v.string()),
  blacklisted: v.boolean(),
});
export type CustomerRow = v.InferOutput<typeof CustomerRow>;
export const CustomersPage = v.object({
  customers: v.array(CustomerRow),
  page_info: PageInfo,
  total_capped: v.optional(v.boolean()),
});

export const BlacklistEntry = v.object({
  id: v.number(),
  type: v.picklist(BLACKLIST_TYPES),
  value: v.string(),
  reason: v.string(),
  customer_id: v.nullable(v.number()),
  customer_fullname: v.nullable(v.string()),
  date_created: v.string(),
});
export type BlacklistEntry = v.InferOutput<typeof BlacklistEntry>;

export const CustomerTotal = v.object({
  currency: v.string(),
  total_spent: v.number(),
  payments: v.number(),
  refunded: v.number(),
});

/** GET v2/customers/{id}: the customer, totals per currency and the blacklist entries naming them. */
export const CustomerDetail = v.object({
  ...CustomerRow.entries,
  city: v.nullable(v.string()),
  totals: v.array(CustomerTotal),
  last_payment_at: v.nullable(v.string()),
  blacklist: v.array(BlacklistEntry),
});
export type CustomerDetail = v.InferOutput<typeof CustomerDetail>;

export const BlacklistQuery = v.object({
  type: v.optional(v.picklist(BLACKLIST_TYPES, 'Type is invalid')),
  ...pagingQuery,
});
export const BlacklistPage = v.object({ entries: v.array(BlacklistEntry), page_info: PageInfo });

/** POST v2/blacklist: a customer (by id) or a bare email or phone. */
export const BlacklistRequest = v.object({
  customer_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'Customer is invalid'))),
  type: v.optional(v.picklist(BLACKLIST_TYPES, 'Type is invalid'), 'email'),
  value: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Value must be at most 200 characters'))),
  reason: v.pipe(
    v.string('Reason is empty'),
    v.trim(),
    v.minLength(1, 'Reason is empty'),
    v.maxLength(200, 'Reason must be at most 200 characters'),
  ),
});
export type BlacklistRequest = v.InferInput<typeof BlacklistRequest>;

export const SettlementDetail = v.object({
  ...Settlement.entries,
  period_start: v.string(),
  period_end: v.string(),
  destination: v.nullable(v.object({ bank_name: v.string(), account_number: v.string(), account_name: v.string() })),
});
export type SettlementDetail = v.InferOutput<typeof SettlementDetail>;

export const HistoryQuery = v.object({
  currency: currencyParam,
  type: v.optional(v.picklist(['C', 'D'], 'Type is invalid')),
  from: isoDay('From'),
  to: isoDay('To'),
  ...pagingQuery,
});
export const LedgerEntry = v.object({
  id: v.number(),
  currency: v.string(),
  amount: v.number(),
  balance_after: v.number(),
  type: v.picklist(['C', 'D']),
  narration: v.string(),
  reference: v.string(),
  date_created: v.string(),
});
export type LedgerEntry = v.InferOutput<typeof LedgerEntry>;
export const HistoryPage = v.object({ entries: v.array(LedgerEntry), page_info: PageInfo });

/** Rolling reserve: a share of each successful payment held for the window, from the preference's rate. */
export const ROLLING_RESERVE_DAYS = 90;
export const RollingReserve = v.object({
  rate: v.number(),
  window_days: v.number(),
  currencies: v.array(
    v.object({
      currency: v.string(),
      held: v.number(),
      payments: v.number(),
      next_release_at: v.nullable(v.string()),
      next_release_amount: v.number(),
    }),
  ),
});
export type RollingReserve = v.InferOutput<typeof RollingReserve>;

export const SubaccountDetail = v.object({
  ...SubaccountRecord.entries,
  bank_code: v.string(),
  /** The settlement account holder's name, as the bank resolved it. */
  account_name: v.string(),
  business_email: v.string(),
  business_mobile: v.string(),
  split_type: v.picklist(['percentage', 'flat']),
  /** percentage: per cent (12.5); flat: minor units of split_currency. */
  split_value: v.number(),
  split_currency: v.nullable(v.string()),
  /** Per currency: the subaccount's shares of its split payments (total) and how many payments. */
  totals: v.array(v.object({ currency: v.string(), total: v.number(), payments: v.number() })),
});
export type SubaccountDetail = v.InferOutput<typeof SubaccountDetail>;

/** A subaccount's share of each settlement: its successful payments in that settlement. */
export const SubaccountSettlement = v.object({
  settlement_id: v.number(),
  currency: v.string(),
  status: v.string(),
  due_date: v.string(),
  transactions_count: v.number(),
  /** The split payments' amounts and fees in the settlement. */
  gross_amount: v.number(),
  fee: v.number(),
  /** What of them is the subaccount's (its shares). */
  subaccount_share: v.number(),
});
export const SubaccountSettlementsPage = v.object({
  settlements: v.array(SubaccountSettlement),
  page_info: PageInfo,
});
