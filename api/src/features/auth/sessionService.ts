import { createHash, randomBytes } from 'node:crypto';
import type { Role } from 'shared-contracts';
import type { Queryable } from '../../db/database';

/** Who is calling, as established from a live session. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  role: Role;
  /** null only for the super-admin. */
  companyId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  /** null only for the super-admin. */
  companyName: string | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque random bearer token; only its hash is stored. */
export async function createSession(
  db: Queryable,
  userId: string,
  ttlHours: number,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const row = await db.one<{ id: string; expires_at: Date }>(
    `INSERT INTO sessions (user_id, token_hash, expires_at, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(hours => $3), $4, $5)
     RETURNING id, expires_at`,
    [userId, hashToken(token), ttlHours, meta.ip ?? null, meta.userAgent?.slice(0, 300) ?? null],
  );
  return { token, sessionId: row!.id, expiresAt: row!.expires_at };
}

/** A live session: not revoked, not expired, user active and not deleted, company active. */
export async function findSession(db: Queryable, token: string): Promise<AuthContext | null> {
  const row = await db.one<{
    session_id: string;
    user_id: string;
    role: Role;
    company_id: string | null;
    email: string;
    first_name: string;
    last_name: string;
    company_name: string | null;
  }>(
    `SELECT s.id AS session_id, u.id AS user_id, u.role, u.company_id, u.email, u.first_name, u.last_name,
            c.company_name
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN companies c ON c.id = u.company_id
      WHERE s.token_hash = $1
        AND s.revoked_at IS NULL
        AND s.expires_at > now()
        AND u.deleted_at IS NULL
        AND u.status = 'active'
        AND (u.company_id IS NULL OR c.status = 'active')`,
    [hashToken(token)],
  );
  if (!row) return null;
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    role: row.role,
    companyId: row.company_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName: row.company_name,
  };
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.execute('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Ends every session of a user (deleted, suspended, password changed). */
export async function revokeUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.execute('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
