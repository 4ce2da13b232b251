import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, invoices, walletEntries } from '../../db/schema';
import { TEST_CONFIG, type TestServer, testServer } from '../../test/harness';

/**
 * Invoices from the dashboard: drafts made and edited, sent and reminded through the outbox with the
 * customer's link, marked paid offline (no ledger movement), cancelled; totals computed by the server;
 * another business's invoice is not found; every role holding the invoices feature may bill.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const business = (roles: string[] = ['Owner']) => s.business({ users: roles.map((role) => ({ role })) });

const DRAFT = {
  customer_name: 'Ada Obi',
  customer_email: 'Ada.Obi@Invoices.test',
  currency: 'NGN',
  due_date: '2099-01-31',
  items: [
    { description: 'Design work', quantity: 3, unit_price: 150_000 },
    { description: 'Hosting', quantity: 1, unit_price: 2_501 },
  ],
  tax_percent: 7.5,
  discount: 1_000,
  notes: 'Thank you',
};

describe('invoices', () => {
  it('a draft is made with totals in minor units, edited, sent with the customer link, reminded and marked paid', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const made = await s.call('POST', 'v2/invoices', { token, body: DRAFT });
    expect(made.status).toBe(201);
    const invoice = made.body.data;
    // 450,000 + 2,501 = 452,501; less 1,000 = 451,501; 7.5 % = 33,862.575 → 33,863; total 485,364.
    expect(invoice).toMatchObject({
      status: 'draft',
      subtotal: 452_501,
      discount: 1_000,
      tax: 33_863,
      amount: 485_364,
      tax_percent: 7.5,
      customer_email: 'ada.obi@invoices.test',
      reference: 'INV-1001',
    });
    expect(invoice.public_ref).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The customer was made (matched by email next time).
    const rows = await s.db.select().from(customers).where(eq(customers.accountId, b.accountId));
    expect(rows.map((c) => c.email)).toEqual(['ada.obi@invoices.test']);

    const edited = await s.call('PUT', `v2/invoices/${invoice.id}`, {
      token,
      body: { ...DRAFT, items: [{ description: 'Design work', quantity: 2, unit_price: 100_000 }], tax_percent: 0 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ amount: 199_000, items: [{ quantity: 2, unit_price: 100_000 }] });
    expect(await s.db.$count(customers, eq(customers.accountId, b.accountId))).toBe(1);
    expect(await s.lastMail('ada.obi@invoices.test')).toBeFalsy();

    const sent = await s.call('POST', `v2/invoices/${invoice.id}/send`, { token });
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('sent');
    const mail = await s.lastMail('ada.obi@invoices.test');
    expect(mail?.link).toBe(`${TEST_CONFIG.publicUrl}/invoices/${invoice.public_ref}`);
    expect(mail?.body).toContain('NGN 1,990.00');

    // Sent: the content is what the customer holds a link to.
    const late = await s.call('PUT', `v2/invoices/${invoice.id}`, { token, body: DRAFT });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Only a draft invoice can be edited: this one was already sent');
    expect((await s.call('POST', `v2/invoices/${invoice.id}/send`, { token })).status).toBe(409);

    const reminded = await s.call('POST', `v2/invoices/${invoice.id}/remind`, { token });
    expect(reminded.status).toBe(200);
    expect((await s.lastMail('ada.obi@invoices.test'))?.subject).toMatch(/^Reminder: invoice INV-1001/);

    const ledgerBefore = await s.db.$count(walletEntries);
    const paid = await s.call('POST', `v2/invoices/${invoice.id}/paid`, {
      token,
      body: { method: 'bank-transfer', note: 'Paid into our GTBank account' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      offline_method: 'bank-transfer',
      offline_note: 'Paid into our GTBank account',
    });
    expect(await s.db.$count(walletEntries)).toBe(ledgerBefore);
    expect((await s.call('POST', `v2/invoices/${invoice.id}/remind`, { token })).status).toBe(409);
    expect((await s.call('POST', `v2/invoices/${invoice.id}/cancel`, { token })).status).toBe(409);

    const list = await s.call('GET', 'v2/invoices?status=paid', { token });
    expect(list.body.data.invoices.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
  });

  it('created and sent at once; references count up; cancelled invoices take no reminder', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const first = await s.call('POST', 'v2/invoices', { token, body: { ...DRAFT, send: true } });
    expect(first.body.data).toMatchObject({ status: 'sent', reference: 'INV-1001' });
    expect((await s.lastMail('ada.obi@invoices.test'))?.link).toContain(first.body.data.public_ref);
    const second = await s.call('POST', 'v2/invoices', { token, body: DRAFT });
    expect(second.body.data.reference).toBe('INV-1002');
    const cancelled = await s.call('POST', `v2/invoices/${first.body.data.id}/cancel`, { token });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await s.call('POST', `v2/invoices/${first.body.data.id}/remind`, { token })).status).toBe(409);
  });

  it('a sent invoice past its due date reads as overdue, and is found by the overdue filter', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const made = await s.call('POST', 'v2/invoices', { token, body: { ...DRAFT, send: true } });
    await s.db
      .update(invoices)
      .set({ dueDate: new Date(Date.now() - 3 * 24 * 3_600_000) })
      .where(eq(invoices.id, made.body.data.id));
    expect((await s.call('GET', `v2/invoices/${made.body.data.id}`, { token })).body.data.status).toBe('overdue');
    const overdue = await s.call('GET', 'v2/invoices?status=overdue', { token });
    expect(overdue.body.data.invoices).toEqual([expect.objectContaining({ id: made.body.data.id, status: 'overdue' })]);
    expect((await s.call('GET', 'v2/invoices?status=sent', { token })).body.data.invoices).toEqual([]);
    expect((await s.call('POST', `v2/invoices/${made.body.data.id}/remind`, { token })).status).toBe(200);
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const before = await s.checksum();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...DRAFT, items: [] }, 'Add at least one item'],
      [{ ...DRAFT, discount: 10_000_000 }, 'Discount cannot be more than the subtotal'],
      [{ ...DRAFT, tax_percent: 7.555 }, 'Tax can have at most 2 decimals'],
      [{ ...DRAFT, due_date: '2099-02-30' }, 'Due date is invalid'],
      [{ ...DRAFT, customer_email: 'nope' }, 'Customer email is invalid'],
      [{ ...DRAFT, items: [{ description: 'x', quantity: 0.5, unit_price: 1 }] }, 'Quantity must be a whole number'],
      [{ ...DRAFT, items: [{ description: 'x', quantity: 1, unit_price: -1 }] }, 'Unit price cannot be negative'],
      [
        { ...DRAFT, items: [{ description: 'x', quantity: 1_000_000, unit_price: 9_999_999_999_999 }] },
        'The total is too large',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await s.call('POST', 'v2/invoices', { token, body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await s.checksum()).toBe(before);
  });

  it("another business's invoice is not found, for every call", async () => {
    const mine = await business();
    const theirs = await business();
    const made = await s.call('POST', 'v2/invoices', { token: theirs.tokens[0]!, body: DRAFT });
    const id = made.body.data.id;
    const token = mine.tokens[0]!;
    const before = await s.checksum();
    const calls: [string, string, unknown][] = [
      ['GET', `v2/invoices/${id}`, undefined],
      ['PUT', `v2/invoices/${id}`, DRAFT],
      ['POST', `v2/invoices/${id}/send`, undefined],
      ['POST', `v2/invoices/${id}/remind`, undefined],
      ['POST', `v2/invoices/${id}/paid`, { method: 'cash' }],
      ['POST', `v2/invoices/${id}/cancel`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const res = await s.call(method, path, { token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const pdf = await s.request(`/api/v2/invoices/${id}/pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(404);
    expect(await s.checksum()).toBe(before);
    expect((await s.call('GET', 'v2/invoices', { token })).body.data.invoices).toEqual([]);
  });

  it('downloads as a PDF with the account session', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const made = await s.call('POST', 'v2/invoices', { token, body: DRAFT });
    const res = await s.request(`/api/v2/invoices/${made.body.data.id}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('invoice-INV-1001.pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await s.request(`/api/v2/invoices/${made.body.data.id}/pdf`)).status).toBe(401);
  });

  it('every role holds the invoices feature, so every role may bill', async () => {
    const b = await business(['Owner', 'v2-Operations', 'User', 'v2-User']);
    for (const token of b.tokens) {
      const made = await s.call('POST', 'v2/invoices', { token, body: DRAFT });
      expect(made.status).toBe(201);
      expect((await s.call('POST', `v2/invoices/${made.body.data.id}/send`, { token })).status).toBe(200);
    }
    const count = await s.db.$count(invoices, sql`${invoices.accountId} = ${b.accountId}`);
    expect(count).toBe(4);
  });
});
