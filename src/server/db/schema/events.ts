import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef } from './access';
import { createdAt, minor, rowId } from './columns';

/**
 * An event with tickets. ticket_price is the lowest ticket type's price and tickets_sold the sum of
 * the types' sold (kept by the writers of event_ticket_types), so the list needs no join; the event is
 * sold out when every ticket type is.
 */
export const events = pgTable(
  'events',
  {
    id: rowId(),
    accountId: accountRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The venue's address; empty for an online event. */
    venue: text('venue').notNull(),
    /** An online event's link (empty for one at a venue). */
    onlineUrl: text('online_url').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    ticketPrice: minor('ticket_price').notNull(),
    currency: text('currency').notNull(),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    status: text('status', { enum: ['upcoming', 'ended', 'cancelled'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_account_idx').on(t.accountId, t.createdAt)],
);

/** An event's ticket types: price in minor units of the event's currency, how many there are and sold. */
export const eventTicketTypes = pgTable(
  'event_ticket_types',
  {
    id: rowId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: minor('price').notNull(),
    quantity: integer('quantity').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [index('event_ticket_types_event_idx').on(t.eventId)],
);
