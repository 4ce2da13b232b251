import { useId } from 'react';
import { approvalProgressText } from '../../../contract/approval-rules';
import type { TransferListRow } from '../../../contract/transfers';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { queuedStateText } from './queued-state';
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
  queued?: 'queued' | 'needs_sign_in' | 'stale' | null;
  disabled?: boolean;
}

/** What a card shows: amount, beneficiary, bank, narration, initiator, when, and the Approve and Reject buttons. */
export function ApprovalCardBody({
  transfer,
  selected,
  onSelectedChange,
  onDecide,
  queued,
  disabled,
  titleId,
}: ApprovalCardProps & { titleId: string }) {
  const inactive = disabled || Boolean(queued);
  const amount = formatMoney(transfer.amount, transfer.currency);
  return (
    <>
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
        {(transfer.required_approvals ?? 1) > 1 ? (
          <div>
            <dt>Approvals</dt>
            <dd>{approvalProgressText(transfer.approved_by_names ?? [], transfer.required_approvals ?? 1)}</dd>
          </div>
        ) : null}
      </dl>
      {queued ? (
        <p className="approval-queued" role="status">
          {queuedStateText(queued)}
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
    </>
  );
}

/**
 * A card before its swipe layer has loaded (approval-swipe.tsx, with framer-motion, comes a moment after
 * the screen): the same card, decided with its buttons.
 */
export function StaticApprovalCard(props: ApprovalCardProps) {
  const titleId = useId();
  return (
    <div className="approval-card-slot" data-queued={props.queued ?? undefined}>
      <article className="approval-card" aria-labelledby={titleId} data-testid={`approval-card-${props.transfer.id}`}>
        <ApprovalCardBody {...props} titleId={titleId} />
      </article>
    </div>
  );
}
