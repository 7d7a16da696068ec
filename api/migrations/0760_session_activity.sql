-- Sessions (docs/decisions/0014-sign-in-and-credentials.md, finding 3): idle timeout and the signed-in devices list, and immediate
-- invalidation of the API's in-process session cache on every instance.

-- Last request seen on the session (written at most once a minute; drives the idle timeout).
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
-- The devices list and "end other sessions" read a user's live sessions.
CREATE INDEX sessions_user_live ON sessions (user_id, last_seen_at DESC) WHERE revoked_at IS NULL;

-- Every change that can end or alter a signed-in session announces itself on the channel
-- 'session_changed' (delivered at commit, to every API instance listening): 's:<session id>',
-- 'u:<user id>', 'c:<company id>'. The cache drops what matches, whoever made the change.
-- (The migration runner splits statements at a ';' that ends a line: the body is one line.)
CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN PERFORM pg_notify('session_changed', TG_ARGV[0] || ':' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text); RETURN NULL; END
$$;

CREATE TRIGGER sessions_changed AFTER UPDATE OF revoked_at, expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('s');
CREATE TRIGGER users_session_changed
  AFTER UPDATE OF status, deleted_at, role, company_id, email, first_name, last_name, password_hash OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('u');
CREATE TRIGGER companies_session_changed AFTER UPDATE OF status, company_name OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('c');
