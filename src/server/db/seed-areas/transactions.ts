import { customers, settlements, transactions } from '../schema';
import {
  ACCOUNT,
  type DemoSeed,
  type PaymentsReceived,
  SEEDED,
  customersSinceFirstPayment,
  insertInBatches,
  makeCustomers,
  makeSettlements,
  makeTransactions,
} from '../seed-demo';

/** Customers, their payments and the settlements that paid them out. */
export async function seedPaymentsReceived(s: DemoSeed): Promise<PaymentsReceived> {
  const { tx, g, c } = s;
  const A = ACCOUNT;

  // Customers and payments.
  const storesCustomers = makeCustomers(g, c, A.demoStores, 1, 600, 400);
  Object.assign(storesCustomers[0]!, { fullname: SEEDED.customer.fullname, email: SEEDED.customer.email });
  // The fixture's name stays unique, so a search for it finds one customer.
  for (const other of storesCustomers.slice(1)) {
    if (other.fullname === SEEDED.customer.fullname) other.fullname = 'Amaka Nwankwo';
  }
  const eventsCustomers = makeCustomers(g, c, A.demoEvents, 601, 40, 200);
  const travelCustomers = makeCustomers(g, c, A.demoTravel, 641, 120, 300);
  const gadgetsCustomers = makeCustomers(g, c, A.demoGadgets, 761, 60, 300);
  const foodsCustomers = makeCustomers(g, c, A.demoFoods, 821, 10, 100);
  const allCustomers = [
    ...storesCustomers,
    ...eventsCustomers,
    ...travelCustomers,
    ...gadgetsCustomers,
    ...foodsCustomers,
  ];
  await insertInBatches(allCustomers, (batch) => tx.insert(customers).values(batch));
  const seeds = (rows: typeof storesCustomers) =>
    rows.map((r) => ({ id: r.id!, fullname: r.fullname, email: r.email, city: r.city ?? '' }));

  const storesTx = makeTransactions(g, c, {
    accountId: A.demoStores,
    firstId: 1,
    count: 5000,
    days: 400,
    currency: 'NGN',
    second: { currency: 'USD', share: 0.08, min: 20, max: 900 },
    min: 1_500,
    max: 450_000,
    customers: seeds(storesCustomers),
    refPrefix: 'DS',
  });
  Object.assign(storesTx[0]!, {
    customerId: SEEDED.customer.id,
    currency: 'NGN',
    amount: 2_450_000,
    fee: 34_300,
    status: 'successful',
    reference: SEEDED.transaction.reference,
    narration: SEEDED.transaction.narration,
  });
  const otherTx = [
    ...makeTransactions(g, c, {
      accountId: A.demoEvents,
      firstId: 5001,
      count: 150,
      days: 200,
      currency: 'NGN',
      min: 5_000,
      max: 60_000,
      customers: seeds(eventsCustomers),
      refPrefix: 'DE',
    }),
    ...makeTransactions(g, c, {
      accountId: A.demoTravel,
      firstId: 5151,
      count: 400,
      days: 300,
      currency: 'NGN',
      min: 45_000,
      max: 1_800_000,
      customers: seeds(travelCustomers),
      refPrefix: 'DT',
    }),
    ...makeTransactions(g, c, {
      accountId: A.demoGadgets,
      firstId: 5551,
      count: 250,
      days: 300,
      currency: 'GHS',
      min: 80,
      max: 9_000,
      customers: seeds(gadgetsCustomers),
      refPrefix: 'DG',
    }),
    ...makeTransactions(g, c, {
      accountId: A.demoFoods,
      firstId: 5801,
      count: 20,
      days: 100,
      currency: 'KES',
      min: 300,
      max: 20_000,
      customers: seeds(foodsCustomers),
      refPrefix: 'DF',
    }),
  ];
  await insertInBatches([...storesTx, ...otherTx], (batch) => tx.insert(transactions).values(batch));
  await customersSinceFirstPayment(tx, Object.values(A));

  await insertInBatches(
    [
      ...makeSettlements(c, A.demoStores, 1, storesTx, 57),
      ...makeSettlements(
        c,
        A.demoTravel,
        500,
        otherTx.filter((t) => t.accountId === A.demoTravel),
        40,
      ),
      ...makeSettlements(
        c,
        A.demoGadgets,
        700,
        otherTx.filter((t) => t.accountId === A.demoGadgets),
        40,
      ),
    ],
    (batch) => tx.insert(settlements).values(batch),
  );
  return { storesTx, storesCustomers };
}
