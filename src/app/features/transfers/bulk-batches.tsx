import { useSuspenseQuery } from '@tanstack/react-query';
import { TRANSFERS_HEADINGS } from './headings';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useDeferredValue, useState } from 'react';
import type { BulkBatch } from '../../../contract/transfers';
import { approvalProgressText } from '../../../contract/approval-rules';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { LocalPager } from '../../ui/local-pager';
import { DataList } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { QueryBoundary } from '../../ui/query-boundary';
import { RecordState } from '../../ui/record-state';
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
      <QueryBoundary what="bulk transfers" resetKey={page}>
        <BatchesPage page={page} setPage={setPage} />
      </QueryBoundary>
    </div>
  );
}

/** A page of batches; the next page loads behind the current one (a deferred render). */
function BatchesPage({ page, setPage }: { page: number; setPage: (page: number) => void }) {
  const shown = useDeferredValue(page);
  const list = useSuspenseQuery(bulkQueuedQuery(shown));
  const data = list.data;
  const totalPages = Math.max(data.page_info.total_pages ?? 1, 1);
  let body: ReactNode;
  if (data.batches.length === 0)
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
          rows={data.batches}
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
        <LocalPager what="bulk transfers" page={shown} pages={totalPages} onPage={setPage} />
      </>
    );
  return (
    <section className="paged-list" aria-busy={list.isFetching || shown !== page}>
      {body}
    </section>
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
