import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { transactionStatusLabel } from '../../../contract/rules';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { DetailList, Panel } from '../../ui/detail-list';
import { PagedList } from '../../ui/paged-list';
import { RecordState } from '../../ui/record-state';
import { StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { customerQuery, customerTransactionsQuery } from './api';

/** customers/{id}: the customer and their payments. */
export function CustomerDetail({ id }: { id: string }) {
  const numeric = Number(id);
  const valid = Number.isInteger(numeric);
  const result = useQuery({ ...customerQuery(numeric), enabled: valid });
  const parent = readSessionSnapshot().business?.parent_account_id ?? 0;
  return (
    <RecordState
      what="customer"
      title="Customer"
      eyebrow="Customers"
      back={<Link to="/dashboard/customers/list">← All customers</Link>}
      result={valid ? result : { isPending: false, isError: false, data: null }}
      render={(customer) => ({
        title: customer.customer_fullname || customer.customer_email,
        body: (
          <>
            <Panel title="Profile">
              <DetailList
                items={[
                  { label: 'Name', value: customer.customer_fullname || 'Not Available' },
                  { label: 'Email', value: customer.customer_email },
                  { label: 'Customer since', value: formatDate(customer.date_created) },
                ]}
              />
            </Panel>
            <PagedList
              title="Payments"
              state="local"
              what="payments"
              query={customerTransactionsQuery(customer.customer_email)}
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
              emptyTitle="No payments from this customer yet"
            />
          </>
        ),
      })}
    />
  );
}
