import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { PAYROLL_MESSAGES } from '../../../contract/payroll';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, idParam, serve } from '../../http';
import { byBody, byQuery, created, serveWithSession } from '../../session-routes';
// The approvers' push of the transfers flow: a run waits in their pending approvals.
import { notifyApproversLater } from '../../transfers-core/push';
import * as service from './service';

/** Payroll (only with enabled_for_payroll): employees, runs and their history. */
export function payrollRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.payroll, byQuery(service.listRuns));
  serveWithSession(api, endpoints.payrollEmployees, byQuery(service.listEmployees));
  serveWithSession(
    api,
    endpoints.createEmployee,
    byBody(service.createEmployee),
    created(PAYROLL_MESSAGES.employeeAdded),
  );
  serveWithSession(
    api,
    endpoints.updateEmployee,
    (r) => service.updateEmployee(r.db, r.session, idParam(r.id, PAYROLL_MESSAGES.employeeNotFound), r.body),
    PAYROLL_MESSAGES.employeeUpdated,
  );
  serveWithSession(
    api,
    endpoints.deleteEmployee,
    (r) => service.deleteEmployee(r.db, r.session, idParam(r.id, PAYROLL_MESSAGES.employeeNotFound)),
    PAYROLL_MESSAGES.employeeRemoved,
  );
  serve(api, endpoints.createPayrollRun, resolveSession, async ({ deps, session, body }) => {
    const { detail, awaiting } = await service.createRun(deps.db, session, body);
    notifyApproversLater(deps, {
      id: awaiting.firstId,
      accountId: session.accountId!,
      amount: awaiting.total,
      currency: detail.currency,
      beneficiary: `${awaiting.count} employees (payroll ${detail.period})`,
      initiatedBy: session.userId,
    });
    return { data: detail, status: 201, message: PAYROLL_MESSAGES.submitted };
  });
  serveWithSession(api, endpoints.payrollRun, (r) =>
    service.runDetail(r.db, r.session, idParam(r.id, PAYROLL_MESSAGES.runNotFound)),
  );
}
