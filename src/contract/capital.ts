import * as v from 'valibot';
import { LoanOffer } from './areas';
import type { EndpointDef } from './endpoint-def';
import { MinorAmount, TransferOtpResponse } from './transfers';

// ── The spec's numbers (spec 2 §9) ─────────────────────────────────────────────
/** Each smaller offer is the full amount less 15 % of it per step. */
export const LOAN_OFFER_STEP_PERCENT = 15;
/** The offer and its smaller alternatives: four offers at most. */
export const LOAN_OFFERS_MAX = 4;
/** No offer below 5 (major units of the offer's currency). */
export const LOAN_OFFER_MIN_MAJOR = 5;

// ── Messages (spec 2 §8 Loans, and the refusals the server gives) ──────────────
export const LOAN_MESSAGES = {
  /** The spec's own words: an active loan. Also the refusal of a second loan. */
  active: 'Active loan found',
  accepted: 'Your loan has been paid into your balance',
  offerNotFound: 'This loan offer is no longer available',
  amountNotOffered: 'Choose one of the amounts offered',
  loanNotFound: 'No active loan found',
  overRepayment: 'The amount is more than you owe on this loan',
  insufficientBalance: 'Your balance is not enough for this repayment',
  repaid: 'Repayment received',
  closed: 'Your loan is fully repaid',
} as const;

// ── Pure rules (spec 2 §4 Loan rules) ──────────────────────────────────────────
/** Spec 2 §4 and §8: a message containing 'Active loan found' marks an active loan (and eligibility). */
export const hasActiveLoan = (offer: { status: string; message: string }): boolean =>
  offer.status === 'active' || offer.message.includes(LOAN_MESSAGES.active);

/** 'months' → 'month': the period a loan cycle falls due in. */
export const tenorPeriod = (tenorUnit: string): string => tenorUnit.replace(/s$/, '');

/** Total repayment = amount plus interest rate percent (spec 2 §9), in minor units. */
export const totalRepaymentOf = (amount: number, interestRate: number): number =>
  amount + Math.round((amount * interestRate) / 100);

/**
 * The offer's amount and its smaller alternatives: 15 % of the full amount less per step, four at most,
 * none below 5 (spec 2 §9). Minor units in, minor units out (rounded to the minor unit).
 */
export function loanOfferAmounts(amount: number): number[] {
  const amounts: number[] = [];
  for (let step = 0; step < LOAN_OFFERS_MAX; step++) {
    const reduced = Math.round((amount * (100 - LOAN_OFFER_STEP_PERCENT * step)) / 100);
    if (reduced < LOAN_OFFER_MIN_MAJOR * 100) break;
    amounts.push(reduced);
  }
  return amounts;
}

/** Loan cycle = total repayment divided by tenor: what falls due each period (minor units, rounded up). */
export const loanCycleOf = (totalRepayment: number, tenor: number): number =>
  Math.ceil(totalRepayment / Math.max(1, tenor));

/** Percent complete = paid divided by total, as a whole percent (0–100). */
export const percentCompleteOf = (paid: number, total: number): number =>
  total <= 0 ? 0 : Math.min(100, Math.floor((paid * 100) / total));

export const TENOR_UNITS = ['days', 'weeks', 'months'] as const;
export type TenorUnit = (typeof TENOR_UNITS)[number];

export interface LoanInstalment {
  number: number;
  /** ISO date (UTC) the instalment falls due. */
  dueDate: string;
  amount: number;
  status: 'paid' | 'part-paid' | 'due';
}

function addPeriods(start: Date, unit: string, n: number): Date {
  const d = new Date(start.getTime());
  if (unit === 'days') d.setUTCDate(d.getUTCDate() + n);
  else if (unit === 'weeks') d.setUTCDate(d.getUTCDate() + 7 * n);
  else {
    // A month later on the same day, or the month's last day when it is shorter (31 Jan → 28 Feb).
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + n);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
  }
  return d;
}

/**
 * The repayment schedule: one instalment of the loan cycle per period of the tenor from the day the loan
 * was taken (the last takes what rounding left), each paid in order from what was repaid so far.
 */
export function loanSchedule(loan: {
  totalRepayment: number;
  paid: number;
  tenor: number;
  tenorUnit: string;
  date_created: string;
}): LoanInstalment[] {
  const cycle = loanCycleOf(loan.totalRepayment, loan.tenor);
  const start = new Date(loan.date_created);
  const rows: LoanInstalment[] = [];
  let left = loan.totalRepayment;
  let paid = loan.paid;
  for (let n = 1; n <= Math.max(1, loan.tenor) && left > 0; n++) {
    const amount = Math.min(cycle, left);
    left -= amount;
    const covered = Math.min(paid, amount);
    paid -= covered;
    rows.push({
      number: n,
      dueDate: addPeriods(start, loan.tenorUnit, n).toISOString(),
      amount,
      status: covered >= amount ? 'paid' : covered > 0 ? 'part-paid' : 'due',
    });
  }
  return rows;
}

// ── Shapes (spec 2 §3 Loan) ────────────────────────────────────────────────────
const codeField = v.pipe(v.string('Code is invalid'), v.regex(/^\d{4,8}$/, 'Code is invalid'));

/** POST v2/loan/offer/accept: {offerId, amount, card optional} and the confirmation code. */
export const AcceptLoanRequest = v.object({
  offerId: v.pipe(
    v.string('Offer is required'),
    v.minLength(1, 'Offer is required'),
    v.maxLength(64, 'Offer is invalid'),
  ),
  amount: MinorAmount,
  /** A card to repay from (spec 2 §7); repayments here come from the balance, so it is only kept. */
  card: v.optional(v.pipe(v.string('Card is invalid'), v.maxLength(64, 'Card is invalid'))),
  otp: codeField,
});
export type AcceptLoanRequest = v.InferOutput<typeof AcceptLoanRequest>;

/** POST v2/loan/repayment: {loanId, amount}. */
export const LoanRepaymentRequest = v.object({
  loanId: v.pipe(
    v.number('Loan is required'),
    v.integer('Loan is invalid'),
    v.minValue(1, 'Loan is invalid'),
    // Beyond the id column's range: refused here, not failed in the database.
    v.maxValue(2_147_483_647, 'Loan is invalid'),
  ),
  amount: MinorAmount,
});
export type LoanRepaymentRequest = v.InferOutput<typeof LoanRepaymentRequest>;

export const LoanRepayment = v.object({
  id: v.number(),
  amount: v.number(),
  /** manual: repaid from the balance by the merchant; settlement: deducted from a settlement. */
  source: v.picklist(['manual', 'settlement']),
  reference: v.string(),
  date_created: v.string(),
});
export type LoanRepayment = v.InferOutput<typeof LoanRepayment>;

/** An active (or just closed) loan: its terms, what was paid, and each repayment. */
export const ActiveLoan = v.object({
  // The terms of the offer it was taken on (at the amount chosen).
  ...LoanOffer.entries,
  id: v.number(),
  offerId: v.nullable(v.string()),
  paid: v.number(),
  status: v.picklist(['active', 'repaid']),
  date_created: v.string(),
  repaymentHistory: v.array(LoanRepayment),
});
export type ActiveLoan = v.InferOutput<typeof ActiveLoan>;

/** GET v2/loan/active: status, loan (null when there is none). */
export const ActiveLoanResponse = v.object({ loan: v.nullable(ActiveLoan) });

/**
 * POST sandbox/settlements/run: the sandbox settles `amount` of the business's collections into its
 * balance; an active loan takes its share (the loan cycle, at most what is owed and the settlement).
 */
export const SettlementRunRequest = v.object({
  account_id: v.pipe(
    v.number('Account is required'),
    v.integer('Account is invalid'),
    v.minValue(1, 'Account is invalid'),
    // A database integer: a larger id is no account, refused before the query overflows.
    v.maxValue(2_147_483_647, 'Account is invalid'),
  ),
  amount: MinorAmount,
});
export const SettlementRunResponse = v.object({
  settlement_id: v.number(),
  net_amount: v.number(),
  /** What the loan took from the settlement (0 without an active loan). */
  loan_deduction: v.number(),
});

export const capitalEndpoints = {
  /** Sends the confirmation code that accepting an offer asks for (as transfers do). */
  loanOtp: {
    method: 'POST',
    path: 'v2/loan/otp',
    host: 'main',
    auth: 'account',
    response: TransferOtpResponse,
  },
  acceptLoanOffer: {
    method: 'POST',
    path: 'v2/loan/offer/accept',
    host: 'main',
    auth: 'account',
    body: AcceptLoanRequest,
    response: ActiveLoan,
    idempotent: true,
  },
  activeLoan: { method: 'GET', path: 'v2/loan/active', host: 'main', auth: 'account', response: ActiveLoanResponse },
  loanRepayment: {
    method: 'POST',
    path: 'v2/loan/repayment',
    host: 'main',
    auth: 'account',
    body: LoanRepaymentRequest,
    response: ActiveLoan,
    idempotent: true,
  },
  sandboxSettlementRun: {
    method: 'POST',
    path: 'sandbox/settlements/run',
    host: 'main',
    auth: 'none',
    body: SettlementRunRequest,
    response: SettlementRunResponse,
  },
} as const satisfies Record<string, EndpointDef>;
