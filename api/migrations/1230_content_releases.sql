-- Content releases: a corrected library file published by the platform's operators without a build or a restart.
-- One row is one library file (the JSON text exactly as uploaded, with its SHA-256). A release is uploaded
-- (draft), approved by a second super-admin (approved), published with an effective date (the API shows it as
-- scheduled until that day) and may be rolled back. Every instance builds its content from the files in
-- CONTENT_DIR (the seed) with the live releases laid over them; a change to this table tells every instance
-- at commit on the caches' channel ('r:*'), so they rebuild before they answer again.
CREATE TABLE content_releases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  library_id text NOT NULL,
  library_kind text NOT NULL,
  library_name text NOT NULL,
  version text NOT NULL,
  file_name text NOT NULL,
  body text NOT NULL,
  checksum text NOT NULL CHECK (checksum ~ '^[0-9a-f]{64}$'),
  state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'approved', 'published', 'rolled_back')),
  -- The comparison with the live library the uploader saw (items, due dates per company, companies affected).
  comparison jsonb NOT NULL,
  uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  approved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  approved_at timestamptz,
  effective_date date,
  published_by uuid REFERENCES users(id) ON DELETE SET NULL,
  published_at timestamptz,
  rolled_back_by uuid REFERENCES users(id) ON DELETE SET NULL,
  rolled_back_at timestamptz,
  UNIQUE (library_id, version),
  CHECK (state = 'draft' OR approved_at IS NOT NULL),
  CHECK (state NOT IN ('published', 'rolled_back') OR (published_at IS NOT NULL AND effective_date IS NOT NULL) OR rolled_back_at IS NOT NULL)
);
CREATE INDEX content_releases_live ON content_releases (library_id, effective_date) WHERE state = 'published';

CREATE TRIGGER content_releases_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_releases
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed('r');
