-- Server-side pagination at scale (docs/decisions/0026-speed-under-load.md): keyset indexes that match each list's filter and order,
-- and per-company task counters so a list's total does not count 100,000 rows on every page.

-- My Tasks: the caller's tasks in (due date, newest first, id) order, resumable from a cursor.
CREATE INDEX tasks_company_assignee_order ON tasks (company_id, assigned_to, due_date, created_at DESC, id);
-- The admin's task list, unfiltered or by status, in the same order.
CREATE INDEX tasks_company_order ON tasks (company_id, due_date, created_at DESC, id);
CREATE INDEX tasks_company_status_order ON tasks (company_id, status, due_date, created_at DESC, id);
-- Superseded by the two above (their leading columns are the same).
DROP INDEX tasks_company_due;
DROP INDEX tasks_company_status;
DROP INDEX tasks_assignee;
-- A user's tasks across companies (cascades, seat checks).
CREATE INDEX tasks_assignee ON tasks (assigned_to);

-- The team list (newest first) and the document register (newest first), resumable.
CREATE INDEX users_company_created ON users (company_id, created_at DESC, id) WHERE deleted_at IS NULL;
CREATE INDEX documents_company_order ON documents (company_id, uploaded_at DESC, id);
DROP INDEX documents_company_time;

-- Task counts per company, assignee and status, kept by a trigger in the same transaction as the
-- change: the list's total (unfiltered, or by status and/or assignee) is a sum over at most
-- (team size x 3) rows instead of a count over every task.
CREATE TABLE task_counts (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  assigned_to uuid NOT NULL,
  status text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (company_id, assigned_to, status)
);

-- (Function bodies stay on one line: the migration runner splits statements at a ';' ending a line.)
-- Decrements only update (a row removed by a company's cascade is simply gone); increments upsert.
CREATE FUNCTION task_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP IN ('UPDATE', 'DELETE') THEN UPDATE task_counts SET n = n - 1 WHERE company_id = OLD.company_id AND assigned_to = OLD.assigned_to AND status = OLD.status; END IF; IF TG_OP IN ('INSERT', 'UPDATE') THEN INSERT INTO task_counts (company_id, assigned_to, status, n) VALUES (NEW.company_id, NEW.assigned_to, NEW.status, 1) ON CONFLICT (company_id, assigned_to, status) DO UPDATE SET n = task_counts.n + 1; END IF; RETURN NULL; END $$;

CREATE TRIGGER tasks_count_insert_delete AFTER INSERT OR DELETE ON tasks FOR EACH ROW EXECUTE FUNCTION task_counts_track();
CREATE TRIGGER tasks_count_update AFTER UPDATE OF company_id, assigned_to, status ON tasks FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.assigned_to IS DISTINCT FROM NEW.assigned_to OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION task_counts_track();

INSERT INTO task_counts (company_id, assigned_to, status, n)
  SELECT company_id, assigned_to, status, count(*)::int FROM tasks GROUP BY company_id, assigned_to, status;
