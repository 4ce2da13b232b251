import { payrollRuns } from '../schema';
import { ACCOUNT, type DemoSeed } from '../seed-demo';

/** Payroll runs: the last six months paid, the next scheduled. */
export async function seedPayrollRuns(s: DemoSeed): Promise<void> {
  const { tx, c } = s;
  const A = ACCOUNT;

  const monthName = (monthsAgo: number) => {
    const d = c.at(0);
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - monthsAgo);
    return d.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  };
  await tx.insert(payrollRuns).values(
    Array.from({ length: 7 }, (_, i) => {
      const monthsAgo = 6 - i;
      const employees = 18 + Math.floor(i / 2);
      return {
        id: i + 1,
        accountId: A.demoStores,
        period: monthName(monthsAgo),
        employees,
        amount: employees * 32_500_000,
        currency: 'NGN',
        status: i === 6 ? ('scheduled' as const) : ('paid' as const),
        createdAt: c.at(Math.max(monthsAgo * 30, 1)),
      };
    }),
  );
}
