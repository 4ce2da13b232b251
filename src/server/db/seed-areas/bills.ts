import { AIRTIME_NETWORKS, bouquetOf, sandboxSmartcardOwner } from '../../../contract/bills';
import { bills } from '../schema';
import { ACCOUNT, type DemoSeed } from '../seed-demo';

/** Airtime and DSTV bills. */
export async function seedBills(s: DemoSeed): Promise<void> {
  const { tx, g, c } = s;
  const A = ACCOUNT;

  await tx.insert(bills).values(
    Array.from({ length: 20 }, (_, i) => {
      const airtime = i % 3 !== 2;
      const customer = airtime ? `+23480${g.digits(8)}` : `70${g.digits(8)}`;
      // One pick either way, so the rows after these stay as they were.
      const amount = airtime ? g.pick([100_000, 200_000, 500_000, 1_000_000]) : null;
      const bouquet = airtime ? null : g.pick(['compact', 'compact-plus', 'premium'] as const);
      return {
        id: i + 1,
        accountId: A.demoStores,
        type: airtime ? ('airtime' as const) : ('dstv' as const),
        customer,
        amount: amount ?? bouquetOf(bouquet!)!.price,
        network: airtime ? AIRTIME_NETWORKS.NG![i % 4]! : null,
        recipientName: airtime ? null : sandboxSmartcardOwner(customer),
        bouquet,
        currency: 'NGN',
        reference: `BPUSSD${g.digits(10)}`,
        status: i === 5 ? ('failed' as const) : i === 11 ? ('pending' as const) : ('successful' as const),
        createdAt: c.at(i * 9 + 1, g.int(8, 20)),
      };
    }),
  );
}
