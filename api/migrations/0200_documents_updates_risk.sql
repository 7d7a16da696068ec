-- Document management, the compliance updates feed and the risk register (docs/decisions/0004-documents-updates-feed-risk-register.md).

-- Document metadata. The file bytes live in document_files (bytea) so uploads are durable on
-- PGlite and shared by every API instance on PostgreSQL, and list queries never read them.
CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL,
  category text NOT NULL,
  nbfc_type text NOT NULL,
  file_name text NOT NULL,
  extension text NOT NULL CHECK (extension IN ('pdf', 'doc', 'docx', 'xls', 'xlsx')),
  mime_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  review_comment text
);
CREATE INDEX documents_company_time ON documents (company_id, uploaded_at DESC);

CREATE TABLE document_files (
  document_id uuid PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  content bytea NOT NULL
);

-- The updates feed is platform-wide (published by the super-admin); reading and archiving are per user.
CREATE TABLE compliance_updates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('regulatory', 'deadline', 'system', 'policy', 'training')),
  title text NOT NULL,
  description text NOT NULL,
  body text NOT NULL,
  published_on date NOT NULL DEFAULT CURRENT_DATE,
  category text NOT NULL,
  priority text NOT NULL CHECK (priority IN ('urgent', 'high', 'medium', 'low')),
  source text,
  source_url text,
  due_date date,
  event_date date,
  published_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX compliance_updates_published ON compliance_updates (published_on DESC, created_at DESC);

CREATE TABLE update_reads (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  update_id uuid NOT NULL REFERENCES compliance_updates(id) ON DELETE CASCADE,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, update_id)
);

CREATE TABLE update_archives (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  update_id uuid NOT NULL REFERENCES compliance_updates(id) ON DELETE CASCADE,
  archived_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, update_id)
);

-- Risk register: a 5x5 likelihood x impact matrix, inherent and residual (after controls).
CREATE TABLE risks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  title text NOT NULL,
  category text NOT NULL,
  description text NOT NULL DEFAULT '',
  owner text NOT NULL,
  likelihood smallint NOT NULL CHECK (likelihood BETWEEN 1 AND 5),
  impact smallint NOT NULL CHECK (impact BETWEEN 1 AND 5),
  controls text NOT NULL DEFAULT '',
  residual_likelihood smallint NOT NULL CHECK (residual_likelihood BETWEEN 1 AND 5),
  residual_impact smallint NOT NULL CHECK (residual_impact BETWEEN 1 AND 5),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'monitoring', 'closed')),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX risks_company ON risks (company_id, created_at DESC);

CREATE TABLE risk_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  risk_id uuid NOT NULL REFERENCES risks(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  position smallint NOT NULL,
  description text NOT NULL,
  due_date date NOT NULL,
  status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'in-progress', 'done')),
  owner text
);
CREATE INDEX risk_actions_risk ON risk_actions (risk_id, position);
