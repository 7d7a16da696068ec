-- Statutory calendar (docs/decisions/0018-statutory-calendar.md). Occurrences are computed from the company profile and the obligation
-- library; only what people decide is stored: owners per obligation and the tasks made from occurrences.

-- A task may name a checker (shared with the sign-off work, which adds the review columns).
ALTER TABLE tasks ADD COLUMN IF NOT EXISTS checker_id uuid REFERENCES users(id) ON DELETE SET NULL;

CREATE TABLE obligation_owners (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  obligation_id text NOT NULL,
  assignee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  checker_id uuid REFERENCES users(id) ON DELETE SET NULL,
  lead_days integer NOT NULL CHECK (lead_days BETWEEN 1 AND 90),
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, obligation_id)
);

-- One task per obligation occurrence: the unique key is what keeps two API instances (or a person and
-- the scheduler) from creating the same task twice.
CREATE TABLE obligation_tasks (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  obligation_id text NOT NULL,
  due_date date NOT NULL,
  task_id uuid NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, obligation_id, due_date)
);
CREATE INDEX obligation_tasks_task ON obligation_tasks (task_id)
