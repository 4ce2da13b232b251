import { useQuery } from '@tanstack/react-query';
import { INVOICES_HEADINGS } from '../../../contract/invoices-headings';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { DetailList, Panel } from '../../ui/detail-list';
import { ListScreen } from '../../ui/list-screen';
import { RecordState } from '../../ui/record-state';
import { PlainStatus } from '../../ui/status-badge';
import { invoiceQuery, invoicesQuery } from './api';

export interface InvoicesScreenProps {
  /** The route shown (create and edit show the list until the invoice form arrives). */
  path?: '/dashboard/invoices/list' | '/dashboard/invoices/create' | '/dashboard/invoices/edit/$id';
}

/** invoices/list (also invoices/create and edit/{id}, until the invoice form arrives) */
export function InvoicesScreen({ path = '/dashboard/invoices/list' }: InvoicesScreenProps) {
  return (
    <ListScreen
      heading={INVOICES_HEADINGS[path]}
      what="invoices"
      query={invoicesQuery}
      rows={(data) => data.invoices}
      columns={[
        { key: 'reference', header: 'Invoice', primary: true, cell: (row) => row.reference },
        { key: 'customer', header: 'Customer', cell: (row) => row.customer_name },
        { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'due', header: 'Due', cell: (row) => formatDate(row.due_date) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/invoices/${row.id}`}
      searchLabel="Search invoices"
      emptyTitle="No invoices yet"
      emptyBody={<p>Invoices you send will show here.</p>}
    />
  );
}

/** invoices/{id} */
export function InvoiceDetail({ id }: { id: string }) {
  const numeric = /^\d+$/.test(id) ? Number(id) : null;
  const result = useQuery({ ...invoiceQuery(numeric ?? 0), enabled: numeric !== null });
  return (
    <RecordState
      what="invoice"
      heading={INVOICES_HEADINGS['/dashboard/invoices/$id']}
      back={<Link to="/dashboard/invoices/list">← All invoices</Link>}
      result={numeric === null ? { isPending: false, isError: false, data: null } : result}
      render={(row) => ({
        title: `Invoice ${row.reference}`,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Customer', value: row.customer_name },
                { label: 'Email', value: row.customer_email },
                { label: 'Amount', value: formatMoney(row.amount, row.currency) },
                { label: 'Status', value: <PlainStatus status={row.status} /> },
                { label: 'Due date', value: formatDate(row.due_date) },
                { label: 'Created', value: formatDate(row.date_created) },
              ]}
            />
          </Panel>
        ),
      })}
    />
  );
}
