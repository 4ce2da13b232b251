import { formatDate } from '../../lib/dates';
import { PAYROLL_HEADINGS } from '../../../contract/payroll-headings';
import { formatMoney } from '../../lib/money';
import { ListScreen } from '../../ui/list-screen';
import { PlainStatus } from '../../ui/status-badge';
import { payrollQuery } from './api';

/** payroll (only with the enabled_for_payroll preference) */
export function PayrollScreen() {
  return (
    <ListScreen
      heading={PAYROLL_HEADINGS['/dashboard/payroll']}
      what="payroll runs"
      query={payrollQuery}
      rows={(data) => data.payroll}
      columns={[
        { key: 'period', header: 'Period', primary: true, cell: (row) => row.period },
        { key: 'employees', header: 'Employees', align: 'end', cell: (row) => row.employees },
        { key: 'amount', header: 'Total', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'date', header: 'Created', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.id}
      searchLabel="Search payroll runs"
      emptyTitle="No payroll runs yet"
    />
  );
}
