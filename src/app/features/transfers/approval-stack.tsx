import { lazy, Suspense } from 'react';
import type { TransferListRow } from '../../../contract/transfers';
import { type ApprovalCardProps, StaticApprovalCard } from './approval-card';

export interface ApprovalStackProps {
  rows: readonly TransferListRow[];
  cardProps: (row: TransferListRow) => ApprovalCardProps;
}

// framer-motion (about 35 KB) is the swipe layer only: the cards show, with their buttons, before it
// has loaded; the swipe works once it has.
const SwipeStack = lazy(() => import('./approval-swipe').then((m) => ({ default: m.ApprovalStack })));

function StaticApprovalStack({ rows, cardProps }: ApprovalStackProps) {
  return (
    <ul className="approval-stack" aria-label="Transfers awaiting approval">
      {rows.map((row) => (
        <li key={row.id}>
          <StaticApprovalCard {...cardProps(row)} />
        </li>
      ))}
    </ul>
  );
}

/** The phone's approval cards: swipe right to approve, left to reject, or use the buttons. */
export function ApprovalStack(props: ApprovalStackProps) {
  return (
    <Suspense fallback={<StaticApprovalStack {...props} />}>
      <SwipeStack {...props} />
    </Suspense>
  );
}
