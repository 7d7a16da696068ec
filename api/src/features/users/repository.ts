import type { TeamRole } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { INVITED_PASSWORD_HASH, PUBLIC_USER_COLUMNS, type PublicUserRow } from '../auth/repository';
import { microseconds, newestFirstAfter, type CursorValue } from '../../pagination';

/** Every query here is scoped by the caller's company and sees only live makers and checkers. */
const TEAM = `u.company_id = $1 AND u.deleted_at IS NULL AND u.role IN ('maker', 'checker')`;

/** Newest first; with a limit, at most limit + 1 rows after the cursor key (the extra one says more follow). */
export function listTeam(
  db: Queryable,
  companyId: string,
  role: TeamRole | null,
  page: { limit: number | null; after: CursorValue[] | null } = { limit: null, after: null },
) {
  const params: unknown[] = [companyId, role];
  const after = page.after ? newestFirstAfter(params, 'u.created_at', 'u.id', page.after) : '';
  return db.query<PublicUserRow & { created_us: number; mfa_enabled: boolean; invitation_pending: boolean }>(
    `SELECT ${PUBLIC_USER_COLUMNS}, u.mfa_secret IS NOT NULL AS mfa_enabled, u.password_hash = '${INVITED_PASSWORD_HASH}' AS invitation_pending, ${microseconds('u.created_at', 'created_us')} FROM users u JOIN companies c ON c.id = u.company_id
      WHERE ${TEAM} AND ($2::text IS NULL OR u.role = $2)${after}
      ORDER BY u.created_at DESC, u.id${page.limit === null ? '' : ` LIMIT ${page.limit + 1}`}`,
    params,
  );
}

export function findTeamMember(db: Queryable, companyId: string, userId: string) {
  return db.one<PublicUserRow>(`SELECT ${PUBLIC_USER_COLUMNS} FROM users u JOIN companies c ON c.id = u.company_id WHERE ${TEAM} AND u.id = $2`, [companyId, userId]);
}

export async function softDeleteTeamMember(db: Queryable, companyId: string, userId: string): Promise<boolean> {
  const changed = await db.execute(`UPDATE users u SET deleted_at = now(), updated_at = now() WHERE ${TEAM} AND u.id = $2`, [companyId, userId]);
  return changed === 1;
}

/** Escapes LIKE wildcards so a search for "%" finds a percent sign, not everything. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users of the company (admins too) whose name or e-mail contains q, case-insensitively. */
export function searchUsers(db: Queryable, companyId: string, q: string, limit: number) {
  return db.query<PublicUserRow>(
    `SELECT ${PUBLIC_USER_COLUMNS} FROM users u JOIN companies c ON c.id = u.company_id
      WHERE u.company_id = $1 AND u.deleted_at IS NULL
        AND (u.first_name ILIKE $2 OR u.last_name ILIKE $2 OR u.email ILIKE $2
             OR (u.first_name || ' ' || u.last_name) ILIKE $2)
      ORDER BY u.first_name, u.last_name, u.id
      LIMIT $3`,
    [companyId, likePattern(q), limit],
  );
}
