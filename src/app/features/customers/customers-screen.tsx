import { formatDate } from '../../lib/dates';
import { CUSTOMERS_HEADINGS } from './headings';
import { ListScreen } from '../../ui/list-screen';
import { StatusBadge } from '../../ui/status-badge';
import { customersPageQuery } from './api';

export const CUSTOMER_TABS = {
  label: 'Customers',
  items: [
    { label: 'All customers', to: '/dashboard/customers/list' },
    { label: 'Blacklist', to: '/dashboard/customers/blacklist/radar' },
  ],
} as const;

/** customers/list: everyone who paid, searchable by name, email or phone. */
export function CustomersScreen() {
  return (
    <ListScreen
      heading={CUSTOMERS_HEADINGS['/dashboard/customers/list']}
      tabs={CUSTOMER_TABS}
      what="customers"
      query={customersPageQuery}
      rows={(data) => data.customers}
      columns={[
        { key: 'name', header: 'Name', primary: true, cell: (row) => row.customer_fullname || 'Not Available' },
        { key: 'email', header: 'Email', cell: (row) => row.customer_email },
        { key: 'phone', header: 'Phone', wideOnly: true, cell: (row) => row.phone ?? '—' },
        {
          key: 'state',
          header: 'Status',
          cell: (row) =>
            row.blacklisted ? (
              <StatusBadge label="Blacklisted" tone="danger" />
            ) : (
              <StatusBadge label="Active" tone="success" />
            ),
        },
        { key: 'date', header: 'Customer since', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/customers/${row.id}`}
      searchLabel="Search by name, email or phone"
      emptyTitle="No customers yet"
      emptyBody={<p>Customers appear here after their first payment.</p>}
    />
  );
}
