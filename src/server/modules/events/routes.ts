import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import type { AppEnv } from '../../http';
import { byBody, byId, byIdAndBody, byQuery, created, serveWithSession } from '../../session-routes';
import { cancelEvent, createEvent, eventAttendees, getEvent, updateEvent } from './service';
import { eventList } from './lists';

/** Events of the dashboard: one, create, edit, cancel, attendees. */
export function eventRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.events, byQuery(eventList));
  serveWithSession(api, endpoints.event, byId(getEvent));
  serveWithSession(api, endpoints.createEvent, byBody(createEvent), created('Event created'));
  serveWithSession(api, endpoints.updateEvent, byIdAndBody(updateEvent), 'Event saved');
  serveWithSession(api, endpoints.cancelEvent, byId(cancelEvent), 'Event cancelled');
  serveWithSession(api, endpoints.eventAttendees, byId(eventAttendees));
}
