-- The admin's onboarding checklist (docs/decisions/0049-people-and-the-command-centre-screen.md): every step's state is derived from the data; only the
-- admin's choice to hide the finished checklist is stored.
CREATE TABLE onboarding_dismissals (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  dismissed_at timestamptz NOT NULL DEFAULT now()
);
