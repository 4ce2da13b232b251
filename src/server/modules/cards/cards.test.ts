import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../../../contract/cards';
import { cardTransactions, virtualCards, walletEntries, wallets } from '../../db/schema';
import { REPLAYED_HEADER } from '../../idempotency';
import { walletOf } from '../../test/ledger';
import { type TestServer, testServer } from '../../test/harness';

/**
 * Virtual cards: made with an opening amount from the balance, funded and withdrawn, frozen, terminated
 * (the rest goes back), charged by the sandbox's merchant; every movement once per idempotency key and
 * balanced between the wallet's ledger and the card's; refusals with their messages; admins only, live
 * keys only, another business's card out of reach; a bulk CSV makes its valid rows only.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const business = (roles: string[] = ['Owner'], compliance: 'AA' | 'IR' = 'AA') =>
  s.business({ business: { country: 'NG', compliance }, users: roles.map((role) => ({ role })) });
type Business = Awaited<ReturnType<typeof business>>;

const ADDRESS = { street: '12 Admiralty Way', city: 'Lekki', state: 'Lagos', postal_code: '106104', country: 'NG' };
const cardBody = (amount: number, currency = 'NGN') => ({
  currency,
  amount,
  name_on_card: 'Ada Okafor',
  billing_address: ADDRESS,
});
const key = () => `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/**
 * The ledgers balance: each wallet's entries add up to its ledger balance; each card's successful
 * transactions add up to its balance; every card movement of money has its wallet entry with the same
 * reference and the opposite amount.
 */
async function expectBalanced(accountId: number) {
  for (const currency of ['NGN', 'USD']) {
    const [sum] = await s.db
      .select({ total: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
      .from(walletEntries)
      .where(and(eq(walletEntries.accountId, accountId), eq(walletEntries.currency, currency)));
    expect(Number(sum!.total)).toBe((await walletOf(s, accountId, currency)).ledgerBalance);
  }
  const cards = await s.db.select().from(virtualCards).where(eq(virtualCards.accountId, accountId));
  for (const card of cards) {
    const [sum] = await s.db
      .select({ total: sql<string>`coalesce(sum(${cardTransactions.amount}), 0)` })
      .from(cardTransactions)
      .where(and(eq(cardTransactions.cardId, card.cardId), eq(cardTransactions.status, 'successful')));
    expect(Number(sum!.total), `card ${card.cardId}`).toBe(card.balance);
  }
  const unpaired = await s.db.execute(sql`
    SELECT ct.reference FROM card_transactions ct
    WHERE ct.account_id = ${accountId} AND ct.type <> 'purchase'
      AND NOT EXISTS (SELECT 1 FROM wallet_entries we WHERE we.reference = ct.reference AND we.amount = -ct.amount)`);
  expect((unpaired as unknown as { rows: unknown[] }).rows).toEqual([]);
}

async function create(b: Business, amount: number, idempotencyKey = key(), token = b.tokens[0]) {
  return s.call('POST', 'v2/cards', { token, body: cardBody(amount), headers: { 'Idempotency-Key': idempotencyKey } });
}

const charge = (cardId: string, amount: number) =>
  s.call('POST', 'sandbox/cards/charge', { body: { card_id: cardId, amount, merchant: 'Cloud Host Inc' } });

describe('creating a card', () => {
  it('takes the opening amount from the balance once per key, balanced, with its billing address', async () => {
    const b = await business();
    const before = await walletOf(s, b.accountId);
    const k = key();
    const first = await create(b, 5_000_000, k);
    expect(first.status, first.body.message).toBe(201);
    const card = first.body.data;
    expect(card).toMatchObject({ status: 'active', balance: 5_000_000, currency: 'NGN', name: 'Ada Okafor' });
    expect(card.billing_address).toEqual(ADDRESS);
    const again = await create(b, 5_000_000, k);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body.data.card_id).toBe(card.card_id);
    expect(await s.db.$count(virtualCards, eq(virtualCards.accountId, b.accountId))).toBe(1);
    const after = await walletOf(s, b.accountId);
    expect(after.availableBalance).toBe(before.availableBalance - 5_000_000);
    expect(after.ledgerBalance).toBe(before.ledgerBalance - 5_000_000);
    const list = await s.call('GET', `v2/cards/${card.card_id}/transactions`, { token: b.tokens[0] });
    expect(list.body.data.transactions).toMatchObject([
      { type: 'funding', amount: 5_000_000, balance_after: 5_000_000 },
    ]);
    await expectBalanced(b.accountId);
  });

  it('refuses more than the balance holds, and writes nothing', async () => {
    const b = await business();
    const before = await walletOf(s, b.accountId);
    const res = await create(b, before.availableBalance + 1);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CARD_MESSAGES.insufficientBalance);
    expect(await s.db.$count(virtualCards, eq(virtualCards.accountId, b.accountId))).toBe(0);
    expect((await walletOf(s, b.accountId)).availableBalance).toBe(before.availableBalance);
    // A currency the business holds no wallet in cannot fund a card either.
    const ke = await business(['Owner']);
    await s.db.delete(wallets).where(and(eq(wallets.accountId, ke.accountId), eq(wallets.currency, 'USD')));
    const usd = await s.call('POST', 'v2/cards', { token: ke.tokens[0], body: cardBody(100, 'USD') });
    expect(usd.status).toBe(400);
    expect(usd.body.message).toBe(CARD_MESSAGES.insufficientBalance);
  });

  it('refuses bad fields with the field named', async () => {
    const b = await business();
    const res = await s.call('POST', 'v2/cards', {
      token: b.tokens[0],
      body: { ...cardBody(100), billing_address: { ...ADDRESS, country: 'Nigeria' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Country must be a two-letter code, like NG');
    const name = await s.call('POST', 'v2/cards', {
      token: b.tokens[0],
      body: { ...cardBody(100), name_on_card: '4111' },
    });
    expect(name.body.message).toBe("Name on card may hold only letters, spaces and . ' -");
  });

  it('needs live keys', async () => {
    const b = await business(['Owner'], 'IR');
    const res = await create(b, 100);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CARD_MESSAGES.liveKeysRequired);
  });
});

describe('funding and withdrawing', () => {
  it('moves money between the balance and the card once per key, and refuses what is not there', async () => {
    const b = await business();
    const card = (await create(b, 1_000_000)).body.data;
    const before = await walletOf(s, b.accountId);
    const k = key();
    const fund = () =>
      s.call('POST', `v2/cards/${card.card_id}/fund`, {
        token: b.tokens[0],
        body: { amount: 250_000 },
        headers: { 'Idempotency-Key': k },
      });
    expect((await fund()).body.data.balance).toBe(1_250_000);
    const replay = await fund();
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await walletOf(s, b.accountId)).availableBalance).toBe(before.availableBalance - 250_000);

    const tooMuch = await s.call('POST', `v2/cards/${card.card_id}/withdraw`, {
      token: b.tokens[0],
      body: { amount: 1_250_001 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(CARD_MESSAGES.insufficientCardBalance);
    const out = await s.call('POST', `v2/cards/${card.card_id}/withdraw`, {
      token: b.tokens[0],
      body: { amount: 50_000 },
      headers: { 'Idempotency-Key': key() },
    });
    expect(out.status).toBe(200);
    expect(out.body.data.balance).toBe(1_200_000);
    expect((await walletOf(s, b.accountId)).availableBalance).toBe(before.availableBalance - 200_000);

    const wallet = await walletOf(s, b.accountId);
    const broke = await s.call('POST', `v2/cards/${card.card_id}/fund`, {
      token: b.tokens[0],
      body: { amount: wallet.availableBalance + 1 },
    });
    expect(broke.status).toBe(400);
    expect(broke.body.message).toBe(CARD_MESSAGES.insufficientBalance);
    await expectBalanced(b.accountId);
  });
});

describe('freezing, charging and terminating', () => {
  it('declines a frozen card and records it; an active card pays; too little declines', async () => {
    const b = await business();
    const card = (await create(b, 100_000)).body.data;
    const paid = await charge(card.card_id, 40_000);
    expect(paid.body.data).toMatchObject({ status: 'successful', amount: -40_000, balance_after: 60_000 });
    const short = await charge(card.card_id, 60_001);
    expect(short.body.data).toMatchObject({ status: 'declined', decline_reason: CARD_MESSAGES.declinedInsufficient });

    const frozen = await s.call('POST', `v2/cards/${card.card_id}/freeze`, { token: b.tokens[0] });
    expect(frozen.body.data.status).toBe('frozen');
    expect((await s.call('POST', `v2/cards/${card.card_id}/freeze`, { token: b.tokens[0] })).body.message).toBe(
      CARD_MESSAGES.alreadyFrozen,
    );
    const declined = await charge(card.card_id, 1_000);
    expect(declined.body.data).toMatchObject({ status: 'declined', decline_reason: CARD_MESSAGES.declinedFrozen });
    const fund = await s.call('POST', `v2/cards/${card.card_id}/fund`, { token: b.tokens[0], body: { amount: 100 } });
    expect(fund.status).toBe(409);
    expect(fund.body.message).toBe(CARD_MESSAGES.frozen);

    expect((await s.call('POST', `v2/cards/${card.card_id}/unfreeze`, { token: b.tokens[0] })).body.data.status).toBe(
      'active',
    );
    expect((await charge(card.card_id, 10_000)).body.data.status).toBe('successful');
    const detail = await s.call('GET', `v2/cards/${card.card_id}`, { token: b.tokens[0] });
    expect(detail.body.data.balance).toBe(50_000);
    const list = await s.call('GET', `v2/cards/${card.card_id}/transactions`, { token: b.tokens[0] });
    expect(list.body.data.transactions.map((t: { status: string }) => t.status)).toEqual([
      'successful',
      'declined',
      'declined',
      'successful',
      'successful',
    ]);
    await expectBalanced(b.accountId);
  });

  it('returns the balance on termination, once, and the card can no longer act', async () => {
    const b = await business();
    const card = (await create(b, 300_000)).body.data;
    await s.call('POST', `v2/cards/${card.card_id}/freeze`, { token: b.tokens[0] });
    const before = await walletOf(s, b.accountId);
    const k = key();
    const end = () =>
      s.call('POST', `v2/cards/${card.card_id}/terminate`, { token: b.tokens[0], headers: { 'Idempotency-Key': k } });
    const ended = await end();
    expect(ended.status, ended.body.message).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'terminated', balance: 0 });
    expect(ended.body.data.terminated_at).not.toBeNull();
    expect((await end()).headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await walletOf(s, b.accountId)).availableBalance).toBe(before.availableBalance + 300_000);

    for (const action of ['fund', 'withdraw']) {
      const res = await s.call('POST', `v2/cards/${card.card_id}/${action}`, {
        token: b.tokens[0],
        body: { amount: 100 },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(CARD_MESSAGES.terminated);
    }
    for (const action of ['freeze', 'unfreeze', 'terminate']) {
      const res = await s.call('POST', `v2/cards/${card.card_id}/${action}`, { token: b.tokens[0] });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(CARD_MESSAGES.terminated);
    }
    expect((await charge(card.card_id, 1)).body.data.decline_reason).toBe(CARD_MESSAGES.declinedTerminated);
    expect((await walletOf(s, b.accountId)).availableBalance).toBe(before.availableBalance + 300_000);
    await expectBalanced(b.accountId);
  });
});

describe('the demo cards', () => {
  it("hold the transactions that add up to each card's balance, and show them newest first", async () => {
    const cards = await s.db.select().from(virtualCards);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const [sum] = await s.db
        .select({ total: sql<string>`coalesce(sum(${cardTransactions.amount}), 0)` })
        .from(cardTransactions)
        .where(and(eq(cardTransactions.cardId, card.cardId), eq(cardTransactions.status, 'successful')));
      expect(Number(sum!.total), card.cardId).toBe(card.balance);
    }
    // The terminated card gave its balance back.
    const ended = cards.filter((card) => card.status === 'terminated');
    expect(ended.length).toBeGreaterThan(0);
    for (const card of ended) expect([card.balance, card.terminatedAt !== null]).toEqual([0, true]);
    const { token } = await s.signIn('admin@demo.test');
    const list = await s.call('GET', 'v2/cards/card_demo_0001/transactions', { token });
    expect(list.body.data.transactions.map((t: { type: string }) => t.type)).toEqual(['purchase', 'funding']);
  });
});

describe('who may act', () => {
  it('lets only the admins manage cards', async () => {
    const b = await business(['Owner', 'Admin', 'v2-Admin', 'v2-Operations', 'User', 'v2-User']);
    const card = (await create(b, 10_000)).body.data;
    for (const [i, allowed] of [true, true, true, false, false, false].entries()) {
      const token = b.tokens[i];
      const made = await create(b, 100, key(), token);
      expect(made.status, `create as ${i}`).toBe(allowed ? 201 : 403);
      const fund = await s.call('POST', `v2/cards/${card.card_id}/fund`, { token, body: { amount: 100 } });
      expect(fund.status).toBe(allowed ? 200 : 403);
      const freeze = await s.call('POST', `v2/cards/${card.card_id}/freeze`, { token });
      expect(freeze.status).toBe(allowed ? 200 : 403);
      if (allowed) await s.call('POST', `v2/cards/${card.card_id}/unfreeze`, { token });
      else expect(freeze.body.message).toBe('Only an Owner or Admin can manage virtual cards');
      // Every member may look.
      expect((await s.call('GET', `v2/cards/${card.card_id}`, { token })).status).toBe(200);
    }
    await expectBalanced(b.accountId);
  });

  it("answers another business's card as not found, and changes nothing", async () => {
    const mine = await business();
    const theirs = await business();
    const card = (await create(theirs, 10_000)).body.data;
    const token = mine.tokens[0];
    expect((await s.call('GET', `v2/cards/${card.card_id}`, { token })).status).toBe(404);
    expect((await s.call('GET', `v2/cards/${card.card_id}/transactions`, { token })).status).toBe(404);
    for (const action of ['fund', 'withdraw']) {
      const res = await s.call('POST', `v2/cards/${card.card_id}/${action}`, { token, body: { amount: 100 } });
      expect(res.status).toBe(404);
    }
    for (const action of ['freeze', 'unfreeze', 'terminate']) {
      expect((await s.call('POST', `v2/cards/${card.card_id}/${action}`, { token })).status).toBe(404);
    }
    const [row] = await s.db.select().from(virtualCards).where(eq(virtualCards.cardId, card.card_id));
    expect(row).toMatchObject({ status: 'active', balance: 10_000 });
  });
});

describe('bulk upload', () => {
  const CSV = [
    'name_on_card,currency,amount,street,city,state,postal_code,country',
    'Ada Okafor,NGN,1500.00,12 Admiralty Way,Lekki,Lagos,106104,NG',
    'Bad Amount,NGN,abc,12 Admiralty Way,Lekki,Lagos,106104,NG',
    'Dollar Card,usd,25.50,1 Market Street,San Francisco,CA,94105,US',
    'Euro Card,EUR,10.00,1 Rue,Paris,IDF,75001,FR',
    ',NGN,100.00,12 Admiralty Way,Lekki,Lagos,106104,NG',
  ].join('\n');

  it('reviews every row with its reason, and makes only the valid ones, once per key', async () => {
    const b = await business();
    const review = await s.call('POST', 'v2/cards/bulk/validate', { token: b.tokens[0], body: { csv: CSV } });
    expect(review.status, review.body.message).toBe(200);
    expect(review.body.data.rows.map((r: { is_valid: boolean; error: string }) => r.error)).toEqual([
      '',
      'Amount is not an amount',
      '',
      'Currency must be NGN or USD',
      'Name on card is required',
    ]);
    expect(review.body.data).toMatchObject({ valid: 2, invalid: 3 });
    expect(review.body.data.totals).toEqual([
      { currency: 'NGN', amount: 150_000, cards: 1 },
      { currency: 'USD', amount: 2_550, cards: 1 },
    ]);
    expect(await s.db.$count(virtualCards, eq(virtualCards.accountId, b.accountId))).toBe(0);

    const ngn = await walletOf(s, b.accountId);
    const k = key();
    const submit = () =>
      s.call('POST', 'v2/cards/bulk', { token: b.tokens[0], body: { csv: CSV }, headers: { 'Idempotency-Key': k } });
    const made = await submit();
    expect(made.status, made.body.message).toBe(201);
    expect(made.body.message).toBe('2 cards created');
    expect(made.body.data.created.map((c: { name: string }) => c.name)).toEqual(['Ada Okafor', 'Dollar Card']);
    expect((await submit()).headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await s.db.$count(virtualCards, eq(virtualCards.accountId, b.accountId))).toBe(2);
    expect((await walletOf(s, b.accountId)).availableBalance).toBe(ngn.availableBalance - 150_000);
    await expectBalanced(b.accountId);
  });

  it('makes none when a balance cannot fund them all, and refuses files that are no card list', async () => {
    const b = await business();
    const usd = await walletOf(s, b.accountId, 'USD');
    const big = (usd.availableBalance / 100 / 2 + 1).toFixed(2);
    const csv = `name_on_card,currency,amount,street,city,state,postal_code,country\nOne,USD,${big},1 Main St,Austin,TX,73301,US\nTwo,USD,${big},1 Main St,Austin,TX,73301,US\n`;
    const res = await s.call('POST', 'v2/cards/bulk', { token: b.tokens[0], body: { csv } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your USD balance is not enough for these cards');
    expect(await s.db.$count(virtualCards, eq(virtualCards.accountId, b.accountId))).toBe(0);
    expect((await walletOf(s, b.accountId, 'USD')).availableBalance).toBe(usd.availableBalance);

    const noColumns = await s.call('POST', 'v2/cards/bulk/validate', {
      token: b.tokens[0],
      body: { csv: 'name\nAda\n' },
    });
    expect(noColumns.body.message).toBe(
      'The CSV is missing the columns name_on_card, currency, amount, street, city, state, postal_code, country',
    );
    const onlyBad = await s.call('POST', 'v2/cards/bulk', {
      token: b.tokens[0],
      body: { csv: CSV_HEADER_ONLY_BAD },
    });
    expect(onlyBad.body.message).toBe(CARD_MESSAGES.bulkNoValidRows);
  });
});

const CSV_HEADER_ONLY_BAD =
  'name_on_card,currency,amount,street,city,state,postal_code,country\nX,NGN,0,1 Main St,Austin,TX,73301,US\n';
