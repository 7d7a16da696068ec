-- Task counters as added rows instead of one row updated in place (docs/decisions/0251-task-counts-as-deltas.md).
-- The upsert locked the (company, assignee, status) row from the task's INSERT until COMMIT, across the rest of the
-- transaction's round trips, so every task assigned to one person waited for the one before. Each change now adds
-- a row (+1, -1): nothing is locked, the totals are still sum(n), and the scheduler folds the rows of a key into one.
ALTER TABLE task_counts DROP CONSTRAINT task_counts_pkey;
CREATE INDEX task_counts_key ON task_counts (company_id, assigned_to, status);

-- (Function body on one line: the migration runner splits statements at a ';' ending a line.)
-- A task removed by its company's cascade adds no row (the company is gone, and its counters with it).
CREATE OR REPLACE FUNCTION task_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP IN ('UPDATE', 'DELETE') THEN INSERT INTO task_counts (company_id, assigned_to, status, n) SELECT OLD.company_id, OLD.assigned_to, OLD.status, -1 WHERE EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id); END IF; IF TG_OP IN ('INSERT', 'UPDATE') THEN INSERT INTO task_counts (company_id, assigned_to, status, n) VALUES (NEW.company_id, NEW.assigned_to, NEW.status, 1); END IF; RETURN NULL; END $$;
