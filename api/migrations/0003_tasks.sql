-- Tasks an admin assigns to the makers and checkers of its company (spec 000 sections 3 and 4).
CREATE TABLE tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  description text NOT NULL,
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in-progress', 'completed')),
  category text NOT NULL DEFAULT 'General' CHECK (category IN ('RBI', 'MCA', 'SEBI', 'HR', 'General')),
  due_date date NOT NULL,
  assigned_to uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assigned_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX tasks_assignee ON tasks (assigned_to, due_date);
CREATE INDEX tasks_company_status ON tasks (company_id, status, due_date);
CREATE INDEX tasks_company_due ON tasks (company_id, due_date);
CREATE INDEX users_company_email ON users (company_id, lower(email)) WHERE deleted_at IS NULL
