import type { AccountStatus, CompanyRole, PlatformUserRow, Role } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { toPublicUser, type PublicUserRow } from '../auth/repository';

/**
 * Platform-wide user queries. Only the super-admin reaches these: they are the one place
 * where a company id comes from the request (the console works across companies).
 */
type UserRow = PublicUserRow;

const USER_COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.role, u.status, u.company_id,
  c.company_name, u.created_at`;

export function toPlatformUser(row: UserRow): PlatformUserRow {
  return { ...toPublicUser(row), companyName: row.company_name, createdAt: row.created_at.toISOString() };
}

export interface UserFilter {
  search?: string;
  role?: Role;
  companyId?: string;
  status?: AccountStatus;
}

/** Company users only: the super-admin accounts are the operators, not customers. */
function whereClause(filter: UserFilter): { sql: string; params: unknown[] } {
  const conditions = ['u.deleted_at IS NULL', "u.role <> 'super-admin'"];
  const params: unknown[] = [];
  if (filter.search) {
    params.push(`%${filter.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    const p = `$${params.length}`;
    conditions.push(`(u.first_name || ' ' || u.last_name ILIKE ${p} OR u.email ILIKE ${p} OR c.company_name ILIKE ${p})`);
  }
  if (filter.role) {
    params.push(filter.role);
    conditions.push(`u.role = $${params.length}`);
  }
  if (filter.companyId) {
    params.push(filter.companyId);
    conditions.push(`u.company_id = $${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`u.status = $${params.length}`);
  }
  return { sql: conditions.join(' AND '), params };
}

export async function listUsers(db: Queryable, filter: UserFilter, page: number, pageSize: number): Promise<{ users: PlatformUserRow[]; total: number }> {
  const where = whereClause(filter);
  const from = `FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE ${where.sql}`;
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n ${from}`, where.params);
  const rows = await db.query<UserRow & { mfa_enabled: boolean }>(
    `SELECT ${USER_COLUMNS}, u.mfa_secret IS NOT NULL AS mfa_enabled ${from}
      ORDER BY u.created_at DESC, u.id
      LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
    [...where.params, pageSize, (page - 1) * pageSize],
  );
  return { users: rows.map((row) => ({ ...toPlatformUser(row), mfaEnabled: row.mfa_enabled })), total: total?.n ?? 0 };
}

export async function findUser(db: Queryable, userId: string): Promise<PlatformUserRow | null> {
  const row = await db.one<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN companies c ON c.id = u.company_id
      WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [userId],
  );
  return row ? toPlatformUser(row) : null;
}

export async function emailTaken(db: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  const row = await db.one<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL AND id <> coalesce($2::uuid, gen_random_uuid())', [
    email,
    exceptUserId ?? null,
  ]);
  return row !== null;
}

export interface NewCompanyUser {
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  role: CompanyRole;
  username?: string | null;
}

/** Every account the operator creates gets a password the operator knows: replaced at first sign-in. */

export async function insertUser(tx: Queryable, user: NewCompanyUser): Promise<string> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO users (company_id, email, username, password_hash, first_name, last_name, role, must_change_password, password_changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true, now()) RETURNING id`,
    [user.companyId, user.email, user.username ?? null, user.passwordHash, user.firstName, user.lastName, user.role],
  );
  return row!.id;
}

export interface UserChanges {
  firstName: string;
  lastName: string;
  email: string;
  role: CompanyRole;
}

export async function updateUser(tx: Queryable, userId: string, changes: UserChanges): Promise<void> {
  await tx.execute(
    `UPDATE users SET first_name = $2, last_name = $3, email = $4, role = $5, updated_at = now()
      WHERE id = $1 AND deleted_at IS NULL`,
    [userId, changes.firstName, changes.lastName, changes.email, changes.role],
  );
}

export async function setUserStatus(tx: Queryable, userId: string, status: AccountStatus): Promise<number> {
  return tx.execute(
    `UPDATE users SET status = $2, updated_at = now()
      WHERE id = $1 AND deleted_at IS NULL AND role <> 'super-admin' AND status <> $2`,
    [userId, status],
  );
}

/** Active admins of a company other than `exceptUserId` (a company keeps one). */
export async function otherActiveAdmins(db: Queryable, companyId: string, exceptUserId: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM users
      WHERE company_id = $1 AND role = 'admin' AND status = 'active' AND deleted_at IS NULL AND id <> $2`,
    [companyId, exceptUserId],
  );
  return row?.n ?? 0;
}

export async function companyUsers(db: Queryable, companyId: string): Promise<PlatformUserRow[]> {
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u JOIN companies c ON c.id = u.company_id
      WHERE u.company_id = $1 AND u.deleted_at IS NULL
      ORDER BY CASE u.role WHEN 'admin' THEN 0 WHEN 'checker' THEN 1 ELSE 2 END, u.first_name, u.last_name`,
    [companyId],
  );
  return rows.map(toPlatformUser);
}

export async function companyExists(db: Queryable, companyId: string): Promise<boolean> {
  return (await db.one('SELECT id FROM companies WHERE id = $1', [companyId])) !== null;
}
