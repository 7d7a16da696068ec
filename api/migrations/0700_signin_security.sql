-- docs/decisions/0014-sign-in-and-credentials.md (sign-in): MFA (TOTP + recovery codes), password life cycle, sign-in counters shared by every instance.

-- must_change_password: set for accounts whose first password someone else chose (admin, operator).
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
-- The TOTP secret (base32) once enrolment is confirmed; mfa_last_step refuses a code used twice.
ALTER TABLE users ADD COLUMN mfa_secret text;
ALTER TABLE users ADD COLUMN mfa_enabled_at timestamptz;
ALTER TABLE users ADD COLUMN mfa_last_step bigint;
-- A secret shown to the user but not yet confirmed with a code.
ALTER TABLE users ADD COLUMN mfa_pending_secret text;

-- Recovery codes: sha256 of a random 10-character code, each usable once.
CREATE TABLE mfa_recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mfa_recovery_codes_user ON mfa_recovery_codes (user_id) WHERE used_at IS NULL;

-- A password was right but a step remains (forced password change, MFA code, MFA enrolment):
-- a short-lived single-purpose token, stored hashed, that leads to a session only when every step is done.
CREATE TABLE sign_in_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  step text NOT NULL CHECK (step IN ('password-change', 'mfa', 'mfa-enrol')),
  pending_secret text,
  failures int NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_challenges_user ON sign_in_challenges (user_id);

-- Password reset by e-mail: sha256 of the token, 30 minutes, single use.
CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

-- Failure counters of sign-in (per account, per client address), shared by every API instance.
CREATE TABLE auth_counters (
  key text PRIMARY KEY,
  failures int NOT NULL DEFAULT 0,
  last_failure_at timestamptz NOT NULL DEFAULT now(),
  blocked_until timestamptz,
  notified_at timestamptz
);

-- Fixed-window request counters (the per-route rate limits), shared by every API instance.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits int NOT NULL,
  window_ends_at timestamptz NOT NULL
);

-- API answers and 5xx answers per minute, summed over every instance (the console's recent error rate).
CREATE TABLE api_answer_counts (
  minute bigint PRIMARY KEY,
  requests int NOT NULL DEFAULT 0,
  server_errors int NOT NULL DEFAULT 0
);
