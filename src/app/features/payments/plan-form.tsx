import { getFormProps, useForm } from '@conform-to/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import * as v from 'valibot';
import {
  INTERVAL_LABELS,
  linksPlansEndpoints,
  PLAN_INTERVALS,
  type PaymentPlanDetail,
  type PaymentPlanRequest,
} from '../../../contract/links-plans';
import { call } from '../../lib/api-client';
import { minorToDecimalString, parseAmountToMinor } from '../../lib/money';
import { paymentLinkKeys } from '../../queries/payment-links';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { planKeys } from './api';
import './payments.css';
import { businessCurrenciesQuery } from '../../queries/wallets';
import { errorText } from '../../lib/error-text';
import '../../ui/form-layout.css';
import { fieldProps } from '../../lib/field-props';
import { validateWith } from '../../lib/form-validation';

/** The plan form as typed: the amount in major units, the number of charges as text (empty or 0: until cancelled). */
const PlanFormSchema = v.object({
  name: v.pipe(
    v.string('Name is required'),
    v.trim(),
    v.minLength(1, 'Name is required'),
    v.maxLength(100, 'Name must be at most 100 characters'),
  ),
  amount: v.pipe(
    v.string('Amount is required'),
    v.check((s) => parseAmountToMinor(s) !== null, 'Enter an amount, with at most 2 decimals'),
    v.check((s) => (parseAmountToMinor(s) ?? 0) >= 100, 'Amount must be at least 1.00'),
  ),
  currency: v.pipe(v.string('Choose a currency'), v.regex(/^[A-Z]{3}$/, 'Choose a currency')),
  interval: v.picklist(PLAN_INTERVALS, 'Choose how often to charge'),
  duration: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'Number of charges must be a whole number'),
      v.check((s) => Number(s) <= 1000, 'Number of charges must be at most 1000'),
    ),
  ),
});

export interface PlanFormProps {
  plan?: PaymentPlanDetail;
  onDone: (plan: PaymentPlanDetail) => void;
  onCancel: () => void;
}

/** Create or edit a payment plan; a new plan gets the link customers subscribe through. */
export function PlanForm({ plan, onDone, onCancel }: PlanFormProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const currencies = useQuery(businessCurrenciesQuery());
  const save = useMutation({
    mutationFn: (body: PaymentPlanRequest) =>
      plan
        ? call(linksPlansEndpoints.updatePaymentPlan, { params: { id: plan.id }, body })
        : call(linksPlansEndpoints.createPaymentPlan, { body }),
    onSuccess: (saved) => {
      toast.success(plan ? 'Payment plan saved.' : 'Payment plan created.');
      queryClient.setQueryData(planKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      void queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all });
      onDone(saved);
    },
  });
  const [form, fields] = useForm({
    id: `plan-${formId}`,
    ...validateWith(PlanFormSchema),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const values = submission.value;
      save.mutate({
        name: values.name,
        amount: parseAmountToMinor(values.amount) ?? 0,
        currency: values.currency,
        interval: values.interval,
        duration: values.duration ? Number(values.duration) : 0,
      });
    },
  });
  const currencyOptions = (currencies.data ?? []).map((c) => ({ value: c, label: c }));
  return (
    <form {...getFormProps(form)} className="form-stack">
      <FormAlert>{save.isError ? errorText(save.error) : null}</FormAlert>
      <TextField {...fieldProps(fields.name)} defaultValue={plan?.name ?? ''} label="Name" autoComplete="off" />
      <div className="form-columns">
        <SelectField
          {...fieldProps(fields.currency)}
          key={`currency-${currencyOptions.length}`}
          label="Currency"
          defaultValue={plan?.currency ?? currencyOptions[0]?.value ?? ''}
          placeholder={currencies.isPending ? 'Loading currencies…' : undefined}
          options={currencyOptions}
        />
        <TextField
          {...fieldProps(fields.amount)}
          defaultValue={plan ? minorToDecimalString(plan.amount) : ''}
          label="Amount per charge"
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <div className="form-columns">
        <SelectField
          {...fieldProps(fields.interval)}
          label="Charge every"
          defaultValue={plan?.interval ?? 'monthly'}
          options={PLAN_INTERVALS.map((i) => ({ value: i, label: INTERVAL_LABELS[i] }))}
        />
        <TextField
          {...fieldProps(fields.duration)}
          defaultValue={plan ? String(plan.duration) : '0'}
          label="Number of charges"
          description="0 charges until the customer or you cancel."
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      {plan && plan.subscribers > 0 ? (
        <p className="form-muted">New subscribers pay the plan as saved; current subscribers keep their amount.</p>
      ) : null}
      <div className="pl-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {plan ? 'Save changes' : 'Create plan'}
        </Button>
      </div>
    </form>
  );
}
