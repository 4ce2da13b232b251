import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { type AppEnv, idParam } from '../../http';
import { created, serveWithSession } from '../../session-routes';
import { createKeystore, editKeystore, listKeystores } from './service';

/** Keystores: the user's dashboard settings (spec 2 §7). */
export function keystoreRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.keystores, (r) => listKeystores(r.db, r.session));
  serveWithSession(
    api,
    endpoints.keystoreCreate,
    (r) => createKeystore(r.db, r.session, r.body),
    created('Setting saved'),
  );
  serveWithSession(api, endpoints.keystoreEdit, (r) => editKeystore(r.db, r.session, idParam(r.id), r.body), {
    message: 'Setting saved',
  });
}
