import { referrals } from '../schema';
import { ACCOUNT, type DemoSeed } from '../seed-demo';

/** Referrals. */
export async function seedReferrals(s: DemoSeed): Promise<void> {
  const { tx, c } = s;
  const A = ACCOUNT;

  await tx.insert(referrals).values(
    [
      ['Kemi Bakes', 'hello@kemibakes.test', 'activated', 500_000, 210],
      ['Lagos Threads', 'sales@lagosthreads.test', 'activated', 500_000, 160],
      ['Abuja Autos', 'info@abujaautos.test', 'signed-up', 0, 45],
      ['Naija Naturals', 'team@naijanaturals.test', 'signed-up', 0, 12],
      ['Ibadan Prints', 'print@ibadanprints.test', 'activated', 500_000, 95],
    ].map(([businessName, email, status, reward, daysAgo], i) => ({
      id: i + 1,
      accountId: A.demoStores,
      businessName: businessName as string,
      email: email as string,
      status: status as 'signed-up' | 'activated',
      reward: reward as number,
      currency: 'NGN',
      createdAt: c.at(daysAgo as number),
    })),
  );
}
