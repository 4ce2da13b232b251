import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PageHeading } from '../../ui/page-heading';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { TabsNav } from '../../ui/tabs-nav';
import { storeQuery } from './api';
import { STORE_TABS } from './store-tabs';
import './promotions.css';

export interface PromotionsFrameProps {
  heading: PageHeading;
  actions?: ReactNode;
  back?: ReactNode;
  /** The store tabs show on the lists, not on a form or a detail. */
  tabs?: boolean;
  /** What the promotion is, plural ('discounts'), for the no-store message. */
  what: string;
  /** The screen's body, given the store (its currency is a new coupon's). */
  children: ReactNode | ((store: { currency: string }) => ReactNode);
}

/**
 * A discounts or announcements screen: its heading, and its body once the business has a store; a
 * business without one is told so, with the way to set it up.
 */
export function PromotionsFrame(props: PromotionsFrameProps) {
  const { heading, back, tabs = false } = props;
  // The actions wait for the store: the heading and tabs show without them while it loads or failed.
  const frame = (body: ReactNode, actions?: ReactNode) => (
    <div className="screen">
      <PageHeader {...heading} actions={actions} back={back} />
      {tabs ? <TabsNav label={STORE_TABS.label} items={STORE_TABS.items} /> : null}
      {body}
    </div>
  );
  return (
    <QueryBoundary
      what="your store"
      pending={frame(<Skeleton lines={3} label="Loading your store" />)}
      failed={({ error, retry }) => frame(<ErrorState error={error} what="your store" onRetry={retry} />)}
    >
      <PromotionsOfStore {...props} frame={frame} />
    </QueryBoundary>
  );
}

function PromotionsOfStore({
  actions,
  what,
  children,
  frame,
}: PromotionsFrameProps & { frame: (body: ReactNode, actions?: ReactNode) => ReactNode }) {
  const { data: store } = useSuspenseQuery(storeQuery());
  if (!store)
    return frame(
      <EmptyState
        title="You have no store yet"
        action={
          <Link to="/dashboard/store/manage" className="button" data-variant="primary">
            Set up your store
          </Link>
        }
      >
        <p>Set up your online store first; its {what} show here after that.</p>
      </EmptyState>,
    );
  return <>{frame(typeof children === 'function' ? children(store) : children, actions)}</>;
}

export const BackToDiscounts = () => <Link to="/dashboard/store/discounts">← All discounts</Link>;
export const BackToAnnouncements = () => <Link to="/dashboard/store/announcements">← All announcements</Link>;
