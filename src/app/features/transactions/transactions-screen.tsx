import { readSessionSnapshot } from '../../lib/session';
import { PageHeader } from '../../ui/page-header';
import { PagedList } from '../../ui/paged-list';
import { TabsNav } from '../../ui/tabs-nav';
import { transactionsQuery } from './api';
import { transactionColumns, transactionLink } from './transaction-columns';

const TABS = [
  { label: 'All transactions', to: '/dashboard/transactions/all' },
  { label: 'Refunds', to: '/dashboard/transactions/refunds' },
];

/** transactions/all: every payment, newest first, searchable. */
export function TransactionsScreen() {
  const parent = readSessionSnapshot().business?.parent_account_id ?? 0;
  return (
    <div className="screen">
      <PageHeader
        eyebrow="Payments"
        title="Transactions"
        description="Every payment your customers made, newest first."
      />
      <TabsNav label="Transactions" items={TABS} />
      <PagedList
        what="transactions"
        query={transactionsQuery}
        rows={(data) => data.transactions}
        columns={transactionColumns(parent)}
        rowKey={(row) => row.id}
        rowLink={transactionLink}
        searchLabel="Search by reference, narration, customer name or email"
        emptyTitle="No transactions yet"
        emptyBody={<p>Payments your customers make will show here.</p>}
      />
    </div>
  );
}
