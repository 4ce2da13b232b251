import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  COUPON_STATUS_LABELS,
  type Coupon,
  type CouponDetail,
  type CouponStatus,
} from '../../../../contract/store-promotions';
import { STORE_HEADINGS } from '../headings';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { couponQuery, couponsQuery, useDeleteCoupon } from '../../../queries/store-promotions';
import { Button } from '../../../ui/button';
import { DataList } from '../../../ui/data-list';
import { DetailList, Panel } from '../../../ui/detail-list';
import { EmptyState } from '../../../ui/empty-state';
import { FormAlert } from '../../../ui/form-alert';
import { ModalDialog } from '../../../ui/modal-dialog';
import { PagedList } from '../../../ui/paged-list';
import { RecordState } from '../../../ui/record-state';
import { type BadgeTone, StatusBadge } from '../../../ui/status-badge';
import { toast } from '../../../ui/toast';
import { BackToDiscounts, PromotionsFrame } from '../promotions-frame';
import { errorText } from '../../../lib/error-text';
import { recordQuery } from '../../../lib/record-id';
import '../../../ui/form-layout.css';

const STATUS_TONES: Record<CouponStatus, BadgeTone> = {
  active: 'success',
  scheduled: 'warning',
  expired: 'neutral',
  used_up: 'info',
  inactive: 'neutral',
  deleted: 'danger',
};
function CouponStatusBadge({ status }: { status: CouponStatus }) {
  return <StatusBadge label={COUPON_STATUS_LABELS[status]} tone={STATUS_TONES[status]} />;
}

/** '10% off' or 'NGN 2,000.00 off'. */
const couponValue = (c: Coupon) =>
  c.type === 'percent' ? `${c.value}% off` : `${formatMoney(c.value, c.currency)} off`;
const couponUses = (c: Coupon) => (c.usage_limit === null ? `${c.times_used}` : `${c.times_used} of ${c.usage_limit}`);

/** store/discounts: the live coupons, searchable by code, each with its status. */
export function DiscountsScreen() {
  return (
    <PromotionsFrame
      heading={STORE_HEADINGS['/dashboard/store/discounts']}
      tabs
      what="discounts"
      actions={
        <Link to="/dashboard/store/discount/create" className="button" data-variant="primary">
          New discount
        </Link>
      }
    >
      <PagedList
        what="discounts"
        query={couponsQuery}
        rows={(data) => data.coupons}
        columns={[
          { key: 'code', header: 'Code', primary: true, cell: (row) => row.code },
          { key: 'value', header: 'Discount', cell: couponValue },
          { key: 'uses', header: 'Uses', align: 'end', cell: couponUses },
          { key: 'ends', header: 'Ends', cell: (row) => (row.ends_at ? formatDate(row.ends_at) : 'No end') },
          { key: 'status', header: 'Status', cell: (row) => <CouponStatusBadge status={row.status} /> },
        ]}
        rowKey={(row) => row.id}
        rowLink={(row) => `/dashboard/store/discount/${row.id}`}
        searchLabel="Search by code"
        emptyTitle="No discounts yet"
        emptyBody={<p>Coupons you create for your store will show here.</p>}
      />
    </PromotionsFrame>
  );
}

/** store/discount/{id}: the coupon, its uses with their totals, edit and delete. */
export function DiscountDetailScreen({ id }: { id: string }) {
  return (
    <RecordState
      what="discount"
      heading={STORE_HEADINGS['/dashboard/store/discount/$id']}
      back={<BackToDiscounts />}
      query={recordQuery(couponQuery, id)}
      render={(coupon) => ({ title: coupon.code, body: <DiscountBody coupon={coupon} /> })}
    />
  );
}

function DiscountBody({ coupon }: { coupon: CouponDetail }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      {coupon.deleted ? (
        <FormAlert tone="info">
          This discount is deleted: customers can no longer use it. Its uses stay below.
        </FormAlert>
      ) : (
        <div className="form-actions">
          <Link
            to="/dashboard/store/discount/edit/$id"
            params={{ id: String(coupon.id) }}
            className="button"
            data-variant="secondary"
          >
            Edit discount
          </Link>
          <Button variant="ghost" onClick={() => setDeleting(true)}>
            Delete discount
          </Button>
        </div>
      )}
      <Panel title="Details">
        <DetailList
          items={[
            { label: 'Status', value: <CouponStatusBadge status={coupon.status} /> },
            { label: 'Discount', value: couponValue(coupon) },
            {
              label: 'Minimum order',
              value: coupon.minimum_order > 0 ? formatMoney(coupon.minimum_order, coupon.currency) : 'None',
            },
            { label: 'Uses', value: couponUses(coupon) },
            { label: 'Starts', value: formatDateTime(coupon.starts_at) },
            { label: 'Ends', value: coupon.ends_at ? formatDateTime(coupon.ends_at) : 'No end' },
            { label: 'Created', value: formatDate(coupon.date_created) },
          ]}
        />
      </Panel>
      <Panel title="Uses">
        <DetailList
          items={[
            { label: 'Orders', value: coupon.totals.uses },
            { label: 'Total discounted', value: formatMoney(coupon.totals.discounted, coupon.currency) },
          ]}
        />
        {coupon.redemptions.length === 0 ? (
          <EmptyState title="Not used yet">
            <p>Orders that use this coupon will show here.</p>
          </EmptyState>
        ) : (
          <DataList
            caption="Orders that used this coupon"
            rows={coupon.redemptions.map((use, index) => ({ ...use, index }))}
            rowKey={(row) => row.index}
            columns={[
              { key: 'order', header: 'Order', primary: true, cell: (row) => row.order_reference },
              { key: 'amount', header: 'Discount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
              { key: 'date', header: 'Date', cell: (row) => formatDateTime(row.date_created) },
            ]}
          />
        )}
      </Panel>
      <ModalDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${coupon.code}?`}
        role="alertdialog"
        variant="sheet"
      >
        {deleting ? <DeleteDiscount coupon={coupon} onDone={() => setDeleting(false)} /> : null}
      </ModalDialog>
    </>
  );
}

function DeleteDiscount({ coupon, onDone }: { coupon: Coupon; onDone: () => void }) {
  const remove = useDeleteCoupon(coupon.id);
  const navigate = useNavigate();
  return (
    <div className="form-stack">
      <FormAlert>{remove.isError ? errorText(remove.error) : null}</FormAlert>
      <p className="form-muted">
        Customers can no longer use {coupon.code}. Its uses so far are kept. This cannot be undone.
      </p>
      <div className="form-actions">
        <Button variant="secondary" onClick={onDone}>
          Keep it
        </Button>
        <Button
          isPending={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success(`Discount ${coupon.code} deleted.`);
                onDone();
                void navigate({ to: '/dashboard/store/discounts' });
              },
            })
          }
        >
          Delete discount
        </Button>
      </div>
    </div>
  );
}
