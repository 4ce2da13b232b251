import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../lib/dates';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { ListScreen } from '../../ui/list-screen';
import { RecordState } from '../../ui/record-state';
import { TabsNav } from '../../ui/tabs-nav';
import { subaccountQuery, subaccountsQuery } from './api';

/** subaccounts: the accounts payments are split with. */
export function SubaccountsScreen() {
  return (
    <ListScreen
      heading="Subaccounts"
      eyebrow="Your business"
      description="Split payments with partners and vendors automatically."
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
  const result = useQuery({ ...subaccountQuery(numeric ?? 0), enabled: numeric !== null });
  return (
    <RecordState
      what="subaccount"
      title="Subaccount"
      eyebrow="Subaccounts"
      back={<Link to="/dashboard/subaccounts">← All subaccounts</Link>}
      result={numeric === null ? { isPending: false, isError: false, data: null } : result}
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
              <EmptyState title="No split transactions yet">
                <p>Payments split to {row.business_name} will show here.</p>
              </EmptyState>
            ) : (
              <EmptyState title="No subaccount settlements yet">
                <p>Settlements paid to {row.business_name}'s bank account will show here.</p>
              </EmptyState>
            )}
          </>
        ),
      })}
    />
  );
}
