-- docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md finding 7: a self-registered admin proves the e-mail address before the company can add users.

-- When the address was proven. Existing accounts (an upgraded database) are taken as verified: they have
-- been signing in and receiving the product's mail, and refusing them user creation overnight would stop
-- working companies. Accounts created by the operator or by an admin are vouched for by their creator
-- (default now()); only self-registration inserts NULL (api/src/features/auth/service.ts).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz DEFAULT now();

-- Verification links: sha256 of a 32-byte token, single use, 60 minutes, bound to the address it was sent to.
CREATE TABLE email_verification_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verification_tokens_user ON email_verification_tokens (user_id, created_at DESC);
