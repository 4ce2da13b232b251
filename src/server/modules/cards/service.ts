import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  CARD_MESSAGES,
  type CardChargeRequest,
  type CardDetail,
  type CardTransaction,
  type CardTransactionsQuery,
  type CreateCardRequest,
} from '../../../contract/cards';
import type { Db, Tx } from '../../db/client';
import { cardTransactions, merchantKeys, virtualCards } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { creditWallet, debitWallet } from '../../wallet';
import { accountOf } from '../../tenancy';
import { newestPage } from '../../paging';

type CardRow = typeof virtualCards.$inferSelect;
type CardTxRow = typeof cardTransactions.$inferSelect;

/** The card's first six digits per currency (the issuing range of naira and dollar cards). */
const FIRST6: Record<string, string> = { NGN: '539983', USD: '553188' };

export const cardView = (c: CardRow): CardDetail => ({
  card_id: c.cardId,
  first6: c.first6,
  last4: c.last4,
  currency: c.currency,
  name: c.name,
  date_created: c.createdAt.toISOString(),
  status: c.status,
  balance: c.balance,
  billing_address: c.billingAddress ?? null,
  terminated_at: c.terminatedAt ? c.terminatedAt.toISOString() : null,
});

const transactionView = (t: CardTxRow): CardTransaction => ({
  id: t.id,
  card_id: t.cardId,
  type: t.type,
  status: t.status,
  amount: t.amount,
  currency: t.currency,
  balance_after: t.balanceAfter,
  narration: t.narration,
  merchant: t.merchant,
  decline_reason: t.declineReason,
  reference: t.reference,
  date_created: t.createdAt.toISOString(),
});

const newReference = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

/** Cards need live keys (spec 1 §2, §6): the business's live public key must exist. */
export async function requireLiveKeys(db: Db | Tx, accountId: number): Promise<void> {
  const [keys] = await db
    .select({ live: merchantKeys.liveKey })
    .from(merchantKeys)
    .where(eq(merchantKeys.accountId, accountId));
  if (!keys?.live) throw new ApiError(403, CARD_MESSAGES.liveKeysRequired);
}

/** The business's card, locked for the caller's transaction when asked; another business's card is not found. */
async function cardOf(db: Db | Tx, accountId: number, cardId: string, lock = false): Promise<CardRow> {
  const q = db
    .select()
    .from(virtualCards)
    .where(and(eq(virtualCards.cardId, cardId), eq(virtualCards.accountId, accountId)));
  const [card] = lock ? await q.for('update') : await q;
  if (!card) throw new ApiError(404, CARD_MESSAGES.notFound);
  return card;
}

/** A card that may move money: neither terminated nor (unless asked) frozen. */
function mustAct(card: CardRow, { allowFrozen = false } = {}): void {
  if (card.status === 'terminated') throw new ApiError(409, CARD_MESSAGES.terminated);
  if (card.status === 'frozen' && !allowFrozen) throw new ApiError(409, CARD_MESSAGES.frozen);
}

async function setBalance(tx: Tx, card: CardRow, balance: number, extra: Partial<CardRow> = {}): Promise<CardRow> {
  const [updated] = await tx
    .update(virtualCards)
    .set({ balance, ...extra })
    .where(eq(virtualCards.cardId, card.cardId))
    .returning();
  return updated!;
}

/**
 * Moves `amount` from the business's balance into the card: the wallet is debited only if its available
 * balance holds the amount (else nothing is written) and the card is credited with the same reference,
 * so the wallet entry and the card transaction balance each other.
 */
async function moveIntoCard(tx: Tx, card: CardRow, amount: number, narration: string): Promise<CardRow> {
  const reference = newReference('CRF');
  const paid = await debitWallet(tx, {
    accountId: card.accountId,
    currency: card.currency,
    amount,
    narration: `${narration} (card ${card.last4})`,
    reference,
  });
  if (!paid) throw new ApiError(400, CARD_MESSAGES.insufficientBalance);
  const balance = card.balance + amount;
  await tx.insert(cardTransactions).values({
    accountId: card.accountId,
    cardId: card.cardId,
    type: 'funding',
    status: 'successful',
    amount,
    currency: card.currency,
    balanceAfter: balance,
    narration,
    reference,
  });
  return setBalance(tx, card, balance);
}

/** Moves `amount` from the card back to the balance (spendable at once), with one reference on both sides. */
async function moveOutOfCard(
  tx: Tx,
  card: CardRow,
  amount: number,
  type: 'withdrawal' | 'termination',
  narration: string,
  extra: Partial<CardRow> = {},
): Promise<CardRow> {
  const reference = newReference(type === 'withdrawal' ? 'CRW' : 'CRT');
  const balance = card.balance - amount;
  if (amount > 0) {
    await creditWallet(
      tx,
      {
        accountId: card.accountId,
        currency: card.currency,
        amount,
        narration: `${narration} (card ${card.last4})`,
        reference,
      },
      { available: true },
    );
    await tx.insert(cardTransactions).values({
      accountId: card.accountId,
      cardId: card.cardId,
      type,
      status: 'successful',
      amount: -amount,
      currency: card.currency,
      balanceAfter: balance,
      narration,
      reference,
    });
  }
  return setBalance(tx, card, balance, extra);
}

/** Makes one card with its opening amount from the balance, in the caller's transaction. */
export async function issueCard(tx: Tx, accountId: number, body: CreateCardRequest): Promise<CardRow> {
  const cardId = `crd-${randomBytes(8).toString('hex')}`;
  const [card] = await tx
    .insert(virtualCards)
    .values({
      cardId,
      accountId,
      first6: FIRST6[body.currency] ?? '539983',
      last4: String(randomInt(0, 10_000)).padStart(4, '0'),
      currency: body.currency,
      name: body.name_on_card,
      status: 'active',
      balance: 0,
      billingAddress: body.billing_address,
    })
    .returning();
  return moveIntoCard(tx, card!, body.amount, 'Card created');
}

/** POST v2/cards */
export async function createCard(db: Db, session: SessionInfo, body: CreateCardRequest): Promise<CardDetail> {
  const accountId = accountOf(session);
  await requireLiveKeys(db, accountId);
  return db.transaction(async (tx) => cardView(await issueCard(tx, accountId, body)));
}

/** GET v2/cards/:id */
export async function cardDetail(db: Db, session: SessionInfo, cardId: string): Promise<CardDetail> {
  const accountId = accountOf(session);
  await requireLiveKeys(db, accountId);
  return cardView(await cardOf(db, accountId, cardId));
}

/** GET v2/cards/:id/transactions: newest first. */
export async function cardTransactionList(
  db: Db,
  session: SessionInfo,
  cardId: string,
  query: v.InferOutput<typeof CardTransactionsQuery>,
) {
  const accountId = accountOf(session);
  await requireLiveKeys(db, accountId);
  const card = await cardOf(db, accountId, cardId);
  const where = eq(cardTransactions.cardId, card.cardId);
  const r = await newestPage(db, cardTransactions, where, query);
  return { transactions: r.rows.map(transactionView), page_info: r.page_info };
}

/** Runs a change of one card in a transaction with the card locked. */
async function withCard<T>(
  db: Db,
  session: SessionInfo,
  cardId: string,
  change: (tx: Tx, card: CardRow) => Promise<T>,
): Promise<T> {
  const accountId = accountOf(session);
  await requireLiveKeys(db, accountId);
  return db.transaction(async (tx) => change(tx, await cardOf(tx, accountId, cardId, true)));
}

/** POST v2/cards/:id/fund: from the balance; refused on a frozen or terminated card. */
export const fundCard = (db: Db, session: SessionInfo, cardId: string, amount: number) =>
  withCard(db, session, cardId, async (tx, card) => {
    mustAct(card);
    return cardView(await moveIntoCard(tx, card, amount, 'Funded from balance'));
  });

/**
 * POST v2/cards/:id/withdraw: back to the balance. A frozen card may still be emptied (the money is the
 * merchant's either way); a terminated one has nothing left.
 */
export const withdrawCard = (db: Db, session: SessionInfo, cardId: string, amount: number) =>
  withCard(db, session, cardId, async (tx, card) => {
    mustAct(card, { allowFrozen: true });
    if (amount > card.balance) throw new ApiError(400, CARD_MESSAGES.insufficientCardBalance);
    return cardView(await moveOutOfCard(tx, card, amount, 'withdrawal', 'Withdrawn to balance'));
  });

export const freezeCard = (db: Db, session: SessionInfo, cardId: string) =>
  withCard(db, session, cardId, async (tx, card) => {
    mustAct(card, { allowFrozen: true });
    if (card.status === 'frozen') throw new ApiError(409, CARD_MESSAGES.alreadyFrozen);
    return cardView(await setBalance(tx, card, card.balance, { status: 'frozen' }));
  });

export const unfreezeCard = (db: Db, session: SessionInfo, cardId: string) =>
  withCard(db, session, cardId, async (tx, card) => {
    mustAct(card, { allowFrozen: true });
    if (card.status !== 'frozen') throw new ApiError(409, CARD_MESSAGES.notFrozen);
    return cardView(await setBalance(tx, card, card.balance, { status: 'active' }));
  });

/** POST v2/cards/:id/terminate: for good; what the card holds goes back to the balance in the same transaction. */
export const terminateCard = (db: Db, session: SessionInfo, cardId: string) =>
  withCard(db, session, cardId, async (tx, card) => {
    mustAct(card, { allowFrozen: true });
    return cardView(
      await moveOutOfCard(tx, card, card.balance, 'termination', 'Returned on termination', {
        status: 'terminated',
        terminatedAt: new Date(),
      }),
    );
  });

/**
 * POST sandbox/cards/charge: a merchant of the sandbox charges the card. An active card holding the
 * amount pays it; a frozen or terminated card, another currency or too small a balance declines, and the
 * decline is recorded on the card with its reason.
 */
export async function chargeCard(db: Db, body: v.InferOutput<typeof CardChargeRequest>): Promise<CardTransaction> {
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(virtualCards).where(eq(virtualCards.cardId, body.card_id)).for('update');
    if (!card) throw new ApiError(404, CARD_MESSAGES.notFound);
    const reason =
      card.status === 'terminated'
        ? CARD_MESSAGES.declinedTerminated
        : card.status === 'frozen'
          ? CARD_MESSAGES.declinedFrozen
          : body.currency && body.currency !== card.currency
            ? CARD_MESSAGES.declinedCurrency
            : body.amount > card.balance
              ? CARD_MESSAGES.declinedInsufficient
              : null;
    const balance = reason ? null : card.balance - body.amount;
    const [row] = await tx
      .insert(cardTransactions)
      .values({
        accountId: card.accountId,
        cardId: card.cardId,
        type: 'purchase',
        status: reason ? 'declined' : 'successful',
        amount: -body.amount,
        currency: card.currency,
        balanceAfter: balance,
        narration: `Purchase at ${body.merchant}`,
        merchant: body.merchant,
        declineReason: reason,
        reference: newReference('CRP'),
      })
      .returning();
    if (balance !== null) await setBalance(tx, card, balance);
    return transactionView(row!);
  });
}
