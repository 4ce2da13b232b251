import { getFormProps, useForm } from '@conform-to/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { WALLET_CURRENCIES } from '../../../../contract/codes';
import {
  COUPON_TYPE_LABELS,
  COUPON_TYPES,
  type Coupon,
  CouponForm as CouponFormSchema,
} from '../../../../contract/store-promotions';
import { toDateTimeLocal } from '../../../lib/dates';
import { minorToDecimalString } from '../../../lib/money';
import { couponQuery, useSaveCoupon } from '../../../queries/store-promotions';
import { RecordState } from '../../../ui/record-state';
import { STORE_HEADINGS } from '../headings';
import { Panel } from '../../../ui/detail-list';
import { SelectField } from '../../../ui/select-field';
import { toast } from '../../../ui/toast';
import { ActiveCheck, FormTextField, PromotionForm, ScheduleFields } from '../promotion-fields';
import { BackToDiscounts, PromotionsFrame } from '../promotions-frame';
import { errorText } from '../../../lib/error-text';
import { recordQuery } from '../../../lib/record-id';
import '../../../ui/form-layout.css';
import { fieldProps } from '../../../lib/field-props';
import { validateWith } from '../../../lib/form-validation';

export interface DiscountFormProps {
  coupon?: Coupon;
  /** A new coupon's currency: the store's. */
  currency: string;
}

/** Create or edit a coupon: its code, what it takes off, from when until when, and for how many orders. */
export function DiscountForm({ coupon, currency }: DiscountFormProps) {
  const formId = useId();
  const navigate = useNavigate();
  const save = useSaveCoupon(coupon?.id ?? null);
  const [form, fields] = useForm({
    id: `coupon-${formId}`,
    defaultValue: coupon
      ? {
          code: coupon.code,
          type: coupon.type,
          value: coupon.type === 'percent' ? String(coupon.value) : minorToDecimalString(coupon.value),
          currency: coupon.currency,
          minimum_order: coupon.minimum_order > 0 ? minorToDecimalString(coupon.minimum_order) : '',
          usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
          starts_at: toDateTimeLocal(coupon.starts_at),
          ends_at: coupon.ends_at ? toDateTimeLocal(coupon.ends_at) : '',
          active: coupon.active ? 'on' : '',
        }
      : { type: 'percent', currency, starts_at: toDateTimeLocal(new Date()), active: 'on' },
    ...validateWith(CouponFormSchema, { coerce: false }),
    onSubmit: (e, { submission }) => {
      e.preventDefault();
      if (submission?.status !== 'success') return;
      const value = submission.value;
      save.mutate(
        {
          ...value,
          starts_at: new Date(value.starts_at).toISOString(),
          ends_at: value.ends_at ? new Date(value.ends_at).toISOString() : null,
        },
        {
          onSuccess: (saved) => {
            toast.success(coupon ? 'Discount saved.' : 'Discount created.');
            void navigate({ to: '/dashboard/store/discount/$id', params: { id: String(saved.id) } });
          },
        },
      );
    },
  });
  const type = (form.value as { type?: string } | undefined)?.type ?? 'percent';
  const chosenCurrency = (form.value as { currency?: string } | undefined)?.currency ?? currency;
  return (
    <PromotionForm
      formProps={getFormProps(form)}
      title="Coupon"
      error={save.isError ? errorText(save.error) : null}
      isPending={save.isPending}
      submitLabel={coupon ? 'Save discount' : 'Create discount'}
    >
      <div className="form-columns">
        <FormTextField
          field={fields.code}
          label="Code"
          description="3 to 20 letters, digits, - or _; customers may type it in any case."
          autoCapitalize="characters"
          autoComplete="off"
        />
        <SelectField
          {...fieldProps(fields.type)}
          label="Type"
          defaultValue={fields.type.initialValue}
          options={COUPON_TYPES.map((t) => ({ value: t, label: COUPON_TYPE_LABELS[t] }))}
        />
        <FormTextField
          field={fields.value}
          label={type === 'percent' ? 'Percentage off' : `Amount off (${chosenCurrency})`}
          inputMode={type === 'percent' ? 'numeric' : 'decimal'}
        />
        <SelectField
          {...fieldProps(fields.currency)}
          label="Currency of the amount off and minimum order"
          defaultValue={fields.currency.initialValue}
          options={WALLET_CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <FormTextField
          field={fields.minimum_order}
          label={`Minimum order (${chosenCurrency})`}
          description="Leave empty for any order."
          inputMode="decimal"
        />
        <FormTextField
          field={fields.usage_limit}
          label="Usage limit"
          description="How many orders may use it; leave empty for no limit."
          inputMode="numeric"
        />
        <ScheduleFields
          from={fields.starts_at}
          until={fields.ends_at}
          fromLabel="Starts"
          untilLabel="Ends"
          untilHint="Leave empty to keep it running."
        />
      </div>
      <ActiveCheck field={fields.active}>Active (customers can use it)</ActiveCheck>
    </PromotionForm>
  );
}

/** store/discount/create */
export function DiscountCreateScreen() {
  return (
    <PromotionsFrame
      heading={STORE_HEADINGS['/dashboard/store/discount/create']}
      back={<BackToDiscounts />}
      what="discounts"
    >
      {(store) => <DiscountForm currency={store.currency} />}
    </PromotionsFrame>
  );
}

/** store/discount/edit/{id}: live coupons only; a deleted one stays as it was. */
export function DiscountEditScreen({ id }: { id: string }) {
  return (
    <RecordState
      what="discount"
      heading={STORE_HEADINGS['/dashboard/store/discount/edit/$id']}
      back={<BackToDiscounts />}
      query={recordQuery(couponQuery, id)}
      render={(coupon) => ({
        title: `Edit ${coupon.code}`,
        body: coupon.deleted ? (
          <Panel>
            <p>
              This discount is deleted and can no longer change.{' '}
              <Link to="/dashboard/store/discount/$id" params={{ id: String(coupon.id) }}>
                Back to the discount
              </Link>
            </p>
          </Panel>
        ) : (
          <DiscountForm coupon={coupon} currency={coupon.currency} />
        ),
      })}
    />
  );
}
