import { getFormProps, useForm } from '@conform-to/react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { type Employee, EmployeeRequest, PAYROLL_CURRENCIES, PAYROLL_MESSAGES } from '../../../contract/payroll';
import { PAYROLL_HEADINGS } from './headings';
import { BANK_COUNTRY_CURRENCY } from '../../../contract/transfers';
import { useActionKey } from '../../lib/idempotency-key';
import { formatMoney, minorToDecimalString, parseAmountToMinor } from '../../lib/money';
import { useBankAccount } from '../../queries/account-resolve';
import { BankAccountFields } from '../../ui/bank-account-fields';
import { Button } from '../../ui/button';
import { ConfirmSheet, ConfirmAction } from '../../ui/confirm-action';
import { FormAlert } from '../../ui/form-alert';
import { ListScreen } from '../../ui/list-screen';
import { ModalDialog } from '../../ui/modal-dialog';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { employeesQuery, useRemoveEmployee, useSaveEmployee } from './api';
import { errorText } from '../../lib/error-text';
import './payroll.css';
import { fieldProps } from '../../lib/field-props';
import { validateWith } from '../../lib/form-validation';

/** The bank country a salary currency is paid in (USD: US banks; other countries' banks take USD too). */
const countryOf = (currency: string) =>
  Object.entries(BANK_COUNTRY_CURRENCY).find(([, c]) => c === currency)?.[0] ?? 'NG';

/** The form's salary is typed as an amount ('250,000.00'); the request takes minor units. */
const EmployeeForm = v.object({
  ...EmployeeRequest.entries,
  salary: v.pipe(
    v.string('Salary is required'),
    v.transform((text) => parseAmountToMinor(text) ?? Number.NaN),
    EmployeeRequest.entries.salary,
  ),
});

interface EmployeeFormProps {
  employee?: Employee | undefined;
  onDone: () => void;
}

/** Add or edit an employee: the account's holder name is resolved by the bank, as for transfers. */
function EmployeeFormBody({ employee, onDone }: EmployeeFormProps) {
  const formId = useId();
  const [currency, setCurrency] = useState(employee?.currency ?? 'NGN');
  const account = useBankAccount(countryOf(currency), {
    bank: employee?.bank_code,
    accountNumber: employee?.account_number,
  });
  const save = useSaveEmployee();
  const action = useActionKey();
  const [form, fields] = useForm({
    id: `employee-${formId}`,
    defaultValue: employee
      ? { name: employee.name, email: employee.email ?? '', salary: minorToDecimalString(employee.salary) }
      : undefined,
    ...validateWith(EmployeeForm, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      save.mutate(
        { id: employee?.id, body: submission.value, idempotencyKey: action.key },
        {
          onSuccess: (saved) => {
            action.renew();
            toast.success(employee ? `${saved.name} was updated.` : `${saved.name} was added (${saved.account_name}).`);
            onDone();
          },
        },
      );
    },
  });
  return (
    <form {...getFormProps(form)} className="payroll-form">
      <FormAlert>{save.isError ? errorText(save.error, 'Something went wrong.') : null}</FormAlert>
      <TextField {...fieldProps(fields.name)} label="Name" autoComplete="off" defaultValue={fields.name.initialValue} />
      <TextField
        {...fieldProps(fields.email)}
        label="Email (optional)"
        type="email"
        autoComplete="off"
        defaultValue={fields.email.initialValue}
      />
      <SelectField
        {...fieldProps(fields.currency)}
        label="Salary currency"
        value={currency}
        onChange={(e) => {
          setCurrency(e.target.value);
          account.setBank('');
        }}
        options={PAYROLL_CURRENCIES.map((c) => ({ value: c, label: c }))}
      />
      <BankAccountFields
        account={account}
        bankField={fields.bank_code}
        numberField={fields.account_number}
        resolveButton
        resolveOnBlur
        description={employee ? `Account name: ${employee.account_name}` : undefined}
      />
      <TextField
        {...fieldProps(fields.salary)}
        label={`Salary (${currency})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        defaultValue={fields.salary.initialValue}
      />
      <Button type="submit" fullWidth isPending={save.isPending}>
        {employee ? 'Save employee' : 'Add employee'}
      </Button>
    </form>
  );
}

/** The confirming sheet of removing an employee: past runs keep their payments. */
function RemoveEmployee({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const remove = useRemoveEmployee();
  return (
    <ConfirmAction
      note={`${employee.name} will no longer be offered in new payroll runs. Runs already made keep their payments.`}
      confirmLabel="Remove employee"
      isPending={remove.isPending}
      error={remove.isError ? errorText(remove.error, 'Something went wrong.') : null}
      onKeep={onDone}
      onConfirm={() =>
        remove.mutate(employee.id, {
          onSuccess: () => {
            toast.success(PAYROLL_MESSAGES.employeeRemoved);
            onDone();
          },
        })
      }
    />
  );
}

type Sheet = { kind: 'add' } | { kind: 'edit'; employee: Employee } | { kind: 'remove'; employee: Employee } | null;

/** payroll/employees: add, edit and remove the people a payroll run pays. */
export function EmployeesScreen() {
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  return (
    <>
      <ListScreen
        heading={PAYROLL_HEADINGS['/dashboard/payroll/employees']}
        actions={
          <>
            <Link to="/dashboard/payroll" className="button" data-variant="secondary">
              Payroll runs
            </Link>
            <Button onClick={() => setSheet({ kind: 'add' })}>Add employee</Button>
          </>
        }
        what="employees"
        query={employeesQuery}
        rows={(data) => data.employees}
        rowKey={(row) => row.id}
        columns={[
          { key: 'name', header: 'Name', primary: true, cell: (row) => row.name },
          { key: 'account', header: 'Account', cell: (row) => `${row.account_name} · ${row.account_number}` },
          { key: 'bank', header: 'Bank', wideOnly: true, cell: (row) => row.bank_name },
          { key: 'salary', header: 'Salary', align: 'end', cell: (row) => formatMoney(row.salary, row.currency) },
          {
            key: 'actions',
            header: 'Actions',
            cell: (row) => (
              <div className="payroll-row-actions">
                <Button
                  variant="secondary"
                  aria-label={`Edit ${row.name}`}
                  onClick={() => setSheet({ kind: 'edit', employee: row })}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${row.name}`}
                  onClick={() => setSheet({ kind: 'remove', employee: row })}
                >
                  Remove
                </Button>
              </div>
            ),
          },
        ]}
        searchLabel="Search employees"
        emptyTitle="No employees yet"
        emptyBody={<p>Add the people you pay, with their bank account and usual salary.</p>}
      />
      <ModalDialog
        isOpen={sheet?.kind === 'add' || sheet?.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={sheet?.kind === 'edit' ? `Edit ${sheet.employee.name}` : 'Add employee'}
        variant="sheet"
      >
        {sheet?.kind === 'add' || sheet?.kind === 'edit' ? (
          <EmployeeFormBody employee={sheet.kind === 'edit' ? sheet.employee : undefined} onDone={close} />
        ) : null}
      </ModalDialog>
      <ConfirmSheet
        subject={sheet?.kind === 'remove' ? sheet.employee : null}
        title={sheet?.kind === 'remove' ? `Remove ${sheet.employee.name}?` : 'Remove employee?'}
        onClose={close}
      >
        {(employee) => <RemoveEmployee employee={employee} onDone={close} />}
      </ConfirmSheet>
    </>
  );
}
