-- Audit trail (docs/decisions/0014-sign-in-and-credentials.md): append-only in the database and chained by hash, one chain per company
-- (and one 'platform' chain for events outside any company), so tampering is detectable.

-- Rows outlive their company and their actor: no cascading or nulling foreign keys.
ALTER TABLE audit_events DROP CONSTRAINT IF EXISTS audit_events_company_id_fkey;
ALTER TABLE audit_events DROP CONSTRAINT IF EXISTS audit_events_actor_id_fkey;

ALTER TABLE audit_events ADD COLUMN chain text;
ALTER TABLE audit_events ADD COLUMN seq bigint;
ALTER TABLE audit_events ADD COLUMN prev_hash text;
ALTER TABLE audit_events ADD COLUMN hash text;

-- The last link of each chain; its row lock serializes concurrent writers of one chain.
CREATE TABLE audit_chain_heads (
  chain text PRIMARY KEY,
  seq bigint NOT NULL,
  hash text NOT NULL
);

-- The canonical form of a row: a JSON array (unambiguous, whatever the fields contain), time in UTC.
CREATE FUNCTION audit_event_canonical(e audit_events) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(
    e.chain, e.seq, e.id::text, e.company_id::text, e.actor_id::text, e.actor_role, e.action,
    e.target_type, e.target_id, e.before, e.after, e.ip,
    to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text
$$;

-- sha-256 of the previous link's hash followed by the canonical row.
CREATE FUNCTION audit_event_hash(e audit_events) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(COALESCE(e.prev_hash, '') || audit_event_canonical(e), 'UTF8')), 'hex')
$$;

-- Chains the existing rows, oldest first.
DO $$
DECLARE
  r record;
  head audit_chain_heads%ROWTYPE;
BEGIN
  FOR r IN SELECT id, COALESCE(company_id::text, 'platform') AS k FROM audit_events ORDER BY created_at, id LOOP
    INSERT INTO audit_chain_heads (chain, seq, hash) VALUES (r.k, 0, '') ON CONFLICT (chain) DO NOTHING;
    SELECT * INTO head FROM audit_chain_heads WHERE chain = r.k;
    UPDATE audit_events SET chain = r.k, seq = head.seq + 1, prev_hash = head.hash WHERE id = r.id;
    UPDATE audit_events e SET hash = audit_event_hash(e) WHERE e.id = r.id;
    UPDATE audit_chain_heads SET seq = head.seq + 1, hash = (SELECT hash FROM audit_events WHERE id = r.id) WHERE chain = r.k;
  END LOOP;
END
$$;

ALTER TABLE audit_events ALTER COLUMN chain SET NOT NULL;
ALTER TABLE audit_events ALTER COLUMN seq SET NOT NULL;
ALTER TABLE audit_events ALTER COLUMN prev_hash SET NOT NULL;
ALTER TABLE audit_events ALTER COLUMN hash SET NOT NULL;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_chain_seq UNIQUE (chain, seq);

-- Every insert is linked to the head of its chain, whoever writes it (the app or a console).
-- The head row is locked FOR UPDATE: concurrent writers of one chain queue, each sees the committed head.
CREATE FUNCTION audit_events_link() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head audit_chain_heads%ROWTYPE;
BEGIN
  NEW.chain := COALESCE(NEW.company_id::text, 'platform');
  INSERT INTO audit_chain_heads (chain, seq, hash) VALUES (NEW.chain, 0, '') ON CONFLICT (chain) DO NOTHING;
  SELECT * INTO head FROM audit_chain_heads WHERE chain = NEW.chain FOR UPDATE;
  NEW.seq := head.seq + 1;
  NEW.prev_hash := head.hash;
  NEW.hash := audit_event_hash(NEW);
  UPDATE audit_chain_heads SET seq = NEW.seq, hash = NEW.hash WHERE chain = NEW.chain;
  RETURN NEW;
END
$$;
CREATE TRIGGER audit_events_link BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_link();

CREATE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
CREATE TRIGGER audit_chain_heads_no_delete BEFORE DELETE ON audit_chain_heads FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();

CREATE INDEX audit_events_company_actor_time ON audit_events (company_id, actor_id, created_at DESC);
CREATE INDEX audit_events_company_target_time ON audit_events (company_id, target_type, created_at DESC);
