import * as v from 'valibot';

export { OVERVIEW_PRESETS, type OverviewPresetId } from './codes';
export { SW_CACHED_AT_HEADER } from './constants';

/**
 * Overview analytics (spec 1 §2 overview area, §3 insight and balance records, §4 download,
 * §7 calls, §9 constants). Amounts are integer minor units of the queried currency.
 */

/** Spec 1 §9: top 3 customers and banks, top 4 payment options. */
export const TOP_CUSTOMERS = 3;
export const TOP_BANKS = 3;
export const TOP_PAYMENT_OPTIONS = 4;
/** Spec 1 §9: the week filter of payment time looks back 8 days (the presets are in codes.ts). */
export const PAYMENT_TIME_WEEK_DAYS = 8;
/** Spec 1 §9: download ranges go back 8, 31 and 366 days, from 00:00:00 to 23:59:59. */
export const DOWNLOAD_RANGES = [
  { id: 'today', label: 'Today', daysBack: 0 },
  { id: 'yesterday', label: 'Yesterday', daysBack: 1 },
  { id: '7d', label: 'Last 7 days', daysBack: 8 },
  { id: '30d', label: 'Last 30 days', daysBack: 31 },
  { id: '1y', label: '1 year', daysBack: 366 },
  { id: 'custom', label: 'Custom range', daysBack: null },
] as const;
export type DownloadRangeId = (typeof DOWNLOAD_RANGES)[number]['id'];
export const DOWNLOAD_DATA_TYPES = [
  { id: 'both', label: 'Payments and Transfers' },
  { id: 'payments', label: 'Payments' },
  { id: 'transfers', label: 'Transfers' },
] as const;
/**
 * The Download Account Summary form (spec 1 §2): a range, a required data type; a custom range needs
 * both its days.
 */
export const DownloadSummaryForm = v.pipe(
  v.object({
    range: v.picklist(
      DOWNLOAD_RANGES.map((r) => r.id),
      'Date range is empty',
    ),
    data_type: v.picklist(
      DOWNLOAD_DATA_TYPES.map((t) => t.id),
      'Data type is empty',
    ),
    from: v.optional(v.string()),
    to: v.optional(v.string()),
  }),
  v.forward(
    v.partialCheck(
      [['range'], ['from'], ['to']],
      ({ range, from, to }) => range !== 'custom' || Boolean(from && to),
      'Date range is empty',
    ),
    ['from'],
  ),
);

/** Spec 1 §4: poll every 2 s, every 4 s once the attempt count exceeds 10000. */
export const DOWNLOAD_POLL_MS = 2000;
export const DOWNLOAD_SLOW_POLL_MS = 4000;
export const DOWNLOAD_SLOW_AFTER_ATTEMPTS = 10_000;
export const DOWNLOAD_MESSAGES = {
  failed: 'Download failed, Please try again',
  fetching: 'Fetching Download...',
  complete: 'Fetch Complete, Downloading...',
} as const;
/** Spec 1 §9: the PCI DSS certification fee, 50,000 NGN (minor units). */
export const PCIDSS_FEE = { amount: 5_000_000, currency: 'NGN' } as const;
export const NOT_AVAILABLE = 'Not Available';
export const NO_DATA_YET = 'No data to show yet.';

/** A date-time in the API's 'YYYY-MM-DD HH:mm:ss' form (or a bare day). */
const Stamp = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'Date must look like YYYY-MM-DD HH:mm:ss'),
);
const Currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'Currency is invalid'));

export const AnalyticsQuery = v.object({ currency: Currency, from: Stamp, to: Stamp });
export const RangeQuery = v.object({ from: Stamp, to: Stamp, currency: v.optional(Currency) });

/** Insight rows (spec 1 §3): each endpoint fills the fields it groups by. */
export const TotalProcessedRow = v.object({ total_value: v.number(), total_fee: v.number(), total_volume: v.number() });
export const HourRow = v.object({ created_hour: v.number(), total_value: v.number(), total_volume: v.number() });
export const AgentRow = v.object({ agent: v.string(), total_volume: v.number() });
export const BankRow = v.object({ bank: v.string(), total_volume: v.number(), total_value: v.number() });
export const PaymentOptionRow = v.object({
  payment_type: v.string(),
  total_volume: v.number(),
  total_value: v.number(),
});
/** A city with the coordinates the server resolved from its local table (null when unknown). */
export const LocationRow = v.object({
  city: v.string(),
  total_volume: v.number(),
  total_value: v.number(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
});
export const BiggestCustomer = v.object({
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  total_value: v.nullable(v.number()),
  total_volume: v.nullable(v.number()),
  /** Share of the period's revenue, in percent with 2 decimals. */
  revenue: v.nullable(v.number()),
});
export const MaxMinCustomers = v.object({
  biggest: v.array(BiggestCustomer),
  total_customers: v.number(),
  average_customer_revenue: v.number(),
});

/** Earnings record (spec 1 §3): per hour when the range is one day, else per day (hour_created null). */
export const EarningsRow = v.object({
  hour_created: v.nullable(v.number()),
  total_amount: v.number(),
  total_volume: v.number(),
  date_created_str: v.string(),
});
/** Customer overview record (spec 1 §3). */
export const CustomerOverviewRow = v.object({
  hour_created: v.nullable(v.number()),
  total_volume: v.number(),
  date_created: v.string(),
});
export const GrossSettlements = v.object({
  total_value: v.number(),
  total_volume: v.number(),
  currency: v.string(),
});
export const SettlementsSummaryQuery = v.object({
  merchant_id: v.optional(v.string()),
  currency: Currency,
  from: Stamp,
  to: Stamp,
});
/** Settlement summary record (spec 1 §3). */
export const SettlementSummaryRow = v.object({ due_date: v.string(), value: v.number() });
export const CardSettlementsQuery = v.object({
  merchant_id: v.optional(v.string()),
  currency: Currency,
  due_date: v.optional(Stamp),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'Page is invalid'))),
});
/** Card settlement (spec 1 §3): net_amount, created_at. */
export const CardSettlement = v.object({
  id: v.number(),
  net_amount: v.number(),
  currency: v.string(),
  created_at: v.string(),
});

/** Download Account Summary (spec 1 §4, §7): type_filter omitted for both data types. */
export const BalanceReportRequest = v.object({
  currency: Currency,
  sort: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  from: Stamp,
  to: Stamp,
  type_filter: v.optional(v.picklist(['payments', 'transfers'])),
});
export const ReportFile = v.object({ file: v.string() });
export const DOWNLOAD_STATUSES = ['download-pending', 'downloading', 'download-failed', 'complete'] as const;
export const DownloadStatus = v.object({
  file: v.string(),
  status: v.picklist(DOWNLOAD_STATUSES),
  /** The file's address once complete; 'N/A' while it is being made. */
  url: v.nullable(v.string()),
});
export type DownloadState = 'failed' | 'fetching' | 'poll' | 'complete';
/** Spec 1 §4: failed, or no url: failed; pending: fetching; downloading or url N/A: poll again; else complete. */
export function downloadState(status: v.InferOutput<typeof DownloadStatus>): DownloadState {
  if (status.status === 'download-failed' || !status.url) return 'failed';
  if (status.status === 'download-pending') return 'fetching';
  if (status.status === 'downloading' || status.url === 'N/A') return 'poll';
  return 'complete';
}
/** Spec 1 §4: every 2 s, every 4 s past 10000 attempts. */
export function downloadPollDelay(attempts: number): number {
  return attempts > DOWNLOAD_SLOW_AFTER_ATTEMPTS ? DOWNLOAD_SLOW_POLL_MS : DOWNLOAD_POLL_MS;
}

/** PCI-DSS certification: a sandbox card checkout for the fee, then the merchant id to copy. */
export const PcidssCheckout = v.object({
  ref: v.string(),
  checkout_url: v.string(),
  amount: v.number(),
  currency: v.string(),
});
export const PcidssMerchantIdRequest = v.object({
  ref: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,64}$/, 'Ref is invalid')),
});
export const PcidssMerchantId = v.object({ merchant_id: v.string() });

/** Getting-started guides (spec 2 §3 Guide, §7 onboarding-status). */
export const GUIDE_IDS = [1, 2, 3, 4] as const;
export const Guide = v.object({
  id: v.picklist(GUIDE_IDS),
  title: v.string(),
  description: v.string(),
  status: v.picklist(['completed', 'incomplete']),
});
export const OnboardingStatus = v.object({
  compliance_status: v.string(),
  onboarding_status: v.string(),
  guides: v.array(Guide),
});
export const CompleteGuideRequest = v.object({
  guide: v.object({ id: v.picklist(GUIDE_IDS), status: v.literal('completed') }),
});

/** The default guides (spec 2 §2), with the screen each action opens. */
export const GUIDE_DEFAULTS = [
  { id: 1, title: 'Make a transfer', description: 'Send money from your balance to any bank account.' },
  {
    id: 2,
    title: 'Create a customized payment link',
    description: 'Get paid without a website: share a link on chat or social media.',
  },
  { id: 3, title: 'Create and send invoices', description: 'Bill your customers and see when they pay.' },
  {
    id: 4,
    title: 'Create a payment plan and subscriptions',
    description: 'Charge customers automatically every week, month or year.',
  },
] as const;
