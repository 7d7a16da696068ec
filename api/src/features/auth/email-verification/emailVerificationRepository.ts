import type { Queryable } from '../../../db/database';

export interface VerificationOwner {
  id: string;
  email: string;
  company_id: string | null;
  role: string;
  email_verified_at: Date | null;
}

export const findVerificationOwner = (db: Queryable, userId: string) =>
  db.one<VerificationOwner>('SELECT id, email, company_id, role, email_verified_at FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);

export async function isEmailVerified(db: Queryable, userId: string): Promise<boolean> {
  const row = await db.one<{ verified: boolean }>('SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1', [userId]);
  return row?.verified ?? false;
}

/** The new link replaces every unused one of the account. */
export async function replaceVerificationToken(db: Queryable, userId: string, email: string, tokenHash: string, minutes: number, ip: string | null): Promise<void> {
  await db.execute('UPDATE email_verification_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await db.execute(
    `INSERT INTO email_verification_tokens (user_id, email, token_hash, expires_at, ip)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5)`,
    [userId, email, tokenHash, minutes, ip],
  );
}

/** Links issued to the account in the last hour, and when the oldest of them was. */
export const recentVerificationTokens = (db: Queryable, userId: string) =>
  db.one<{ n: number; oldest: Date | null }>(
    "SELECT count(*)::int AS n, min(created_at) AS oldest FROM email_verification_tokens WHERE user_id = $1 AND created_at > now() - interval '1 hour'",
    [userId],
  );

export const findLiveVerificationToken = (db: Queryable, tokenHash: string) =>
  db.one<{ id: string; user_id: string; email: string }>(
    'SELECT id, user_id, email FROM email_verification_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [tokenHash],
  );

/** Marks the link used; false when another request used it first. */
export async function useVerificationToken(db: Queryable, id: string): Promise<boolean> {
  return (await db.execute('UPDATE email_verification_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id])) === 1;
}

export async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db.execute('UPDATE users SET email_verified_at = now() WHERE id = $1 AND email_verified_at IS NULL', [userId]);
}
