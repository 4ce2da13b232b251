import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { areaEndpoints } from '../../../contract/area-endpoints';
import { type EmployeeRequest, type PayrollRunRequest, payrollEndpoints } from '../../../contract/payroll';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';
import { accountKey } from '../../queries/keys';

/*
 * Payroll: runs, employees and one run. Keys start with 'payroll' and include the account; a run also
 * adds transfers awaiting approval (the transfers' keys and the shell's approval badge).
 */
export const payrollKeys = {
  runs: () => ['payroll', 'runs', accountKey()] as const,
  run: (id: number) => ['payroll', 'run', accountKey(), id] as const,
  employees: () => ['payroll', 'employees', accountKey()] as const,
};

/** GET v2/payroll */
export const payrollQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...payrollKeys.runs(), params],
    queryFn: ({ signal }) => call(areaEndpoints.payroll, { query: pageQuery(params), signal }),
  });

/** GET v2/payroll/employees, a page. */
export const employeesQuery = (params: ListParams, pageSize = 20) =>
  queryOptions({
    queryKey: [...payrollKeys.employees(), params, pageSize],
    queryFn: ({ signal }) => call(payrollEndpoints.payrollEmployees, { query: pageQuery(params, pageSize), signal }),
  });

/** Every employee (all pages, 100 at a time): a run chooses among them. */
export const allEmployeesQuery = () =>
  queryOptions({
    queryKey: [...payrollKeys.employees(), 'all'],
    // The pages are the list's own queries (same keys, so one invalidation refreshes both).
    queryFn: async ({ client }) => {
      const first = await client.fetchQuery(employeesQuery({ page: 1 }, 100));
      const rest = [];
      for (let page = 2; page <= first.page_info.total_pages; page++) {
        rest.push(...(await client.fetchQuery(employeesQuery({ page }, 100))).employees);
      }
      return [...first.employees, ...rest];
    },
  });

/** GET v2/payroll/runs/:id */
export const payrollRunQuery = (id: number) =>
  queryOptions({
    queryKey: payrollKeys.run(id),
    queryFn: ({ signal }) => call(payrollEndpoints.payrollRun, { params: { id }, signal }),
  });

/** POST or PUT an employee, under the user's action key. */
export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: { id?: number; body: EmployeeRequest; idempotencyKey: string }) =>
      id === undefined
        ? call(payrollEndpoints.createEmployee, { body, idempotencyKey })
        : call(payrollEndpoints.updateEmployee, { params: { id }, body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.employees() }),
  });
}

/** DELETE an employee. */
export function useRemoveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(payrollEndpoints.deleteEmployee, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.employees() }),
  });
}

/** POST v2/payroll/runs, under the user's action key. */
export function useSubmitPayrollRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PayrollRunRequest; idempotencyKey: string }) =>
      call(payrollEndpoints.createPayrollRun, { body, idempotencyKey }),
    onSuccess: (run) => {
      queryClient.setQueryData(payrollKeys.run(run.id), run);
      void queryClient.invalidateQueries({ queryKey: payrollKeys.runs() });
      void queryClient.invalidateQueries({ queryKey: ['transfers'] });
    },
  });
}
