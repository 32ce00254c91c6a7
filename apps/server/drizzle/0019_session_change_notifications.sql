-- Each API process keeps the sessions it looked up lately in memory (modules/identity/session-cache.ts), so that
-- a request does not read its session from the database each time. These triggers announce every change that can
-- make a kept session wrong, in the transaction that makes it: a session revoked, its second factor passed, its
-- expiry or token changed, or deleted; the user's email, verification, role, second factor or deletion changed, or
-- the user deleted. The payload is the user's id; every process drops that user's sessions when it arrives (on
-- commit). Sign-ins (a new session) and the touch of last_used_at announce nothing.
CREATE OR REPLACE FUNCTION session_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('hookline_session', OLD.id::text);
  ELSE
    PERFORM pg_notify('hookline_session', OLD.user_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OF revoked_at, mfa_passed, expires_at, token_hash, user_id ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.mfa_passed IS DISTINCT FROM NEW.mfa_passed
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION session_changed();--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_changed();--> statement-breakpoint
CREATE TRIGGER users_session_changed AFTER UPDATE OF email, email_verified, user_type, is_admin, totp_enabled, deleted_at
  ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.email_verified IS DISTINCT FROM NEW.email_verified
    OR OLD.user_type IS DISTINCT FROM NEW.user_type OR OLD.is_admin IS DISTINCT FROM NEW.is_admin
    OR OLD.totp_enabled IS DISTINCT FROM NEW.totp_enabled OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION session_changed();--> statement-breakpoint
CREATE TRIGGER users_deleted_sessions AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION session_changed();
