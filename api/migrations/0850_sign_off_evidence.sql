-- Maker-checker sign-off and evidence (docs/decisions/0017-maker-checker-sign-off-exports-and-evidence.md, part B).

-- One sign-off per assessment (company, kind, scope, period): its current state. Every step
-- (submitted, approved, returned) is also in audit_events with who and when.
CREATE TABLE sign_offs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('hr', 'rbi', 'mca', 'self-audit')),
  -- The bank or checklist (RBI: NBFC type, self-audit: entity type, '' otherwise).
  scope text NOT NULL DEFAULT '',
  -- The assessment's period (assessments.period: 'FY2026-27', self-audit 'FY2026-27 Q3').
  period_key text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending-review', 'approved', 'returned')),
  submitted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  submit_note text NOT NULL DEFAULT '',
  -- The assessment's updated_at when submitted: a later change makes the submission stale.
  assessment_updated_at timestamptz NOT NULL,
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  review_comment text,
  UNIQUE (company_id, kind, scope, period_key)
);
CREATE INDEX sign_offs_queue ON sign_offs (company_id, status, submitted_at);

-- Tasks: an optional checker; a completed task with a checker waits for review.
ALTER TABLE tasks ADD COLUMN IF NOT EXISTS checker_id uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE tasks ADD COLUMN review_status text CHECK (review_status IN ('pending-review', 'approved', 'returned'));
ALTER TABLE tasks ADD COLUMN reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE tasks ADD COLUMN reviewed_at timestamptz;
ALTER TABLE tasks ADD COLUMN review_comment text;
CREATE INDEX tasks_review_queue ON tasks (company_id, review_status) WHERE review_status = 'pending-review';

-- Evidence: a document of the register attached to an assessment question; one document may
-- back several questions. The optional expiry date feeds the calendar.
CREATE TABLE evidence_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('hr', 'rbi', 'mca', 'self-audit')),
  scope text NOT NULL DEFAULT '',
  question_id text NOT NULL,
  document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  expires_on date,
  note text NOT NULL DEFAULT '',
  linked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  linked_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, kind, scope, question_id, document_id)
);
CREATE INDEX evidence_links_question ON evidence_links (company_id, kind, scope, question_id);
CREATE INDEX evidence_links_expiry ON evidence_links (company_id, expires_on) WHERE expires_on IS NOT NULL;
