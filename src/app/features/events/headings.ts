import type { PageHeadings } from '../../ui/page-heading';

const EVENTS = {
  eyebrow: 'Collect payments',
  title: 'Events',
  description: 'Sell tickets to your events. See when each one starts, its ticket price and how many tickets are sold.',
} as const;

/** The events screens' headings. */
export const EVENTS_HEADINGS = {
  '/dashboard/events/list': EVENTS,
  '/dashboard/events/create': {
    eyebrow: 'Events',
    title: 'New event',
    description: 'When and where it is, and the tickets you sell for it.',
  },
  /** The title becomes 'Edit <event>' once it is loaded. */
  '/dashboard/events/edit/$id': {
    eyebrow: 'Events',
    title: 'Edit event',
    description: 'Change an upcoming event and its ticket types.',
  },
  /** The title becomes the event's name once it is loaded. */
  '/dashboard/events/$id': {
    eyebrow: 'Events',
    title: 'Event',
    description: "An event's start time, venue, ticket types, who bought tickets, and its status.",
  },
} as const satisfies PageHeadings;
