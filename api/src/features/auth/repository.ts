import type { PublicUser, Role } from 'shared-contracts';
import type { Queryable } from '../../db/database';

/** The columns every answer about a user is built from (never the password hash). */
/** The password hash of a user invited by e-mail who has not set a password yet: no password verifies it (docs/decisions/0049-people-and-the-command-centre-screen.md). */
export const INVITED_PASSWORD_HASH = '!invited';

export const PUBLIC_USER_COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.role, u.status, u.company_id,
  c.company_name, u.created_at`;

export interface PublicUserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  status: 'active' | 'suspended';
  company_id: string | null;
  company_name: string | null;
  created_at: Date;
}

export const toPublicUser = (row: PublicUserRow): PublicUser => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.role,
  status: row.status,
  companyId: row.company_id,
  companyName: row.company_name,
});

export interface LoginCandidate extends PublicUserRow {
  password_hash: string;
  company_status: 'active' | 'suspended' | null;
  must_change_password: boolean;
  mfa_secret: string | null;
  /** The company's two-step rule (null without a company: the super-admin). */
  mfa_required_checkers: boolean | null;
  mfa_required_makers: boolean | null;
}

/** The live account with this e-mail (case-insensitive), for sign-in. */
export function findLoginCandidate(db: Queryable, email: string) {
  return db.one<LoginCandidate>(
    `SELECT ${PUBLIC_USER_COLUMNS}, u.password_hash, c.status AS company_status, u.must_change_password, u.mfa_secret,
            c.mfa_required_checkers, c.mfa_required_makers
       FROM users u LEFT JOIN companies c ON c.id = u.company_id
      WHERE lower(u.email) = lower($1) AND u.deleted_at IS NULL`,
    [email],
  );
}

export function findLoginCandidateById(db: Queryable, userId: string) {
  return db.one<LoginCandidate>(
    `SELECT u.id, u.first_name, u.last_name, u.email, u.role, u.status, u.company_id, c.company_name, u.created_at,
            u.password_hash, c.status AS company_status, u.must_change_password, u.mfa_secret,
            c.mfa_required_checkers, c.mfa_required_makers
       FROM users u LEFT JOIN companies c ON c.id = u.company_id
      WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [userId],
  );
}

/** A live account (of any company, or the platform) already has this e-mail, case-insensitively; `exceptUserId` is the one being edited. */
export async function emailTaken(db: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  const row = await db.one('SELECT 1 FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL AND id <> coalesce($2::uuid, gen_random_uuid())', [
    email,
    exceptUserId ?? null,
  ]);
  return row !== null;
}

/** Which company (null: the platform) holds a live account with this e-mail, if any. */
export async function emailHolder(db: Queryable, email: string): Promise<{ companyId: string | null; email: string; userId: string; verified: boolean } | null> {
  const row = await db.one<{ id: string; company_id: string | null; email: string; verified: boolean }>(
    'SELECT id, company_id, email, email_verified_at IS NOT NULL AS verified FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL LIMIT 1',
    [email],
  );
  return row ? { companyId: row.company_id, email: row.email, userId: row.id, verified: row.verified } : null;
}

export function findPublicUser(db: Queryable, userId: string) {
  return db.one<PublicUserRow>(
    `SELECT ${PUBLIC_USER_COLUMNS} FROM users u LEFT JOIN companies c ON c.id = u.company_id
      WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [userId],
  );
}

export interface NewUser {
  companyId: string | null;
  email: string;
  username?: string | null;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** True when someone else chose the password (an admin, the operator): changed at first sign-in. */
  mustChangePassword?: boolean;
  /** False only for self-registration: the address is proven by the link sent to it (docs/decisions/0014-sign-in-and-credentials.md). */
  emailVerified?: boolean;
}

export async function insertUser(db: Queryable, u: NewUser): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO users (company_id, email, username, password_hash, first_name, last_name, role, must_change_password, password_changed_at, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), CASE WHEN $9::boolean THEN now() END) RETURNING id`,
    [u.companyId, u.email, u.username ?? null, u.passwordHash, u.firstName, u.lastName, u.role, u.mustChangePassword ?? false, u.emailVerified ?? true],
  );
  return row!.id;
}

/** PostgreSQL's unique_violation: two requests raced past the e-mail check. */
export const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** The account an operator acts on (MFA reset, end sessions), locked for the transaction. */
export interface OperatorTarget {
  id: string;
  email: string;
  role: Role;
  company_id: string | null;
  mfa_secret: string | null;
}

export const lockAnyLiveUser = (db: Queryable, userId: string) =>
  db.one<OperatorTarget>('SELECT id, email, role, company_id, mfa_secret FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [userId]);

/** A live maker or checker of this company, locked; null for anyone else. */
export const lockMakerOrChecker = (db: Queryable, companyId: string, userId: string) =>
  db.one<OperatorTarget>(
    `SELECT id, email, role, company_id, mfa_secret FROM users
      WHERE id = $1 AND company_id = $2 AND role IN ('maker', 'checker') AND deleted_at IS NULL FOR UPDATE`,
    [userId, companyId],
  );

/** The role of the live account with this e-mail (case-insensitive), or null. */
export async function roleOfEmail(db: Queryable, email: string): Promise<string | null> {
  const row = await db.one<{ role: string }>('SELECT role FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL', [email]);
  return row?.role ?? null;
}
