import { AnimatePresence, motion, type PanInfo, useMotionValue, useReducedMotion, useTransform } from 'framer-motion';
import { useId } from 'react';
import { ApprovalCardBody, type ApprovalCardProps, SWIPE_DISTANCE, swipeDecision } from './approval-card';
import type { ApprovalStackProps } from './approval-stack';

/**
 * One pending transfer on a phone: swipe right to approve, left to reject (framer-motion), with
 * Approve and Reject buttons as the accessible equivalent. Reduced motion: no tilt, no spring.
 */
export function ApprovalCard(props: ApprovalCardProps) {
  const { transfer, onDecide, queued, disabled } = props;
  const reduceMotion = useReducedMotion();
  const x = useMotionValue(0);
  const rotate = useTransform(x, [-200, 200], reduceMotion ? [0, 0] : [-6, 6]);
  const approveHint = useTransform(x, [20, SWIPE_DISTANCE], [0, 1]);
  const rejectHint = useTransform(x, [-SWIPE_DISTANCE, -20], [1, 0]);
  const titleId = useId();
  const inactive = disabled || Boolean(queued);

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
        <ApprovalCardBody {...props} titleId={titleId} />
      </motion.article>
    </div>
  );
}

/** The phone's stack of swipeable cards; a decided card folds away (no animation with reduced motion). */
export function ApprovalStack({ rows, cardProps }: ApprovalStackProps) {
  const reduceMotion = useReducedMotion();
  return (
    <ul className="approval-stack" aria-label="Transfers awaiting approval" data-swipe="ready">
      <AnimatePresence initial={false}>
        {rows.map((row) => (
          // No layout animation (it measured every card's box on mount, a long task on a phone): a decided
          // card fades and folds its height away, and the cards below close up with it.
          <motion.li
            key={row.id}
            exit={reduceMotion ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0, height: 0 }}
          >
            <ApprovalCard {...cardProps(row)} />
          </motion.li>
        ))}
      </AnimatePresence>
    </ul>
  );
}
