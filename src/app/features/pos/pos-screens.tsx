import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { POS_ORDER_STATUSES } from '../../../contract/areas';
import { POS_HEADINGS } from './headings';
import { POS_MESSAGES, POS_STEPS } from '../../../contract/pos';
import { isAdminRole } from '../../../contract/roles';
import { formatDate } from '../../lib/dates';
import { readSessionSnapshot } from '../../lib/session';
import { Button } from '../../ui/button';
import { DetailList, Panel } from '../../ui/detail-list';
import { ListScreen } from '../../ui/list-screen';
import { ModalDialog } from '../../ui/modal-dialog';
import { QueryBoundary } from '../../ui/query-boundary';
import { RecordState } from '../../ui/record-state';
import { PlainStatus } from '../../ui/status-badge';
import { posOrderQuery, posOrdersQuery } from './api';
import { PosRequestForm } from './pos-request-form';
import './pos.css';
import { preferencesQuery } from '../../queries/preferences';

type RequestAccess = 'yes' | 'role' | 'not-enabled' | 'unknown';

interface RequestAccessProps {
  children: (access: RequestAccess) => ReactNode;
}

/**
 * Who may request terminals here: the admins, when merchant_can_make_posrequests is on. The preference
 * is extra to the list: while it loads, or when it could not, neither the button nor a note shows.
 */
function WithRequestAccess({ children }: RequestAccessProps) {
  if (!isAdminRole(readSessionSnapshot().role)) return <>{children('role')}</>;
  return (
    <QueryBoundary what="your POS settings" pending={children('unknown')} failed={() => children('unknown')}>
      <AdminRequestAccess>{children}</AdminRequestAccess>
    </QueryBoundary>
  );
}

function AdminRequestAccess({ children }: RequestAccessProps) {
  const preferences = useSuspenseQuery(preferencesQuery()).data;
  const on = preferences.find((p) => p.setting_name === 'merchant_can_make_posrequests')?.preference_value;
  return <>{children(on?.trim() === '1' ? 'yes' : 'not-enabled')}</>;
}

/** pos/orders and pos/delivered: the business's terminal requests, and (for the admins) a new one. */
export function PosOrdersScreen({ delivered = false }: { delivered?: boolean }) {
  const [requesting, setRequesting] = useState(false);
  const country = readSessionSnapshot().business?.country ?? 'NG';
  return (
    <>
      <ListScreen
        heading={POS_HEADINGS[delivered ? '/dashboard/pos/delivered' : '/dashboard/pos/orders']}
        actions={
          <WithRequestAccess>
            {(access) =>
              access === 'yes' ? <Button onClick={() => setRequesting(true)}>Request terminals</Button> : null
            }
          </WithRequestAccess>
        }
        tabs={{
          label: 'POS',
          items: [
            { label: 'Orders', to: '/dashboard/pos/orders' },
            { label: 'Delivered', to: '/dashboard/pos/delivered' },
          ],
        }}
        before={
          <WithRequestAccess>
            {(access) =>
              access === 'role' ? (
                <p className="pos-note">Only an Owner or Admin can request POS terminals.</p>
              ) : access === 'not-enabled' ? (
                <p className="pos-note">{POS_MESSAGES.notEnabled}</p>
              ) : null
            }
          </WithRequestAccess>
        }
        what="POS orders"
        query={posOrdersQuery(delivered ? 'delivered' : null)}
        rows={(data) => data.orders}
        columns={[
          { key: 'reference', header: 'Reference', primary: true, cell: (row) => row.reference },
          { key: 'terminals', header: 'Terminals', align: 'end', cell: (row) => row.terminals },
          { key: 'address', header: 'Delivery address', cell: (row) => row.address },
          { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
          { key: 'date', header: 'Requested', cell: (row) => formatDate(row.date_created) },
        ]}
        rowKey={(row) => row.id}
        rowLink={(row) => `/dashboard/pos/orders/${row.id}`}
        emptyTitle={delivered ? 'No delivered terminals yet' : 'No POS orders yet'}
        emptyBody={
          <p>
            {delivered
              ? 'Terminals show here once they reach your delivery address.'
              : 'Request card terminals for your shop and follow them here until they are delivered.'}
          </p>
        }
      />
      <ModalDialog isOpen={requesting} onOpenChange={setRequesting} title="Request POS terminals" variant="sheet">
        <PosRequestForm country={country} onDone={() => setRequesting(false)} />
      </ModalDialog>
    </>
  );
}

/** pos/orders/{id}: one request, its contact and how far it has got. */
export function PosOrderDetail({ id }: { id: string }) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <RecordState
      what="POS order"
      heading={POS_HEADINGS['/dashboard/pos/orders/$id']}
      back={<Link to="/dashboard/pos/orders">← All POS orders</Link>}
      query={numeric === null ? null : { ...posOrderQuery(numeric), retry: false }}
      render={(order) => {
        const reached = POS_ORDER_STATUSES.indexOf(order.status);
        return {
          title: `Order ${order.reference}`,
          body: (
            <>
              <Panel title="Progress">
                <ol className="pos-steps" aria-label="Progress of the order">
                  {order.steps.map((step, i) => (
                    <li
                      key={step.status}
                      className="pos-step"
                      data-state={i < reached ? 'done' : i === reached ? 'current' : 'todo'}
                      aria-current={i === reached ? 'step' : undefined}
                    >
                      <span className="pos-step-mark" aria-hidden="true">
                        {i <= reached ? '✓' : i + 1}
                      </span>
                      <span className="pos-step-text">
                        <strong>{POS_STEPS[step.status].label}</strong>
                        <span className="pos-step-when">
                          {step.date ? formatDate(step.date) : i <= reached ? 'Done' : 'Not yet'}
                        </span>
                        {i === reached ? (
                          <span className="pos-step-about">{POS_STEPS[step.status].description}</span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ol>
              </Panel>
              <Panel title="Details">
                <DetailList
                  items={[
                    { label: 'Terminals', value: order.terminals },
                    { label: 'Delivery address', value: order.address },
                    { label: 'Contact name', value: order.contact_name ?? '—' },
                    { label: 'Contact phone number', value: order.contact_phone ?? '—' },
                    { label: 'Status', value: <PlainStatus status={order.status} /> },
                    { label: 'Requested', value: formatDate(order.date_created) },
                  ]}
                />
              </Panel>
            </>
          ),
        };
      }}
    />
  );
}
