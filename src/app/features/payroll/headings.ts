import type { PageHeadings } from '../../ui/page-heading';

/** The payroll screens' headings. */
export const PAYROLL_HEADINGS = {
  '/dashboard/payroll': {
    eyebrow: 'Billing tools',
    title: 'Payroll',
    description: 'Salary runs paid from your balance.',
  },
  '/dashboard/payroll/employees': {
    eyebrow: 'Payroll',
    title: 'Employees',
    description: 'Who you pay, into which bank account, and their usual salary.',
  },
  '/dashboard/payroll/run': {
    eyebrow: 'Payroll',
    title: 'Run payroll',
    description: 'Choose the month, who is paid and how much. An approver approves the run before it is paid.',
  },
  '/dashboard/payroll/$id': {
    eyebrow: 'Payroll',
    title: 'Payroll run',
    description: 'Each employee’s payment, as its transfer stands.',
  },
} as const satisfies PageHeadings;
