import { getFormProps, useForm } from '@conform-to/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import * as v from 'valibot';
import { type ActiveLoan, loanCycleOf, loanSchedule, percentCompleteOf, tenorPeriod } from '../../../contract/capital';
import { isApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { useActionKey } from '../../lib/idempotency-key';
import { formatMoney, minorToDecimalString, parseAmountToMinor } from '../../lib/money';
import { activeLoanQuery, useRepayLoan } from '../../queries/capital';
import { Button } from '../../ui/button';
import { DataList } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge } from '../../ui/status-badge';
import { FormTextField } from '../../ui/form-fields';
import { toast } from '../../ui/toast';
import { validateWith } from '../../lib/form-validation';

const INSTALMENT_LABELS = { paid: 'Paid', 'part-paid': 'Part paid', due: 'Due' } as const;
const SOURCE_LABELS = { manual: 'From your balance', settlement: 'From a settlement' } as const;

/** The active loan: its terms, progress, schedule, repayments and the repay-now form. */
export function ActiveLoanPanel() {
  return (
    <QueryBoundary what="your active loan" pending={<Skeleton lines={4} label="Loading your active loan" />}>
      <CurrentLoan />
    </QueryBoundary>
  );
}

function CurrentLoan() {
  const loan = useSuspenseQuery(activeLoanQuery()).data.loan;
  if (!loan)
    return (
      <Panel title="Active loan">
        <p>Your loan is fully repaid. New offers appear here as your collections grow.</p>
      </Panel>
    );
  return <LoanDetails loan={loan} />;
}

function LoanDetails({ loan }: { loan: ActiveLoan }) {
  const owed = loan.totalRepayment - loan.paid;
  const cycle = loanCycleOf(loan.totalRepayment, loan.tenor);
  const percent = percentCompleteOf(loan.paid, loan.totalRepayment);
  const period = tenorPeriod(loan.tenorUnit);
  const schedule = loanSchedule(loan);
  const progressId = useId();
  return (
    <>
      <Panel title="Active loan" actions={<StatusBadge label="Active loan" tone="info" />}>
        <div className="capital-progress">
          <div className="capital-progress-head">
            <span id={progressId}>Percent complete</span>
            <strong>{percent}%</strong>
          </div>
          <div
            className="capital-progress-bar"
            role="progressbar"
            aria-labelledby={progressId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}% repaid`}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
        </div>
        <DetailList
          items={[
            { label: 'Amount borrowed', value: formatMoney(loan.amount, loan.currency) },
            { label: 'Interest rate', value: `${loan.interestRate}%` },
            { label: 'Total repayment', value: formatMoney(loan.totalRepayment, loan.currency) },
            { label: 'Paid', value: formatMoney(loan.paid, loan.currency) },
            { label: 'Outstanding', value: formatMoney(owed, loan.currency) },
            { label: `Loan cycle (each ${period})`, value: formatMoney(cycle, loan.currency) },
            { label: 'Tenor', value: `${loan.tenor} ${loan.tenorUnit}` },
            { label: 'Taken', value: formatDate(loan.date_created) },
          ]}
        />
        <RepayForm loan={loan} owed={owed} cycle={cycle} />
      </Panel>
      <section className="paged-list" aria-labelledby={`${progressId}-schedule`}>
        <h2 id={`${progressId}-schedule`} className="paged-list-title">
          Repayment schedule
        </h2>
        <DataList
          caption="Repayment schedule"
          rows={schedule}
          rowKey={(row) => row.number}
          columns={[
            { key: 'due', header: 'Due', primary: true, cell: (row) => formatDate(row.dueDate) },
            {
              key: 'amount',
              header: 'Amount',
              align: 'end',
              cell: (row) => formatMoney(row.amount, loan.currency),
            },
            { key: 'status', header: 'Status', cell: (row) => INSTALMENT_LABELS[row.status] },
          ]}
        />
      </section>
      <section className="paged-list" aria-labelledby={`${progressId}-repayments`}>
        <h2 id={`${progressId}-repayments`} className="paged-list-title">
          Repayment history
        </h2>
        {loan.repaymentHistory.length === 0 ? (
          <p className="capital-muted">No repayments yet. Each settlement pays a loan cycle, or repay now above.</p>
        ) : (
          <DataList
            caption="Repayment history"
            rows={loan.repaymentHistory}
            rowKey={(row) => row.id}
            columns={[
              { key: 'date', header: 'Date', primary: true, cell: (row) => formatDate(row.date_created) },
              {
                key: 'amount',
                header: 'Amount',
                align: 'end',
                cell: (row) => formatMoney(row.amount, loan.currency),
              },
              { key: 'source', header: 'Paid', cell: (row) => SOURCE_LABELS[row.source] },
            ]}
          />
        )}
      </section>
    </>
  );
}

/** A repayment as typed: an amount above zero, no more than what is owed. */
const repayForm = (owed: number, currency: string) =>
  v.object({
    amount: v.pipe(
      v.optional(v.string(), ''),
      v.check((text) => (parseAmountToMinor(text) ?? 0) > 0, `Enter an amount in ${currency}`),
      v.check(
        (text) => (parseAmountToMinor(text) ?? 0) <= owed,
        `You owe ${formatMoney(owed, currency)}: enter at most that`,
      ),
      v.transform((text) => parseAmountToMinor(text) ?? 0),
    ),
  });

/** Repay now, part or all, from the balance; the input stays on a refusal, with the server's reason. */
function RepayForm({ loan, owed, cycle }: { loan: ActiveLoan; owed: number; cycle: number }) {
  const id = useId();
  const action = useActionKey();
  const repay = useRepayLoan();
  const nextInstalment = Math.min(cycle, owed);
  const [form, fields] = useForm({
    id: `repay-${id}`,
    ...validateWith(repayForm(owed, loan.currency), { when: 'submit', coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const minor = submission.value.amount;
      repay.mutate(
        { body: { loanId: loan.id, amount: minor }, idempotencyKey: action.key },
        {
          onSuccess: (after) => {
            action.renew();
            // A loan repaid in full takes the form away with it.
            if (document.getElementById(form.id)) form.reset();
            toast.success(
              after.status === 'repaid'
                ? 'Your loan is fully repaid.'
                : `${formatMoney(minor, loan.currency)} repaid. ${percentCompleteOf(after.paid, after.totalRepayment)}% complete.`,
            );
          },
        },
      );
    },
  });
  const fill = (minor: number) => form.update({ name: fields.amount.name, value: minorToDecimalString(minor) });

  return (
    <form {...getFormProps(form)} className="capital-form capital-repay">
      <h3 className="capital-subtitle">Repay now</h3>
      <FormTextField
        field={fields.amount}
        label={`Amount to repay (${loan.currency})`}
        inputMode="decimal"
        autoComplete="off"
        description="Paid from your available balance."
      />
      <div className="capital-quick">
        <Button type="button" variant="secondary" onClick={() => fill(nextInstalment)}>
          Next cycle · {formatMoney(nextInstalment, loan.currency)}
        </Button>
        <Button type="button" variant="secondary" onClick={() => fill(owed)}>
          All owed · {formatMoney(owed, loan.currency)}
        </Button>
      </div>
      <FormAlert>
        {repay.isError
          ? isApiError(repay.error)
            ? repay.error.message
            : 'We could not reach the server. Check your connection and try again.'
          : null}
      </FormAlert>
      <Button type="submit" fullWidth isPending={repay.isPending}>
        Repay now
      </Button>
    </form>
  );
}
