import type { Role } from 'shared-contracts';
import type { Queryable } from '../../../db/database';

export interface PasswordOwner {
  id: string;
  role: Role;
  email: string;
  first_name: string;
  last_name: string;
}

export interface AccountRow extends PasswordOwner {
  password_hash: string;
  company_id: string | null;
}

/** The new hash stored; the forced-change flag cleared. */
export async function storePasswordHash(db: Queryable, userId: string, hash: string): Promise<void> {
  await db.execute('UPDATE users SET password_hash = $2, must_change_password = false, password_changed_at = now(), updated_at = now() WHERE id = $1', [userId, hash]);
}

export const findAccount = (db: Queryable, userId: string) =>
  db.one<AccountRow>('SELECT id, role, email, first_name, last_name, password_hash, company_id FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);

/** The live account with this e-mail, with its own and its company's status. */
export const findAccountByEmail = (db: Queryable, email: string) =>
  db.one<AccountRow & { status: string; company_status: string | null }>(
    `SELECT u.id, u.role, u.email, u.first_name, u.last_name, u.password_hash, u.company_id, u.status, c.status AS company_status
       FROM users u LEFT JOIN companies c ON c.id = u.company_id
      WHERE lower(u.email) = lower($1) AND u.deleted_at IS NULL`,
    [email],
  );

export async function countResetTokensLastHour(db: Queryable, userId: string): Promise<number> {
  const recent = await db.one<{ n: number }>("SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1 AND created_at > now() - interval '1 hour'", [
    userId,
  ]);
  return recent?.n ?? 0;
}

/** A new link replaces any earlier one of the account. */
export async function replaceResetToken(db: Queryable, userId: string, tokenHash: string, minutes: number, ip: string): Promise<void> {
  await db.execute('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await db.execute(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, ip) VALUES ($1, $2, now() + make_interval(mins => $3), $4)`, [
    userId,
    tokenHash,
    minutes,
    ip,
  ]);
}

export const findLiveResetToken = (db: Queryable, tokenHash: string) =>
  db.one<{ id: string; user_id: string }>('SELECT id, user_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [tokenHash]);

/** Marks the link used; false when another request used it first. */
export async function useResetToken(db: Queryable, id: string): Promise<boolean> {
  return (await db.execute('UPDATE password_reset_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id])) === 1;
}

export async function storedPasswordHash(db: Queryable, userId: string): Promise<string | null> {
  const row = await db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return row?.password_hash ?? null;
}
