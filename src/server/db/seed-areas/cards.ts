import { virtualCards, cardTransactions } from '../schema';
import { ACCOUNT, type DemoSeed, SEEDED } from '../seed-demo';

/** Virtual cards and each card's own ledger. */
export async function seedCards(s: DemoSeed): Promise<void> {
  const { tx, g, c } = s;
  const A = ACCOUNT;

  // Virtual cards.
  const cardNames = ['Marketing', 'Cloud hosting', 'Travel', 'Office supplies', 'Subscriptions', 'Ads', 'Team lunch'];
  const seededCards = await tx
    .insert(virtualCards)
    .values(
      Array.from({ length: 12 }, (_, i) => {
        const usd = i % 3 === 0;
        return {
          cardId:
            i === 0
              ? SEEDED.card.cardId
              : `c${g.digits(4)}-${g.code(4).toLowerCase()}-${String(i + 1).padStart(4, '0')}`,
          accountId: i < 10 ? A.demoStores : A.demoTravel,
          first6: usd ? '553188' : '539983',
          last4: g.digits(4),
          currency: usd ? 'USD' : 'NGN',
          name: i === 0 ? SEEDED.card.name : `${cardNames[i % cardNames.length]} card`,
          status: i === 4 ? 'frozen' : i === 7 ? 'terminated' : 'active',
          // Drawn for every card (the later draws stay as they were); a terminated card gave its balance back.
          balance: ((drawn: number) => (i === 7 ? 0 : drawn))(
            usd ? g.int(10, 2_000) * 100 : g.int(5_000, 900_000) * 100,
          ),
          createdAt: c.at(g.int(5, 350)),
          terminatedAt: i === 7 ? c.at(2) : null,
        } as const;
      }),
    )
    .returning();
  // Each card's own ledger: its opening funding and, on active cards, one purchase (a tenth of what was
  // loaded); the frozen card holds a declined charge, the terminated one what it gave back. Figures follow from the cards, not the generator,
  // so the rest of the demo data stays as it was.
  await tx.insert(cardTransactions).values(
    seededCards.flatMap((card, i) => {
      const spent = card.status === 'active' ? Math.round(card.balance / 900) * 100 : 0;
      // The terminated card was loaded with 250,000.00 and gave it all back when it was terminated.
      const loaded = card.status === 'terminated' ? 25_000_000 : card.balance + spent;
      const funded = new Date(card.createdAt.getTime() + 60_000);
      const later = new Date(Math.min(card.createdAt.getTime() + 3 * 86_400_000, Date.now() - 3_600_000));
      const base = { accountId: card.accountId, cardId: card.cardId, currency: card.currency };
      const merchant = ['Cloud Host Inc', 'AdNetwork', 'Air Peace', 'Office Mart'][i % 4]!;
      return [
        {
          ...base,
          type: 'funding' as const,
          status: 'successful' as const,
          amount: loaded,
          balanceAfter: loaded,
          narration: 'Card created',
          reference: `CRFSEED${String(i + 1).padStart(4, '0')}`,
          createdAt: funded,
        },
        ...(spent > 0
          ? [
              {
                ...base,
                type: 'purchase' as const,
                status: 'successful' as const,
                amount: -spent,
                balanceAfter: card.balance,
                narration: `Purchase at ${merchant}`,
                merchant,
                reference: `CRPSEED${String(i + 1).padStart(4, '0')}`,
                createdAt: later,
              },
            ]
          : []),
        ...(card.status === 'frozen'
          ? [
              {
                ...base,
                type: 'purchase' as const,
                status: 'declined' as const,
                amount: -500_00,
                balanceAfter: null,
                narration: `Purchase at ${merchant}`,
                merchant,
                declineReason: 'Card is frozen',
                reference: `CRPSEED${String(i + 1).padStart(4, '0')}D`,
                createdAt: later,
              },
            ]
          : []),
        ...(card.terminatedAt
          ? [
              {
                ...base,
                type: 'termination' as const,
                status: 'successful' as const,
                amount: -loaded,
                balanceAfter: 0,
                narration: 'Returned on termination',
                reference: `CRTSEED${String(i + 1).padStart(4, '0')}`,
                createdAt: card.terminatedAt,
              },
            ]
          : []),
      ];
    }),
  );
}
