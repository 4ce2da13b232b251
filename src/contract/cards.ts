import * as v from 'valibot';
import { VirtualCard } from './areas';
import type { EndpointDef } from './endpoint-def';
import { majorToMinor } from './invoices';
import { pagedList, pagingQuery } from './paging';
import { MinorAmount } from './transfers';

/*
 * Virtual cards (spec 1 §2, §6: cards need live keys): a card is made in a currency with an opening
 * amount taken from the balance of that currency; it is funded and withdrawn from the balance, frozen
 * and unfrozen, and terminated (what it holds goes back to the balance). Its own ledger is its card
 * transactions: the successful ones add up to its balance.
 */

/** The currencies cards are issued in: naira and dollar cards. */
export const CARD_CURRENCIES = ['NGN', 'USD'] as const;
export type CardCurrency = (typeof CARD_CURRENCIES)[number];

/** Bulk upload: at most this many cards per file (the whole file is created in one transaction). */
export const CARD_BULK_MAX_ROWS = 100;
/** The CSV text a bulk upload sends: 100 rows fit well within it. */
export const CARD_BULK_MAX_CHARS = 60_000;
export const CARD_BULK_COLUMNS = [
  'name_on_card',
  'currency',
  'amount',
  'street',
  'city',
  'state',
  'postal_code',
  'country',
] as const;
export const CARD_BULK_TEMPLATE = `${CARD_BULK_COLUMNS.join(',')}\nAda Okafor,NGN,50000.00,12 Admiralty Way,Lekki,Lagos,106104,NG\nMarketing Team,USD,250.00,1 Market Street,San Francisco,CA,94105,US\n`;

export const CARD_MESSAGES = {
  liveKeysRequired: 'Virtual cards need live API keys. Complete compliance to go live.',
  notFound: 'Card not found',
  insufficientBalance: 'Your balance is not enough to fund this card',
  insufficientCardBalance: 'The card balance is not enough for this withdrawal',
  frozen: 'This card is frozen. Unfreeze it first.',
  terminated: 'This card is terminated and can no longer be used',
  alreadyFrozen: 'This card is already frozen',
  notFrozen: 'This card is not frozen',
  created: 'Your card is ready',
  funded: 'Card funded',
  withdrawn: 'Money moved from the card to your balance',
  frozenDone: 'Card frozen: it declines every charge until you unfreeze it',
  unfrozen: 'Card unfrozen',
  terminatedDone: 'Card terminated. Its balance was returned to your balance.',
  bulkNoValidRows: 'No valid rows to create',
  bulkInsufficient: (currency: string) => `Your ${currency} balance is not enough for these cards`,
  bulkCreated: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} created`,
  bulkTooManyRows: `A bulk upload holds at most ${CARD_BULK_MAX_ROWS} cards`,
  bulkEmpty: 'The CSV has no rows',
  bulkMissingColumns: (columns: readonly string[]) =>
    `The CSV is missing the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}`,
  /** Why the sandbox's merchant was declined: recorded on the card transaction. */
  declinedFrozen: 'Card is frozen',
  declinedTerminated: 'Card is terminated',
  declinedInsufficient: 'Insufficient card balance',
  declinedCurrency: 'Currency does not match the card',
} as const;

// ── Fields ──────────────────────────────────────────────────────────────────
/* @__NO_SIDE_EFFECTS__ */
const text = (name: string, min: number, max: number) =>
  v.pipe(
    // Missing and empty say the same: the field is required.
    v.optional(v.string(`${name} is required`), ''),
    v.trim(),
    v.minLength(1, `${name} is required`),
    v.minLength(min, `${name} must be at least ${min} characters`),
    v.maxLength(max, `${name} must be at most ${max} characters`),
  );

/** The name embossed on the card: letters, spaces and . ' - only. */
export const NameOnCard = v.pipe(
  text('Name on card', 2, 50),
  v.regex(/^[\p{L}][\p{L} .'-]*$/u, "Name on card may hold only letters, spaces and . ' -"),
);
export const CardCurrencyField = v.picklist(CARD_CURRENCIES, 'Currency must be NGN or USD');

export const BillingAddress = v.object({
  street: text('Street', 3, 100),
  city: text('City', 2, 50),
  state: text('State', 2, 50),
  postal_code: v.pipe(
    v.optional(v.string('Postal code is required'), ''),
    v.trim(),
    v.minLength(1, 'Postal code is required'),
    v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'Postal code is invalid'),
  ),
  country: v.pipe(
    v.optional(v.string('Country is required'), ''),
    v.trim(),
    v.minLength(1, 'Country is required'),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, 'Country must be a two-letter code, like NG'),
  ),
});
export type BillingAddress = v.InferOutput<typeof BillingAddress>;

/** POST v2/cards: the card, its opening amount (from the balance) and billing address. */
export const CreateCardRequest = v.object({
  currency: CardCurrencyField,
  amount: MinorAmount,
  name_on_card: NameOnCard,
  billing_address: BillingAddress,
});
export type CreateCardRequest = v.InferOutput<typeof CreateCardRequest>;

/** An amount typed in major units ('1,500.50') → minor units. */
/* @__NO_SIDE_EFFECTS__ */
export const typedAmount = (name = 'Amount') =>
  v.pipe(
    v.optional(v.string(`${name} is required`), ''),
    v.trim(),
    v.minLength(1, `${name} is required`),
    v.check((s) => majorToMinor(s) !== undefined, `${name} is not an amount`),
    v.transform((s) => majorToMinor(s) ?? 0),
    v.minValue(1, `${name} must be greater than 0`),
    v.maxValue(9_999_999_999_999, `${name} is too large`),
  );

/** The create form as typed (flat fields, the amount in major units): gives a CreateCardRequest. */
export const CreateCardForm = v.pipe(
  v.object({
    name_on_card: NameOnCard,
    currency: CardCurrencyField,
    amount: typedAmount(),
    street: BillingAddress.entries.street,
    city: BillingAddress.entries.city,
    state: BillingAddress.entries.state,
    postal_code: BillingAddress.entries.postal_code,
    country: BillingAddress.entries.country,
  }),
  v.transform(
    ({ name_on_card, currency, amount, ...billing_address }): CreateCardRequest => ({
      name_on_card,
      currency,
      amount,
      billing_address,
    }),
  ),
);

/** Fund or withdraw: an amount in the card's currency. */
export const CardAmountRequest = v.object({ amount: MinorAmount });
export const CardAmountForm = v.object({ amount: typedAmount() });

export const CardDetail = v.object({
  ...VirtualCard.entries,
  billing_address: v.nullable(BillingAddress),
  terminated_at: v.nullable(v.string()),
});
export type CardDetail = v.InferOutput<typeof CardDetail>;

export const CARD_TRANSACTION_TYPES = ['funding', 'withdrawal', 'purchase', 'termination'] as const;
export const CARD_TRANSACTION_LABELS: Record<(typeof CARD_TRANSACTION_TYPES)[number], string> = {
  funding: 'Funded from balance',
  withdrawal: 'Withdrawn to balance',
  purchase: 'Purchase',
  termination: 'Returned on termination',
};
export const CardTransaction = v.object({
  id: v.number(),
  card_id: v.string(),
  type: v.picklist(CARD_TRANSACTION_TYPES),
  status: v.picklist(['successful', 'declined']),
  /** Signed minor units: money into the card is positive, out of it negative. */
  amount: v.number(),
  currency: v.string(),
  /** The card's balance after it; null for a declined charge (nothing moved). */
  balance_after: v.nullable(v.number()),
  narration: v.string(),
  merchant: v.nullable(v.string()),
  decline_reason: v.nullable(v.string()),
  reference: v.string(),
  date_created: v.string(),
});
export type CardTransaction = v.InferOutput<typeof CardTransaction>;
export const CardTransactionsList = pagedList('transactions', CardTransaction);
export const CardTransactionsQuery = v.object({ ...pagingQuery });

// ── Bulk upload ─────────────────────────────────────────────────────────────
export const CardBulkRequest = v.object({
  csv: v.pipe(
    v.string('CSV is required'),
    v.minLength(1, 'CSV is required'),
    v.maxLength(CARD_BULK_MAX_CHARS, `The CSV must be at most ${CARD_BULK_MAX_CHARS / 1000} KB`),
  ),
});
export const CardBulkRow = v.object({
  /** The row's line in the file (the header is line 1). */
  line: v.number(),
  name_on_card: v.string(),
  currency: v.string(),
  /** Minor units, null when the cell is not an amount. */
  amount: v.nullable(v.number()),
  is_valid: v.boolean(),
  /** Why the row cannot be created; '' when valid. */
  error: v.string(),
});
export type CardBulkRow = v.InferOutput<typeof CardBulkRow>;
export const CardBulkReview = v.object({
  rows: v.array(CardBulkRow),
  valid: v.number(),
  invalid: v.number(),
  /** What the valid rows take from each balance. */
  totals: v.array(v.object({ currency: v.string(), amount: v.number(), cards: v.number() })),
});
export type CardBulkReview = v.InferOutput<typeof CardBulkReview>;
export const CardBulkResult = v.object({
  ...CardBulkReview.entries,
  created: v.array(VirtualCard),
});

/** One CSV row's cells (trimmed, keyed by lower-case header) → a create request, or the reason it is not one. */
export function judgeCardRow(
  cells: Record<string, string>,
): { ok: true; request: CreateCardRequest } | { ok: false; error: string; amount: number | null } {
  const amount = majorToMinor(cells.amount ?? '') ?? null;
  const parsed = v.safeParse(CreateCardRequest, {
    currency: (cells.currency ?? '').toUpperCase(),
    amount: amount ?? -1,
    name_on_card: cells.name_on_card ?? '',
    billing_address: {
      street: cells.street ?? '',
      city: cells.city ?? '',
      state: cells.state ?? '',
      postal_code: cells.postal_code ?? '',
      country: cells.country ?? '',
    },
  });
  if (parsed.success) return { ok: true, request: parsed.output };
  const issue = parsed.issues[0]!;
  const field = v.getDotPath(issue);
  const error =
    field === 'amount' && amount === null
      ? cells.amount
        ? 'Amount is not an amount'
        : 'Amount is required'
      : issue.message;
  return { ok: false, error, amount };
}

/** POST sandbox/cards/charge: a merchant of the sandbox charges a card. */
export const CardChargeRequest = v.object({
  card_id: v.pipe(v.string('Card is required'), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Card is invalid')),
  amount: MinorAmount,
  currency: v.optional(CardCurrencyField),
  merchant: v.optional(
    v.pipe(v.string('Merchant is invalid'), v.trim(), v.maxLength(80, 'Merchant is invalid')),
    'Sandbox Store',
  ),
});

export const cardEndpoints = {
  createCard: {
    method: 'POST',
    path: 'v2/cards',
    host: 'card',
    auth: 'account',
    body: CreateCardRequest,
    response: CardDetail,
    idempotent: true,
  },
  cardDetail: { method: 'GET', path: 'v2/cards/:id', host: 'card', auth: 'account', response: CardDetail },
  cardTransactions: {
    method: 'GET',
    path: 'v2/cards/:id/transactions',
    host: 'card',
    auth: 'account',
    query: CardTransactionsQuery,
    response: CardTransactionsList,
  },
  fundCard: {
    method: 'POST',
    path: 'v2/cards/:id/fund',
    host: 'card',
    auth: 'account',
    body: CardAmountRequest,
    response: CardDetail,
    idempotent: true,
  },
  withdrawCard: {
    method: 'POST',
    path: 'v2/cards/:id/withdraw',
    host: 'card',
    auth: 'account',
    body: CardAmountRequest,
    response: CardDetail,
    idempotent: true,
  },
  freezeCard: { method: 'POST', path: 'v2/cards/:id/freeze', host: 'card', auth: 'account', response: CardDetail },
  unfreezeCard: { method: 'POST', path: 'v2/cards/:id/unfreeze', host: 'card', auth: 'account', response: CardDetail },
  terminateCard: {
    method: 'POST',
    path: 'v2/cards/:id/terminate',
    host: 'card',
    auth: 'account',
    response: CardDetail,
    idempotent: true,
  },
  cardsBulkValidate: {
    method: 'POST',
    path: 'v2/cards/bulk/validate',
    host: 'card',
    auth: 'account',
    body: CardBulkRequest,
    response: CardBulkReview,
  },
  cardsBulkCreate: {
    method: 'POST',
    path: 'v2/cards/bulk',
    host: 'card',
    auth: 'account',
    body: CardBulkRequest,
    response: CardBulkResult,
    idempotent: true,
  },
  sandboxCardCharge: {
    method: 'POST',
    path: 'sandbox/cards/charge',
    host: 'main',
    auth: 'none',
    body: CardChargeRequest,
    response: CardTransaction,
  },
} as const satisfies Record<string, EndpointDef>;
