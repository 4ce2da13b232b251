import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { type AppEnv, idParam } from '../../http';
import { byBody, bySession, created, serveWithSession } from '../../session-routes';
import { createKeystore, editKeystore, listKeystores } from './service';

/** Keystores: the user's dashboard settings (spec 2 §7). */
export function keystoreRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.keystores, bySession(listKeystores));
  serveWithSession(api, endpoints.keystoreCreate, byBody(createKeystore), created('Setting saved'));
  serveWithSession(
    api,
    endpoints.keystoreEdit,
    (r) => editKeystore(r.db, r.session, idParam(r.id), r.body),
    'Setting saved',
  );
}
