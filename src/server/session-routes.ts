import type { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EndpointDef } from '../contract/endpoints';
import { resolveSession } from './auth/sessions';
import { type AppEnv, type Deps, type HandlerInput, type HandlerOutput, serve } from './http';

/** What a service is called with: the database, the caller's session, the address's id, body and query. */
export interface SessionRequest<E extends EndpointDef> {
  db: Deps['db'];
  deps: Deps;
  session: HandlerInput<E>['session'];
  /** The address's :id ('' where it has none); the services turn it into a record or a 404. */
  id: string;
  body: HandlerInput<E>['body'];
  query: HandlerInput<E>['query'];
}

/** How a write answers besides its data: 201 for a record made, and the message the app shows. */
export interface SessionAnswer {
  status?: ContentfulStatusCode;
  message?: string;
}

/** The answer of a record made: 201 with its message. */
export const created = (message: string): SessionAnswer => ({ status: 201, message });

/**
 * An endpoint whose data is its service's result, as most are: the session is the caller's where the
 * endpoint asks for one (null where it is public), and a module's routes read as endpoint, service
 * call, message.
 */
export function serveWithSession<E extends EndpointDef>(
  api: Hono<AppEnv>,
  def: E,
  run: (request: SessionRequest<E>) => Promise<HandlerOutput<E>['data']>,
  answer: SessionAnswer = {},
): void {
  serve(api, def, resolveSession, async ({ deps, session, params, body, query }) => ({
    ...answer,
    data: await run({ db: deps.db, deps, session, id: params.id ?? '', body, query }),
  }));
}
