import { loanOffers, loanRepayments, loans } from '../schema';
import { ACCOUNT, type DemoSeed } from '../seed-demo';

/** Capital: an open offer and two repaid loans at Demo Stores; an active loan at Demo Travel. */
export async function seedCapital(s: DemoSeed): Promise<void> {
  const { tx, c } = s;
  const A = ACCOUNT;

  await tx.insert(loanOffers).values([
    {
      offerId: 'OFR-DMS-0001',
      accountId: A.demoStores,
      amount: 500_000_000,
      currency: 'NGN',
      interestRateBp: 500,
      tenor: 3,
      tenorUnit: 'months',
      status: 'open',
      createdAt: c.at(4),
    },
    {
      offerId: 'OFR-DMT-0001',
      accountId: A.demoTravel,
      amount: 300_000_000,
      currency: 'NGN',
      interestRateBp: 450,
      tenor: 6,
      tenorUnit: 'months',
      status: 'accepted',
      createdAt: c.at(70),
    },
  ]);
  await tx.insert(loans).values([
    {
      id: 1,
      accountId: A.demoStores,
      amount: 150_000_000,
      currency: 'NGN',
      status: 'repaid',
      interestRateBp: 500,
      totalRepayment: 157_500_000,
      paid: 157_500_000,
      tenor: 3,
      tenorUnit: 'months',
      closedAt: c.at(250),
      createdAt: c.at(340),
    },
    {
      id: 2,
      accountId: A.demoStores,
      amount: 250_000_000,
      currency: 'NGN',
      status: 'repaid',
      interestRateBp: 500,
      totalRepayment: 262_500_000,
      paid: 262_500_000,
      tenor: 3,
      tenorUnit: 'months',
      closedAt: c.at(100),
      createdAt: c.at(190),
    },
    // Demo Travel's loan: two of its six monthly cycles repaid (313,500,000 in all, 52,250,000 a cycle).
    {
      id: 3,
      accountId: A.demoTravel,
      offerId: 'OFR-DMT-0001',
      amount: 300_000_000,
      currency: 'NGN',
      status: 'active',
      interestRateBp: 450,
      totalRepayment: 313_500_000,
      paid: 104_500_000,
      tenor: 6,
      tenorUnit: 'months',
      createdAt: c.at(60),
    },
  ]);
  await tx.insert(loanRepayments).values([
    {
      accountId: A.demoTravel,
      loanId: 3,
      amount: 52_250_000,
      source: 'settlement',
      reference: 'LNR-DMT-0001',
      createdAt: c.at(30),
    },
    {
      accountId: A.demoTravel,
      loanId: 3,
      amount: 52_250_000,
      source: 'manual',
      reference: 'LNR-DMT-0002',
      createdAt: c.at(1),
    },
  ]);
}
