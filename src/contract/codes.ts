/**
 * Code lists the routes check their search parameters against. They live apart from the schemas
 * that use them so a route's first load does not carry its whole area's contract.
 */

// Transfers (spec 1 §4 transfer statuses; spec 2 §3 bulk rows).
export const TRANSFER_STATUSES = [
  'NEW',
  'PENDING',
  'PENDING-HOOK',
  'SUCCESSFUL',
  'FAILED',
  'FAILED:INVALID_ACCOUNT',
  'REJECTED',
] as const;
export const BULK_ENTITIES = ['bank', 'mobile_money'] as const;
export type BulkEntity = (typeof BULK_ENTITIES)[number];

// Transactions (spec 1 §4).
export const TRANSACTION_STATUSES = ['successful', 'failed', 'pending', 'pending-capture'] as const;
export const PAYMENT_TYPES = ['card', 'bank_transfer', 'ussd', 'account', 'mobilemoney'] as const;

/** Spec 1 §9: date presets today, 7, 30, 365 days; the week filter of payment time looks back 8 days. */
export const OVERVIEW_PRESETS = [
  { id: 'today', label: 'Today', daysBack: 0 },
  { id: '7d', label: 'Last 7 days', daysBack: 7 },
  { id: '30d', label: '30 days', daysBack: 30 },
  { id: '1y', label: '1 year', daysBack: 365 },
] as const;
export type OverviewPresetId = (typeof OVERVIEW_PRESETS)[number]['id'];

/** Wallet currencies in selectors (spec 1 §9). */
export const WALLET_CURRENCIES = ['NGN', 'USD', 'KES', 'GHS', 'UGX', 'TZS', 'SLL', 'ZMW', 'ZAR', 'GBP', 'EUR'] as const;
