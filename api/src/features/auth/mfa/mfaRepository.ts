import type { Queryable } from '../../../db/database';

/** The user's recovery codes (argon2id hashes, each with its keyed lookup) replaced by these. */
export async function replaceRecoveryCodeHashes(db: Queryable, userId: string, codes: Array<{ hash: string; lookup: string }>): Promise<void> {
  await db.execute('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  for (const code of codes) await db.execute('INSERT INTO mfa_recovery_codes (user_id, code_hash, lookup) VALUES ($1, $2, $3)', [userId, code.hash, code.lookup]);
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return row?.n ?? 0;
}

/** The unused code with this lookup, and codes stored before lookups existed (checked one by one). */
export function recoveryCodeCandidates(db: Queryable, userId: string, lookup: string): Promise<Array<{ id: string; code_hash: string }>> {
  return db.query<{ id: string; code_hash: string }>(
    'SELECT id, code_hash FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL AND (lookup = $2 OR lookup IS NULL)',
    [userId, lookup],
  );
}

/** Wrong second-factor codes of this account since its last right one. */
export async function mfaFailures(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ mfa_failures: number }>('SELECT mfa_failures FROM users WHERE id = $1', [userId]);
  return row?.mfa_failures ?? 0;
}

/** Counts one wrong code in one statement (two instances at once both count); answers the new count. */
export async function countMfaFailure(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ mfa_failures: number }>('UPDATE users SET mfa_failures = mfa_failures + 1 WHERE id = $1 RETURNING mfa_failures', [userId]);
  return row?.mfa_failures ?? 0;
}

export async function clearMfaFailures(db: Queryable, userId: string): Promise<void> {
  await db.execute('UPDATE users SET mfa_failures = 0 WHERE id = $1 AND mfa_failures <> 0', [userId]);
}

/** Marks a recovery code used; false when another request used it first. */
export async function useRecoveryCode(db: Queryable, id: string): Promise<boolean> {
  return (await db.execute('UPDATE mfa_recovery_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id])) === 1;
}

export async function storedMfaSecret(db: Queryable, userId: string): Promise<string | null> {
  const user = await db.one<{ mfa_secret: string | null }>('SELECT mfa_secret FROM users WHERE id = $1', [userId]);
  return user?.mfa_secret ?? null;
}

/** Takes a TOTP time step once: false when this step (or a later one) was already used. */
export async function takeTotpStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const taken = await db.execute('UPDATE users SET mfa_last_step = $2 WHERE id = $1 AND (mfa_last_step IS NULL OR mfa_last_step < $2)', [userId, step]);
  return taken === 1;
}

export async function saveMfaEnrolment(db: Queryable, userId: string, sealedSecret: string, step: number): Promise<void> {
  await db.execute(
    'UPDATE users SET mfa_secret = $2, mfa_enabled_at = now(), mfa_last_step = $3, mfa_pending_secret = NULL, mfa_failures = 0, updated_at = now() WHERE id = $1',
    [userId, sealedSecret, step],
  );
}

export async function clearMfa(db: Queryable, userId: string): Promise<void> {
  await db.execute(
    'UPDATE users SET mfa_secret = NULL, mfa_enabled_at = NULL, mfa_last_step = NULL, mfa_pending_secret = NULL, mfa_failures = 0, updated_at = now() WHERE id = $1',
    [userId],
  );
  await db.execute('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
}

/** The secret offered during enrolment, sealed, until the first code confirms it. */
export async function setPendingMfaSecret(db: Queryable, userId: string, sealedSecret: string): Promise<void> {
  await db.execute('UPDATE users SET mfa_pending_secret = $2 WHERE id = $1', [userId, sealedSecret]);
}

export interface SecurityRow {
  role: 'super-admin' | 'admin' | 'maker' | 'checker';
  email: string;
  password_hash: string;
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
  password_changed_at: Date | null;
  company_id: string | null;
  mfa_required_checkers: boolean | null;
  mfa_required_makers: boolean | null;
}

/** The signed-in user's own credentials and second factor; null when the account is gone. */
export function accountSecurity(db: Queryable, userId: string): Promise<SecurityRow | null> {
  return db.one<SecurityRow>(
    `SELECT u.role, u.email, u.password_hash, u.mfa_secret, u.mfa_pending_secret, u.password_changed_at, u.company_id,
            c.mfa_required_checkers, c.mfa_required_makers
       FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [userId],
  );
}
