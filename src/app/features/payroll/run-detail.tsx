import { Link } from '@tanstack/react-router';
import { PAYROLL_ITEM_LABELS, PAYROLL_RUN_LABELS, type PayrollItem } from '../../../contract/payroll';
import { PAYROLL_HEADINGS } from './headings';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { DataList } from '../../ui/data-list';
import { DetailList, Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { RecordState } from '../../ui/record-state';
import { StatusBadge } from '../../ui/status-badge';
import { payrollRunQuery } from './api';
import { runTone } from './payroll-screen';
import './payroll.css';

const ITEM_TONES = { pending_approval: 'warning', processing: 'info', paid: 'success', failed: 'danger' } as const;

/** One payroll run: its state and each employee's payment, read from the payment's transfer. */
export function RunDetailScreen({ id }: { id: string }) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <RecordState
      what="payroll run"
      heading={PAYROLL_HEADINGS['/dashboard/payroll/$id']}
      back={<Link to="/dashboard/payroll">← Payroll runs</Link>}
      query={numeric === null ? null : payrollRunQuery(numeric)}
      render={(run) => ({
        title: `Payroll ${run.period}`,
        body: (
          <>
            <Panel title="Run">
              <DetailList
                items={[
                  {
                    label: 'Status',
                    value: <StatusBadge label={PAYROLL_RUN_LABELS[run.status]} tone={runTone(run.status)} />,
                  },
                  { label: 'Period', value: run.period },
                  { label: 'Employees', value: run.employees },
                  { label: 'Total', value: formatMoney(run.amount, run.currency) },
                  { label: 'Submitted by', value: run.created_by ?? '—' },
                  { label: 'Created', value: formatDate(run.date_created) },
                  ...(run.bulk_id
                    ? [
                        {
                          label: 'Bulk transfer',
                          value: (
                            <Link to="/dashboard/transfers/bulk-status/$id" params={{ id: String(run.bulk_id) }}>
                              Bulk transfer {run.bulk_id}
                            </Link>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
              {run.status === 'awaiting_approval' ? (
                <p className="payroll-note">
                  This run waits for an approver (an Owner or Admin other than the one who submitted it) in{' '}
                  <Link to="/dashboard/transfers/pendingapprovals">pending approvals</Link>. Salaries leave your balance
                  once they are approved.
                </p>
              ) : null}
            </Panel>
            <Panel title="Employee payments">
              {run.items.length === 0 ? (
                <EmptyState title="No employee payments recorded">
                  <p>This run was paid before per-employee payments were kept here.</p>
                </EmptyState>
              ) : (
                <DataList<PayrollItem>
                  caption="Employee payments"
                  rows={run.items}
                  rowKey={(item) => item.transfer_id}
                  rowLink={(item) => `/dashboard/transfers/list/${item.transfer_id}`}
                  columns={[
                    { key: 'name', header: 'Employee', primary: true, cell: (item) => item.name },
                    {
                      key: 'account',
                      header: 'Account',
                      wideOnly: true,
                      cell: (item) => `${item.account_name} · ${item.bank_name} ${item.account_number}`,
                    },
                    {
                      key: 'amount',
                      header: 'Amount',
                      align: 'end',
                      cell: (item) => formatMoney(item.amount, item.currency),
                    },
                    {
                      key: 'status',
                      header: 'Status',
                      cell: (item) => (
                        <StatusBadge label={PAYROLL_ITEM_LABELS[item.status]} tone={ITEM_TONES[item.status]} />
                      ),
                    },
                    { key: 'message', header: 'Reason', wideOnly: true, cell: (item) => item.message || '—' },
                  ]}
                />
              )}
            </Panel>
          </>
        ),
      })}
    />
  );
}
