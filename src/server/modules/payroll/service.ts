import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type { listQuery } from '../../../contract/areas';
import {
  type Employee,
  type EmployeeRequest,
  PAYROLL_MESSAGES,
  type PayrollItemStatus,
  type PayrollRunDetail,
  type PayrollRunRequest,
  payrollItemStatus,
  payrollPeriodLabel,
  payrollRunStatus,
} from '../../../contract/payroll';
import { TRANSFER_MESSAGES } from '../../../contract/transfers';
import type { Db, Tx } from '../../db/client';
import { merchantPreferences, payrollEmployees, payrollRunItems, payrollRuns, transfers, users } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { createBulkTransfers } from '../../transfers-core/bulk-create';
import { assertWallet, assertWithinLimit, bankFor, payoutContext } from '../../transfers-core/rules';
import { resolveAccountName } from '../../transfers-core/sandbox-bank';
import { accountOf } from '../../tenancy';
import { contains, listAnswer, newestPage, page, termOf } from '../../paging';

type ListQuery = v.InferOutput<typeof listQuery>;

/** The preference that turns payroll on (spec 1 §1 merchant preferences, §2 and §6 gating). */
export const PAYROLL_PREFERENCE = 'enabled_for_payroll';

/** The business of the session, when payroll is on for it; refused (403) otherwise, as the runs list is. */
export async function payrollAccount(db: Db | Tx, session: SessionInfo): Promise<number> {
  const accountId = accountOf(session);
  const [row] = await db
    .select({ value: merchantPreferences.preferenceValue })
    .from(merchantPreferences)
    .where(and(eq(merchantPreferences.accountId, accountId), eq(merchantPreferences.settingName, PAYROLL_PREFERENCE)));
  if (row?.value?.trim() !== '1') throw new ApiError(403, PAYROLL_MESSAGES.notEnabled);
  return accountId;
}

// ── Employees ──────────────────────────────────────────────────────────────────

const toEmployee = (e: typeof payrollEmployees.$inferSelect): Employee => ({
  id: e.id,
  name: e.name,
  email: e.email,
  bank_code: e.bankCode,
  bank_name: e.bankName,
  account_number: e.accountNumber,
  account_name: e.accountName,
  salary: e.salary,
  currency: e.currency,
  date_created: e.createdAt.toISOString(),
});

/** GET v2/payroll/employees: by name; a search matches the name, account number or account name. */
export async function listEmployees(db: Db, session: SessionInfo, query: ListQuery) {
  const accountId = await payrollAccount(db, session);
  const term = termOf(query.q);
  const where = and(
    eq(payrollEmployees.accountId, accountId),
    term
      ? or(
          contains(payrollEmployees.name, term),
          contains(payrollEmployees.accountNumber, term),
          contains(payrollEmployees.accountName, term),
        )
      : undefined,
  );
  const r = await page(
    query,
    () => db.$count(payrollEmployees, where),
    (limit, offset) =>
      db
        .select()
        .from(payrollEmployees)
        .where(where)
        .orderBy(asc(payrollEmployees.name), asc(payrollEmployees.id))
        .limit(limit)
        .offset(offset),
  );
  return { employees: r.rows.map(toEmployee), page_info: r.page_info };
}

/** The bank and the holder's name of an employee's account, as transfers and beneficiaries resolve them. */
function resolvedAccount(body: EmployeeRequest) {
  const bank = bankFor(body.bank_code, body.account_number, body.currency);
  const resolved = resolveAccountName(bank, body.account_number);
  if (!('name' in resolved)) throw new ApiError(400, TRANSFER_MESSAGES.resolveFailed);
  return {
    name: body.name,
    email: body.email ? body.email : null,
    bankCode: bank.code,
    bankName: bank.name,
    accountNumber: body.account_number,
    accountName: resolved.name,
    salary: body.salary,
    currency: body.currency,
  };
}

/** POST v2/payroll/employees */
export async function createEmployee(db: Db, session: SessionInfo, body: EmployeeRequest): Promise<Employee> {
  const accountId = await payrollAccount(db, session);
  const [row] = await db
    .insert(payrollEmployees)
    .values({ accountId, ...resolvedAccount(body) })
    .returning();
  return toEmployee(row!);
}

/** PUT v2/payroll/employees/:id: another business's employee is not found. */
export async function updateEmployee(
  db: Db,
  session: SessionInfo,
  id: number,
  body: EmployeeRequest,
): Promise<Employee> {
  const accountId = await payrollAccount(db, session);
  const [row] = await db
    .update(payrollEmployees)
    .set(resolvedAccount(body))
    .where(and(eq(payrollEmployees.id, id), eq(payrollEmployees.accountId, accountId)))
    .returning();
  if (!row) throw new ApiError(404, PAYROLL_MESSAGES.employeeNotFound);
  return toEmployee(row);
}

/** DELETE v2/payroll/employees/:id: past runs keep the employee's name and payments. */
export async function deleteEmployee(db: Db, session: SessionInfo, id: number): Promise<{ id: number }> {
  const accountId = await payrollAccount(db, session);
  const [row] = await db
    .delete(payrollEmployees)
    .where(and(eq(payrollEmployees.id, id), eq(payrollEmployees.accountId, accountId)))
    .returning({ id: payrollEmployees.id });
  if (!row) throw new ApiError(404, PAYROLL_MESSAGES.employeeNotFound);
  return row;
}

// ── Runs ───────────────────────────────────────────────────────────────────────

/** The payments of runs, with their transfers' states, in the order they were made. */
async function itemsOf(db: Db | Tx, runIds: number[]) {
  if (runIds.length === 0) return [];
  return db
    .select({
      runId: payrollRunItems.runId,
      employeeId: payrollRunItems.employeeId,
      employeeName: payrollRunItems.employeeName,
      transferId: transfers.id,
      name: transfers.fullname,
      accountNumber: transfers.accountNumber,
      bankName: transfers.bankName,
      amount: transfers.amount,
      currency: transfers.currency,
      status: transfers.status,
      message: transfers.completeMessage,
    })
    .from(payrollRunItems)
    .innerJoin(transfers, eq(transfers.id, payrollRunItems.transferId))
    .where(inArray(payrollRunItems.runId, runIds))
    .orderBy(asc(payrollRunItems.id));
}

type RunRow = typeof payrollRuns.$inferSelect;

/** A run's state: seeded history as kept; a run made here from its payments' transfers. */
function statusOf(run: RunRow, items: readonly PayrollItemStatus[]) {
  return run.status === 'submitted' ? payrollRunStatus(items) : run.status;
}

const runRow = (run: RunRow, items: readonly PayrollItemStatus[]) => ({
  id: run.id,
  period: run.period,
  employees: run.employees,
  amount: run.amount,
  currency: run.currency,
  status: statusOf(run, items),
  date_created: run.createdAt.toISOString(),
});

/** GET v2/payroll: the runs, newest first, each with its state read from its transfers. */
export async function listRuns(db: Db, session: SessionInfo, query: ListQuery) {
  const accountId = await payrollAccount(db, session);
  const term = termOf(query.q);
  const where = and(eq(payrollRuns.accountId, accountId), term ? contains(payrollRuns.period, term) : undefined);
  const r = await newestPage(db, payrollRuns, where, query);
  const items = await itemsOf(
    db,
    r.rows.filter((run) => run.status === 'submitted').map((run) => run.id),
  );
  return listAnswer('payroll', r, (run) =>
    runRow(
      run,
      items.filter((i) => i.runId === run.id).map((i) => payrollItemStatus(i.status)),
    ),
  );
}

/** GET v2/payroll/runs/:id: the run and each employee's payment; another business's run is not found. */
export async function runDetail(db: Db | Tx, session: SessionInfo, id: number): Promise<PayrollRunDetail> {
  const accountId = await payrollAccount(db, session);
  const [row] = await db
    .select({ run: payrollRuns, first: users.firstName, last: users.lastName })
    .from(payrollRuns)
    .leftJoin(users, eq(users.id, payrollRuns.createdBy))
    .where(and(eq(payrollRuns.id, id), eq(payrollRuns.accountId, accountId)));
  if (!row) throw new ApiError(404, PAYROLL_MESSAGES.runNotFound);
  const items = (await itemsOf(db, [id])).map((i) => ({
    employee_id: i.employeeId,
    name: i.employeeName,
    account_name: i.name,
    account_number: i.accountNumber,
    bank_name: i.bankName,
    amount: i.amount,
    currency: i.currency,
    status: payrollItemStatus(i.status),
    transfer_id: i.transferId,
    message: payrollItemStatus(i.status) === 'failed' ? i.message : '',
  }));
  const creator = row.first === null ? null : `${row.first} ${row.last ?? ''}`.trim();
  return {
    ...runRow(
      row.run,
      items.map((i) => i.status),
    ),
    bulk_id: row.run.bulkId,
    created_by: creator,
    items,
  };
}

/**
 * POST v2/payroll/runs: the chosen employees of the business, each paid the amount given, as one bulk
 * transfer made by the transfers' own bulk service. Every run waits for an approver (the transfers'
 * approval rules decide how many and of which roles; never its maker), so salaries leave the balance
 * only when an approver approves them in pending approvals, each transfer debited once there.
 */
export async function createRun(
  db: Db,
  session: SessionInfo,
  body: PayrollRunRequest,
): Promise<{ detail: PayrollRunDetail; awaiting: { firstId: number; count: number; total: number } }> {
  const accountId = await payrollAccount(db, session);
  const ids = body.items.map((i) => i.employee_id);
  if (new Set(ids).size !== ids.length) throw new ApiError(400, PAYROLL_MESSAGES.duplicateEmployee);
  const ctx = await payoutContext(db, session);
  await assertWallet(db, accountId, body.currency, body.currency);
  await assertWithinLimit(db, accountId, body.currency, Math.max(...body.items.map((i) => i.amount)));
  const period = payrollPeriodLabel(body.period);
  const runId = await db.transaction(async (tx) => {
    const staff = await tx
      .select()
      .from(payrollEmployees)
      .where(and(eq(payrollEmployees.accountId, accountId), inArray(payrollEmployees.id, ids)));
    const byId = new Map(staff.map((e) => [e.id, e]));
    const chosen = body.items.map((item) => {
      const employee = byId.get(item.employee_id);
      if (!employee) throw new ApiError(404, PAYROLL_MESSAGES.employeeNotFound);
      if (employee.currency !== body.currency) throw new ApiError(400, PAYROLL_MESSAGES.currencyMismatch);
      return { employee, amount: item.amount };
    });
    const { batchId } = await createBulkTransfers(tx, session, ctx, {
      validationId: null,
      currency: body.currency,
      debitCurrency: body.currency,
      entity: 'bank',
      alwaysApprove: true,
      rows: chosen.map(({ employee, amount }, i) => ({
        pageId: i + 1,
        amount,
        narration: `Salary ${period}`,
        fullname: employee.accountName,
        accountNumber: employee.accountNumber,
        bankCode: employee.bankCode,
        bankName: employee.bankName,
        meta: {},
      })),
    });
    const [run] = await tx
      .insert(payrollRuns)
      .values({
        accountId,
        period,
        employees: chosen.length,
        amount: chosen.reduce((sum, c) => sum + c.amount, 0),
        currency: body.currency,
        status: 'submitted',
        bulkId: batchId,
        createdBy: session.userId,
      })
      .returning({ id: payrollRuns.id });
    const paid = await tx
      .select({ id: transfers.id, reference: transfers.reference })
      .from(transfers)
      .where(eq(transfers.bulkId, batchId))
      .orderBy(asc(transfers.reference));
    // References end in the row's place (B0001, B0002 ...): the order the employees were chosen in.
    await tx.insert(payrollRunItems).values(
      paid.map((t, i) => ({
        runId: run!.id,
        employeeId: chosen[i]!.employee.id,
        employeeName: chosen[i]!.employee.name,
        transferId: t.id,
      })),
    );
    return run!.id;
  });
  const detail = await runDetail(db, session, runId);
  return {
    detail,
    awaiting: { firstId: detail.items[0]!.transfer_id, count: detail.items.length, total: detail.amount },
  };
}
