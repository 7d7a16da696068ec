import type { TeamRole } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { PUBLIC_USER_COLUMNS, type PublicUserRow } from '../auth/repository';

/** Every query here is scoped by the caller's company and sees only live makers and checkers. */
const TEAM = `u.company_id = $1 AND u.deleted_at IS NULL AND u.role IN ('maker', 'checker')`;

export function listTeam(db: Queryable, companyId: string, role: TeamRole | null) {
  return db.query<PublicUserRow>(
    `SELECT ${PUBLIC_USER_COLUMNS} FROM users u JOIN companies c ON c.id = u.company_id
      WHERE ${TEAM} AND ($2::text IS NULL OR u.role = $2)
      ORDER BY u.created_at DESC, u.id`,
    [companyId, role],
  );
}

export function findTeamMember(db: Queryable, companyId: string, userId: string) {
  return db.one<PublicUserRow>(
    `SELECT ${PUBLIC_USER_COLUMNS} FROM users u JOIN companies c ON c.id = u.company_id WHERE ${TEAM} AND u.id = $2`,
    [companyId, userId],
  );
}

export async function softDeleteTeamMember(db: Queryable, companyId: string, userId: string): Promise<boolean> {
  const changed = await db.execute(
    `UPDATE users u SET deleted_at = now(), updated_at = now() WHERE ${TEAM} AND u.id = $2`,
    [companyId, userId],
  );
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
