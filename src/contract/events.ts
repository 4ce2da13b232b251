import * as v from 'valibot';
import { EventRecord } from './areas';
import { WALLET_CURRENCIES } from './codes';
import type { EndpointDef } from './endpoint-def';
import { majorToMinor } from './invoices';

/** Events are for business, non-profit and event-manager accounts (spec 1 §2). */
export const EVENTS_REFUSAL = 'Events are available to businesses, non-profits and event managers only';
export const MAX_TICKET_TYPES = 20;
const MAX_PRICE = 9_999_999_999_999;

/** A ticket type is sold out when none is left; the event when every type is. */
export const ticketTypeSoldOut = (t: { quantity: number; sold: number }): boolean => t.sold >= t.quantity;
export const eventSoldOut = (types: readonly { quantity: number; sold: number }[]): boolean =>
  types.length > 0 && types.every(ticketTypeSoldOut);

/**
 * The status an event shows: an upcoming event whose start has passed has ended (it sells no more
 * tickets and can no longer change), whatever the stored status still says.
 */
export function eventStatusOf(status: string, startsAt: Date, now = Date.now()): 'upcoming' | 'ended' | 'cancelled' {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'ended' || startsAt.getTime() <= now) return 'ended';
  return 'upcoming';
}

/* @__NO_SIDE_EFFECTS__ */
const text = (name: string, max: number) =>
  v.pipe(v.string(`${name} is invalid`), v.trim(), v.maxLength(max, `${name} must be at most ${max} characters`));
/* @__NO_SIDE_EFFECTS__ */
const required = (name: string, max: number) => v.pipe(text(name, max), v.minLength(1, `${name} is required`));
/* @__NO_SIDE_EFFECTS__ */
const int = (name: string, min: number, max: number) =>
  v.pipe(
    v.number(`${name} is invalid`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, min === 0 ? `${name} cannot be negative` : `${name} must be at least ${min}`),
    v.maxValue(max, `${name} is too large`),
  );
/** An uploaded event picture's address (the upload service's public file), or a web address, or none. */
const UPLOADED_IMAGE = /^\/api\/v2\/files\/[A-Za-z0-9_-]{20,64}$/;
/* @__NO_SIDE_EFFECTS__ */
const imageUrl = (name: string) =>
  v.optional(
    v.pipe(
      text(name, 500),
      v.check(
        (s) => s === '' || UPLOADED_IMAGE.test(s) || /^https?:\/\/[^\s]+$/i.test(s),
        `${name} must be an uploaded picture or a web address (https://…)`,
      ),
    ),
    '',
  );
export const isUploadedImage = (url: string): boolean => UPLOADED_IMAGE.test(url);
/* @__NO_SIDE_EFFECTS__ */
const url = (name: string) =>
  v.optional(
    v.pipe(
      text(name, 500),
      v.check((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), `${name} must be a web address (https://…)`),
    ),
    '',
  );
const startsAt = v.pipe(
  v.string('Start date and time is invalid'),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'Start date and time is invalid'),
  v.check((s) => !Number.isNaN(new Date(s).getTime()), 'Start date and time is invalid'),
);

export const TicketTypeRequest = v.object({
  /** An existing type's id when editing; none for a new type. */
  id: v.optional(int('Ticket type', 1, 2_147_483_647)),
  name: required('Ticket name', 80),
  price: int('Ticket price', 0, MAX_PRICE),
  quantity: int('Tickets available', 1, 1_000_000),
});

/** An event is made or moved to a time still to come; one already begun would be ended as soon as saved. */
export const EVENT_START_PAST = 'The event must start in the future';

const placeCheck = (value: { venue: string; online_url: string }) => value.venue !== '' || value.online_url !== '';
const PLACE_REQUIRED = 'Give a venue or an online link';

/** POST v2/events and PUT v2/events/:id. */
export const EventRequest = v.pipe(
  v.object({
    title: required('Title', 120),
    description: v.optional(text('Description', 2000), ''),
    starts_at: startsAt,
    venue: v.optional(text('Venue', 200), ''),
    online_url: url('Online link'),
    image_url: imageUrl('Image'),
    currency: v.picklist(WALLET_CURRENCIES, 'Currency is invalid'),
    ticket_types: v.pipe(
      v.array(TicketTypeRequest, 'Ticket types are invalid'),
      v.minLength(1, 'Add at least one ticket type'),
      v.maxLength(MAX_TICKET_TYPES, `An event has at most ${MAX_TICKET_TYPES} ticket types`),
    ),
  }),
  v.forward(
    v.check((value) => placeCheck(value), PLACE_REQUIRED),
    ['venue'],
  ),
);
export type EventRequest = v.InferInput<typeof EventRequest>;

/**
 * The event form as typed (strings; prices in major units; the start as the browser's datetime-local,
 * turned into an ISO instant by the app before it is sent).
 */
export const EventForm = v.pipe(
  v.object({
    title: v.pipe(v.optional(v.string(), ''), required('Title', 120)),
    description: v.optional(text('Description', 2000), ''),
    starts_at: v.pipe(
      v.string('Start date and time is required'),
      v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Start date and time is invalid'),
      // The browser's local time, read as the browser reads it.
      v.check((s) => new Date(s).getTime() > Date.now(), EVENT_START_PAST),
    ),
    venue: v.optional(text('Venue', 200), ''),
    online_url: url('Online link'),
    image_url: imageUrl('Image'),
    currency: v.picklist(WALLET_CURRENCIES, 'Currency is invalid'),
    ticket_types: v.pipe(
      v.array(
        v.object({
          // Hidden: an existing type's id, empty for a new one.
          id: v.pipe(
            v.optional(v.string(), ''),
            v.regex(/^\d{0,10}$/, 'Ticket type is invalid'),
            v.transform((s) => (s === '' ? undefined : Number(s))),
          ),
          name: v.pipe(v.optional(v.string(), ''), required('Ticket name', 80)),
          price: v.pipe(
            v.optional(v.string(), '0'),
            v.transform((s) => (s.trim() === '' ? '0' : s)),
            v.check((s) => majorToMinor(s) !== undefined, 'Ticket price is not an amount'),
            v.transform((s) => majorToMinor(s) ?? 0),
          ),
          quantity: v.pipe(
            v.string('Tickets available is required'),
            v.regex(/^\d{1,7}$/, 'Tickets available must be a whole number'),
            v.transform(Number),
            v.minValue(1, 'Tickets available must be at least 1'),
            v.maxValue(1_000_000, 'Tickets available is too large'),
          ),
        }),
      ),
      v.minLength(1, 'Add at least one ticket type'),
      v.maxLength(MAX_TICKET_TYPES, `An event has at most ${MAX_TICKET_TYPES} ticket types`),
    ),
  }),
  v.forward(
    v.check((value) => placeCheck(value), PLACE_REQUIRED),
    ['venue'],
  ),
);

export const EventDetail = v.object({
  ...EventRecord.entries,
  description: v.string(),
  online_url: v.string(),
  image_url: v.string(),
  sold_out: v.boolean(),
  ticket_types: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      price: v.number(),
      quantity: v.number(),
      sold: v.number(),
      sold_out: v.boolean(),
    }),
  ),
});
export type EventDetail = v.InferOutput<typeof EventDetail>;

/** One paid ticket order of the event (a successful checkout). */
export const Attendee = v.object({
  name: v.string(),
  email: v.string(),
  ticket_type: v.string(),
  quantity: v.number(),
  amount: v.number(),
  currency: v.string(),
  paid_at: v.string(),
});
export type Attendee = v.InferOutput<typeof Attendee>;
export const AttendeesList = v.object({ attendees: v.array(Attendee) });

export const ATTENDEES_CSV_HEADER = ['Name', 'Email', 'Ticket type', 'Quantity', 'Amount', 'Currency', 'Paid at'];
export const attendeeCsvRow = (a: Attendee) => [
  a.name,
  a.email,
  a.ticket_type,
  a.quantity,
  `${Math.trunc(a.amount / 100)}.${String(a.amount % 100).padStart(2, '0')}`,
  a.currency,
  a.paid_at,
];

export const eventEndpoints = {
  event: { method: 'GET', path: 'v2/events/:id', host: 'main', auth: 'account', response: EventDetail },
  createEvent: {
    method: 'POST',
    path: 'v2/events',
    host: 'main',
    auth: 'account',
    body: EventRequest,
    response: EventDetail,
  },
  updateEvent: {
    method: 'PUT',
    path: 'v2/events/:id',
    host: 'main',
    auth: 'account',
    body: EventRequest,
    response: EventDetail,
  },
  cancelEvent: {
    method: 'POST',
    path: 'v2/events/:id/cancel',
    host: 'main',
    auth: 'account',
    response: EventDetail,
  },
  eventAttendees: {
    method: 'GET',
    path: 'v2/events/:id/attendees',
    host: 'main',
    auth: 'account',
    response: AttendeesList,
  },
} as const satisfies Record<string, EndpointDef>;
