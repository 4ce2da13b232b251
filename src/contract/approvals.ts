import * as v from 'valibot';

/** Approvals and the offline approval queue (spec 2 §4): small, as the app shell loads it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IdempotencyKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Idempotency key is invalid'));

/*
 * POST v2/transfers/approve answers 200 with the ApprovalResult when this request decided it.
 * Otherwise an error envelope whose data is the ApprovalResult: 403 not_allowed (role or four
 * eyes), 404 not_found, 409 already_decided (another approver won; status = the decided status).
 * approve_bulk answers 200 with one result per id, whatever each outcome.
 *
 * approved/rejected: this request decided it; already_decided: someone else did first
 * (or this very decision was replayed); not_found: no such transfer in this account.
 */
export const APPROVAL_OUTCOMES = ['approved', 'rejected', 'already_decided', 'not_found', 'not_allowed'] as const;
export type ApprovalOutcome = (typeof APPROVAL_OUTCOMES)[number];
export const ApprovalResult = v.object({
  id: v.number(),
  outcome: v.picklist(APPROVAL_OUTCOMES),
  status: v.nullable(v.string()),
  message: v.string(),
});
export type ApprovalResult = v.InferOutput<typeof ApprovalResult>;

// ── The offline approval queue (sw ↔ app) ─────────────────────────────────────
/**
 * One queued decision: an intent, never a captured request. The service worker sends it
 * with the session the same user has when it replays.
 */
export const QueuedApproval = v.object({
  key: IdempotencyKey,
  transfer_id: v.number(),
  reject: v.boolean(),
  account_id: v.number(),
  user_id: v.number(),
  queued_at: v.string(),
  /**
   * queued: waiting; needs_sign_in: answered 401, kept for the same user; stale: waited longer than
   * QUEUED_DECISION_MAX_AGE_MS, sent only when the user says so again; done: an outcome arrived.
   */
  state: v.picklist(['queued', 'needs_sign_in', 'stale', 'done']),
  outcome: v.optional(ApprovalResult),
});
export type QueuedApproval = v.InferOutput<typeof QueuedApproval>;

/**
 * A decision queued longer than this is never sent silently: a day later the user may no longer mean it
 * (the transfer, the balance or their mind has changed), so the app asks again.
 */
export const QUEUED_DECISION_MAX_AGE_MS = 24 * 60 * 60 * 1000;
