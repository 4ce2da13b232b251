import { Link } from '@tanstack/react-router';
import { transactionStatusLabel } from '../../../contract/rules';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { DetailList, Panel } from '../../ui/detail-list';
import { PageHeader } from '../../ui/page-header';
import { PagedList } from '../../ui/paged-list';
import { PlainStatus, StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { customersQuery, settlementsQuery, transactionsQuery } from './api';
import { LastSettlementPanel, OverviewTabs, WalletPanels } from './overview-panels';

const COMPLIANCE_LABELS: Record<string, string> = {
  AA: 'Approved',
  RE: 'Documents to be resubmitted',
  IR: 'In review',
};

/** overview: who and where the business is, balances, the last settlement, and where to look next. */
export function OverviewScreen() {
  const session = readSessionSnapshot();
  const firstName = session.user?.first_name?.trim();
  const compliance = (session.complianceStatus && COMPLIANCE_LABELS[session.complianceStatus]) || 'Not submitted';
  return (
    <div className="screen">
      <PageHeader
        eyebrow="Overview"
        title={firstName ? `Hello, ${firstName}` : 'Hello'}
        description="Here is where your business stands today."
      />
      <OverviewTabs />
      <Panel>
        <DetailList
          items={[
            {
              label: 'Business',
              value: <span data-testid="business-name">{session.companyName ?? 'Your business'}</span>,
            },
            {
              label: 'Compliance status',
              value: (
                <StatusBadge label={compliance} tone={session.complianceStatus === 'AA' ? 'success' : 'warning'} />
              ),
            },
            {
              label: 'Mode',
              value: (
                <StatusBadge
                  label={session.isLive ? 'Live' : 'Test Mode'}
                  tone={session.isLive ? 'success' : 'neutral'}
                />
              ),
            },
          ]}
        />
      </Panel>
      <WalletPanels />
      <LastSettlementPanel />
    </div>
  );
}

/** overview/total: balances and the latest transactions. */
export function OverviewTotalScreen() {
  const parent = readSessionSnapshot().business?.parent_account_id ?? 0;
  return (
    <div className="screen">
      <PageHeader eyebrow="Overview" title="Total value" description="Your balances and the latest payments." />
      <OverviewTabs />
      <WalletPanels />
      <PagedList
        title="Latest transactions"
        state="local"
        what="transactions"
        query={transactionsQuery}
        rows={(data) => data.transactions}
        columns={[
          { key: 'reference', header: 'Reference', primary: true, cell: (row) => row.unique_reference },
          {
            key: 'amount',
            header: 'Amount',
            align: 'end',
            cell: (row) => formatMoney(row.amount_charged, row.currency),
          },
          {
            key: 'status',
            header: 'Status',
            cell: (row) => (
              <StatusBadge label={transactionStatusLabel(row.status, parent)} tone={toneOfStatus(row.status)} />
            ),
          },
          { key: 'date', header: 'Date', cell: (row) => formatDate(row.date_created) },
        ]}
        rowKey={(row) => row.id}
        rowLink={(row) => ({ to: `/dashboard/transactions/${row.id}`, search: { ref: row.unique_reference } })}
        emptyTitle="No transactions yet"
      />
      <Link to="/dashboard/transactions/all" className="touch-link">
        See all transactions
      </Link>
    </div>
  );
}

/** overview/settlements: the last settlement and the latest settlements. */
export function OverviewSettlementsScreen() {
  return (
    <div className="screen">
      <PageHeader eyebrow="Overview" title="Settlements" description="What was paid to your bank account." />
      <OverviewTabs />
      <LastSettlementPanel />
      <PagedList
        title="Latest settlements"
        state="local"
        what="settlements"
        query={settlementsQuery}
        rows={(data) => data.settlements}
        columns={[
          { key: 'date', header: 'Due date', primary: true, cell: (row) => formatDate(row.due_date) },
          { key: 'net', header: 'Net amount', align: 'end', cell: (row) => formatMoney(row.net_amount, row.currency) },
          { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        ]}
        rowKey={(row) => row.id}
        rowLink={(row) => `/dashboard/balance/settlements/${row.id}`}
        emptyTitle="No settlements yet"
      />
      <Link to="/dashboard/balance/settlements" className="touch-link">
        See all settlements
      </Link>
    </div>
  );
}

/** overview/customers: the total and the newest customers. */
export function OverviewCustomersScreen() {
  return (
    <div className="screen">
      <PageHeader eyebrow="Overview" title="Customers" description="The people who pay you, newest first." />
      <OverviewTabs />
      <PagedList
        title="Latest customers"
        state="local"
        what="customers"
        query={customersQuery}
        rows={(data) => data.customers}
        columns={[
          { key: 'name', header: 'Name', primary: true, cell: (row) => row.customer_fullname || 'Not Available' },
          { key: 'email', header: 'Email', cell: (row) => row.customer_email },
          { key: 'date', header: 'Customer since', cell: (row) => formatDate(row.date_created) },
        ]}
        rowKey={(row) => row.id}
        rowLink={(row) => `/dashboard/customers/${row.id}`}
        emptyTitle="No customers yet"
      />
      <Link to="/dashboard/customers/list" className="touch-link">
        See all customers
      </Link>
    </div>
  );
}
