import { getFormProps, useForm } from '@conform-to/react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import {
  ORDER_ACTION_LABELS,
  ORDER_NEXT,
  ORDER_STATUS_LABELS,
  type OrderDetail,
  OrderNoteRequest,
  type OrderStatus,
  orderWasPaid,
} from '../../../../contract/store-orders';
import { STORE_HEADINGS } from '../headings';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { storeOrderDetailQuery, useAddOrderNote, useSetOrderStatus } from '../../../queries/store-orders';
import { Button } from '../../../ui/button';
import { ConfirmAction } from '../../../ui/confirm-action';
import { DataList } from '../../../ui/data-list';
import { DetailList, Panel } from '../../../ui/detail-list';
import { FormAlert } from '../../../ui/form-alert';
import { ModalDialog } from '../../../ui/modal-dialog';
import { RecordState } from '../../../ui/record-state';
import { FormTextField } from '../../../ui/form-fields';
import { toast } from '../../../ui/toast';
import { OrderStatusBadge } from './order-status';
import { errorText } from '../../../lib/error-text';
import './orders.css';
import { validateWith } from '../../../lib/form-validation';

/** store/orders/{id}: what was bought, by whom, where it goes; moved along its flow from a phone. */
export function StoreOrderDetail({ id }: { id: string }) {
  const numeric = /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <RecordState
      what="order"
      heading={STORE_HEADINGS['/dashboard/store/orders/$id']}
      back={<Link to="/dashboard/store/orders">← All orders</Link>}
      query={numeric === null ? null : storeOrderDetailQuery(numeric)}
      render={(order) => ({ title: `Order ${order.reference}`, body: <OrderBody order={order} /> })}
    />
  );
}

function OrderBody({ order }: { order: OrderDetail }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  return (
    <>
      <OrderActions order={order} />
      <Panel title="Order">
        <DetailList
          items={[
            { label: 'Status', value: <OrderStatusBadge status={order.status} /> },
            { label: 'Total', value: money(order.amount) },
            { label: 'Placed', value: formatDate(order.date_created) },
            {
              label: 'Payment',
              value:
                order.transaction_id !== null ? (
                  <Link to="/dashboard/transactions/$id" params={{ id: String(order.transaction_id) }}>
                    {order.transaction_reference}
                  </Link>
                ) : (
                  'Not paid yet'
                ),
            },
            ...(order.channel === 'instagram' ? [{ label: 'Channel', value: 'Instagram' }] : []),
          ]}
        />
      </Panel>
      <Panel title="Customer">
        <DetailList
          items={[
            { label: 'Name', value: order.customer_name },
            ...(order.customer_email
              ? [{ label: 'Email', value: <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a> }]
              : []),
            ...(order.customer_phone
              ? [{ label: 'Phone', value: <a href={`tel:${order.customer_phone}`}>{order.customer_phone}</a> }]
              : []),
            ...(order.shipping_address ? [{ label: 'Deliver to', value: order.shipping_address }] : []),
          ]}
        />
      </Panel>
      <Panel title="Items">
        {order.items.length > 0 ? (
          <DataList
            caption="Items ordered"
            rows={order.items.map((item, index) => ({ ...item, index }))}
            rowKey={(row) => row.index}
            columns={[
              { key: 'name', header: 'Item', primary: true, cell: (row) => row.name },
              { key: 'quantity', header: 'Quantity', align: 'end', cell: (row) => String(row.quantity) },
              { key: 'amount', header: 'Amount', align: 'end', cell: (row) => money(row.price * row.quantity) },
            ]}
          />
        ) : (
          <p className="order-muted">{order.item_count} items (placed before item lines were kept).</p>
        )}
        <dl className="order-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{money(order.subtotal)}</dd>
          </div>
          {order.discount > 0 ? (
            <div>
              <dt>Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
              <dd>−{money(order.discount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Shipping</dt>
            <dd>{order.shipping_fee > 0 ? money(order.shipping_fee) : 'Free'}</dd>
          </div>
          <div className="order-total">
            <dt>Total</dt>
            <dd>{money(order.amount)}</dd>
          </div>
        </dl>
      </Panel>
      <OrderNotes order={order} />
    </>
  );
}

/** The next steps of the order's flow; cancelling asks first and, for a paid order, points to the refund. */
function OrderActions({ order }: { order: OrderDetail }) {
  const setStatus = useSetOrderStatus(order.id);
  const [cancelling, setCancelling] = useState(false);
  const next = ORDER_NEXT[order.status];
  if (next.length === 0) return null;
  const move = (status: OrderStatus) =>
    setStatus.mutate(status, {
      onSuccess: () => toast.success(`Order ${order.reference}: ${ORDER_STATUS_LABELS[status].toLowerCase()}.`),
      onError: (error) => toast.error(errorText(error)),
    });
  return (
    <div className="order-actions">
      {next
        .filter((s) => s !== 'cancelled')
        .map((status, i) => (
          <Button
            key={status}
            variant={i === 0 ? 'primary' : 'secondary'}
            isPending={setStatus.isPending && setStatus.variables === status}
            onClick={() => move(status)}
          >
            {ORDER_ACTION_LABELS[status]}
          </Button>
        ))}
      {next.includes('cancelled') ? (
        <Button variant="ghost" onClick={() => setCancelling(true)}>
          {ORDER_ACTION_LABELS.cancelled}
        </Button>
      ) : null}
      <ModalDialog
        isOpen={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel order ${order.reference}?`}
        role="alertdialog"
        variant="sheet"
      >
        {cancelling ? <CancelOrder order={order} onDone={() => setCancelling(false)} /> : null}
      </ModalDialog>
    </div>
  );
}

function CancelOrder({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const cancel = useSetOrderStatus(order.id);
  const paid = orderWasPaid(order.status, order.transaction_reference);
  const [cancelled, setCancelled] = useState(false);
  if (cancelled && paid && order.transaction_id !== null) {
    return (
      <div className="order-dialog">
        <p>
          The order is cancelled. The customer paid {formatMoney(order.amount, order.currency)}: refund it, in full or
          in part, on the payment.
        </p>
        <div className="order-actions">
          <Button variant="secondary" onClick={onDone}>
            Not now
          </Button>
          <Link
            to="/dashboard/transactions/$id"
            params={{ id: String(order.transaction_id) }}
            className="button"
            data-variant="primary"
          >
            Refund the payment
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ConfirmAction
      note={
        paid
          ? 'The customer has paid. Cancelling does not return their money: you can refund it next.'
          : 'The customer has not paid; their checkout will no longer take payment.'
      }
      confirmLabel="Cancel order"
      isPending={cancel.isPending}
      error={cancel.isError ? errorText(cancel.error) : null}
      onKeep={onDone}
      onConfirm={() =>
        cancel.mutate('cancelled', {
          onSuccess: () => {
            toast.success(`Order ${order.reference} cancelled.`);
            if (paid) setCancelled(true);
            else onDone();
          },
        })
      }
    />
  );
}

function OrderNotes({ order }: { order: OrderDetail }) {
  const add = useAddOrderNote(order.id);
  const fieldId = useId();
  const [form, fields] = useForm({
    id: `order-note-${fieldId}`,
    ...validateWith(OrderNoteRequest, { when: 'submit' }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') add.mutate(submission.value.note, { onSuccess: () => form.reset() });
    },
  });
  return (
    <Panel title="Notes">
      {order.notes.length === 0 ? <p className="order-muted">No notes yet. Only your team sees them.</p> : null}
      <ol className="order-notes">
        {order.notes.map((note) => (
          <li key={`${note.at}-${note.text}`}>
            <p>{note.text}</p>
            <p className="order-muted">
              {note.by} · {formatDate(note.at)}
            </p>
          </li>
        ))}
      </ol>
      <form {...getFormProps(form)} className="order-note-form">
        <FormAlert>{add.isError ? errorText(add.error) : null}</FormAlert>
        <FormTextField field={fields.note} label="Add a note" maxLength={1000} autoComplete="off" />
        <Button type="submit" variant="secondary" isPending={add.isPending}>
          Add note
        </Button>
      </form>
    </Panel>
  );
}
