-- Audit events the application's own database role cannot forge. Until now every link whose hash the database could
-- recompute was sealed (HMAC under the key outside the database) shortly after it appeared, so a row inserted by SQL
-- was sealed like a genuine one. From here on the application seals only the events it wrote itself
-- (api/src/features/audit/pendingSeals.ts); a row that arrives any other way stays unsealed and verification reports it.

-- The rows that existed at this upgrade, per chain: the one-time sealing at start still covers them (they were written
-- by releases that sealed everything). Written once, here; refused afterwards to everyone but the owner's triggers.
CREATE TABLE audit_legacy_cutoff (
  chain text PRIMARY KEY,
  seq bigint NOT NULL
);
INSERT INTO audit_legacy_cutoff (chain, seq) SELECT chain, max(seq) FROM audit_events GROUP BY chain;
CREATE TRIGGER audit_legacy_cutoff_frozen BEFORE INSERT OR UPDATE OR DELETE ON audit_legacy_cutoff FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
CREATE TRIGGER audit_legacy_cutoff_no_truncate BEFORE TRUNCATE ON audit_legacy_cutoff FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();

-- The chain head moves only through the insert trigger: its function runs with its owner's rights, so the application's
-- role needs (and, with api/src/db/appRole.ts, has) no right to write the heads itself.
ALTER FUNCTION audit_events_link() SECURITY DEFINER SET search_path FROM CURRENT;
