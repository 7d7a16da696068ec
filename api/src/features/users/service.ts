import { NEWEST_FIRST_SHAPE, decodeCursor, pageOf, parseLimit } from '../../pagination';
import {
  EMAIL_PATTERN,
  EMAIL_VERIFICATION_MESSAGES,
  TEAM_ROLES,
  USER_MESSAGES,
  type CreateUserRequest,
  type TeamRole,
  type TeamUser,
  type UserListQuery,
} from 'shared-contracts';
import type { Loose, QueryText } from '../../requestShape';
import type { AppConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import type { AuthContext } from '../auth/sessions/sessionService';
import { revokeUserSessions } from '../auth/sessions/sessionRepository';
import { emailVerified } from '../auth/email-verification/emailVerification';
import { passwordPolicyError } from '../auth/passwords/passwordPolicy';
import { hashPassword } from '../auth/passwords/passwords';
import { emailHolder, insertUser, isUniqueViolation, type PublicUserRow, toPublicUser } from '../auth/repository';
import { assertSeatAvailable } from '../subscriptions/seats';
import { findTeamMember, listTeam, softDeleteTeamMember } from './repository';

export const toTeamUser = (row: PublicUserRow): TeamUser => ({ ...toPublicUser(row), createdAt: row.created_at.toISOString() });

export const isTeamRole = (value: unknown): value is TeamRole => (TEAM_ROLES as readonly unknown[]).includes(value);

/** The most users one page of the team list holds. */
export const MAX_USERS_PAGE = 200;

/** The team, newest first: all of it without `limit` (as before), else a page and the next page's cursor. */
export async function listUsers(db: Database, companyId: string, query: QueryText<UserListQuery>): Promise<{ users: TeamUser[]; nextCursor: string | null }> {
  const role = query.role;
  if (role !== undefined && role !== '' && !isTeamRole(role)) throw new HttpError(400, 'Role must be maker or checker');
  const limit = parseLimit(query.limit, MAX_USERS_PAGE);
  const after = decodeCursor(query.cursor, [...NEWEST_FIRST_SHAPE]);
  const rows = await listTeam(db, companyId, role ? (role as TeamRole) : null, { limit, after });
  const page = limit === null ? { rows, nextCursor: null } : pageOf(rows, limit, (row) => [row.created_us, row.id]);
  return { users: page.rows.map((row) => ({ ...toTeamUser(row), mfaEnabled: row.mfa_enabled, invitationPending: row.invitation_pending })), nextCursor: page.nextCursor };
}

export type CreateUserInput = Loose<CreateUserRequest>;

const capitalized = (role: TeamRole) => role.charAt(0).toUpperCase() + role.slice(1);

/** An admin creates a maker or checker of its own company; every field is required, the role is maker or checker. */
export async function createUser(db: Database, config: AppConfig, admin: AuthContext & { companyId: string }, input: CreateUserInput, ip: string) {
  // A self-registered admin proves its address before the company can invite anyone (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md, finding 7).
  if (!(await emailVerified(db, admin.userId))) throw new HttpError(403, EMAIL_VERIFICATION_MESSAGES.verifyFirst);
  const firstName = input.firstName?.trim() ?? '';
  const lastName = input.lastName?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  const password = input.password ?? '';
  if (!firstName || !lastName || !email || !password || !input.role) throw new HttpError(400, USER_MESSAGES.fillAllFields);
  if (!isTeamRole(input.role)) throw new HttpError(400, 'Role must be maker or checker');
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, 'Email is invalid');
  const role = input.role;
  const rule = passwordPolicyError(password, { role, email, firstName, lastName });
  if (rule) throw new HttpError(400, rule);

  // Every check that can refuse runs before the (deliberately slow) password hash.
  try {
    await db.transaction(async (tx) => {
      await assertEmailUsable(tx, admin, email);
      await assertSeatAvailable(tx, admin.companyId, role, config);
    });
  } catch (error) {
    // Recorded outside the refused transaction, so that probing for addresses shows in the trail.
    if (error instanceof HttpError && error.message === EMAIL_UNAVAILABLE) {
      await recordAudit(db, {
        companyId: admin.companyId,
        actorId: admin.userId,
        actorRole: admin.role,
        action: 'user.create_refused',
        targetType: 'user',
        after: { email, role, reason: 'email unavailable' },
        ip,
      });
    }
    throw error;
  }
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      await assertEmailUsable(tx, admin, email);
      await assertSeatAvailable(tx, admin.companyId, role, config);
      // The admin chose this password: the user replaces it at first sign-in.
      const id = await insertUser(tx, { companyId: admin.companyId, email, passwordHash, firstName, lastName, role, mustChangePassword: true });
      const user = toTeamUser((await findTeamMember(tx, admin.companyId, id))!);
      await recordAudit(tx, {
        companyId: admin.companyId,
        actorId: admin.userId,
        actorRole: admin.role,
        action: 'user.created',
        targetType: 'user',
        targetId: id,
        after: { email, firstName, lastName, role },
        ip,
      });
      return { success: true as const, message: `${capitalized(role)} user created successfully!`, user };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_UNAVAILABLE);
    throw error;
  }
}

/**
 * Said when the address belongs to an account outside the admin's company (or to the platform): it never
 * names or hints at the other company. A duplicate inside the company keeps the specific message, since
 * the admin can see that user anyway.
 */
export const EMAIL_UNAVAILABLE = 'This email address cannot be used for a new user. Please use a different email address.';

async function assertEmailUsable(tx: Queryable, admin: AuthContext & { companyId: string }, email: string) {
  const holder = await emailHolder(tx, email);
  if (!holder) return;
  throw new HttpError(409, holder.companyId === admin.companyId ? USER_MESSAGES.emailTaken : EMAIL_UNAVAILABLE);
}

/** Soft-deletes a maker or checker of the admin's company and ends its sessions at once. */
export async function deleteUser(db: Database, admin: AuthContext & { companyId: string }, userId: string, ip: string) {
  if (userId === admin.userId) throw new HttpError(400, USER_MESSAGES.cannotDeleteSelf);
  return db.transaction(async (tx) => {
    const target = await findTeamMember(tx, admin.companyId, userId);
    if (!target || !(await softDeleteTeamMember(tx, admin.companyId, userId))) throw new HttpError(404, USER_MESSAGES.notFound);
    await revokeUserSessions(tx, userId);
    await recordAudit(tx, {
      companyId: admin.companyId,
      actorId: admin.userId,
      actorRole: admin.role,
      action: 'user.deleted',
      targetType: 'user',
      targetId: userId,
      before: { email: target.email, firstName: target.first_name, lastName: target.last_name, role: target.role },
      ip,
    });
    return { success: true as const, message: 'User deleted successfully!' };
  });
}
