import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { useNavigate } from '@tanstack/react-router';
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
import { useSaveCoupon } from '../../../queries/store-promotions';
import { Button } from '../../../ui/button';
import { Panel } from '../../../ui/detail-list';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { errorText } from '../promotions-frame';

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
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
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
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: CouponFormSchema, disableAutoCoercion: true }),
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
    <form {...getFormProps(form)} className="promo-form">
      <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
      <Panel title="Coupon">
        <div className="promo-fields">
          <TextField
            {...getInputProps(fields.code, { type: 'text' })}
            key={fields.code.key}
            id={fields.code.id}
            label="Code"
            description="3 to 20 letters, digits, - or _; customers may type it in any case."
            autoCapitalize="characters"
            autoComplete="off"
            error={fields.code.errors?.[0]}
          />
          <SelectField
            id={fields.type.id}
            name={fields.type.name}
            key={fields.type.key}
            label="Type"
            defaultValue={fields.type.initialValue}
            options={COUPON_TYPES.map((t) => ({ value: t, label: COUPON_TYPE_LABELS[t] }))}
            error={fields.type.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.value, { type: 'text' })}
            key={fields.value.key}
            id={fields.value.id}
            label={type === 'percent' ? 'Percentage off' : `Amount off (${chosenCurrency})`}
            inputMode={type === 'percent' ? 'numeric' : 'decimal'}
            error={fields.value.errors?.[0]}
          />
          <SelectField
            id={fields.currency.id}
            name={fields.currency.name}
            key={fields.currency.key}
            label="Currency of the amount off and minimum order"
            defaultValue={fields.currency.initialValue}
            options={WALLET_CURRENCIES.map((c) => ({ value: c, label: c }))}
            error={fields.currency.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.minimum_order, { type: 'text' })}
            key={fields.minimum_order.key}
            id={fields.minimum_order.id}
            label={`Minimum order (${chosenCurrency})`}
            description="Leave empty for any order."
            inputMode="decimal"
            error={fields.minimum_order.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.usage_limit, { type: 'text' })}
            key={fields.usage_limit.key}
            id={fields.usage_limit.id}
            label="Usage limit"
            description="How many orders may use it; leave empty for no limit."
            inputMode="numeric"
            error={fields.usage_limit.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.starts_at, { type: 'datetime-local' })}
            key={fields.starts_at.key}
            id={fields.starts_at.id}
            label="Starts"
            error={fields.starts_at.errors?.[0]}
          />
          <TextField
            {...getInputProps(fields.ends_at, { type: 'datetime-local' })}
            key={fields.ends_at.key}
            id={fields.ends_at.id}
            label="Ends"
            description="Leave empty to keep it running."
            error={fields.ends_at.errors?.[0]}
          />
        </div>
        <label className="promo-check">
          <input
            type="checkbox"
            id={fields.active.id}
            name={fields.active.name}
            key={fields.active.key}
            defaultChecked={fields.active.initialValue === 'on'}
          />
          Active (customers can use it)
        </label>
      </Panel>
      <div className="promo-actions">
        <Button type="submit" isPending={save.isPending}>
          {coupon ? 'Save discount' : 'Create discount'}
        </Button>
      </div>
    </form>
  );
}
