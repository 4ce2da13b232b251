import { motion, type PanInfo, useMotionValue, useReducedMotion, useTransform } from 'framer-motion';
import { useId } from 'react';
import type { TransferListRow } from '../../../contract/transfers';
import { TRANSFER_MESSAGES } from '../../../contract/transfers';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';

/** How far (px) or how fast (px/s) a card must be flung to count as a decision. */
export const SWIPE_DISTANCE = 110;
export const SWIPE_VELOCITY = 600;

/** A drag's end: 'approve' to the right, 'reject' to the left, null when it springs back. */
export function swipeDecision(offsetX: number, velocityX: number): 'approve' | 'reject' | null {
  if (offsetX > SWIPE_DISTANCE || (offsetX > 40 && velocityX > SWIPE_VELOCITY)) return 'approve';
  if (offsetX < -SWIPE_DISTANCE || (offsetX < -40 && velocityX < -SWIPE_VELOCITY)) return 'reject';
  return null;
}

export interface ApprovalCardProps {
  transfer: TransferListRow;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onDecide: (decision: 'approve' | 'reject') => void;
  /** Decided offline: waiting in the queue. */
  queued?: 'queued' | 'needs_sign_in' | null;
  disabled?: boolean;
}

/**
 * One pending transfer on a phone: swipe right to approve, left to reject (framer-motion), with
 * Approve and Reject buttons as the accessible equivalent. Reduced motion: no tilt, no spring.
 */
export function ApprovalCard({ transfer, selected, onSelectedChange, onDecide, queued, disabled }: ApprovalCardProps) {
  const reduceMotion = useReducedMotion();
  const x = useMotionValue(0);
  const rotate = useTransform(x, [-200, 200], reduceMotion ? [0, 0] : [-6, 6]);
  const approveHint = useTransform(x, [20, SWIPE_DISTANCE], [0, 1]);
  const rejectHint = useTransform(x, [-SWIPE_DISTANCE, -20], [1, 0]);
  const titleId = useId();
  const inactive = disabled || Boolean(queued);
  const amount = formatMoney(transfer.amount, transfer.currency);

  const onDragEnd = (_event: unknown, info: PanInfo) => {
    const decision = swipeDecision(info.offset.x, info.velocity.x);
    if (decision) onDecide(decision);
  };

  return (
    <div className="approval-card-slot" data-queued={queued ?? undefined}>
      <div className="approval-card-hints" aria-hidden="true">
        <motion.span className="approval-hint" data-kind="approve" style={{ opacity: approveHint }}>
          Approve
        </motion.span>
        <motion.span className="approval-hint" data-kind="reject" style={{ opacity: rejectHint }}>
          Reject
        </motion.span>
      </div>
      <motion.article
        className="approval-card"
        aria-labelledby={titleId}
        data-testid={`approval-card-${transfer.id}`}
        drag={inactive ? false : 'x'}
        dragConstraints={{ left: 0, right: 0 }}
        dragElastic={0.9}
        dragSnapToOrigin
        dragTransition={reduceMotion ? { bounceStiffness: 10_000, bounceDamping: 100 } : undefined}
        onDragEnd={onDragEnd}
        style={{ x, rotate, touchAction: 'pan-y' }}
      >
        <div className="approval-card-top">
          <label className="approval-select">
            <input
              type="checkbox"
              checked={selected}
              disabled={inactive}
              onChange={(e) => onSelectedChange(e.target.checked)}
            />
            <span className="visually-hidden">Select transfer to {transfer.fullname}</span>
          </label>
          {/* h2: the cards sit right under the page's h1 (Lighthouse heading-order). */}
          <h2 id={titleId} className="approval-amount">
            {amount}
          </h2>
        </div>
        <dl className="approval-facts">
          <div>
            <dt>To</dt>
            <dd>{transfer.fullname}</dd>
          </div>
          <div>
            <dt>Bank</dt>
            <dd>
              {transfer.bank_name} · {transfer.account_number}
            </dd>
          </div>
          <div>
            <dt>Narration</dt>
            <dd>{transfer.narration || '—'}</dd>
          </div>
          <div>
            <dt>Initiated by</dt>
            <dd>{transfer.initiated_by ?? '—'}</dd>
          </div>
          <div>
            <dt>When</dt>
            <dd>{formatDateTime(transfer.date_created)}</dd>
          </div>
        </dl>
        {queued ? (
          <p className="approval-queued" role="status">
            {queued === 'queued' ? TRANSFER_MESSAGES.queuedOffline : 'Sign in again to send this decision.'}
          </p>
        ) : (
          <div className="approval-actions">
            <Button
              variant="secondary"
              disabled={inactive}
              aria-label={`Reject ${amount} to ${transfer.fullname}`}
              onClick={() => onDecide('reject')}
            >
              Reject
            </Button>
            <Button
              disabled={inactive}
              aria-label={`Approve ${amount} to ${transfer.fullname}`}
              onClick={() => onDecide('approve')}
            >
              Approve
            </Button>
          </div>
        )}
      </motion.article>
    </div>
  );
}
