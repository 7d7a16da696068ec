-- Two-step verification for every role (docs/decisions/0240-mfa-every-role-limited-first-session.md).

-- A session opened before its user has an authenticator (the self-registered admin's first one) is
-- limited to enrolment, profile basics and sign-out until the user enrols (the API enforces it).
ALTER TABLE sessions ADD COLUMN mfa_pending boolean NOT NULL DEFAULT false;

-- The cached session is dropped when its limit or its user's authenticator changes (migration 0760's channel).
DROP TRIGGER sessions_changed ON sessions;
CREATE TRIGGER sessions_changed AFTER UPDATE OF revoked_at, expires_at, mfa_pending OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('s');
CREATE TRIGGER users_mfa_changed AFTER UPDATE OF mfa_secret ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('u');

-- Checkers always need it; makers need it unless their admin relaxes the rule. Companies whose admin never
-- chose keep the new default: their makers enrol at their next sign-in.
ALTER TABLE companies ALTER COLUMN mfa_required_makers SET DEFAULT true;
UPDATE companies SET mfa_required_checkers = true WHERE NOT mfa_required_checkers;
UPDATE companies SET mfa_required_makers = true
 WHERE NOT mfa_required_makers
   AND NOT EXISTS (SELECT 1 FROM audit_events a WHERE a.company_id = companies.id AND a.action = 'company.mfa_policy_changed');
