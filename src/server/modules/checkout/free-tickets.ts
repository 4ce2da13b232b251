import { and, eq } from 'drizzle-orm';
import { eventClosed } from '../../../contract/checkout';
import type { Db } from '../../db/client';
import { checkouts, events, eventTicketTypes } from '../../db/schema';
import { send } from '../../sandbox/outbox';
import { customerFor, merchantOf, newRef, takeTickets } from './service';

export interface FreeTicketsInput {
  eventId: number;
  ticketTypeId: number;
  quantity: number;
  customer: { name: string; email: string; phone?: string | undefined };
  /** The form's attempt key: a second submit of the same form books nothing more. */
  attempt: string;
}

export type FreeTicketsOutcome = { kind: 'booked'; ref: string } | { kind: 'refused'; message: string };

/** Thrown to undo the booking row when the tickets went while the form was open. */
class TakenMeanwhile extends Error {
  constructor() {
    super('Sorry, these tickets were taken while you were booking.');
  }
}

export const ticketsPath = (eventId: number, ref: string) => `/events/${eventId}/tickets/${ref}`;

/** The booking a submit of this form already made, if any (a double submit lands on it). */
export async function earlierBooking(db: Db, eventId: number, attempt: string): Promise<string | null> {
  if (!attempt) return null;
  const [row] = await db
    .select({ ref: checkouts.ref })
    .from(checkouts)
    .where(and(eq(checkouts.source, 'event'), eq(checkouts.sourceId, eventId), eq(checkouts.attemptKey, attempt)));
  return row?.ref ?? null;
}

/**
 * Free tickets (a ticket type priced 0): no payment and no money moved. The attendee is recorded as a
 * successful checkout of amount 0 (the attendees list and export read those), the customer is made or
 * matched by email, and the tickets are mailed. The event's row is locked so two customers taking the
 * last free tickets get one booking and one refusal, and a double submit finds the first booking.
 */
export async function bookFreeTickets(db: Db, input: FreeTicketsInput, now = new Date()): Promise<FreeTicketsOutcome> {
  return db
    .transaction(async (tx): Promise<FreeTicketsOutcome> => {
      const [event] = await tx.select().from(events).where(eq(events.id, input.eventId)).for('update');
      if (!event) return { kind: 'refused', message: 'This event no longer exists.' };
      const [earlier] = await tx
        .select({ ref: checkouts.ref })
        .from(checkouts)
        .where(
          and(eq(checkouts.source, 'event'), eq(checkouts.sourceId, event.id), eq(checkouts.attemptKey, input.attempt)),
        );
      if (earlier) return { kind: 'booked', ref: earlier.ref };
      const types = await tx.select().from(eventTicketTypes).where(eq(eventTicketTypes.eventId, event.id));
      const closed = eventClosed(event, types, now);
      if (closed) return { kind: 'refused', message: closed };
      const type = types.find((t) => t.id === input.ticketTypeId);
      if (type?.price !== 0) return { kind: 'refused', message: 'Choose a ticket type' };
      const [booking] = await tx
        .insert(checkouts)
        .values({
          ref: newRef('MD'),
          accountId: event.accountId,
          source: 'event',
          sourceId: event.id,
          amount: 0,
          currency: event.currency,
          customerName: input.customer.name,
          customerEmail: input.customer.email.toLowerCase(),
          customerPhone: input.customer.phone || null,
          fieldValues: { ticket_type_id: String(type.id) },
          quantity: input.quantity,
          ticketType: type.name,
          attemptKey: input.attempt,
          status: 'successful',
          completedAt: now,
        })
        .returning();
      if (!(await takeTickets(tx, booking!))) throw new TakenMeanwhile();
      await customerFor(tx, booking!);
      const merchant = await merchantOf(tx, event.accountId);
      const where = event.onlineUrl ? `Online: ${event.onlineUrl}` : event.venue;
      await send(tx, {
        channel: 'email',
        to: booking!.customerEmail,
        subject: `Your ticket${input.quantity === 1 ? '' : 's'} for ${event.title}`,
        body: [
          `${merchant.name} has booked you in.`,
          '',
          `Event: ${event.title}`,
          `Tickets: ${input.quantity} × ${type.name} (free)`,
          `When: ${event.startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
          `Where: ${where}`,
          `Ticket reference: ${booking!.ref}`,
          '',
          'Show this email or the reference at the entrance.',
        ].join('\n'),
      });
      return { kind: 'booked', ref: booking!.ref };
    })
    .catch((err: unknown) => {
      if (err instanceof TakenMeanwhile) return { kind: 'refused', message: err.message } as const;
      throw err;
    });
}
