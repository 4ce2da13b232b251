import { useSuspenseQuery } from '@tanstack/react-query';
import type { ChargebackBalanceLine } from '../../../contract/chargeback-fines';
import { formatMoney } from '../../lib/money';
import { chargebackBalanceQuery } from '../../queries/chargebacks';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import './chargebacks.css';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What chargebacks cost the business, per currency: taken already (lost chargebacks, paid fines) and owed. */
export function ChargebackBalance() {
  return (
    <QueryBoundary
      what="the chargeback balance"
      pending={<Skeleton lines={4} label="Loading the chargeback balance" />}
    >
      <BalanceLines />
    </QueryBoundary>
  );
}

function BalanceLines() {
  const lines = useSuspenseQuery(chargebackBalanceQuery()).data.balances;
  if (lines.length === 0) {
    return (
      <EmptyState title="No chargeback balance">
        <p>No chargeback has been lost and no card scheme has fined this account.</p>
      </EmptyState>
    );
  }
  return (
    <div className="panel-grid">
      {lines.map((line) => (
        <BalancePanel key={line.currency} line={line} />
      ))}
    </div>
  );
}

function BalancePanel({ line }: { line: ChargebackBalanceLine }) {
  const money = (amount: number) => formatMoney(amount, line.currency);
  return (
    <Panel title={`${line.currency} chargeback balance`}>
      <div className="chargeback-balance-figures">
        <div>
          <p className="stat-label">Owed in fines</p>
          <p className="stat-value">{money(line.fines_due)}</p>
        </div>
        <div>
          <p className="stat-label">Taken on chargebacks</p>
          <p className="stat-value">{money(line.total_taken)}</p>
        </div>
      </div>
      <DetailList
        items={[
          {
            label: 'Lost chargebacks',
            value: `${money(line.lost_amount)} · ${counted(line.lost_count, 'chargeback', 'chargebacks')}`,
          },
          {
            label: 'Fines paid',
            value: `${money(line.fines_paid)} · ${counted(line.fines_paid_count, 'fine', 'fines')}`,
          },
          { label: 'Fines due', value: `${money(line.fines_due)} · ${counted(line.fines_due_count, 'fine', 'fines')}` },
          ...(line.fines_waived > 0 ? [{ label: 'Fines waived', value: money(line.fines_waived) }] : []),
        ]}
      />
    </Panel>
  );
}
