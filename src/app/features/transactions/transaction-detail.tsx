import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { transactionStatusLabel } from '../../../contract/rules';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { DetailList, Panel } from '../../ui/detail-list';
import { RecordState } from '../../ui/record-state';
import { StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { transactionQuery } from './api';

export interface TransactionDetailProps {
  id: string;
  reference?: string | undefined;
}

/** transactions/{id}: one transaction. */
export function TransactionDetail({ id, reference }: TransactionDetailProps) {
  const numeric = Number(id);
  const result = useQuery({ ...transactionQuery(numeric, reference), enabled: Number.isInteger(numeric) });
  const parent = readSessionSnapshot().business?.parent_account_id ?? 0;
  return (
    <RecordState
      what="transaction"
      title="Transaction"
      eyebrow="Transactions"
      back={<Link to="/dashboard/transactions/all">← All transactions</Link>}
      result={Number.isInteger(numeric) ? result : { isPending: false, isError: false, data: null }}
      render={(row) => ({
        title: row.unique_reference,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Amount', value: formatMoney(row.amount_charged, row.currency) },
                {
                  label: 'Status',
                  value: (
                    <StatusBadge label={transactionStatusLabel(row.status, parent)} tone={toneOfStatus(row.status)} />
                  ),
                },
                { label: 'Reference', value: row.unique_reference },
                { label: 'Narration', value: row.narration || '—' },
                { label: 'Currency', value: row.currency },
                { label: 'Date', value: formatDateTime(row.date_created) },
              ]}
            />
          </Panel>
        ),
      })}
    />
  );
}
