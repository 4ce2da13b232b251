import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, idParam, serve } from '../../http';
import { createKeystore, editKeystore, listKeystores } from './service';

/** Keystores: the user's dashboard settings (spec 2 §7). */
export function keystoreRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.keystores, resolveSession, async ({ deps, session }) => ({
    data: await listKeystores(deps.db, session),
  }));
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
