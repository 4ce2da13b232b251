import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, eventTicketTypes } from '../../db/schema';
import { type TestServer, testServer } from '../../test/harness';

/**
 * Events from the dashboard: made with ticket types, edited (never below what sold, a sold type kept),
 * cancelled; attendees from the event's successful checkouts; sold out when every type is; only for the
 * business types that have events; another business's event is not found.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

const business = (type: 'events' | 'business' | 'individual' = 'events', roles = ['Owner']) =>
  s.business({ business: { type }, users: roles.map((role) => ({ role })) });

const EVENT = {
  title: 'Lagos Jazz Night',
  description: 'An evening of jazz',
  starts_at: '2099-06-01T18:00:00.000Z',
  venue: 'Terra Kulture',
  currency: 'NGN',
  ticket_types: [
    { name: 'Regular', price: 500_000, quantity: 100 },
    { name: 'VIP', price: 2_000_000, quantity: 2 },
  ],
};

describe('events', () => {
  it('are made with ticket types, edited, sold out when every type is, listed with attendees, and cancelled', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const made = await s.call('POST', 'v2/events', { token, body: EVENT });
    expect(made.status).toBe(201);
    const event = made.body.data;
    expect(event).toMatchObject({ title: 'Lagos Jazz Night', ticket_price: 500_000, tickets_sold: 0, sold_out: false });
    const [regular, vip] = event.ticket_types;

    // The checkout (the coordinator's) sells every VIP ticket and one Regular.
    await s.db.update(eventTicketTypes).set({ sold: 2 }).where(eq(eventTicketTypes.id, vip.id));
    await s.db.insert(checkouts).values({
      ref: `chk-${event.id}`,
      accountId: b.accountId,
      source: 'event',
      sourceId: event.id,
      amount: 4_000_000,
      currency: 'NGN',
      customerName: 'Ada Obi',
      customerEmail: 'ada@guests.test',
      quantity: 2,
      ticketType: 'VIP',
      status: 'successful',
    });
    const seen = await s.call('GET', `v2/events/${event.id}`, { token });
    expect(seen.body.data.ticket_types[1]).toMatchObject({ name: 'VIP', sold: 2, sold_out: true });
    expect(seen.body.data.sold_out).toBe(false);

    const attendees = await s.call('GET', `v2/events/${event.id}/attendees`, { token });
    expect(attendees.body.data.attendees).toEqual([
      expect.objectContaining({ name: 'Ada Obi', email: 'ada@guests.test', ticket_type: 'VIP', quantity: 2 }),
    ]);

    // Below what sold, or removing a type that sold: refused, nothing changed.
    const before = await s.checksum();
    const below = await s.call('PUT', `v2/events/${event.id}`, {
      token,
      body: {
        ...EVENT,
        ticket_types: [
          { id: regular.id, ...EVENT.ticket_types[0] },
          { id: vip.id, name: 'VIP', price: 1, quantity: 1 },
        ],
      },
    });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('Tickets available for VIP cannot be fewer than the 2 sold');
    const dropped = await s.call('PUT', `v2/events/${event.id}`, {
      token,
      body: { ...EVENT, ticket_types: [{ id: regular.id, ...EVENT.ticket_types[0] }] },
    });
    expect(dropped.status).toBe(409);
    expect(await s.checksum()).toBe(before);

    // Regular sells out too: the event is sold out. A new type is added, Regular renamed.
    const edited = await s.call('PUT', `v2/events/${event.id}`, {
      token,
      body: {
        ...EVENT,
        title: 'Lagos Jazz Night II',
        ticket_types: [
          { id: regular.id, name: 'Early bird', price: 400_000, quantity: 100 },
          { id: vip.id, name: 'VIP', price: 2_000_000, quantity: 2 },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Lagos Jazz Night II', ticket_price: 400_000, tickets_sold: 2 });
    await s.db.update(eventTicketTypes).set({ sold: 100 }).where(eq(eventTicketTypes.id, regular.id));
    expect((await s.call('GET', `v2/events/${event.id}`, { token })).body.data.sold_out).toBe(true);

    const list = await s.call('GET', 'v2/events', { token });
    expect(list.body.data.events.map((e: { title: string }) => e.title)).toEqual(['Lagos Jazz Night II']);

    const cancelled = await s.call('POST', `v2/events/${event.id}/cancel`, { token });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await s.call('PUT', `v2/events/${event.id}`, { token, body: EVENT })).status).toBe(409);
  });

  it('refuses bad input naming the field', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const before = await s.checksum();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...EVENT, ticket_types: [] }, 'Add at least one ticket type'],
      [{ ...EVENT, venue: '', online_url: '' }, 'Give a venue or an online link'],
      [{ ...EVENT, online_url: 'javascript:alert(1)' }, 'Online link must be a web address (https://…)'],
      [{ ...EVENT, starts_at: 'tomorrow' }, 'Start date and time is invalid'],
      [{ ...EVENT, starts_at: '2020-06-01T18:00:00.000Z' }, 'The event must start in the future'],
      [{ ...EVENT, ticket_types: [{ name: 'A', price: -1, quantity: 1 }] }, 'Ticket price cannot be negative'],
      [{ ...EVENT, ticket_types: [{ name: 'A', price: 1, quantity: 0 }] }, 'Tickets available must be at least 1'],
    ];
    for (const [body, message] of cases) {
      const res = await s.call('POST', 'v2/events', { token, body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await s.checksum()).toBe(before);
  });

  it('are never moved to a start already past', async () => {
    const b = await business();
    const token = b.tokens[0]!;
    const made = (await s.call('POST', 'v2/events', { token, body: EVENT })).body.data;
    const before = await s.checksum();
    const ticket_types = made.ticket_types.map((t: { id: number; name: string; price: number; quantity: number }) => ({
      id: t.id,
      name: t.name,
      price: t.price,
      quantity: t.quantity,
    }));
    const moved = await s.call('PUT', `v2/events/${made.id}`, {
      token,
      body: { ...EVENT, ticket_types, starts_at: '2020-06-01T18:00:00.000Z' },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('The event must start in the future');
    expect(await s.checksum()).toBe(before);
    // Another change keeps the start it has.
    const renamed = await s.call('PUT', `v2/events/${made.id}`, {
      token,
      body: { ...EVENT, ticket_types, title: 'Jazz' },
    });
    expect(renamed.status).toBe(200);
  });

  it('are for businesses, non-profits and event managers only', async () => {
    const b = await business('individual');
    const res = await s.call('POST', 'v2/events', { token: b.tokens[0]!, body: EVENT });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Events are available to businesses, non-profits and event managers only');
  });

  it("another business's event is not found", async () => {
    const mine = await business();
    const theirs = await business();
    const id = (await s.call('POST', 'v2/events', { token: theirs.tokens[0]!, body: EVENT })).body.data.id;
    const token = mine.tokens[0]!;
    const before = await s.checksum();
    for (const [method, path, body] of [
      ['GET', `v2/events/${id}`, undefined],
      ['PUT', `v2/events/${id}`, EVENT],
      ['POST', `v2/events/${id}/cancel`, undefined],
      ['GET', `v2/events/${id}/attendees`, undefined],
    ] as const) {
      expect((await s.call(method, path, { token, body })).status, `${method} ${path}`).toBe(404);
    }
    expect(await s.checksum()).toBe(before);
  });

  it('every role may make events (all hold the payments feature)', async () => {
    const b = await business('business', ['Owner', 'v2-Operations', 'User', 'v2-User']);
    for (const token of b.tokens) {
      expect((await s.call('POST', 'v2/events', { token, body: EVENT })).status).toBe(201);
    }
  });
});
