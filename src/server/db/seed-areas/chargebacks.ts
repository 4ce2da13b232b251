import { chargebacks } from '../schema';
import { ACCOUNT, type DemoSeed, type PaymentsReceived } from '../seed-demo';

/** Chargebacks: three initiated (the sidebar badge), others in every state. */
export async function seedChargebacks(s: DemoSeed, from: PaymentsReceived): Promise<void> {
  const { tx, c } = s;
  const A = ACCOUNT;
  const { storesTx } = from;

  const cbStatuses = [
    'initiated',
    'initiated',
    'initiated',
    'pending',
    'pending',
    'response-pending',
    'won',
    'won',
    'lost',
  ] as const;
  const successful = storesTx.filter((t) => t.status === 'successful' && t.currency === 'NGN');
  await tx.insert(chargebacks).values(
    cbStatuses.map((status, i) => {
      const source = successful[successful.length - 1 - i * 37]!;
      return {
        id: i + 1,
        accountId: A.demoStores,
        transactionReference: source.reference,
        amount: source.amount,
        currency: source.currency,
        status,
        reason: (['Unrecognised transaction', 'Goods not received', 'Duplicate charge'] as const)[i % 3],
        dueDate: i < 6 ? c.ahead(3 + i) : c.at(20 + i),
        // Those past the merchant's answer were declined with a note (the demo has no evidence files).
        ...(['pending', 'won', 'lost'].includes(status)
          ? { responseNote: 'The order was delivered and signed for.', respondedAt: c.at(1 + i * 6) }
          : {}),
        ...(status === 'won' || status === 'lost' ? { decidedAt: c.at(i * 6) } : {}),
        createdAt: c.at(2 + i * 6),
      };
    }),
  );
}
