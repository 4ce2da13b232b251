import { useQuery } from '@tanstack/react-query';
import { SUBACCOUNTS_HEADINGS } from '../../../contract/subaccounts-headings';
import { Link } from '@tanstack/react-router';
import { transactionStatusLabel } from '../../../contract/rules';
import { formatDate } from '../../lib/dates';
import { formatCount, formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { DetailList, Panel } from '../../ui/detail-list';
import { ListScreen } from '../../ui/list-screen';
import { PagedList } from '../../ui/paged-list';
import { RecordState } from '../../ui/record-state';
import { PlainStatus, StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { TabsNav } from '../../ui/tabs-nav';
import { subaccountQuery, subaccountSettlementsQuery, subaccountsQuery, subaccountTransactionsQuery } from './api';

/** subaccounts: the accounts payments are split with. */
export function SubaccountsScreen() {
  return (
    <ListScreen
      heading={SUBACCOUNTS_HEADINGS['/dashboard/subaccounts']}
      what="subaccounts"
      query={subaccountsQuery}
      rows={(data) => data.subaccounts}
      columns={[
        { key: 'name', header: 'Business name', primary: true, cell: (row) => row.business_name },
        { key: 'contact', header: 'Contact', cell: (row) => row.fullname },
        { key: 'bank', header: 'Bank', cell: (row) => row.bank_name },
        { key: 'account', header: 'Account number', cell: (row) => row.account_number },
        { key: 'id', header: 'Subaccount ID', cell: (row) => row.subaccount_id },
        { key: 'date', header: 'Created', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/subaccounts/${row.id}`}
      searchLabel="Search by business name"
      emptyTitle="No subaccounts yet"
      emptyBody={<p>Subaccounts you create to split payments will show here.</p>}
    />
  );
}

export interface SubaccountDetailProps {
  id: string;
  tab: 'transactions' | 'settlements';
}

/** subaccounts/{id}: the subaccount, with its transactions and settlements tabs. */
export function SubaccountDetail({ id, tab }: SubaccountDetailProps) {
  const numeric = /^\d+$/.test(id) ? Number(id) : null;
  const result = useQuery({ ...subaccountQuery(numeric ?? 0), enabled: numeric !== null, retry: false });
  const parent = readSessionSnapshot().business?.parent_account_id ?? 0;
  const notFound = numeric === null || (result.error as { status?: number } | null)?.status === 404;
  return (
    <RecordState
      what="subaccount"
      heading={SUBACCOUNTS_HEADINGS['/dashboard/subaccounts/$id']}
      back={<Link to="/dashboard/subaccounts">← All subaccounts</Link>}
      result={notFound ? { isPending: false, isError: false, data: null } : result}
      render={(row) => ({
        title: row.business_name,
        body: (
          <>
            <Panel title="Details">
              <DetailList
                items={[
                  { label: 'Subaccount ID', value: row.subaccount_id },
                  { label: 'Contact', value: row.fullname },
                  { label: 'Bank', value: row.bank_name },
                  { label: 'Account number', value: row.account_number },
                  { label: 'Created', value: formatDate(row.date_created) },
                  ...row.totals.map((t) => ({
                    label: `Split payments (${t.currency})`,
                    value: `${formatMoney(t.total, t.currency)} from ${formatCount(t.payments)} payments`,
                  })),
                ]}
              />
            </Panel>
            <TabsNav
              label="Subaccount"
              items={[
                { label: 'Transactions', to: `/dashboard/subaccounts/${row.id}`, search: { tab: 'transactions' } },
                { label: 'Settlements', to: `/dashboard/subaccounts/${row.id}`, search: { tab: 'settlements' } },
              ]}
            />
            {tab === 'transactions' ? (
              <PagedList
                key="transactions"
                title="Split transactions"
                state="local"
                what="transactions"
                query={subaccountTransactionsQuery(row.id)}
                rows={(data) => data.transactions}
                columns={[
                  { key: 'reference', header: 'Reference', primary: true, cell: (t) => t.unique_reference },
                  { key: 'customer', header: 'Customer', cell: (t) => t.customer_name ?? '—' },
                  {
                    key: 'amount',
                    header: 'Amount',
                    align: 'end',
                    cell: (t) => formatMoney(t.amount_charged, t.currency),
                  },
                  {
                    key: 'status',
                    header: 'Status',
                    cell: (t) => (
                      <StatusBadge label={transactionStatusLabel(t.status, parent)} tone={toneOfStatus(t.status)} />
                    ),
                  },
                  { key: 'date', header: 'Date', cell: (t) => formatDate(t.date_created) },
                ]}
                rowKey={(t) => t.id}
                rowLink={(t) => `/dashboard/transactions/${t.id}`}
                emptyTitle="No split transactions yet"
                emptyBody={<p>Payments split to {row.business_name} will show here.</p>}
              />
            ) : (
              <PagedList
                key="settlements"
                title="Settlements"
                state="local"
                what="settlements"
                query={subaccountSettlementsQuery(row.id)}
                rows={(data) => data.settlements}
                columns={[
                  { key: 'due', header: 'Due date', primary: true, cell: (st) => formatDate(st.due_date) },
                  {
                    key: 'net',
                    header: 'Net amount',
                    align: 'end',
                    cell: (st) => formatMoney(st.net_amount, st.currency),
                  },
                  {
                    key: 'gross',
                    header: 'Gross',
                    align: 'end',
                    cell: (st) => formatMoney(st.gross_amount, st.currency),
                  },
                  { key: 'count', header: 'Payments', align: 'end', cell: (st) => st.transactions_count },
                  { key: 'status', header: 'Status', cell: (st) => <PlainStatus status={st.status} /> },
                ]}
                rowKey={(st) => st.settlement_id}
                rowLink={(st) => `/dashboard/balance/settlements/${st.settlement_id}`}
                emptyTitle="No subaccount settlements yet"
                emptyBody={<p>Settlements of payments split to {row.business_name} will show here.</p>}
              />
            )}
          </>
        ),
      })}
    />
  );
}
