-- Assessments (HR, RBI, MCA, self-audit): one header per company and assessment, one row per answer.
-- Answers are upserted per question, so two people saving different questions never overwrite each other.

CREATE TABLE assessments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('hr', 'rbi', 'mca', 'self-audit')),
  status text NOT NULL DEFAULT 'in-progress' CHECK (status IN ('in-progress', 'completed')),
  -- RBI: the NBFC type whose bank was answered last; self-audit: the chosen entity type.
  nbfc_type text,
  nbfc_category text,
  content_version text NOT NULL,
  completed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, kind)
);

CREATE TABLE assessment_answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  assessment_id uuid NOT NULL REFERENCES assessments(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  kind text NOT NULL,
  -- The bank or checklist the question belongs to: the NBFC type (RBI), the entity type
  -- (self-audit), '' otherwise. Answers of another bank are kept, not counted.
  scope text NOT NULL DEFAULT '',
  question_id text NOT NULL,
  status text,
  comments text NOT NULL DEFAULT '',
  evidence_uploaded boolean NOT NULL DEFAULT false,
  answered_by uuid REFERENCES users(id) ON DELETE SET NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, kind, scope, question_id)
);
CREATE INDEX assessment_answers_assessment ON assessment_answers (assessment_id)
