-- Core: companies (tenants), users, sessions, audit trail.
-- Ids are random UUIDs: never guessable sequences.

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_name text NOT NULL,
  organization_type text NOT NULL,
  email text NOT NULL,
  mobile text NOT NULL,
  landline text,
  website_url text,
  pan text,
  cin text,
  gstn text,
  address text NOT NULL,
  country text NOT NULL DEFAULT 'India',
  state text NOT NULL,
  city text NOT NULL,
  pincode text NOT NULL,
  establishment text[] NOT NULL DEFAULT '{}',
  nbfc_type text,
  current_asset_size numeric,
  net_owned_fund numeric,
  regulatory_authorities text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies(id) ON DELETE CASCADE,
  email text NOT NULL,
  username text,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('super-admin', 'admin', 'maker', 'checker')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Only the super-admin lives outside a company.
  CHECK ((role = 'super-admin') = (company_id IS NULL))
);
-- One live account per e-mail address across the platform (sign-in is by e-mail).
CREATE UNIQUE INDEX users_email_live ON users (lower(email)) WHERE deleted_at IS NULL;
CREATE INDEX users_company_role ON users (company_id, role) WHERE deleted_at IS NULL;

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- sha256 of the bearer token: a database leak does not leak live tokens.
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE audit_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies(id) ON DELETE CASCADE,
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_role text,
  action text NOT NULL,
  target_type text,
  target_id text,
  before jsonb,
  after jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_events_company_time ON audit_events (company_id, created_at DESC);
CREATE INDEX audit_events_time ON audit_events (created_at DESC)
