-- The document register's counts (total, approved, pending, rejected) answered beside every page of the list:
-- kept per company and status by a trigger in the same transaction as the change, so they cost the same for
-- 5,000 documents as for 50 (same pattern as task_counts in 0601; function bodies on one line for the runner).
CREATE TABLE document_counts (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  status text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (company_id, status)
);

CREATE FUNCTION document_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP IN ('UPDATE', 'DELETE') THEN UPDATE document_counts SET n = n - 1 WHERE company_id = OLD.company_id AND status = OLD.status; END IF; IF TG_OP IN ('INSERT', 'UPDATE') THEN INSERT INTO document_counts (company_id, status, n) VALUES (NEW.company_id, NEW.status, 1) ON CONFLICT (company_id, status) DO UPDATE SET n = document_counts.n + 1; END IF; RETURN NULL; END $$;

CREATE TRIGGER documents_count_insert_delete AFTER INSERT OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION document_counts_track();
CREATE TRIGGER documents_count_update AFTER UPDATE OF company_id, status ON documents FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION document_counts_track();

INSERT INTO document_counts (company_id, status, n)
  SELECT company_id, status, count(*)::int FROM documents GROUP BY company_id, status;
