import { useSuspenseQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { LoanHistoryEntry } from '../../../contract/areas';
import { hasActiveLoan } from '../../../contract/capital';
import { CAPITAL_HEADINGS } from './headings';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { loanHistoryQuery, loanOfferQuery } from '../../queries/capital';
import { Panel } from '../../ui/detail-list';
import { PageHeader } from '../../ui/page-header';
import { PagedList } from '../../ui/paged-list';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { PlainStatus, StatusBadge } from '../../ui/status-badge';
import { ActiveLoanPanel } from './active-loan';
import { LoanOfferPanel } from './loan-offer';
import './capital.css';

type HistoryRow = v.InferOutput<typeof LoanHistoryEntry>;

/**
 * The loan part of the screen in its three states (spec 2 §4): loading; active (the offer answer says
 * 'Active loan found'), with the loan and its repayments; otherwise the offer, or none when ineligible.
 */
function Loan() {
  return (
    <QueryBoundary what="your loan offer" pending={<Skeleton lines={3} label="Loading your loan offer" />}>
      <LoanOffer />
    </QueryBoundary>
  );
}

function LoanOffer() {
  const { data } = useSuspenseQuery(loanOfferQuery());
  if (hasActiveLoan(data)) return <ActiveLoanPanel />;
  if (data.offer) return <LoanOfferPanel offer={data.offer} />;
  return (
    <Panel title="Loan offer" actions={<StatusBadge label="Not eligible yet" tone="neutral" />}>
      <p>No offer is available for your business right now. Offers grow with your collections.</p>
    </Panel>
  );
}

/** capital: the loan offer or the active loan, and the loan history (10 a page). */
export function CapitalScreen() {
  return (
    <div className="screen">
      <PageHeader {...CAPITAL_HEADINGS['/dashboard/capital']} />
      <Loan />
      <PagedList
        title="Loan history"
        what="loans"
        state="local"
        query={loanHistoryQuery}
        rows={(data) => data.loans}
        rowKey={(row: HistoryRow) => row.id}
        emptyTitle="No loans yet"
        emptyBody={<p>Loans you take will show here.</p>}
        columns={[
          { key: 'date', header: 'Taken', primary: true, cell: (row) => formatDate(row.date_created) },
          { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
          { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        ]}
      />
    </div>
  );
}
