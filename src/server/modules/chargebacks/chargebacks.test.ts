import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGEBACK_MESSAGES } from '../../../contract/chargebacks';
import { chargebacks, walletEntries, wallets } from '../../db/schema';
import { REPLAYED_HEADER } from '../../idempotency';
import { type TestServer, testServer } from '../../test/harness';
import { uploadFile } from '../../test/kit';

/**
 * Chargebacks: one chargeback with its payment and customer; accepting debits the balance once, in the
 * ledger, and loses it; declining needs a note and the business's own uploaded evidence and sends it to
 * review; answers after the due date or a second answer are refused; the sandbox reviewer decides a
 * declined one once (lost debits once, won moves nothing); only the admins answer; another business's
 * chargeback is not found.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

async function business() {
  const made = await s.business({
    business: { country: 'NG', compliance: 'AA', live: true },
    users: [{ role: 'Owner' }, { role: 'User' }],
    payments: 10,
    chargebacks: 4,
  });
  return { accountId: made.accountId, owner: made.tokens[0]!, user: made.tokens[1]!, ids: made.chargeback_ids };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const upload = (token: string, bytes: Buffer = PDF, name = 'receipt.pdf'): Promise<string> =>
  uploadFile(s, token, new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));

async function ngnWallet(accountId: number) {
  const [wallet] = await s.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.currency, 'NGN')));
  const [sum] = await s.db
    .select({ total: sql<number>`coalesce(sum(${walletEntries.amount}), 0)::bigint` })
    .from(walletEntries)
    .where(and(eq(walletEntries.accountId, accountId), eq(walletEntries.currency, 'NGN')));
  return {
    ledger: Number(wallet!.ledgerBalance),
    available: Number(wallet!.availableBalance),
    entries: Number(sum!.total),
  };
}

describe('one chargeback', () => {
  it('shows the payment, its customer, the reason, the due date and the timeline', async () => {
    const b = await business();
    const res = await s.call('GET', `chargebacks/${b.ids[0]}`, { token: b.owner });
    expect(res.status).toBe(200);
    const cb = res.body.data;
    expect(cb).toMatchObject({ id: b.ids[0], status: 'initiated', can_respond: true, currency: 'NGN' });
    expect(cb.transaction_id).toBeTypeOf('number');
    expect(cb.customer_name).toBeTruthy();
    expect(cb.reason).toBeTruthy();
    expect(cb.timeline).toHaveLength(1);
  });

  it("is not found for another business's chargeback or a made-up id", async () => {
    const [a, b] = await Promise.all([business(), business()]);
    for (const path of [`chargebacks/${b.ids[0]}`, 'chargebacks/999999', 'chargebacks/abc']) {
      const res = await s.call('GET', path, { token: a.owner });
      expect(res.status, path).toBe(404);
    }
    const accept = await s.call('POST', `chargebacks/${b.ids[0]}/accept`, { token: a.owner });
    expect(accept.status).toBe(404);
    const [row] = await s.db.select().from(chargebacks).where(eq(chargebacks.id, b.ids[0]!));
    expect(row!.status).toBe('initiated');
  });
});

describe('accepting', () => {
  it('debits the balance once, in the ledger, and loses the chargeback; a second answer is refused', async () => {
    const b = await business();
    const before = await ngnWallet(b.accountId);
    const [cb] = await s.db.select().from(chargebacks).where(eq(chargebacks.id, b.ids[0]!));
    const key = 'chargeback-accept-0001-abcdefghij';
    const first = await s.call('POST', `chargebacks/${b.ids[0]}/accept`, {
      token: b.owner,
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.message).toBe(CHARGEBACK_MESSAGES.accepted);
    expect(first.body.data).toMatchObject({ status: 'lost', can_respond: false });
    const replay = await s.call('POST', `chargebacks/${b.ids[0]}/accept`, {
      token: b.owner,
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get(REPLAYED_HEADER)).toBeTruthy();
    const again = await s.call('POST', `chargebacks/${b.ids[0]}/accept`, { token: b.owner });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CHARGEBACK_MESSAGES.answered);

    const after = await ngnWallet(b.accountId);
    expect(after.ledger).toBe(before.ledger - Number(cb!.amount));
    expect(after.available).toBe(before.available - Number(cb!.amount));
    expect(after.entries).toBe(after.ledger);
  });

  it('is for the admins alone', async () => {
    const b = await business();
    const res = await s.call('POST', `chargebacks/${b.ids[0]}/accept`, { token: b.user });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an Owner or Admin can respond to a chargeback');
    const decline = await s.call('POST', `chargebacks/${b.ids[0]}/decline`, {
      token: b.user,
      body: { note: 'Delivered', documents: ['x'] },
    });
    expect(decline.status).toBe(403);
  });

  it('is refused after the due date, and nothing moves', async () => {
    const b = await business();
    await s.db
      .update(chargebacks)
      .set({ dueDate: new Date(Date.now() - 60_000) })
      .where(eq(chargebacks.id, b.ids[0]!));
    const before = await ngnWallet(b.accountId);
    const res = await s.call('POST', `chargebacks/${b.ids[0]}/accept`, { token: b.owner });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CHARGEBACK_MESSAGES.overdue);
    expect(await ngnWallet(b.accountId)).toEqual(before);
    const detail = await s.call('GET', `chargebacks/${b.ids[0]}`, { token: b.owner });
    expect(detail.body.data.can_respond).toBe(false);
  });
});

describe('declining with evidence, then the review', () => {
  it('needs a note and at least one of the business’s own live uploads', async () => {
    const [b, other] = await Promise.all([business(), business()]);
    const url = await upload(b.owner);
    const path = `chargebacks/${b.ids[0]}/decline`;
    const noNote = await s.call('POST', path, { token: b.owner, body: { note: '  ', documents: [url] } });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toContain(CHARGEBACK_MESSAGES.noteRequired);
    const noDocs = await s.call('POST', path, { token: b.owner, body: { note: 'Delivered', documents: [] } });
    expect(noDocs.status).toBe(400);
    expect(noDocs.body.message).toContain(CHARGEBACK_MESSAGES.documentsRequired);
    const theirs = await s.call('POST', path, {
      token: b.owner,
      body: { note: 'Delivered', documents: [await upload(other.owner)] },
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.message).toBe(CHARGEBACK_MESSAGES.fileGone);
    const [row] = await s.db.select().from(chargebacks).where(eq(chargebacks.id, b.ids[0]!));
    expect(row).toMatchObject({ status: 'initiated', responseNote: null });

    const ok = await s.call('POST', path, {
      token: b.owner,
      body: { note: 'Signed for on delivery', documents: [url] },
    });
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'pending', response_note: 'Signed for on delivery', evidence: [url] });
    expect(ok.body.data.timeline).toHaveLength(2);
    const again = await s.call('POST', path, { token: b.owner, body: { note: 'Again', documents: [url] } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CHARGEBACK_MESSAGES.answered);
  });

  it('the reviewer decides once: lost debits the balance once, won moves nothing', async () => {
    const b = await business();
    const url = await upload(b.owner);
    for (const id of b.ids.slice(0, 2)) {
      const res = await s.call('POST', `chargebacks/${id}/decline`, {
        token: b.owner,
        body: { note: 'Delivered', documents: [url] },
      });
      expect(res.status, res.body.message).toBe(200);
    }
    const undeclined = await s.call('POST', 'sandbox/chargebacks/review', {
      body: { chargeback_id: b.ids[2], decision: 'lost' },
    });
    expect(undeclined.status).toBe(409);
    expect(undeclined.body.message).toBe(CHARGEBACK_MESSAGES.notUnderReview);

    const start = await ngnWallet(b.accountId);
    const won = await s.call('POST', 'sandbox/chargebacks/review', {
      body: { chargeback_id: b.ids[0], decision: 'won' },
    });
    expect(won.status, won.body.message).toBe(200);
    expect(won.body.data.status).toBe('won');
    expect(await ngnWallet(b.accountId)).toEqual(start);

    const [lostRow] = await s.db.select().from(chargebacks).where(eq(chargebacks.id, b.ids[1]!));
    const lost = await s.call('POST', 'sandbox/chargebacks/review', {
      body: { chargeback_id: b.ids[1], decision: 'lost' },
    });
    expect(lost.status, lost.body.message).toBe(200);
    expect(lost.body.data.status).toBe('lost');
    const twice = await s.call('POST', 'sandbox/chargebacks/review', {
      body: { chargeback_id: b.ids[1], decision: 'lost' },
    });
    expect(twice.status).toBe(409);
    const end = await ngnWallet(b.accountId);
    expect(end.ledger).toBe(start.ledger - Number(lostRow!.amount));
    expect(end.entries).toBe(end.ledger);
  });
});
