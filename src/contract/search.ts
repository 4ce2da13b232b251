import * as v from 'valibot';
import { pagedList, pagingQuery, searchTerm } from './paging';

/**
 * Search result records (spec 1 §3). Amounts are integer minor units of `currency`
 * everywhere in this API (DESIGN §4); the app formats them.
 */
export const CustomerRecord = v.object({
  id: v.number(),
  customer_fullname: v.string(),
  customer_email: v.string(),
  date_created: v.string(),
});
export const TransactionRecord = v.object({
  id: v.number(),
  currency: v.string(),
  amount_charged: v.number(),
  status: v.string(),
  narration: v.string(),
  unique_reference: v.string(),
  date_created: v.string(),
});
export const TransferRecord = v.object({
  id: v.number(),
  currency: v.string(),
  amount: v.number(),
  status: v.string(),
  narration: v.string(),
  fullname: v.string(),
  reference: v.string(),
  date_created: v.string(),
});
export const CardRecord = v.object({
  card_id: v.string(),
  first6: v.string(),
  last4: v.string(),
  currency: v.string(),
  name: v.string(),
  date_created: v.string(),
});
export const SubaccountRecord = v.object({
  id: v.number(),
  subaccount_id: v.string(),
  business_name: v.string(),
  fullname: v.string(),
  account_number: v.string(),
  bank_name: v.string(),
  /** inactive: deactivated, links no longer split with it. Beyond the spec's record: active when absent. */
  status: v.optional(v.picklist(['active', 'inactive']), 'active'),
  date_created: v.string(),
});
export type CustomerRecord = v.InferOutput<typeof CustomerRecord>;
export type TransactionRecord = v.InferOutput<typeof TransactionRecord>;
export type TransferRecord = v.InferOutput<typeof TransferRecord>;
export type CardRecord = v.InferOutput<typeof CardRecord>;
export type SubaccountRecord = v.InferOutput<typeof SubaccountRecord>;

// The transactions, customers and transfers searches use those lists' own query and page schemas
// (queries.ts, transfers.ts); cards and subaccounts have only these.
export const CardsQuery = v.object({ name: searchTerm('Name'), card_id: searchTerm('Card id'), ...pagingQuery });
export const SubaccountsQuery = v.object({ business_name: searchTerm('Business name'), ...pagingQuery });

export const CardsList = pagedList('cards', CardRecord);
export const SubaccountsList = pagedList('subaccounts', SubaccountRecord);

/** The five groups of the global search, in the order they show (spec 1 §2). */
export const SEARCH_GROUPS = ['customers', 'transactions', 'transfers', 'cards', 'subaccounts'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
/** The panel shows at most 2 results per group (spec 1 §9). */
export const SEARCH_RESULTS_PER_GROUP = 2;
export const SEARCH_EMPTY_MESSAGE = 'No data matching your current search item.';
