import { useSuspenseQuery } from '@tanstack/react-query';
import { TRANSFERS_HEADINGS } from './headings';
import { Link } from '@tanstack/react-router';
import { isApproverRole } from '../../../contract/roles';
import { readSessionSnapshot } from '../../lib/session';
import { DataList } from '../../ui/data-list';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { QueryBoundary } from '../../ui/query-boundary';
import { TabsNav } from '../../ui/tabs-nav';
import { WalletsPanel } from '../../ui/wallets-panel';
import { pendingApprovalsListQuery, filteredTransfersQuery } from './api';
import { NewTransferButton } from './new-transfer-button';
import { TRANSFER_COLUMNS, TRANSFER_TABS, transferLink } from './transfer-columns';

/** transfers/overview: balances per currency, quick actions, the latest transfers. */
export function TransfersOverviewScreen() {
  const session = readSessionSnapshot();
  const approver = isApproverRole(session.role);
  return (
    <div className="screen">
      <PageHeader {...TRANSFERS_HEADINGS['/dashboard/transfers/overview']} />
      <TabsNav label={TRANSFER_TABS.label} items={TRANSFER_TABS.items} />
      <WalletsPanel />
      <nav className="tx-quick-actions" aria-label="Quick actions">
        <NewTransferButton />
        <Link
          to="/dashboard/transfers/bulk/$entity"
          params={{ entity: 'bank' }}
          className="button"
          data-variant="secondary"
        >
          Bulk transfer
        </Link>
        <Link to="/dashboard/transfers/beneficiaries" className="button" data-variant="secondary">
          Beneficiaries
        </Link>
        {approver ? (
          <Link to="/dashboard/transfers/pendingapprovals" className="button" data-variant="secondary">
            {/* The count is extra: the link reads without it while it loads or when it cannot. */}
            <QueryBoundary what="pending approvals" pending="Pending approvals" failed={() => 'Pending approvals'}>
              <PendingApprovalsLabel />
            </QueryBoundary>
          </Link>
        ) : null}
      </nav>
      <section className="paged-list" aria-labelledby="tx-latest">
        <h2 id="tx-latest" className="paged-list-title">
          Latest transfers
        </h2>
        <QueryBoundary what="transfers">
          <LatestTransfers />
        </QueryBoundary>
      </section>
    </div>
  );
}

function LatestTransfers() {
  const { data: recent } = useSuspenseQuery(filteredTransfersQuery({ page: 1 }, 5));
  return recent.transfers.length === 0 ? (
    <EmptyState title="No transfers yet">
      <p>Transfers you send will show here.</p>
    </EmptyState>
  ) : (
    <>
      <DataList
        caption="Latest transfers"
        columns={TRANSFER_COLUMNS}
        rows={recent.transfers}
        rowKey={(r) => r.id}
        rowLink={transferLink}
      />
      <Link to="/dashboard/transfers/list" className="tx-more-link">
        See all transfers
      </Link>
    </>
  );
}

function PendingApprovalsLabel() {
  const { data } = useSuspenseQuery(pendingApprovalsListQuery());
  const count = data.page_info.total ?? data.transfers.length;
  return <>Pending approvals{count ? ` (${count})` : ''}</>;
}
