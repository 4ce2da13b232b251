import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, events, outbox, transactions } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';
import { signedInOwner } from '../../test/kit';

/** Free tickets are booked without a payment (attendee, customer and mailed tickets); a passed event has ended. */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const owner = () => signedInOwner(s, { type: 'events' });

const form = (path: string, fields: Record<string, string>) =>
  s.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const EVENT = {
  title: 'Open studio day',
  starts_at: '2099-06-01T10:00:00.000Z',
  venue: 'Yaba',
  currency: 'NGN',
  ticket_types: [
    { name: 'Guest', price: 0, quantity: 3 },
    { name: 'Supporter', price: 500_000, quantity: 10 },
  ],
};

describe('free tickets', () => {
  it('are booked without a payment: attendee and customer recorded, tickets mailed, a double submit books once', async () => {
    const b = await owner();
    const event = (await s.call('POST', 'v2/events', { token: b.token, body: EVENT })).body.data;
    const guest = event.ticket_types.find((t: { name: string }) => t.name === 'Guest');
    const page = await (await s.request(`/events/${event.id}`)).text();
    expect(page).toContain('Guest · Free');
    const attempt = page.match(/name="attempt" value="([^"]+)"/)![1]!;
    const email = `guest-${Date.now()}@visitor.test`;
    const fields = { ticket_type: String(guest.id), quantity: '2', name: 'Ngozi Guest', email, attempt };
    const first = await form(`/events/${event.id}`, fields);
    expect(first.status).toBe(303);
    const location = first.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/events/${event.id}/tickets/MD[A-Z0-9]+$`));
    const again = await form(`/events/${event.id}`, fields);
    expect(again.headers.get('location')).toBe(location);

    const booked = await (await s.request(location)).text();
    expect(booked).toContain("You're booked in");
    expect(booked).toContain('2 × Guest');
    const seen = (await s.call('GET', `v2/events/${event.id}`, { token: b.token })).body.data;
    expect(seen.ticket_types.find((t: { name: string }) => t.name === 'Guest').sold).toBe(2);
    const attendees = (await s.call('GET', `v2/events/${event.id}/attendees`, { token: b.token })).body.data.attendees;
    expect(attendees).toEqual([expect.objectContaining({ email, quantity: 2, amount: 0, ticket_type: 'Guest' })]);
    const mails = await s.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your tickets for Open studio day');
    expect(mails[0]!.body).toContain('2 × Guest (free)');
    const made = await s.db
      .select()
      .from(customers)
      .where(and(eq(customers.accountId, b.accountId), eq(customers.email, email)));
    expect(made).toHaveLength(1);
    // No money moved: no payment was recorded for the business.
    expect(await s.db.select().from(transactions).where(eq(transactions.accountId, b.accountId))).toHaveLength(0);

    // One guest ticket left: asking for two is refused, as is a paid type booked as free.
    const more = await form(`/events/${event.id}`, { ...fields, attempt: `${attempt}x`, quantity: '2' });
    expect(more.status).toBe(400);
    expect(await more.text()).toContain('Only 1 Guest tickets are left');
    const bogus = await form(`/events/${event.id}`, { ...fields, attempt: 'short' });
    expect(bogus.status).toBe(400);
  });
});

describe('an event whose start has passed', () => {
  it('shows Ended in the list and detail, sells nothing and can no longer change', async () => {
    const b = await owner();
    const event = (await s.call('POST', 'v2/events', { token: b.token, body: EVENT })).body.data;
    await s.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(events.id, event.id));
    const list = (await s.call('GET', 'v2/events', { token: b.token })).body.data.events;
    expect(list.find((e: { id: number }) => e.id === event.id).status).toBe('ended');
    expect((await s.call('GET', `v2/events/${event.id}`, { token: b.token })).body.data.status).toBe('ended');
    const page = await (await s.request(`/events/${event.id}`)).text();
    expect(page).toContain('This event has already taken place.');
    expect(page).not.toContain('<form');
    const guest = event.ticket_types[0];
    const sold = await form(`/events/${event.id}`, {
      ticket_type: String(guest.id),
      quantity: '1',
      name: 'Late Comer',
      email: 'late@visitor.test',
      attempt: 'a'.repeat(20),
    });
    expect(sold.status).toBe(400);
    const edit = await s.call('PUT', `v2/events/${event.id}`, { token: b.token, body: { ...EVENT, ticket_types: [] } });
    expect(edit.status).toBe(400);
    const ticketTypes = event.ticket_types.map((t: { id: number; name: string; price: number; quantity: number }) => t);
    const edited = await s.call('PUT', `v2/events/${event.id}`, {
      token: b.token,
      body: { ...EVENT, ticket_types: ticketTypes },
    });
    expect(edited.status).toBe(409);
    expect((await s.call('POST', `v2/events/${event.id}/cancel`, { token: b.token })).status).toBe(409);
  });
});
