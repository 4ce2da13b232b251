import type { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EndpointDef } from '../contract/endpoints';
import { resolveSession } from './auth/sessions';
import { type AppEnv, type Deps, type HandlerInput, type HandlerOutput, type SessionInfo, serve } from './http';

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
 * call, message (a string alone is the message of a 200).
 */
export function serveWithSession<E extends EndpointDef>(
  api: Hono<AppEnv>,
  def: E,
  run: (request: SessionRequest<E>) => Promise<HandlerOutput<E>['data']>,
  answer: SessionAnswer | string = {},
): void {
  const extra = typeof answer === 'string' ? { message: answer } : answer;
  serve(api, def, resolveSession, async ({ deps, session, params, body, query }) => ({
    ...extra,
    data: await run({ db: deps.db, deps, session, id: params.id ?? '', body, query }),
  }));
}

type Db = Deps['db'];
interface Caller {
  db: Db;
  session: SessionInfo;
}

/*
 * The ways most services are called, so a route names only its endpoint and its service: with the
 * caller's session alone, or also the query, the address's id, the body, or the id and the body.
 */
export const bySession =
  <D>(service: (db: Db, session: SessionInfo) => Promise<D>) =>
  (r: Caller) =>
    service(r.db, r.session);
export const byQuery =
  <Q, D>(service: (db: Db, session: SessionInfo, query: Q) => Promise<D>) =>
  (r: Caller & { query: Q }) =>
    service(r.db, r.session, r.query);
export const byId =
  <D>(service: (db: Db, session: SessionInfo, id: string) => Promise<D>) =>
  (r: Caller & { id: string }) =>
    service(r.db, r.session, r.id);
export const byBody =
  <B, D>(service: (db: Db, session: SessionInfo, body: B) => Promise<D>) =>
  (r: Caller & { body: B }) =>
    service(r.db, r.session, r.body);
export const byIdAndBody =
  <B, D>(service: (db: Db, session: SessionInfo, id: string, body: B) => Promise<D>) =>
  (r: Caller & { id: string; body: B }) =>
    service(r.db, r.session, r.id, r.body);
