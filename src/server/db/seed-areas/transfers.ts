import { transfers } from '../schema';
import { ACCOUNT, type DemoSeed, SEEDED, USER, makeTransfers } from '../seed-demo';

/** Transfers: history, and three awaiting approval at Demo Stores started by the member. */
export async function seedTransfers(s: DemoSeed): Promise<void> {
  const { tx, g, c } = s;
  const A = ACCOUNT;

  const storesTransfers = makeTransfers(g, c, {
    accountId: A.demoStores,
    firstId: 1,
    count: 80,
    days: 300,
    currency: 'NGN',
    min: 10_000,
    max: 2_500_000,
    initiators: [USER.owner, USER.admin, USER.member],
    approver: USER.admin,
  });
  Object.assign(storesTransfers[0]!, { reference: SEEDED.transfer.reference });
  const awaiting: (typeof transfers.$inferInsert)[] = [
    ['Chinedu Okoro', 'Supplier payment: October stock', 185_000_000, '058', 'Guaranty Trust Bank', 0],
    ['Halima Bello', 'Warehouse rent, Q4', 450_000_000, '057', 'Zenith Bank', 1],
    ['Swift Dispatch Ltd', 'Logistics for November deliveries', 27_550_000, '044', 'Access Bank', 2],
  ].map(([fullname, narration, amount, bankCode, bankName, daysAgo], i) => ({
    id: 81 + i,
    accountId: A.demoStores,
    currency: 'NGN',
    debitCurrency: 'NGN',
    amount: amount as number,
    fee: 5_375,
    status: 'NEW',
    narration: narration as string,
    fullname: fullname as string,
    accountNumber: g.digits(10),
    bankCode: bankCode as string,
    bankName: bankName as string,
    reference: `TRF${g.code(9)}`,
    requiresApproval: true,
    initiatedBy: USER.member,
    approvedBy: null,
    createdAt: c.at(daysAgo as number, 10 + i, 15),
  }));
  const travelTransfers = makeTransfers(g, c, {
    accountId: A.demoTravel,
    firstId: 201,
    count: 20,
    days: 200,
    currency: 'NGN',
    min: 50_000,
    max: 5_000_000,
    initiators: [USER.otp],
    approver: USER.otp,
  });
  await tx.insert(transfers).values([...storesTransfers, ...awaiting, ...travelTransfers]);
}
