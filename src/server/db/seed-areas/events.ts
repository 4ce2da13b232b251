import { eventTicketTypes, events } from '../schema';
import { ACCOUNT, type DemoSeed } from '../seed-demo';

/** Events and their ticket types. */
export async function seedEvents(s: DemoSeed): Promise<void> {
  const { tx, g, c } = s;
  const A = ACCOUNT;

  // Events (Demo Events Co is an event manager; Demo Stores is a business, which may run events too).
  const eventRows = [
    [A.demoEvents, 'Lagos Jazz Night', 'Terra Kulture, Victoria Island', 21, 1_500_000, 0, 'upcoming'],
    [A.demoEvents, 'Tech Founders Summit', 'Landmark Centre, Lagos', 45, 5_000_000, 0, 'upcoming'],
    [A.demoEvents, 'Afrobeats Live', 'Eko Convention Centre', -30, 2_000_000, 842, 'ended'],
    [A.demoEvents, 'Comedy Central Lagos', 'Muson Centre', -90, 1_000_000, 455, 'ended'],
    [A.demoEvents, 'Food & Wine Fair', 'Harbour Point', -10, 750_000, 0, 'cancelled'],
    [A.demoStores, 'Home Office Expo', 'Demo Stores Lekki', 14, 0, 0, 'upcoming'],
  ] as const;
  const eventsMade = await tx
    .insert(events)
    .values(
      eventRows.map(([accountId, title, venue, inDays, price, sold, status], i) => ({
        id: i + 1,
        accountId,
        title,
        venue,
        startsAt: inDays >= 0 ? c.ahead(inDays, 18) : c.at(-inDays, 18),
        ticketPrice: price,
        currency: 'NGN',
        ticketsSold: status === 'upcoming' ? g.int(40, 300) : sold,
        status,
        createdAt: c.at(Math.abs(inDays) + 60),
      })),
    )
    .returning({ id: events.id, price: events.ticketPrice, sold: events.ticketsSold });
  // One ticket type each, holding what the event sold.
  await tx.insert(eventTicketTypes).values(
    eventsMade.map((e) => ({
      eventId: e.id,
      name: 'General admission',
      price: e.price,
      quantity: e.sold + 100,
      sold: e.sold,
    })),
  );
}
