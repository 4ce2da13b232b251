import type { Database } from '../db/client';
import { clearSessionCache, forgetSession, forgetUserSessions, lookupStarted } from './session-cache';

/** The channel of migration 0010's triggers: 's:<session id>' or 'u:<user id>' per change committed. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** Whether sessions may be answered from memory now (resolveSession asks on every request). */
export interface SessionChanges {
  /**
   * Since when (lookupStarted's clock) every change to sessions is heard; undefined while some may be
   * missed. Only rows read after it may be kept.
   */
  heardSince(): number | undefined;
  stop(): Promise<void>;
}

/**
 * What makes the session cache safe beside other instances: on PostgreSQL every committed change to a
 * session, a user's access or a membership is announced by the database itself (migration 0010), so a
 * sign-out on another instance, or a revocation by hand in SQL, reaches this instance's cache as soon as
 * it commits. While the listening connection is down, nothing is answered from memory: every request
 * reads the database, as it does with the cache off. PGlite's data belongs to this process alone, whose
 * own revocations call forgetSession / forgetUserSessions directly (sessions.ts): always heard.
 */
export function hearSessionChanges(database: Database): SessionChanges {
  if (!database.listen) return { heardSince: () => 0, stop: async () => undefined };
  let since: number | undefined;
  const listening = database.listen(SESSION_CHANGES_CHANNEL, {
    onNotice(payload) {
      const id = Number(payload.slice(2));
      if (!Number.isSafeInteger(id)) return;
      if (payload.startsWith('s:')) forgetSession(id);
      else if (payload.startsWith('u:')) forgetUserSessions(id);
    },
    onLive(live) {
      // Rows kept before may have missed a change while the connection was down: start afresh.
      clearSessionCache();
      since = live ? lookupStarted() : undefined;
    },
  });
  return { heardSince: () => since, stop: () => listening.stop() };
}
