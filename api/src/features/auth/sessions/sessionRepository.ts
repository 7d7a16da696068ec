import type { Role } from 'shared-contracts';
import type { Queryable } from '../../../db/database';

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
  /** The session is limited to setting up two-step verification, profile basics and sign-out (its user has not enrolled yet). */
  mfaPending: boolean;
}

/** A live session as read from the database, with the times the cache needs. */
export interface LiveSession {
  auth: AuthContext;
  expiresAt: Date;
  lastSeenAt: Date;
}

export async function insertSession(
  db: Queryable,
  userId: string,
  tokenHash: string,
  ttlHours: number,
  ip: string | null,
  userAgent: string | null,
  mfaPending = false,
): Promise<{ id: string; expires_at: Date }> {
  const row = await db.one<{ id: string; expires_at: Date }>(
    `INSERT INTO sessions (user_id, token_hash, expires_at, ip, user_agent, mfa_pending)
     VALUES ($1, $2, now() + make_interval(hours => $3), $4, $5, $6)
     RETURNING id, expires_at`,
    [userId, tokenHash, ttlHours, ip, userAgent, mfaPending],
  );
  return row!;
}

/**
 * Holds the account's row until the transaction ends, so two sign-ins of one account open and trim its
 * sessions one after the other: trimmed at the same moment, each locked the other's old rows in its own
 * order (a deadlock on PostgreSQL, answered 500). FOR NO KEY UPDATE leaves foreign-key checks free.
 */
export async function lockAccountSessions(db: Queryable, userId: string): Promise<void> {
  await db.execute('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

/** Ends the user's live sessions beyond the `keep` most recently used. */
export async function revokeSessionsBeyond(db: Queryable, userId: string, keep: number): Promise<void> {
  await db.execute(
    `UPDATE sessions SET revoked_at = now()
      WHERE id IN (SELECT id FROM sessions
                    WHERE user_id = $1 AND revoked_at IS NULL
                    ORDER BY last_seen_at DESC, created_at DESC
                    OFFSET $2)`,
    [userId, keep],
  );
}

/**
 * A live session: not revoked, not past its absolute lifetime, used within the idle timeout,
 * user active and not deleted, company active.
 */
export async function findLiveSession(db: Queryable, tokenHash: string, idleSeconds: number): Promise<LiveSession | null> {
  const row = await db.one<{
    session_id: string;
    user_id: string;
    role: Role;
    company_id: string | null;
    email: string;
    first_name: string;
    last_name: string;
    company_name: string | null;
    expires_at: Date;
    last_seen_at: Date;
    mfa_pending: boolean;
  }>(
    `SELECT s.id AS session_id, u.id AS user_id, u.role, u.company_id, u.email, u.first_name, u.last_name,
            c.company_name, s.expires_at, s.last_seen_at, (s.mfa_pending AND u.mfa_secret IS NULL) AS mfa_pending
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN companies c ON c.id = u.company_id
      WHERE s.token_hash = $1
        AND s.revoked_at IS NULL
        AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(secs => $2)
        AND u.deleted_at IS NULL
        AND u.status = 'active'
        AND (u.company_id IS NULL OR c.status = 'active')`,
    [tokenHash, idleSeconds],
  );
  if (!row) return null;
  return {
    auth: {
      sessionId: row.session_id,
      userId: row.user_id,
      role: row.role,
      companyId: row.company_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      companyName: row.company_name,
      mfaPending: row.mfa_pending === true,
    },
    expiresAt: new Date(row.expires_at),
    lastSeenAt: new Date(row.last_seen_at),
  };
}

/** The sliding part of the idle timeout; a no-op when another request (or instance) wrote it within the minute. */
export async function touchSession(db: Queryable, sessionId: string): Promise<void> {
  await db.execute(
    `UPDATE sessions SET last_seen_at = now()
      WHERE id = $1 AND revoked_at IS NULL AND last_seen_at < now() - interval '60 seconds'`,
    [sessionId],
  );
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.execute('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Ends the session a token names (a browser signing in again replaces its old session). */
export async function revokeSessionByTokenHash(db: Queryable, tokenHash: string): Promise<void> {
  await db.execute('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

/**
 * Ends every live session of a user, or every one but `exceptSessionId` (password changed from this
 * session). Works inside a transaction; every API instance drops the sessions from its cache at commit
 * (the sessions table's trigger notifies them). Answers how many sessions were ended.
 */
export async function revokeSessions(db: Queryable, userId: string, exceptSessionId?: string): Promise<number> {
  return db.execute(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [userId, exceptSessionId ?? null],
  );
}

/** Ends every session of a user (deleted, suspended). */
export async function revokeUserSessions(db: Queryable, userId: string): Promise<void> {
  await revokeSessions(db, userId);
}

export interface DeviceSessionRow {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

/** The user's live sessions, most recently used first. */
export function listLiveSessions(db: Queryable, userId: string, idleSeconds: number): Promise<DeviceSessionRow[]> {
  return db.query<DeviceSessionRow>(
    `SELECT id, user_agent, ip, created_at, last_seen_at, expires_at
       FROM sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
        AND last_seen_at > now() - make_interval(secs => $2)
      ORDER BY last_seen_at DESC, created_at DESC`,
    [userId, idleSeconds],
  );
}

/** Ends one live session of this user; answers false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const count = await db.execute('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()', [
    sessionId,
    userId,
  ]);
  return count > 0;
}
