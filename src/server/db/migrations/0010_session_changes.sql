-- Every change to what a session lookup reads (src/server/auth/sessions.ts readSession) is announced on
-- the channel session_changes when its transaction commits: 's:<session id>' for a session changed or
-- deleted, 'u:<user id>' for a user's access, password or memberships. Each server instance on a shared
-- PostgreSQL listens (src/server/auth/session-changes.ts) and drops what it keeps of those sessions, so a
-- sign-out, revocation or role change made anywhere, even by hand in SQL, ends cached sessions at once.
-- New rows need no notice: nothing can have cached them.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changes', 's:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', 'u:' || OLD.id);
  ELSE
    PERFORM pg_notify('session_changes', 'u:' || OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_access_change" AFTER UPDATE OF "has_product_access", "password_hash" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "memberships_notify_change" AFTER UPDATE OR DELETE ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
