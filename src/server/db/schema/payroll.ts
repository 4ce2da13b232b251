import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef, users } from './access';
import { createdAt, minor, rowId } from './columns';
import { bulkBatches, transfers } from './transfers';

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: rowId(),
    accountId: accountRef(),
    period: text('period').notNull(),
    employees: integer('employees').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    /** Seeded history keeps its status; a run made here reads its state from its bulk transfer's transfers. */
    status: text('status', { enum: ['paid', 'scheduled', 'submitted'] }).notNull(),
    /** The bulk transfer that pays the run (null for seeded history). */
    bulkId: integer('bulk_id').references(() => bulkBatches.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('payroll_runs_account_idx').on(t.accountId, t.createdAt)],
);

/** A business's employees: who a payroll run pays, their resolved bank account and default salary. */
export const payrollEmployees = pgTable(
  'payroll_employees',
  {
    id: rowId(),
    accountId: accountRef(),
    name: text('name').notNull(),
    email: text('email'),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    salary: minor('salary').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payroll_employees_account_idx').on(t.accountId, t.name)],
);

/** One employee's payment in a run: the transfer that pays it (its status is the payment's). */
export const payrollRunItems = pgTable(
  'payroll_run_items',
  {
    id: rowId(),
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    /** Null once the employee is removed: the run keeps their name and their transfer. */
    employeeId: integer('employee_id').references(() => payrollEmployees.id, { onDelete: 'set null' }),
    /** The employee's name when paid (the transfer holds the account's name). */
    employeeName: text('employee_name').notNull(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('payroll_run_items_run_idx').on(t.runId),
    uniqueIndex('payroll_run_items_transfer_idx').on(t.transferId),
  ],
);
