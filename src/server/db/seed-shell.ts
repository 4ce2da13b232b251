import type { Tx } from './client';
import { seedAccountSettings } from './seed-areas/shell';
import { seedPaymentsReceived } from './seed-areas/transactions';
import { seedTransfers } from './seed-areas/transfers';
import { seedCards } from './seed-areas/cards';
import { seedSubaccounts } from './seed-areas/subaccounts';
import { seedChargebacks } from './seed-areas/chargebacks';
import { seedPaymentLinks } from './seed-areas/payments';
import { seedInvoices } from './seed-areas/invoices';
import { seedEvents } from './seed-areas/events';
import { seedStore } from './seed-areas/store';
import { seedBills } from './seed-areas/bills';
import { seedPosOrders } from './seed-areas/pos';
import { seedPayrollRuns } from './seed-areas/payroll';
import { seedReferrals } from './seed-areas/referrals';
import { seedSettings } from './seed-areas/settings';
import { seedCapital } from './seed-areas/capital';
import { clock, type DemoSeed, generator } from './seed-demo';

/**
 * Demo data of the shell and the area lists (DEMO.md), one function per area (seed-areas/). They draw from one
 * seeded generator, so their order is part of the data: ids and figures stay what they were only if the areas
 * keep this order.
 */
export async function seedShell(tx: Tx): Promise<void> {
  const s: DemoSeed = { tx, g: generator(20_260_301), c: clock(Date.now()) };
  await seedAccountSettings(s);
  const paymentsReceived = await seedPaymentsReceived(s);
  await seedTransfers(s);
  await seedCards(s);
  await seedSubaccounts(s);
  await seedChargebacks(s, paymentsReceived);
  await seedPaymentLinks(s, paymentsReceived);
  await seedInvoices(s, paymentsReceived);
  await seedEvents(s);
  await seedStore(s, paymentsReceived);
  await seedBills(s);
  await seedPosOrders(s);
  await seedPayrollRuns(s);
  await seedReferrals(s);
  await seedSettings(s);
  await seedCapital(s);
}
