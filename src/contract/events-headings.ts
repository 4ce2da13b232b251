import type { PageHeadings } from './headings';

const EVENTS = {
  eyebrow: 'Collect payments',
  title: 'Events',
  description: 'Sell tickets to your events. See when each one starts, its ticket price and how many tickets are sold.',
} as const;

/** The events screens' headings (create and edit show the list until the event form arrives). */
export const EVENTS_HEADINGS = {
  '/dashboard/events/list': EVENTS,
  '/dashboard/events/create': EVENTS,
  '/dashboard/events/edit/$id': EVENTS,
  /** The title becomes the event's name once it is loaded. */
  '/dashboard/events/$id': {
    eyebrow: 'Events',
    title: 'Event',
    description: "An event's start time, venue, ticket price, tickets sold and status.",
  },
} as const satisfies PageHeadings;
