import { useState } from 'react';
import { BILLS_HEADINGS } from './headings';
import { isAdminRole } from '../../../contract/roles';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { billsQuery } from '../../queries/bills';
import { Button } from '../../ui/button';
import { ListScreen } from '../../ui/list-screen';
import { ModalDialog } from '../../ui/modal-dialog';
import { PlainStatus } from '../../ui/status-badge';
import { AirtimeForm } from './airtime-form';
import { DstvForm } from './dstv-form';
import './bills.css';

/** bills/airtime and bills/dstv: the history, and (for Owners and Admins) a purchase paid from the balance. */
export function BillsScreen({ type }: { type: 'airtime' | 'dstv' }) {
  const airtime = type === 'airtime';
  const canPay = isAdminRole(readSessionSnapshot().role);
  const [buying, setBuying] = useState(false);
  const actionLabel = airtime ? 'Buy airtime' : 'Pay DSTV';
  return (
    <>
      <ListScreen
        heading={BILLS_HEADINGS[airtime ? '/dashboard/bills/airtime' : '/dashboard/bills/dstv']}
        actions={canPay ? <Button onClick={() => setBuying(true)}>{actionLabel}</Button> : null}
        tabs={{
          label: 'Bills',
          items: [
            { label: 'Airtime', to: '/dashboard/bills/airtime' },
            { label: 'DSTV', to: '/dashboard/bills/dstv' },
          ],
        }}
        before={canPay ? null : <p className="bills-note">Only an Owner or Admin can pay bills from the balance.</p>}
        what={airtime ? 'airtime purchases' : 'DSTV payments'}
        query={billsQuery(type)}
        rows={(data) => data.bills}
        columns={[
          {
            key: 'customer',
            header: airtime ? 'Phone number' : 'Smartcard',
            primary: true,
            cell: (row) => row.customer,
          },
          { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
          { key: 'reference', header: 'Reference', cell: (row) => row.reference },
          { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
          { key: 'date', header: 'Date', cell: (row) => formatDate(row.date_created) },
        ]}
        rowKey={(row) => row.id}
        rowLink={(row) => `/dashboard/bills/receipt/${row.id}`}
        emptyTitle={airtime ? 'No airtime purchases yet' : 'No DSTV payments yet'}
        emptyBody={
          <p>
            {airtime
              ? 'Airtime you buy from your balance shows here, with its receipt.'
              : 'DSTV subscriptions you pay from your balance show here, with their receipts.'}
          </p>
        }
      />
      <ModalDialog isOpen={buying} onOpenChange={setBuying} title={actionLabel} variant="sheet">
        {airtime ? <AirtimeForm onDone={() => setBuying(false)} /> : <DstvForm onDone={() => setBuying(false)} />}
      </ModalDialog>
    </>
  );
}
