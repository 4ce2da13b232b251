import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { TabsNav } from '../../ui/tabs-nav';

const TABS = [
  { label: 'All transactions', to: '/dashboard/transactions/all' },
  { label: 'Refunds', to: '/dashboard/transactions/refunds' },
];

/** transactions/refunds: the account has no refund records in this version of the API. */
export function RefundsScreen() {
  return (
    <div className="screen">
      <PageHeader eyebrow="Payments" title="Refunds" description="Money you returned to customers." />
      <TabsNav label="Transactions" items={TABS} />
      <EmptyState title="No refunds yet">
        <p>Refunds you make on transactions will show here.</p>
      </EmptyState>
      <p>
        <Link to="/dashboard/transactions/all" className="touch-link">
          See all transactions
        </Link>
      </p>
    </div>
  );
}
