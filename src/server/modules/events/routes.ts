import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { cancelEvent, createEvent, eventAttendees, getEvent, updateEvent } from './service';
import { eventList } from './lists';

/** Events of the dashboard: one, create, edit, cancel, attendees. */
export function eventRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.events, resolveSession, async ({ deps, session, query }) => ({
    data: await eventList(deps.db, session, query),
  }));
  serve(api, endpoints.event, resolveSession, async ({ deps, session, params }) => ({
    data: await getEvent(deps.db, session, params.id!),
  }));
  serve(api, endpoints.createEvent, resolveSession, async ({ deps, session, body }) => ({
    data: await createEvent(deps.db, session, body),
    status: 201,
    message: 'Event created',
  }));
  serve(api, endpoints.updateEvent, resolveSession, async ({ deps, session, params, body }) => ({
    data: await updateEvent(deps.db, session, params.id!, body),
    message: 'Event saved',
  }));
  serve(api, endpoints.cancelEvent, resolveSession, async ({ deps, session, params }) => ({
    data: await cancelEvent(deps.db, session, params.id!),
    message: 'Event cancelled',
  }));
  serve(api, endpoints.eventAttendees, resolveSession, async ({ deps, session, params }) => ({
    data: await eventAttendees(deps.db, session, params.id!),
  }));
}
