import { formatMoney } from '../../lib/money';
import { SALESMODE_HEADINGS } from '../../../contract/salesmode-headings';
import { PageHeader } from '../../ui/page-header';
import { PagedList } from '../../ui/paged-list';
import { PlainStatus } from '../../ui/status-badge';
import { activeLinksQuery } from './api';

/** salesmode: sell in person by showing or sending one of your payment links. */
export function SalesModeScreen() {
  return (
    <div className="screen">
      <PageHeader {...SALESMODE_HEADINGS['/dashboard/salesmode']} />
      <PagedList
        title="Your payment links"
        what="payment links"
        query={activeLinksQuery}
        rows={(data) => data.payment_links}
        columns={[
          { key: 'title', header: 'Title', primary: true, cell: (row) => row.title },
          {
            key: 'amount',
            header: 'Amount',
            align: 'end',
            cell: (row) => (row.amount === null ? 'Customer decides' : formatMoney(row.amount, row.currency)),
          },
          { key: 'link', header: 'Link', cell: (row) => `/pay/${row.slug}` },
          { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        ]}
        rowKey={(row) => row.id}
        rowLink={(row) => `/dashboard/payments/links/${row.id}`}
        searchLabel="Search payment links"
        emptyTitle="No payment links yet"
        emptyBody={<p>Create a payment link to sell in person.</p>}
      />
    </div>
  );
}
