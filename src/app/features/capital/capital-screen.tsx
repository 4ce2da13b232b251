import { useQuery } from '@tanstack/react-query';
import { CAPITAL_HEADINGS } from '../../../contract/capital-headings';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { DataList } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { PlainStatus, StatusBadge } from '../../ui/status-badge';
import { loanHistoryQuery, loanOfferQuery } from './api';

function Offer() {
  const offer = useQuery(loanOfferQuery());
  if (offer.isPending) return <Skeleton lines={2} label="Loading your loan offer" />;
  if (offer.isError)
    return <ErrorState error={offer.error} what="your loan offer" onRetry={() => void offer.refetch()} />;
  const { offer: loan, status, message } = offer.data;
  const badge =
    status === 'eligible' ? (
      <StatusBadge label="Eligible" tone="success" />
    ) : status === 'active' ? (
      <StatusBadge label="Active loan" tone="info" />
    ) : (
      <StatusBadge label="Not eligible yet" tone="neutral" />
    );
  return (
    <Panel title="Loan offer" actions={badge}>
      {message ? <p className="text-secondary">{message}</p> : null}
      {loan ? (
        <DetailList
          items={[
            { label: 'Amount', value: formatMoney(loan.amount, loan.currency) },
            { label: 'Interest rate', value: `${loan.interestRate}%` },
            { label: 'Total repayment', value: formatMoney(loan.totalRepayment, loan.currency) },
            { label: 'Tenor', value: `${loan.tenor} ${loan.tenorUnit}` },
          ]}
        />
      ) : (
        <p>No offer is available for your business right now. Offers grow with your collections.</p>
      )}
    </Panel>
  );
}

function History() {
  const history = useQuery(loanHistoryQuery({ page: 1 }));
  if (history.isPending) return <Skeleton lines={3} label="Loading your loan history" />;
  if (history.isError)
    return <ErrorState error={history.error} what="your loan history" onRetry={() => void history.refetch()} />;
  if (history.data.loans.length === 0)
    return (
      <EmptyState title="No loans yet">
        <p>Loans you take will show here.</p>
      </EmptyState>
    );
  return (
    <DataList
      caption="Loan history"
      rows={history.data.loans}
      rowKey={(row) => row.id}
      columns={[
        { key: 'date', header: 'Taken', primary: true, cell: (row) => formatDate(row.date_created) },
        { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
      ]}
    />
  );
}

/** capital: the loan offer and the loan history. */
export function CapitalScreen() {
  return (
    <div className="screen">
      <PageHeader {...CAPITAL_HEADINGS['/dashboard/capital']} />
      <Offer />
      <section className="paged-list" aria-labelledby="loan-history-title">
        <h2 id="loan-history-title" className="paged-list-title">
          Loan history
        </h2>
        <History />
      </section>
    </div>
  );
}
