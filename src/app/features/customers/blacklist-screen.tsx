import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { TabsNav } from '../../ui/tabs-nav';
import { CUSTOMER_TABS } from './customers-screen';

export interface BlacklistScreenProps {
  /** The blacklist kind from the URL (email, card, ip ...), when any. */
  kind?: string;
}

/** customers/blacklist/radar and customers/blacklisted/{type}: blocked customers. */
export function BlacklistScreen({ kind }: BlacklistScreenProps) {
  const title = kind ? `Blacklisted ${kind.replace(/[-_]/g, ' ')}` : 'Blacklist';
  return (
    <div className="screen">
      <PageHeader
        eyebrow="Customers"
        title={title}
        description="Customers you block cannot pay you. Radar flags suspicious payers for review."
      />
      <TabsNav label="Customers" items={CUSTOMER_TABS.items} />
      <EmptyState title="No blacklisted customers">
        <p>You have not blocked any customer on this account.</p>
      </EmptyState>
      <p>
        <Link to="/dashboard/customers/list" className="touch-link">
          See all customers
        </Link>
      </p>
    </div>
  );
}
