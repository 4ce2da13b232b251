import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import type { AppEnv } from '../../http';
import { created, serveWithSession } from '../../session-routes';
import { cancelEvent, createEvent, eventAttendees, getEvent, updateEvent } from './service';
import { eventList } from './lists';

/** Events of the dashboard: one, create, edit, cancel, attendees. */
export function eventRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.events, (r) => eventList(r.db, r.session, r.query));
  serveWithSession(api, endpoints.event, (r) => getEvent(r.db, r.session, r.id));
  serveWithSession(api, endpoints.createEvent, (r) => createEvent(r.db, r.session, r.body), created('Event created'));
  serveWithSession(api, endpoints.updateEvent, (r) => updateEvent(r.db, r.session, r.id, r.body), {
    message: 'Event saved',
  });
  serveWithSession(api, endpoints.cancelEvent, (r) => cancelEvent(r.db, r.session, r.id), {
    message: 'Event cancelled',
  });
  serveWithSession(api, endpoints.eventAttendees, (r) => eventAttendees(r.db, r.session, r.id));
}
