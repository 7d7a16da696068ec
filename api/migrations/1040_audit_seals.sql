-- Audit trail keyed against the database itself (docs/decisions/0047-security-to-asvs-level-2.md). The hash chain (0730) is computed in the database, so
-- whoever can write there can also recompute it after rewriting a row. Each link is therefore also sealed by the
-- application with an HMAC-SHA-256 under a key that never enters the database (derived from the data key,
-- DATA_ENCRYPTION_KEY or its key file): a row rewritten and re-chained without that key no longer matches its seal.
CREATE TABLE audit_seals (
  chain text NOT NULL,
  seq bigint NOT NULL,
  mac text NOT NULL,
  sealed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain, seq)
);

-- Signed checkpoints of each chain's head (seq, hash, HMAC), written daily and mailed out of the database.
CREATE TABLE audit_checkpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  chain text NOT NULL,
  seq bigint NOT NULL,
  hash text NOT NULL,
  mac text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_checkpoints_chain_time ON audit_checkpoints (chain, created_at DESC);

-- Append-only like the events they protect.
CREATE TRIGGER audit_seals_append_only BEFORE UPDATE OR DELETE ON audit_seals FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
CREATE TRIGGER audit_seals_no_truncate BEFORE TRUNCATE ON audit_seals FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
CREATE TRIGGER audit_checkpoints_append_only BEFORE UPDATE OR DELETE ON audit_checkpoints FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
CREATE TRIGGER audit_checkpoints_no_truncate BEFORE TRUNCATE ON audit_checkpoints FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
