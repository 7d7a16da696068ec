-- A replaced data key (ASVS 11.2.2). Seals (1040) are append-only, so a link sealed under the previous key is given a
-- second seal under the new key here; the application writes it only after the first seal was checked under the
-- previous key and the row still matches its hash. Verification accepts a link when either seal matches a configured
-- key, so the previous key can then be retired.
CREATE TABLE audit_reseals (
  chain text NOT NULL,
  seq bigint NOT NULL,
  mac text NOT NULL,
  sealed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain, seq, mac)
);

CREATE TRIGGER audit_reseals_append_only BEFORE UPDATE OR DELETE ON audit_reseals FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
CREATE TRIGGER audit_reseals_no_truncate BEFORE TRUNCATE ON audit_reseals FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
