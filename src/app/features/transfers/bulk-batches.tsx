import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TRANSFERS_HEADINGS } from './headings';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { BulkBatch } from '../../../contract/transfers';
import { approvalProgressText } from '../../../contract/approval-rules';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { DataList } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { RecordState } from '../../ui/record-state';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { TabsNav } from '../../ui/tabs-nav';
import { bulkQueuedQuery, bulkStatusQuery } from './api';
import { TRANSFER_COLUMNS, TRANSFER_TABS, transferLink } from './transfer-columns';

const BATCH_LABELS: Record<string, string> = {
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  awaiting_approval: 'Awaiting Approval',
};
export const batchStatusLabel = (status: string) => BATCH_LABELS[status] ?? status;

function BatchStatus({ status }: { status: string }) {
  return (
    <StatusBadge label={batchStatusLabel(status)} tone={status === 'completed' ? 'success' : toneOfStatus('pending')} />
  );
}

/** "1 of 2 approved, by …" while the batch waits, as on its transfers. */
const batchApprovals = (batch: BulkBatch) => approvalProgressText(batch.approved_by_names, batch.required_approvals);

/** transfers/queued-bulk-transfers: the bulk batches of this account and how far each got. */
export function QueuedBulkTransfersScreen() {
  const [page, setPage] = useState(1);
  const list = useQuery({ ...bulkQueuedQuery(page), placeholderData: keepPreviousData });
  const totalPages = Math.max(list.data?.page_info.total_pages ?? 1, 1);
  let body: ReactNode;
  if (list.isPending) body = <Skeleton label="Loading bulk transfers" />;
  else if (list.isError && !list.data)
    body = <ErrorState error={list.error} what="bulk transfers" onRetry={() => void list.refetch()} />;
  else if (list.data.batches.length === 0)
    body = (
      <EmptyState
        title="No bulk transfers yet"
        action={
          <Link
            to="/dashboard/transfers/bulk/$entity"
            params={{ entity: 'bank' }}
            className="button"
            data-variant="primary"
          >
            Upload a bulk transfer
          </Link>
        }
      >
        <p>Pay many accounts at once from a CSV file.</p>
      </EmptyState>
    );
  else
    body = (
      <>
        <DataList<BulkBatch>
          caption="Bulk transfers"
          rows={list.data.batches}
          rowKey={(r) => r.id}
          rowLink={(r) => `/dashboard/transfers/bulk-status/${r.id}`}
          columns={[
            { key: 'batch', header: 'Batch', primary: true, cell: (r) => `Batch ${r.id} · ${r.count} transfers` },
            { key: 'total', header: 'Total', align: 'end', cell: (r) => formatMoney(r.total_amount, r.currency) },
            {
              key: 'status',
              header: 'Status',
              cell: (r) => (
                <>
                  <BatchStatus status={r.status} />
                  {r.status === 'awaiting_approval' ? (
                    <span className="text-secondary"> {batchApprovals(r)}</span>
                  ) : null}
                </>
              ),
            },
            {
              key: 'progress',
              header: 'Paid / failed / pending',
              cell: (r) => `${r.successful} / ${r.failed} / ${r.pending}`,
            },
            { key: 'by', header: 'Created by', cell: (r) => r.created_by ?? '—' },
            { key: 'date', header: 'Created', cell: (r) => formatDateTime(r.date_created) },
          ]}
        />
        <nav className="pager" aria-label="Pages of bulk transfers">
          <p className="pager-status">
            Page {page} of {totalPages}
          </p>
          <div className="pager-buttons">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button variant="secondary" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        </nav>
      </>
    );
  return (
    <div className="screen">
      <PageHeader
        {...TRANSFERS_HEADINGS['/dashboard/transfers/queued-bulk-transfers']}
        actions={
          <Link
            to="/dashboard/transfers/bulk/$entity"
            params={{ entity: 'bank' }}
            className="button"
            data-variant="primary"
          >
            New bulk transfer
          </Link>
        }
      />
      <TabsNav label={TRANSFER_TABS.label} items={TRANSFER_TABS.items} />
      <section className="paged-list">{body}</section>
    </div>
  );
}

/** transfers/bulk-status/{id}: one batch, its totals and each of its transfers. */
export function BulkStatusScreen({ id }: { id: string }) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <RecordState
      what="bulk transfer"
      heading={TRANSFERS_HEADINGS['/dashboard/transfers/bulk-status/$id']}
      back={<Link to="/dashboard/transfers/queued-bulk-transfers">← Queued bulk transfers</Link>}
      query={
        numeric === null
          ? null
          : {
              ...bulkStatusQuery(numeric),
              // Keep following a batch while it is being paid.
              refetchInterval: (query) =>
                query.state.data && ['queued', 'processing'].includes(query.state.data.batch.status) ? 5000 : false,
            }
      }
      render={({ batch, transfers }) => ({
        title: `Batch ${batch.id}: ${formatMoney(batch.total_amount, batch.currency)}`,
        body: (
          <>
            <Panel title="Batch">
              <DetailList
                items={[
                  { label: 'Status', value: <BatchStatus status={batch.status} /> },
                  ...(batch.status === 'awaiting_approval'
                    ? [{ label: 'Approvals', value: batchApprovals(batch) }]
                    : []),
                  { label: 'Transfers', value: batch.count },
                  { label: 'Successful', value: batch.successful },
                  { label: 'Failed', value: batch.failed },
                  { label: 'Pending', value: batch.pending },
                  { label: 'Paid from', value: `${batch.debit_currency} wallet` },
                  { label: 'Type', value: batch.entity === 'mobile_money' ? 'Mobile money' : 'Bank accounts' },
                  { label: 'Created by', value: batch.created_by ?? '—' },
                  { label: 'Created', value: formatDateTime(batch.date_created) },
                ]}
              />
            </Panel>
            <DataList
              caption={`Transfers of batch ${batch.id}`}
              rows={transfers}
              rowKey={(r) => r.id}
              rowLink={transferLink}
              columns={TRANSFER_COLUMNS}
            />
          </>
        ),
      })}
    />
  );
}
