import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, idParam, serve } from '../../http';
import { serveWithSession } from '../../session-routes';
import { createKeystore, editKeystore, listKeystores } from './service';

/** Keystores: the user's dashboard settings (spec 2 §7). */
export function keystoreRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.keystores, (r) => listKeystores(r.db, r.session));
  serve(api, endpoints.keystoreCreate, resolveSession, async ({ deps, session, body }) => ({
    data: await createKeystore(deps.db, session, body),
    message: 'Setting saved',
    status: 201,
  }));
  serve(api, endpoints.keystoreEdit, resolveSession, async ({ deps, session, params, body }) => ({
    data: await editKeystore(deps.db, session, idParam(params.id), body),
    message: 'Setting saved',
  }));
}
