-- A user's language is part of their kept session (refusals are written in it: modules/identity/session-cache.ts):
-- a change of it is announced like a change of the other fields the session carries (migration 0019), so that every
-- API process reads the session again at once instead of within a minute.
DROP TRIGGER IF EXISTS users_session_changed ON users;--> statement-breakpoint
CREATE TRIGGER users_session_changed
  AFTER UPDATE OF email, email_verified, user_type, is_admin, totp_enabled, deleted_at, language
  ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.email_verified IS DISTINCT FROM NEW.email_verified
    OR OLD.user_type IS DISTINCT FROM NEW.user_type OR OLD.is_admin IS DISTINCT FROM NEW.is_admin
    OR OLD.totp_enabled IS DISTINCT FROM NEW.totp_enabled OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION session_changed();
