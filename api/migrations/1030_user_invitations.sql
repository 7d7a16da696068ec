-- Invitations by e-mail (docs/decisions/0049-people-and-the-command-centre-screen.md): the invited maker or checker sets their own password from a
-- single-use link. Only the SHA-256 of the link's token is stored (as password_reset_tokens).
-- Until accepted, the user's password_hash is the sentinel '!invited', which no password verifies.
CREATE TABLE user_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  -- The bulk import the invitation came from (null: invited one by one).
  import_id uuid,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_invitations_user ON user_invitations (user_id);
CREATE INDEX user_invitations_company ON user_invitations (company_id, created_at);
