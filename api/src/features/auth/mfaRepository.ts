import type { Queryable } from '../../db/database';

/** The user's recovery codes (argon2id hashes) replaced by these. */
export async function replaceRecoveryCodeHashes(db: Queryable, userId: string, hashes: string[]): Promise<void> {
  await db.execute('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  for (const hash of hashes) await db.execute('INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, hash]);
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return row?.n ?? 0;
}

export function unusedRecoveryCodes(db: Queryable, userId: string): Promise<Array<{ id: string; code_hash: string }>> {
  return db.query<{ id: string; code_hash: string }>('SELECT id, code_hash FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
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
  await db.execute('UPDATE users SET mfa_secret = $2, mfa_enabled_at = now(), mfa_last_step = $3, mfa_pending_secret = NULL, updated_at = now() WHERE id = $1', [
    userId,
    sealedSecret,
    step,
  ]);
}

export async function clearMfa(db: Queryable, userId: string): Promise<void> {
  await db.execute('UPDATE users SET mfa_secret = NULL, mfa_enabled_at = NULL, mfa_last_step = NULL, mfa_pending_secret = NULL, updated_at = now() WHERE id = $1', [
    userId,
  ]);
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
}

/** The signed-in user's own credentials and second factor; null when the account is gone. */
export function accountSecurity(db: Queryable, userId: string): Promise<SecurityRow | null> {
  return db.one<SecurityRow>(
    'SELECT role, email, password_hash, mfa_secret, mfa_pending_secret, password_changed_at, company_id FROM users WHERE id = $1 AND deleted_at IS NULL',
    [userId],
  );
}
