import type { Hono } from 'hono';
import { KEY_MESSAGES, WHITELIST_MESSAGES } from '../../../contract/api-keys';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { actorOf } from '../../audit';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, idParam, serve } from '../../http';
import { addWhitelistIp, regenerateKeys, removeWhitelistIp, revealKeys } from './service';

/** settings/apis and settings/whitelist-ip: revealing and regenerating keys, adding and removing addresses. */
export function apiKeyRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.revealKeys, resolveSession, async ({ deps, session, body, c }) => ({
    data: await revealKeys(deps.db, session, actorOf(c, session.userId), body),
    message: KEY_MESSAGES.revealed,
  }));
  serve(api, endpoints.regenerateKeys, resolveSession, async ({ deps, session, body, c }) => ({
    data: await regenerateKeys(deps.db, session, actorOf(c, session.userId), body),
    message: KEY_MESSAGES.regenerated(body.mode),
  }));
  serve(api, endpoints.addWhitelistIp, resolveSession, async ({ deps, session, body, c }) => ({
    data: await addWhitelistIp(deps.db, session, actorOf(c, session.userId), body.ip),
    message: WHITELIST_MESSAGES.added,
    status: 201,
  }));
  serve(api, endpoints.removeWhitelistIp, resolveSession, async ({ deps, session, params, c }) => ({
    data: await removeWhitelistIp(deps.db, session, actorOf(c, session.userId), idParam(params.id)),
    message: WHITELIST_MESSAGES.removed,
  }));
}
