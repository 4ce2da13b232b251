import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useMemo, useState } from 'react';
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
import { ErrorState } from '../../ui/error-state';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { PageHeader } from '../../ui/page-header';
import { SelectField } from '../../ui/select-field';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { allEmployeesQuery, useSubmitPayrollRun } from './api';
import './payroll.css';

const heading = PAYROLL_HEADINGS['/dashboard/payroll/run'];
const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

/** This month as YYYY-MM (the month input's value). */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

interface Pick {
  chosen: boolean;
  amount: string;
}

/** payroll/run: choose the month, the employees and their amounts (from their salaries), review, submit. */
export function NewRunScreen() {
  const staff = useQuery(allEmployeesQuery());
  const back = <Link to="/dashboard/payroll">← Payroll runs</Link>;
  if (staff.isPending)
    return (
      <div className="screen">
        <PageHeader {...heading} back={back} />
        <Skeleton lines={4} label="Loading your employees" />
      </div>
    );
  if (staff.isError)
    return (
      <div className="screen">
        <PageHeader {...heading} back={back} />
        <ErrorState error={staff.error} what="your employees" onRetry={() => void staff.refetch()} />
      </div>
    );
  if (staff.data.length === 0)
    return (
      <div className="screen">
        <PageHeader {...heading} back={back} />
        <EmptyState title="No employees yet">
          <p>
            Add your employees first: <Link to="/dashboard/payroll/employees">Employees</Link>.
          </p>
        </EmptyState>
      </div>
    );
  return (
    <div className="screen">
      <PageHeader {...heading} back={back} />
      <RunForm employees={staff.data} />
    </div>
  );
}

function RunForm({ employees }: { employees: readonly Employee[] }) {
  const formId = useId();
  const navigate = useNavigate();
  const currencies = useMemo(() => [...new Set(employees.map((e) => e.currency))].sort(), [employees]);
  const [period, setPeriod] = useState(thisMonth);
  const [currency, setCurrency] = useState(currencies.includes('NGN') ? 'NGN' : (currencies[0] ?? 'NGN'));
  const [picks, setPicks] = useState<Record<number, Pick>>(() =>
    Object.fromEntries(employees.map((e) => [e.id, { chosen: true, amount: formatAmount(e.salary) }])),
  );
  const [reviewing, setReviewing] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const submit = useSubmitPayrollRun();
  const action = useActionKey();

  const shown = employees.filter((e) => e.currency === currency);
  const chosen = shown.filter((e) => picks[e.id]?.chosen);
  const amountOf = (e: Employee) => parseAmountToMinor(picks[e.id]?.amount ?? '');
  const amountProblem = (e: Employee) => {
    const minor = amountOf(e);
    return minor === null || minor < 1 ? 'Enter an amount greater than 0' : null;
  };
  const total = chosen.reduce((sum, e) => sum + (amountOf(e) ?? 0), 0);
  const periodProblem = v.safeParse(PayrollPeriod, period).issues?.[0]?.message ?? null;
  const problem =
    periodProblem ??
    (chosen.length === 0
      ? PAYROLL_MESSAGES.noEmployees
      : chosen.some((e) => amountProblem(e))
        ? 'Check the amounts marked below'
        : null);

  const set = (id: number, change: Partial<Pick>) =>
    setPicks((all) => ({ ...all, [id]: { ...(all[id] ?? { chosen: false, amount: '' }), ...change } }));

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!problem) {
      submit.reset();
      setReviewing(true);
    }
  };

  const onConfirm = () =>
    submit.mutate(
      {
        body: {
          period,
          currency: currency as PayrollCurrency,
          items: chosen.map((e) => ({ employee_id: e.id, amount: amountOf(e) ?? 0 })),
        },
        idempotencyKey: action.key,
      },
      {
        onSuccess: (run) => {
          action.renew();
          setReviewing(false);
          toast.success(PAYROLL_MESSAGES.submitted);
          void navigate({ to: '/dashboard/payroll/$id', params: { id: String(run.id) } });
        },
      },
    );

  return (
    <>
      <form className="payroll-form" onSubmit={onReview} noValidate aria-label="Payroll run">
        <Panel title="Period and currency">
          <div className="payroll-form">
            <TextField
              id={`${formId}-period`}
              label="Period (month)"
              type="month"
              value={period}
              onChange={(e) => setPeriod(e.target.value)}
              error={showErrors ? (periodProblem ?? undefined) : undefined}
            />
            <SelectField
              id={`${formId}-currency`}
              label="Currency"
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
              options={currencies.map((c) => ({ value: c, label: c }))}
            />
          </div>
        </Panel>
        <Panel title="Employees">
          <ul className="payroll-run-list" aria-label="Employees to pay">
            {shown.map((e) => {
              const pick = picks[e.id];
              const error = showErrors && pick?.chosen ? amountProblem(e) : null;
              return (
                <li key={e.id} className="payroll-run-item">
                  <label className="payroll-run-pick">
                    <input
                      type="checkbox"
                      checked={pick?.chosen ?? false}
                      onChange={(event) => set(e.id, { chosen: event.target.checked })}
                      aria-label={`Pay ${e.name}`}
                    />
                    <span className="payroll-run-who">
                      <strong>{e.name}</strong>
                      <span className="payroll-run-account">
                        {e.account_name} · {e.bank_name} {e.account_number}
                      </span>
                    </span>
                  </label>
                  <TextField
                    id={`${formId}-amount-${e.id}`}
                    label={`Amount for ${e.name} (${currency})`}
                    inputMode="decimal"
                    autoComplete="off"
                    value={pick?.amount ?? ''}
                    disabled={!pick?.chosen}
                    onChange={(event) => set(e.id, { amount: event.target.value })}
                    error={error ?? undefined}
                  />
                </li>
              );
            })}
          </ul>
        </Panel>
        {showErrors && problem ? <FormAlert>{problem}</FormAlert> : null}
        <div className="payroll-run-total">
          <p aria-live="polite">
            {chosen.length} {chosen.length === 1 ? 'employee' : 'employees'} · Total{' '}
            <strong>{formatMoney(total, currency)}</strong>
          </p>
          <Button type="submit">Review payroll</Button>
        </div>
      </form>
      <ModalDialog
        isOpen={reviewing}
        onOpenChange={(open) => (open ? undefined : setReviewing(false))}
        title="Submit payroll run?"
        variant="sheet"
        role="alertdialog"
      >
        <ConfirmAction
          note={
            <>
              {payrollPeriodLabel(period)}: {chosen.length} {chosen.length === 1 ? 'employee' : 'employees'},{' '}
              {formatMoney(total, currency)} in all, plus transfer fees. It is sent as a bulk transfer that waits for an
              approver; salaries leave your balance when it is approved.
            </>
          }
          confirmLabel="Submit for approval"
          keepLabel="Back to edit"
          isPending={submit.isPending}
          error={submit.isError ? errorText(submit.error) : null}
          onKeep={() => setReviewing(false)}
          onConfirm={onConfirm}
        />
      </ModalDialog>
    </>
  );
}
