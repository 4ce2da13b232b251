import * as v from 'valibot';
import { Chargeback } from './areas';
import type { EndpointDef } from './endpoint-def';

// ── Messages (the refusals the server gives, the toasts the app shows) ─────────
export const CHARGEBACK_MESSAGES = {
  notFound: 'Chargeback not found',
  answered: 'This chargeback has already been answered',
  overdue: 'The due date for this chargeback has passed: it can no longer be answered',
  insufficientBalance: 'Your balance is not enough to accept this chargeback',
  noteRequired: 'Explain why you decline this chargeback',
  documentsRequired: 'Upload at least one document as evidence',
  fileGone: 'The uploaded file was not found or has expired. Please upload it again.',
  notUnderReview: 'Only a declined chargeback under review can be decided',
  accepted: 'Chargeback accepted: the amount was debited from your balance',
  declined: 'Your response was sent: the chargeback is under review',
} as const;

/** The statuses the merchant may still answer: opened, and awaiting the merchant's response. */
export const ANSWERABLE_STATUSES = ['initiated', 'response-pending'] as const;
export const EVIDENCE_MAX = 5;
export const NOTE_MAX = 1000;

export const ChargebackEvent = v.object({
  /** What happened, in the merchant's words. */
  label: v.string(),
  date: v.string(),
});
export const ChargebackDetail = v.object({
  ...Chargeback.entries,
  transaction_id: v.nullable(v.number()),
  customer_name: v.nullable(v.string()),
  customer_email: v.nullable(v.string()),
  reason: v.string(),
  response_note: v.nullable(v.string()),
  evidence: v.array(v.string()),
  /** Whether the merchant may accept or decline it now (answerable and before the due date). */
  can_respond: v.boolean(),
  timeline: v.array(ChargebackEvent),
});
export type ChargebackDetail = v.InferOutput<typeof ChargebackDetail>;

export const DeclineChargebackRequest = v.object({
  note: v.pipe(
    v.string(CHARGEBACK_MESSAGES.noteRequired),
    v.trim(),
    v.minLength(1, CHARGEBACK_MESSAGES.noteRequired),
    v.maxLength(NOTE_MAX, `The note is at most ${NOTE_MAX} characters`),
  ),
  /** URLs of files uploaded through the file-upload service (purpose compliance: PDF, PNG or JPEG, checked by content). */
  documents: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(300)), CHARGEBACK_MESSAGES.documentsRequired),
    v.minLength(1, CHARGEBACK_MESSAGES.documentsRequired),
    v.maxLength(EVIDENCE_MAX, `At most ${EVIDENCE_MAX} documents`),
  ),
});
export const ChargebackReviewRequest = v.object({
  // An id is a database integer: anything beyond it is no chargeback, refused before the query.
  chargeback_id: v.pipe(
    v.number('Chargeback is required'),
    v.integer('Chargeback is invalid'),
    v.minValue(1, 'Chargeback is invalid'),
    v.maxValue(2_147_483_647, 'Chargeback is invalid'),
  ),
  decision: v.picklist(['won', 'lost'], 'Decision is won or lost'),
});

/** One chargeback, the merchant's answer to it, and the sandbox's reviewer of declined ones. */
export const chargebackEndpoints = {
  chargeback: {
    method: 'GET',
    path: 'chargebacks/:id',
    host: 'chargebacks',
    auth: 'account',
    response: ChargebackDetail,
  },
  acceptChargeback: {
    method: 'POST',
    path: 'chargebacks/:id/accept',
    host: 'chargebacks',
    auth: 'account',
    response: ChargebackDetail,
    idempotent: true,
  },
  declineChargeback: {
    method: 'POST',
    path: 'chargebacks/:id/decline',
    host: 'chargebacks',
    auth: 'account',
    body: DeclineChargebackRequest,
    response: ChargebackDetail,
  },
  sandboxChargebackReview: {
    method: 'POST',
    path: 'sandbox/chargebacks/review',
    host: 'main',
    auth: 'none',
    body: ChargebackReviewRequest,
    response: ChargebackDetail,
  },
} as const satisfies Record<string, EndpointDef>;
