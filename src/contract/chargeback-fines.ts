import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';
import { pagedList, pagingQuery } from './paging';

/** The refusals and answers of the fines, the chargeback balance and the due-date reminders. */
export const FINE_MESSAGES = {
  notFound: 'Fine not found',
  notDue: 'This fine is no longer due: it was paid or waived',
  insufficientBalance: 'Your balance is not enough to pay this fine',
  paid: 'Fine paid: the amount was debited from your balance',
} as const;

export const FINE_STATUSES = ['due', 'paid', 'waived'] as const;
export type FineStatus = (typeof FINE_STATUSES)[number];

/** How long before a chargeback's due date its admins are reminded (push and mail), once. */
export const CHARGEBACK_REMINDER_HOURS = 48;

export const ChargebackFine = v.object({
  id: v.number(),
  /** The card scheme that charged it (Visa, Mastercard, Verve). */
  scheme: v.string(),
  reason: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(FINE_STATUSES),
  due_date: v.string(),
  /** The chargeback it was charged for, when it was for one. */
  chargeback_id: v.nullable(v.number()),
  transaction_reference: v.nullable(v.string()),
  paid_at: v.nullable(v.string()),
  waived_at: v.nullable(v.string()),
  date_created: v.string(),
});
export type ChargebackFine = v.InferOutput<typeof ChargebackFine>;

export const ChargebackFineDetail = v.object({
  ...ChargebackFine.entries,
  /** The payment behind the chargeback, in this business, when known. */
  transaction_id: v.nullable(v.number()),
  chargeback_status: v.nullable(v.picklist(['initiated', 'pending', 'response-pending', 'won', 'lost'])),
  /** Whether the signed-in user may pay it from the balance now (due, and an admin). */
  can_pay: v.boolean(),
});
export type ChargebackFineDetail = v.InferOutput<typeof ChargebackFineDetail>;

export const ChargebackFinesQuery = v.object({
  status: v.optional(v.picklist(FINE_STATUSES, 'Status is invalid')),
  ...pagingQuery,
});
export const ChargebackFinesList = pagedList('fines', ChargebackFine);

/** What chargebacks cost the business in one currency: taken from it already, and still owed. */
export const ChargebackBalanceLine = v.object({
  currency: v.string(),
  /** Lost chargebacks: the disputed amounts the business gave back. */
  lost_amount: v.number(),
  lost_count: v.number(),
  fines_paid: v.number(),
  fines_paid_count: v.number(),
  /** Fines still due: what the business owes. */
  fines_due: v.number(),
  fines_due_count: v.number(),
  fines_waived: v.number(),
  /** lost_amount + fines_paid */
  total_taken: v.number(),
});
export type ChargebackBalanceLine = v.InferOutput<typeof ChargebackBalanceLine>;
export const ChargebackBalance = v.object({ balances: v.array(ChargebackBalanceLine) });

export const ChargebackRemindersResult = v.object({
  /** Chargebacks reminded by this sweep (each once ever). */
  chargebacks: v.number(),
  emails: v.number(),
});

/** The web push a reminder sends each admin's subscribed browsers. */
export const ChargebackDuePush = v.object({
  type: v.literal('chargeback_due_soon'),
  chargeback_id: v.number(),
  account_id: v.number(),
  user_id: v.number(),
  business_name: v.string(),
  amount: v.number(),
  currency: v.string(),
  transaction_reference: v.string(),
  due_date: v.string(),
  url: v.string(),
});
export type ChargebackDuePush = v.InferOutput<typeof ChargebackDuePush>;

/** Fines, the chargeback balance, paying a fine, and the sandbox's trigger of the reminder sweep. */
export const chargebackFineEndpoints = {
  chargebackFines: {
    method: 'GET',
    path: 'chargebacks/fines',
    host: 'chargebacks',
    auth: 'account',
    query: ChargebackFinesQuery,
    response: ChargebackFinesList,
  },
  chargebackFine: {
    method: 'GET',
    path: 'chargebacks/fines/:id',
    host: 'chargebacks',
    auth: 'account',
    response: ChargebackFineDetail,
  },
  payChargebackFine: {
    method: 'POST',
    path: 'chargebacks/fines/:id/pay',
    host: 'chargebacks',
    auth: 'account',
    response: ChargebackFineDetail,
    idempotent: true,
  },
  chargebackBalance: {
    method: 'GET',
    path: 'chargebacks/balance',
    host: 'chargebacks',
    auth: 'account',
    response: ChargebackBalance,
  },
  sandboxChargebackReminders: {
    method: 'POST',
    path: 'sandbox/chargebacks/remind',
    host: 'main',
    auth: 'none',
    response: ChargebackRemindersResult,
  },
} as const satisfies Record<string, EndpointDef>;
