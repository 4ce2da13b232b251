import * as v from 'valibot';
import { listQuery, PayrollRun } from './areas';
import type { EndpointDef } from './endpoint-def';
import { PageInfo } from './paging';
import { AccountNumberField, BankCodeField, MinorAmount } from './transfers';

// ── Messages (payroll is gated by the merchant preference enabled_for_payroll, spec 1 §2 and §6) ──
export const PAYROLL_MESSAGES = {
  notEnabled: 'Payroll is not enabled for this account',
  employeeNotFound: 'Employee not found',
  runNotFound: 'Payroll run not found',
  employeeAdded: 'Employee added',
  employeeUpdated: 'Employee updated',
  employeeRemoved: 'Employee removed',
  noEmployees: 'Choose at least one employee to pay',
  duplicateEmployee: 'Each employee can be paid once in a run',
  currencyMismatch: 'Every employee in a run is paid in the run currency',
  submitted: 'Payroll run submitted for approval',
} as const;

/** Employees in one run at most (a bulk transfer holds up to 5000 rows; a payroll far fewer). */
export const PAYROLL_MAX_EMPLOYEES = 500;
/** The currencies a salary is paid in: those of the payout banks. */
export const PAYROLL_CURRENCIES = ['NGN', 'GHS', 'KES', 'ZAR', 'USD'] as const;
export type PayrollCurrency = (typeof PAYROLL_CURRENCIES)[number];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2026-11' → 'November 2026': how a run's period (a month) is shown and kept. */
export function payrollPeriodLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
}

/** A run's period: a month, YYYY-MM, from 2000 to 2099. */
export const PayrollPeriod = v.pipe(
  v.string('Period is required'),
  v.trim(),
  v.minLength(1, 'Period is required'),
  v.regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'Period must be a month (YYYY-MM)'),
);

const recordId = (name: string) =>
  v.pipe(
    v.number(`${name} is invalid`),
    v.integer(`${name} is invalid`),
    v.minValue(1, `${name} is invalid`),
    // Beyond the id column's range: refused here, not failed in the database.
    v.maxValue(2_147_483_647, `${name} is invalid`),
  );

// ── Employees ──────────────────────────────────────────────────────────────────
export const Employee = v.object({
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  bank_code: v.string(),
  bank_name: v.string(),
  account_number: v.string(),
  /** The holder's name the bank resolved for the account number. */
  account_name: v.string(),
  /** Default salary, minor units of currency: a run starts from it. */
  salary: v.number(),
  currency: v.string(),
  date_created: v.string(),
});
export type Employee = v.InferOutput<typeof Employee>;
export const EmployeesList = v.object({ employees: v.array(Employee), page_info: PageInfo });

/** POST v2/payroll/employees and PUT v2/payroll/employees/:id: the account is resolved on the server. */
export const EmployeeRequest = v.object({
  name: v.pipe(
    v.string('Name is required'),
    v.trim(),
    v.minLength(1, 'Name is required'),
    v.maxLength(100, 'Name must be at most 100 characters'),
  ),
  email: v.optional(
    v.union(
      [v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(254, 'Email is invalid'), v.email('Email is invalid'))],
      'Email is invalid',
    ),
  ),
  bank_code: BankCodeField,
  account_number: AccountNumberField,
  salary: v.pipe(
    v.number('Salary is invalid'),
    v.integer('Salary is invalid'),
    v.minValue(1, 'Salary must be greater than 0'),
    v.maxValue(9_999_999_999_999, 'Salary is too large'),
  ),
  currency: v.picklist(PAYROLL_CURRENCIES, 'Currency is invalid'),
});
export type EmployeeRequest = v.InferOutput<typeof EmployeeRequest>;

// ── Runs ───────────────────────────────────────────────────────────────────────
/** POST v2/payroll/runs: the month, the currency and each employee's amount (from the salary, edited). */
export const PayrollRunRequest = v.object({
  period: PayrollPeriod,
  currency: v.picklist(PAYROLL_CURRENCIES, 'Currency is invalid'),
  items: v.pipe(
    v.array(v.object({ employee_id: recordId('Employee'), amount: MinorAmount }), 'Employees are invalid'),
    v.minLength(1, PAYROLL_MESSAGES.noEmployees),
    v.maxLength(PAYROLL_MAX_EMPLOYEES, `At most ${PAYROLL_MAX_EMPLOYEES} employees in a run`),
  ),
});
export type PayrollRunRequest = v.InferOutput<typeof PayrollRunRequest>;

/**
 * One employee's payment in a run, read from its transfer: pending approval (NEW), paid (SUCCESSFUL),
 * failed (FAILED, FAILED:INVALID_ACCOUNT, REJECTED), processing otherwise.
 */
export const PAYROLL_ITEM_STATUSES = ['pending_approval', 'processing', 'paid', 'failed'] as const;
export type PayrollItemStatus = (typeof PAYROLL_ITEM_STATUSES)[number];
export const PAYROLL_ITEM_LABELS: Record<PayrollItemStatus, string> = {
  pending_approval: 'Pending approval',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
};
export function payrollItemStatus(transferStatus: string): PayrollItemStatus {
  if (transferStatus === 'NEW') return 'pending_approval';
  if (transferStatus === 'SUCCESSFUL') return 'paid';
  if (['FAILED', 'FAILED:INVALID_ACCOUNT', 'REJECTED'].includes(transferStatus)) return 'failed';
  return 'processing';
}

/** A run's state from its payments' states (see PAYROLL_RUN_STATUSES). */
export function payrollRunStatus(items: readonly PayrollItemStatus[]): v.InferOutput<typeof PayrollRun>['status'] {
  if (items.some((s) => s === 'pending_approval')) return 'awaiting_approval';
  if (items.some((s) => s === 'processing')) return 'processing';
  const paid = items.filter((s) => s === 'paid').length;
  if (paid === items.length) return 'paid';
  return paid === 0 ? 'failed' : 'partly_paid';
}

export const PAYROLL_RUN_LABELS: Record<v.InferOutput<typeof PayrollRun>['status'], string> = {
  scheduled: 'Scheduled',
  awaiting_approval: 'Awaiting approval',
  processing: 'Processing',
  paid: 'Paid',
  partly_paid: 'Partly paid',
  failed: 'Failed',
};

export const PayrollItem = v.object({
  employee_id: v.nullable(v.number()),
  name: v.string(),
  /** The holder's name of the account paid (the transfer's beneficiary). */
  account_name: v.string(),
  account_number: v.string(),
  bank_name: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(PAYROLL_ITEM_STATUSES),
  transfer_id: v.number(),
  /** Why a payment failed (the transfer's complete message), else empty. */
  message: v.string(),
});
export type PayrollItem = v.InferOutput<typeof PayrollItem>;

export const PayrollRunDetail = v.object({
  ...PayrollRun.entries,
  /** The bulk transfer that pays it (null for seeded history). */
  bulk_id: v.nullable(v.number()),
  created_by: v.nullable(v.string()),
  items: v.array(PayrollItem),
});
export type PayrollRunDetail = v.InferOutput<typeof PayrollRunDetail>;

export const payrollEndpoints = {
  payrollEmployees: {
    method: 'GET',
    path: 'v2/payroll/employees',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: EmployeesList,
  },
  createEmployee: {
    method: 'POST',
    path: 'v2/payroll/employees',
    host: 'main',
    auth: 'account',
    body: EmployeeRequest,
    response: Employee,
    // Where salaries are paid: it changes where money goes.
    idempotent: true,
  },
  updateEmployee: {
    method: 'PUT',
    path: 'v2/payroll/employees/:id',
    host: 'main',
    auth: 'account',
    body: EmployeeRequest,
    response: Employee,
    idempotent: true,
  },
  deleteEmployee: {
    method: 'DELETE',
    path: 'v2/payroll/employees/:id',
    host: 'main',
    auth: 'account',
    response: v.object({ id: v.number() }),
  },
  createPayrollRun: {
    method: 'POST',
    path: 'v2/payroll/runs',
    host: 'main',
    auth: 'account',
    body: PayrollRunRequest,
    response: PayrollRunDetail,
    idempotent: true,
  },
  payrollRun: {
    method: 'GET',
    path: 'v2/payroll/runs/:id',
    host: 'main',
    auth: 'account',
    response: PayrollRunDetail,
  },
} as const satisfies Record<string, EndpointDef>;
