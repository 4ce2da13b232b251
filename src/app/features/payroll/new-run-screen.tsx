import { getFormProps, useForm } from '@conform-to/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import {
  type Employee,
  PAYROLL_MESSAGES,
  type PayrollCurrency,
  PayrollPeriod,
  payrollPeriodLabel,
} from '../../../contract/payroll';
import { PAYROLL_HEADINGS } from './headings';
import { useActionKey } from '../../lib/idempotency-key';
import { formatAmount, formatMoney, parseAmountToMinor } from '../../lib/money';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { PageHeader } from '../../ui/page-header';
import { QueryBoundary } from '../../ui/query-boundary';
import { FormSelect, FormTextField } from '../../ui/form-fields';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast';
import { allEmployeesQuery, useSubmitPayrollRun } from './api';
import './payroll.css';
import { validateWith } from '../../lib/form-validation';

const heading = PAYROLL_HEADINGS['/dashboard/payroll/run'];
const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

/** This month as YYYY-MM (the month input's value). */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

const AMOUNT_MESSAGE = 'Enter an amount greater than 0';

/** An amount as typed for a chosen employee: minor units, at least 1. */
const amountOk = (text: string | undefined) => (parseAmountToMinor(text ?? '') ?? 0) >= 1;

/**
 * The run as the form holds it: the month, the currency, and a row per employee (every currency's rows
 * stay in the form, so amounts typed survive a change of currency); only the rows of the run's currency
 * that are ticked are paid and checked.
 */
function runFormSchema(employees: readonly Employee[]) {
  const currencyOf = new Map(employees.map((e) => [String(e.id), e.currency]));
  const item = v.object({
    employee_id: v.string(),
    chosen: v.optional(v.string()),
    amount: v.optional(v.string()),
  });
  const paid = (items: v.InferOutput<typeof item>[], currency: string) =>
    items.filter((i) => i.chosen && currencyOf.get(i.employee_id) === currency);
  const schema = v.pipe(
    v.object({
      period: PayrollPeriod,
      currency: v.string(),
      items: v.optional(v.array(item), []),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { items, currency } = dataset.value;
      const chosen = paid(items, currency);
      if (chosen.length === 0) return addIssue({ message: PAYROLL_MESSAGES.noEmployees });
      let marked = false;
      items.forEach((i, index) => {
        if (!chosen.includes(i) || amountOk(i.amount)) return;
        marked = true;
        addIssue({
          message: AMOUNT_MESSAGE,
          path: [
            { type: 'object', origin: 'value', input: dataset.value, key: 'items', value: items },
            { type: 'array', origin: 'value', input: items, key: index, value: i },
            { type: 'object', origin: 'value', input: i, key: 'amount', value: i.amount },
          ],
        });
      });
      if (marked) addIssue({ message: 'Check the amounts marked below' });
    }),
  );
  /** The request of a valid form: the ticked rows of the run's currency, amounts in minor units. */
  const requestOf = ({ period, currency, items }: v.InferOutput<typeof schema>) => ({
    period,
    currency: currency as PayrollCurrency,
    items: paid(items, currency).map((i) => ({
      employee_id: Number(i.employee_id),
      amount: parseAmountToMinor(i.amount ?? '') ?? 0,
    })),
  });
  return { schema, requestOf };
}

/** payroll/run: choose the month, the employees and their amounts (from their salaries), review, submit. */
export function NewRunScreen() {
  return (
    <div className="screen">
      <PageHeader {...heading} back={<Link to="/dashboard/payroll">← Payroll runs</Link>} />
      <QueryBoundary what="your employees" pending={<Skeleton lines={4} label="Loading your employees" />}>
        <RunOfEmployees />
      </QueryBoundary>
    </div>
  );
}

/** The run's form over every employee; none yet points to where they are added. */
function RunOfEmployees() {
  const { data: employees } = useSuspenseQuery(allEmployeesQuery());
  if (employees.length === 0)
    return (
      <EmptyState title="No employees yet">
        <p>
          Add your employees first: <Link to="/dashboard/payroll/employees">Employees</Link>.
        </p>
      </EmptyState>
    );
  return <RunForm employees={employees} />;
}

type RunRequest = ReturnType<ReturnType<typeof runFormSchema>['requestOf']>;

function RunForm({ employees }: { employees: readonly Employee[] }) {
  const formId = useId();
  const navigate = useNavigate();
  const currencies = useMemo(() => [...new Set(employees.map((e) => e.currency))].sort(), [employees]);
  const { schema, requestOf } = useMemo(() => runFormSchema(employees), [employees]);
  const [review, setReview] = useState<RunRequest | null>(null);
  const submit = useSubmitPayrollRun();
  const action = useActionKey();
  const [form, fields] = useForm({
    id: `payroll-run-${formId}`,
    defaultValue: {
      period: thisMonth(),
      currency: currencies.includes('NGN') ? 'NGN' : (currencies[0] ?? 'NGN'),
      items: employees.map((e) => ({ employee_id: String(e.id), chosen: 'on', amount: formatAmount(e.salary) })),
    },
    ...validateWith(schema, { when: 'submit', coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      submit.reset();
      setReview(requestOf(submission.value));
    },
  });

  // The total and the ticks follow the form as it is filled in.
  const rows = fields.items.getFieldList();
  const values = form.value;
  const currency = values?.currency ?? fields.currency.initialValue ?? 'NGN';
  const rowValue = (index: number) => {
    const row = values?.items?.[index];
    return typeof row === 'object' ? row : undefined;
  };
  const chosen = employees.filter((e, index) => e.currency === currency && rowValue(index)?.chosen);
  const total = employees.reduce((sum, e, index) => {
    const row = rowValue(index);
    return e.currency === currency && row?.chosen ? sum + (parseAmountToMinor(row.amount ?? '') ?? 0) : sum;
  }, 0);
  const reviewTotal = review ? review.items.reduce((sum, i) => sum + i.amount, 0) : 0;

  const onConfirm = () => {
    if (!review) return;
    submit.mutate(
      { body: review, idempotencyKey: action.key },
      {
        onSuccess: (run) => {
          action.renew();
          setReview(null);
          toast.success(PAYROLL_MESSAGES.submitted);
          void navigate({ to: '/dashboard/payroll/$id', params: { id: String(run.id) } });
        },
      },
    );
  };

  return (
    <>
      <form {...getFormProps(form)} className="payroll-form" aria-label="Payroll run">
        <Panel title="Period and currency">
          <div className="payroll-form">
            <FormTextField field={fields.period} label="Period (month)" type="month" />
            <FormSelect
              field={fields.currency}
              label="Currency"
              options={currencies.map((c) => ({ value: c, label: c }))}
            />
          </div>
        </Panel>
        <Panel title="Employees">
          <ul className="payroll-run-list" aria-label="Employees to pay">
            {employees.map((e, index) => {
              const row = rows[index];
              if (!row) return null;
              const item = row.getFieldset();
              const ticked = Boolean(rowValue(index)?.chosen);
              return (
                <li key={row.key} className="payroll-run-item" hidden={e.currency !== currency}>
                  <input type="hidden" name={item.employee_id.name} value={String(e.id)} />
                  <label className="payroll-run-pick">
                    <input
                      type="checkbox"
                      name={item.chosen.name}
                      defaultChecked={item.chosen.initialValue === 'on'}
                      aria-label={`Pay ${e.name}`}
                    />
                    <span className="payroll-run-who">
                      <strong>{e.name}</strong>
                      <span className="payroll-run-account">
                        {e.account_name} · {e.bank_name} {e.account_number}
                      </span>
                    </span>
                  </label>
                  <FormTextField
                    field={item.amount}
                    label={`Amount for ${e.name} (${currency})`}
                    inputMode="decimal"
                    autoComplete="off"
                    disabled={!ticked}
                  />
                </li>
              );
            })}
          </ul>
        </Panel>
        {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
        <div className="payroll-run-total">
          <p aria-live="polite">
            {chosen.length} {chosen.length === 1 ? 'employee' : 'employees'} · Total{' '}
            <strong>{formatMoney(total, currency)}</strong>
          </p>
          <Button type="submit">Review payroll</Button>
        </div>
      </form>
      <ModalDialog
        isOpen={review !== null}
        onOpenChange={(open) => (open ? undefined : setReview(null))}
        title="Submit payroll run?"
        variant="sheet"
        role="alertdialog"
      >
        <ConfirmAction
          note={
            <>
              {review ? payrollPeriodLabel(review.period) : ''}: {review?.items.length}{' '}
              {review?.items.length === 1 ? 'employee' : 'employees'}, {formatMoney(reviewTotal, currency)} in all, plus
              transfer fees. It is sent as a bulk transfer that waits for an approver; salaries leave your balance when
              it is approved.
            </>
          }
          confirmLabel="Submit for approval"
          keepLabel="Back to edit"
          isPending={submit.isPending}
          error={submit.isError ? errorText(submit.error) : null}
          onKeep={() => setReview(null)}
          onConfirm={onConfirm}
        />
      </ModalDialog>
    </>
  );
}
