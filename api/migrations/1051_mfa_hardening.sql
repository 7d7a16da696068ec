-- MFA hardening (docs/decisions/0051-maker-checker-mfa-coverage-and-lock-out.md).

-- Wrong second-factor codes per account, across challenges, sessions and addresses: past a cap the
-- authenticator's codes are refused until a recovery code or an admin's reset (a right code resets it).
ALTER TABLE users ADD COLUMN mfa_failures integer NOT NULL DEFAULT 0;

-- A recovery code is found by a keyed hash (HMAC-SHA-256 under the data key, outside the database),
-- then checked against its argon2id hash once: no scan of every code per attempt. Older codes have none
-- and are still checked one by one until replaced.
ALTER TABLE mfa_recovery_codes ADD COLUMN lookup text;
CREATE INDEX mfa_recovery_codes_lookup ON mfa_recovery_codes (user_id, lookup) WHERE used_at IS NULL;

-- Which roles of a company must use two-step verification (admins always must).
ALTER TABLE companies ADD COLUMN mfa_required_checkers boolean NOT NULL DEFAULT true;
ALTER TABLE companies ADD COLUMN mfa_required_makers boolean NOT NULL DEFAULT false;
