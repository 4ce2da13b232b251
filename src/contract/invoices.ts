import * as v from 'valibot';
import { WALLET_CURRENCIES } from './codes';
import { Invoice } from './areas';
import type { EndpointDef } from './endpoint-def';
import { pagingQuery, searchTerm } from './paging';
import { emailField, isCalendarDay } from './validators';

// ── Statuses ──────────────────────────────────────────────────────────────────
export { INVOICE_STATUSES, type InvoiceStatus } from './invoice-statuses';
import { INVOICE_STATUSES, type InvoiceStatus } from './invoice-statuses';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};
export const invoiceStatusLabel = (status: string): string =>
  (INVOICE_STATUS_LABELS as Record<string, string>)[status] ?? status;

/** What the merchant and the customer see: a sent invoice past its due date (the end of that day, UTC) is overdue. */
export function invoiceStatusOf(stored: string, dueDate: string | Date, now: Date = new Date()): InvoiceStatus {
  const due = typeof dueDate === 'string' ? new Date(dueDate) : dueDate;
  if (stored === 'sent' && due.getTime() + DAY_MS <= now.getTime()) return 'overdue';
  return (INVOICE_STATUSES as readonly string[]).includes(stored) ? (stored as InvoiceStatus) : 'draft';
}
const DAY_MS = 24 * 3_600_000;

/** Only a draft's content may change; once sent, the customer holds a link to what was mailed. */
export const invoiceIsEditable = (status: string): boolean => status === 'draft';
/** Sending (or sending again) is for drafts; a reminder for sent and overdue invoices. */
export const invoiceCanSend = (status: string): boolean => status === 'draft';
export const invoiceCanRemind = (status: string): boolean => status === 'sent' || status === 'overdue';
export const invoiceCanMarkPaid = (status: string): boolean =>
  status === 'draft' || status === 'sent' || status === 'overdue';
export const invoiceCanCancel = (status: string): boolean =>
  status === 'draft' || status === 'sent' || status === 'overdue';

/** The customer's page of an invoice. */
export const invoicePublicPath = (publicRef: string): string => `/invoices/${publicRef}`;

// ── Totals ────────────────────────────────────────────────────────────────────
export const MAX_INVOICE_TOTAL = 9_999_999_999_999;
export const MAX_INVOICE_ITEMS = 50;

export interface InvoiceTotalsInput {
  items: readonly { quantity: number; unit_price: number }[];
  /** Percent, at most 2 decimals (7.5 means 7.5 %). */
  tax_percent: number;
  /** Minor units, taken off before tax. */
  discount: number;
}
export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** Tax percent in hundredths of a percent (7.5 → 750), the integer the server stores. */
export const taxBasisPoints = (percent: number): number => Math.round(percent * 100);

/**
 * The totals of an invoice in integer minor units, the same on the server (which stores the total) and
 * in the form (which shows it as the merchant types): subtotal = Σ quantity × unit price; the discount
 * comes off the subtotal; tax is charged on what is left, at tax_percent, rounded to the nearest minor
 * unit with halves rounded up (7.5 % of 1.01 is 0.07575 → 0.08); total = subtotal − discount + tax.
 * Worked in BigInt so no product loses precision; a discount above the subtotal is the schema's error,
 * here it is capped so the total is never negative.
 */
export function invoiceTotals(input: InvoiceTotalsInput): InvoiceTotals {
  let subtotal = 0n;
  for (const item of input.items) subtotal += BigInt(Math.trunc(item.quantity)) * BigInt(Math.trunc(item.unit_price));
  const discount = BigInt(Math.min(Math.max(0, Math.trunc(input.discount)), Number(subtotal)));
  const taxable = subtotal - discount;
  const bps = BigInt(Math.max(0, taxBasisPoints(input.tax_percent)));
  const tax = (taxable * bps + 5_000n) / 10_000n;
  return { subtotal: Number(subtotal), discount: Number(discount), tax: Number(tax), total: Number(taxable + tax) };
}

// ── Requests ──────────────────────────────────────────────────────────────────
/* @__NO_SIDE_EFFECTS__ */
const text = (name: string, max: number) =>
  v.pipe(v.string(`${name} is invalid`), v.trim(), v.maxLength(max, `${name} must be at most ${max} characters`));
/* @__NO_SIDE_EFFECTS__ */
const required = (name: string, max: number) => v.pipe(text(name, max), v.minLength(1, `${name} is required`));
/* @__NO_SIDE_EFFECTS__ */
const int = (name: string, min: number, max: number, tooLarge = `${name} is too large`) =>
  v.pipe(
    v.number(`${name} is invalid`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, min === 0 ? `${name} cannot be negative` : `${name} must be at least ${min}`),
    v.maxValue(max, tooLarge),
  );

const currencyField = v.picklist(WALLET_CURRENCIES, 'Currency is invalid');
const dueDateField = v.pipe(
  v.string('Due date is invalid'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Due date is invalid'),
  v.check(isCalendarDay, 'Due date is invalid'),
);
const taxField = v.pipe(
  v.number('Tax is invalid'),
  v.minValue(0, 'Tax cannot be negative'),
  v.maxValue(100, 'Tax must be at most 100%'),
  v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Tax can have at most 2 decimals'),
);

export const InvoiceItemRequest = v.object({
  description: required('Item description', 200),
  quantity: int('Quantity', 1, 1_000_000),
  unit_price: int('Unit price', 0, MAX_INVOICE_TOTAL),
});

const invoiceEntries = {
  customer_name: required('Customer name', 120),
  customer_email: emailField('Customer email'),
  currency: currencyField,
  due_date: dueDateField,
  items: v.pipe(
    v.array(InvoiceItemRequest, 'Items are invalid'),
    v.minLength(1, 'Add at least one item'),
    v.maxLength(MAX_INVOICE_ITEMS, `An invoice has at most ${MAX_INVOICE_ITEMS} items`),
  ),
  tax_percent: taxField,
  discount: int('Discount', 0, MAX_INVOICE_TOTAL),
  notes: v.optional(text('Notes', 2000), ''),
};

/** The whole invoice's checks: the discount is at most the subtotal, and the total fits. */
const discountFits = (value: InvoiceTotalsInput) =>
  value.discount <= value.items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0);
const totalFits = (value: InvoiceTotalsInput) => invoiceTotals(value).total <= MAX_INVOICE_TOTAL;
const DISCOUNT_TOO_LARGE = 'Discount cannot be more than the subtotal';
const TOTAL_TOO_LARGE = 'The total is too large';

/** POST v2/invoices and PUT v2/invoices/:id. send: mail it now (a new invoice), else it stays a draft. */
export const InvoiceRequest = v.pipe(
  v.object({ ...invoiceEntries, send: v.optional(v.boolean('Send is invalid'), false) }),
  v.forward(
    v.check((value) => discountFits(value), DISCOUNT_TOO_LARGE),
    ['discount'],
  ),
  v.forward(
    v.check((value) => totalFits(value), TOTAL_TOO_LARGE),
    ['items'],
  ),
);
export type InvoiceRequest = v.InferInput<typeof InvoiceRequest>;

/** Major units as typed ('1,500.5') → minor units; undefined when it is not an amount. */
export function majorToMinor(typed: string): number | undefined {
  const clean = typed.replace(/[,\s]/g, '');
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
/* @__NO_SIDE_EFFECTS__ */
const typedMoney = (name: string, optional: boolean) =>
  v.pipe(
    optional ? v.optional(v.string(), '0') : v.string(`${name} is required`),
    v.transform((s) => (optional && s.trim() === '' ? '0' : s)),
    v.check((s) => majorToMinor(s) !== undefined, `${name} is not an amount`),
    v.transform((s) => majorToMinor(s) ?? 0),
  );
/* @__NO_SIDE_EFFECTS__ */
const typedInt = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} is required`),
    v.regex(/^\d{1,7}$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${name} must be at least 1`),
    v.maxValue(max, `${name} is too large`),
  );

/**
 * The invoice form as typed (every value a string, amounts in major units): its output is the request
 * the server takes, so the form and the server check the same things.
 */
export const InvoiceForm = v.pipe(
  v.object({
    customer_name: v.pipe(v.optional(v.string(), ''), required('Customer name', 120)),
    customer_email: emailField('Customer email'),
    currency: currencyField,
    due_date: v.pipe(v.string('Due date is required'), dueDateField),
    items: v.pipe(
      v.array(
        v.object({
          description: v.pipe(v.optional(v.string(), ''), required('Item description', 200)),
          quantity: typedInt('Quantity', 1_000_000),
          unit_price: typedMoney('Unit price', false),
        }),
      ),
      v.minLength(1, 'Add at least one item'),
      v.maxLength(MAX_INVOICE_ITEMS, `An invoice has at most ${MAX_INVOICE_ITEMS} items`),
    ),
    tax_percent: v.pipe(
      v.optional(v.string(), '0'),
      v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'Tax is a percent with at most 2 decimals'),
      v.transform(Number),
      v.maxValue(100, 'Tax must be at most 100%'),
    ),
    discount: typedMoney('Discount', true),
    notes: v.optional(text('Notes', 2000), ''),
  }),
  v.forward(
    v.check((value) => discountFits(value), DISCOUNT_TOO_LARGE),
    ['discount'],
  ),
  v.forward(
    v.check((value) => totalFits(value), TOTAL_TOO_LARGE),
    ['items'],
  ),
);

export const OFFLINE_PAYMENT_METHODS = {
  'bank-transfer': 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  pos: 'Card at a terminal',
  other: 'Other',
} as const;
export type OfflinePaymentMethod = keyof typeof OFFLINE_PAYMENT_METHODS;

/** POST v2/invoices/:id/paid: money that reached the merchant outside the checkout (no ledger movement). */
export const MarkInvoicePaidRequest = v.object({
  method: v.picklist(Object.keys(OFFLINE_PAYMENT_METHODS) as OfflinePaymentMethod[], 'Payment method is invalid'),
  note: v.optional(text('Note', 500), ''),
});
export type MarkInvoicePaidRequest = v.InferInput<typeof MarkInvoicePaidRequest>;

export const InvoicesQuery = v.object({
  q: searchTerm(),
  status: v.optional(v.picklist(INVOICE_STATUSES, 'Status is invalid')),
  ...pagingQuery,
});

// ── Answers ───────────────────────────────────────────────────────────────────
export const InvoiceDetail = v.object({
  ...Invoice.entries,
  public_ref: v.string(),
  items: v.array(v.object({ description: v.string(), quantity: v.number(), unit_price: v.number() })),
  tax_percent: v.number(),
  notes: v.string(),
  subtotal: v.number(),
  discount: v.number(),
  tax: v.number(),
  sent_at: v.nullable(v.string()),
  reminded_at: v.nullable(v.string()),
  paid_at: v.nullable(v.string()),
  /** Marked paid by the merchant: how (OFFLINE_PAYMENT_METHODS) and their note; null when paid at the checkout. */
  offline_method: v.nullable(v.string()),
  offline_note: v.nullable(v.string()),
  cancelled_at: v.nullable(v.string()),
});
export type InvoiceDetail = v.InferOutput<typeof InvoiceDetail>;

/** The invoice's PDF (raw bytes, so not in the JSON table): GET, with the account session. */
export const invoicePdfPath = (id: number): string => `v2/invoices/${id}/pdf`;

export const invoiceEndpoints = {
  invoice: {
    method: 'GET',
    path: 'v2/invoices/:id',
    host: 'main',
    auth: 'account',
    response: InvoiceDetail,
  },
  createInvoice: {
    method: 'POST',
    path: 'v2/invoices',
    host: 'main',
    auth: 'account',
    body: InvoiceRequest,
    response: InvoiceDetail,
  },
  updateInvoice: {
    method: 'PUT',
    path: 'v2/invoices/:id',
    host: 'main',
    auth: 'account',
    body: InvoiceRequest,
    response: InvoiceDetail,
  },
  sendInvoice: {
    method: 'POST',
    path: 'v2/invoices/:id/send',
    host: 'main',
    auth: 'account',
    response: InvoiceDetail,
  },
  remindInvoice: {
    method: 'POST',
    path: 'v2/invoices/:id/remind',
    host: 'main',
    auth: 'account',
    response: InvoiceDetail,
  },
  markInvoicePaid: {
    method: 'POST',
    path: 'v2/invoices/:id/paid',
    host: 'main',
    auth: 'account',
    body: MarkInvoicePaidRequest,
    response: InvoiceDetail,
  },
  cancelInvoice: {
    method: 'POST',
    path: 'v2/invoices/:id/cancel',
    host: 'main',
    auth: 'account',
    response: InvoiceDetail,
  },
} as const satisfies Record<string, EndpointDef>;
