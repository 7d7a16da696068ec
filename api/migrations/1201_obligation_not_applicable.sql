-- Not applicable for a whole obligation: a company with no such transactions says so once, with a reason and the
-- first due date it holds from, instead of marking every monthly occurrence. Reversible: the occurrences the rule
-- marked (na_by_rule) go back to where they were; those marked one by one are left as they are.
CREATE TABLE obligation_not_applicable (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  obligation_id text NOT NULL,
  from_date date NOT NULL,
  reason text NOT NULL,
  marked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  marked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, obligation_id)
);
ALTER TABLE obligation_occurrences ADD COLUMN na_by_rule boolean NOT NULL DEFAULT false;
