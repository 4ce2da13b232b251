import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type Attendee,
  type EventDetail,
  type EventRequest,
  EVENT_START_PAST,
  EVENTS_REFUSAL,
  eventStatusOf,
  isUploadedImage,
  eventSoldOut,
  ticketTypeSoldOut,
} from '../../../contract/events';
import { mayHaveEvents } from '../../../contract/event-business-types';
import { businessTypeOf } from '../../../contract/merchant';
import type { Db, Tx } from '../../db/client';
import { accounts, checkouts, events, eventTicketTypes } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { fileOfAccount, fileTokenOf } from '../../uploads';

type Body = v.InferOutput<typeof EventRequest>;
type EventRow = typeof events.$inferSelect;
type TypeRow = typeof eventTicketTypes.$inferSelect;

/** Events are for business, non-profit and event-manager accounts (spec 1 §2), as the menu shows them. */

export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  cancelled: 'This event is cancelled and can no longer change',
  ended: 'This event has ended',
  unknownType: 'A ticket type of this event was not found',
  badImage: 'The picture was not found: upload it again',
  removeSold: (name: string) => `Ticket type ${name} has sold tickets and cannot be removed`,
  startPast: EVENT_START_PAST,
  belowSold: (name: string, sold: number) => `Tickets available for ${name} cannot be fewer than the ${sold} sold`,
} as const;

async function eventAccount(tx: Tx, session: SessionInfo): Promise<number> {
  if (session.accountId === null) throw new ApiError(403, 'Choose an account to continue');
  const [account] = await tx
    .select({ regMeta: accounts.regMeta })
    .from(accounts)
    .where(eq(accounts.id, session.accountId));
  if (!mayHaveEvents(businessTypeOf(account?.regMeta ?? []))) throw new ApiError(403, EVENTS_REFUSAL);
  return session.accountId;
}

function idOf(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw new ApiError(404, EVENT_MESSAGES.notFound);
  return Number(raw);
}

async function findEvent(tx: Tx, accountId: number, rawId: string, lock = false): Promise<EventRow> {
  const query = tx
    .select()
    .from(events)
    .where(and(eq(events.id, idOf(rawId)), eq(events.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, EVENT_MESSAGES.notFound);
  return row;
}

const typesOf = (tx: Tx, eventId: number) =>
  tx.select().from(eventTicketTypes).where(eq(eventTicketTypes.eventId, eventId)).orderBy(asc(eventTicketTypes.id));

export function toDetail(row: EventRow, types: TypeRow[]): EventDetail {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    venue: row.venue,
    online_url: row.onlineUrl,
    image_url: row.imageUrl,
    starts_at: row.startsAt.toISOString(),
    ticket_price: row.ticketPrice,
    currency: row.currency,
    tickets_sold: row.ticketsSold,
    status: eventStatusOf(row.status, row.startsAt),
    date_created: row.createdAt.toISOString(),
    sold_out: eventSoldOut(types),
    ticket_types: types.map((t) => ({
      id: t.id,
      name: t.name,
      price: t.price,
      quantity: t.quantity,
      sold: t.sold,
      sold_out: ticketTypeSoldOut(t),
    })),
  };
}

export async function getEvent(db: Db, session: SessionInfo, rawId: string): Promise<EventDetail> {
  const accountId = await eventAccount(db, session);
  const row = await findEvent(db, accountId, rawId);
  return toDetail(row, await typesOf(db, row.id));
}

/** An uploaded picture must be this business's event image (never another's file, nor a private document). */
async function checkImage(tx: Tx, accountId: number, imageUrl: string): Promise<void> {
  if (!isUploadedImage(imageUrl)) return;
  const token = fileTokenOf(imageUrl);
  const file = token ? await fileOfAccount(tx, accountId, token) : null;
  if (file?.purpose !== 'event_image') throw new ApiError(400, EVENT_MESSAGES.badImage);
}

const contentOf = (body: Body) => ({
  title: body.title,
  description: body.description,
  venue: body.venue,
  onlineUrl: body.online_url,
  imageUrl: body.image_url,
  startsAt: new Date(body.starts_at),
  currency: body.currency,
});

/** The list's summary columns: the lowest ticket price and the tickets sold over every type. */
async function summarise(tx: Tx, eventId: number): Promise<EventRow> {
  const types = await typesOf(tx, eventId);
  const [row] = await tx
    .update(events)
    .set({
      ticketPrice: Math.min(...types.map((t) => t.price)),
      ticketsSold: types.reduce((sum, t) => sum + t.sold, 0),
    })
    .where(eq(events.id, eventId))
    .returning();
  return row!;
}

export async function createEvent(db: Db, session: SessionInfo, body: Body): Promise<EventDetail> {
  return db.transaction(async (tx) => {
    const accountId = await eventAccount(tx, session);
    if (body.ticket_types.some((t) => t.id !== undefined)) throw new ApiError(400, EVENT_MESSAGES.unknownType);
    if (new Date(body.starts_at).getTime() <= Date.now()) throw new ApiError(400, EVENT_MESSAGES.startPast);
    await checkImage(tx, accountId, body.image_url);
    const [made] = await tx
      .insert(events)
      .values({ accountId, ...contentOf(body), ticketPrice: 0, ticketsSold: 0, status: 'upcoming' })
      .returning();
    await tx
      .insert(eventTicketTypes)
      .values(
        body.ticket_types.map((t) => ({ eventId: made!.id, name: t.name, price: t.price, quantity: t.quantity })),
      );
    const row = await summarise(tx, made!.id);
    return toDetail(row, await typesOf(tx, row.id));
  });
}

/**
 * Edits an upcoming event. Ticket types with an id are changed (never below what they sold), those
 * left out are removed (only while none is sold), new ones are added.
 */
export async function updateEvent(db: Db, session: SessionInfo, rawId: string, body: Body): Promise<EventDetail> {
  return db.transaction(async (tx) => {
    const accountId = await eventAccount(tx, session);
    const current = await findEvent(tx, accountId, rawId, true);
    const status = eventStatusOf(current.status, current.startsAt);
    if (status === 'cancelled') throw new ApiError(409, EVENT_MESSAGES.cancelled);
    if (status === 'ended') throw new ApiError(409, EVENT_MESSAGES.ended);
    // Moving the start is to a time still to come; an unchanged start may be near, never past (it is upcoming).
    const startsAt = new Date(body.starts_at).getTime();
    if (startsAt !== current.startsAt.getTime() && startsAt <= Date.now()) {
      throw new ApiError(400, EVENT_MESSAGES.startPast);
    }
    if (body.image_url !== current.imageUrl) await checkImage(tx, accountId, body.image_url);
    const existing = await typesOf(tx, current.id);
    const byId = new Map(existing.map((t) => [t.id, t]));
    const kept = new Set<number>();
    for (const t of body.ticket_types) {
      if (t.id === undefined) continue;
      const found = byId.get(t.id);
      if (!found || kept.has(t.id)) throw new ApiError(400, EVENT_MESSAGES.unknownType);
      if (t.quantity < found.sold) throw new ApiError(400, EVENT_MESSAGES.belowSold(found.name, found.sold));
      kept.add(t.id);
    }
    const removed = existing.filter((t) => !kept.has(t.id));
    const soldRemoved = removed.find((t) => t.sold > 0);
    if (soldRemoved) throw new ApiError(409, EVENT_MESSAGES.removeSold(soldRemoved.name));
    if (removed.length > 0) {
      await tx.delete(eventTicketTypes).where(
        inArray(
          eventTicketTypes.id,
          removed.map((t) => t.id),
        ),
      );
    }
    for (const t of body.ticket_types) {
      if (t.id === undefined) {
        await tx
          .insert(eventTicketTypes)
          .values({ eventId: current.id, name: t.name, price: t.price, quantity: t.quantity });
      } else {
        await tx
          .update(eventTicketTypes)
          .set({ name: t.name, price: t.price, quantity: t.quantity })
          .where(eq(eventTicketTypes.id, t.id));
      }
    }
    await tx.update(events).set(contentOf(body)).where(eq(events.id, current.id));
    const row = await summarise(tx, current.id);
    return toDetail(row, await typesOf(tx, row.id));
  });
}

export async function cancelEvent(db: Db, session: SessionInfo, rawId: string): Promise<EventDetail> {
  return db.transaction(async (tx) => {
    const accountId = await eventAccount(tx, session);
    const current = await findEvent(tx, accountId, rawId, true);
    const status = eventStatusOf(current.status, current.startsAt);
    if (status === 'ended') throw new ApiError(409, EVENT_MESSAGES.ended);
    if (status !== 'upcoming') throw new ApiError(409, EVENT_MESSAGES.cancelled);
    const [row] = await tx.update(events).set({ status: 'cancelled' }).where(eq(events.id, current.id)).returning();
    return toDetail(row!, await typesOf(tx, row!.id));
  });
}

/** Who bought tickets: the event's successful checkouts, newest first. */
export async function eventAttendees(db: Db, session: SessionInfo, rawId: string): Promise<{ attendees: Attendee[] }> {
  const accountId = await eventAccount(db, session);
  const event = await findEvent(db, accountId, rawId);
  const rows = await db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.accountId, accountId),
        eq(checkouts.source, 'event'),
        eq(checkouts.sourceId, event.id),
        eq(checkouts.status, 'successful'),
      ),
    )
    .orderBy(desc(checkouts.createdAt))
    .limit(5000);
  return {
    attendees: rows.map((c) => ({
      name: c.customerName,
      email: c.customerEmail,
      ticket_type: c.ticketType ?? '',
      quantity: c.quantity,
      amount: c.amount,
      currency: c.currency,
      paid_at: (c.completedAt ?? c.createdAt).toISOString(),
    })),
  };
}
