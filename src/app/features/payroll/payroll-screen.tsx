import { Link } from '@tanstack/react-router';
import { PAYROLL_HEADINGS } from './headings';
import { PAYROLL_RUN_LABELS } from '../../../contract/payroll';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { ListScreen } from '../../ui/list-screen';
import { StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { payrollQuery } from './api';
import './payroll.css';

/** Payroll (only with the enabled_for_payroll preference): run history, and the way to employees and a new run. */
export function PayrollScreen() {
  return (
    <ListScreen
      heading={PAYROLL_HEADINGS['/dashboard/payroll']}
      actions={
        <>
          <Link to="/dashboard/payroll/employees" className="button" data-variant="secondary">
            Employees
          </Link>
          <Link to="/dashboard/payroll/run" className="button" data-variant="primary">
            Run payroll
          </Link>
        </>
      }
      what="payroll runs"
      query={payrollQuery}
      rows={(data) => data.payroll}
      columns={[
        { key: 'period', header: 'Period', primary: true, cell: (row) => row.period },
        // On a phone's two lines the bare count would read as a number without a meaning.
        {
          key: 'employees',
          header: 'Employees',
          align: 'end',
          cell: (row) => `${row.employees} ${row.employees === 1 ? 'employee' : 'employees'}`,
        },
        { key: 'amount', header: 'Total', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
        {
          key: 'status',
          header: 'Status',
          cell: (row) => <StatusBadge label={PAYROLL_RUN_LABELS[row.status]} tone={runTone(row.status)} />,
        },
        { key: 'date', header: 'Created', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => `/dashboard/payroll/${row.id}`}
      searchLabel="Search payroll runs"
      emptyTitle="No payroll runs yet"
      emptyBody={<p>Add your employees, then run payroll: it is paid once an approver approves it.</p>}
    />
  );
}

/** Awaiting approval and partly paid read as warnings; the rest by their plain meaning. */
export const runTone = (status: keyof typeof PAYROLL_RUN_LABELS) =>
  status === 'awaiting_approval' || status === 'partly_paid' ? 'warning' : toneOfStatus(status);
