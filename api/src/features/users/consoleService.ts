import { EMAIL_PATTERN, USER_MESSAGES } from 'shared-contracts';
import type { AccountStatus, CompanyRole, CreatePlatformUserRequest, PlatformUserRow, UpdatePlatformUserRequest } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { revokeUserSessions } from '../auth/sessions/sessionRepository';
import { assertSeatAvailable } from '../subscriptions/seats';
import { passwordPolicyError } from '../auth/passwords/passwordPolicy';
import { hashPassword } from '../auth/passwords/passwords';
import type { Actor } from '../../consoleQuery';
import { emailTaken, insertUser } from '../auth/repository';
import * as users from './consoleRepository';

const audit = (tx: Queryable, actor: Actor, companyId: string | null, action: string, targetType: string, targetId: string, before: unknown, after: unknown) =>
  recordAudit(tx, { companyId, actorId: actor.userId, actorRole: 'super-admin', action, targetType, targetId, before, after, ip: actor.ip });

const blank = (value: string | undefined) => !value || value.trim() === '';

function checkEmail(email: string) {
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, 'Email is invalid');
}

export async function createUser(db: Database, actor: Actor, body: CreatePlatformUserRequest): Promise<PlatformUserRow> {
  if ([body.firstName, body.lastName, body.email, body.password].some(blank) || !body.role || !body.companyId) {
    throw new HttpError(400, USER_MESSAGES.fillAllFields);
  }
  const email = body.email.trim();
  checkEmail(email);
  const rule = passwordPolicyError(body.password, { role: body.role, email, firstName: body.firstName, lastName: body.lastName });
  if (rule) throw new HttpError(400, rule);
  if (!(await users.companyExists(db, body.companyId))) throw new HttpError(404, 'Company not found');
  const passwordHash = await hashPassword(body.password);
  const id = await db.transaction(async (tx) => {
    if (await emailTaken(tx, email)) throw new HttpError(409, USER_MESSAGES.emailTaken);
    if (body.role !== 'admin') await assertSeatAvailable(tx, body.companyId, body.role);
    const userId = await insertUser(tx, {
      companyId: body.companyId,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email,
      passwordHash,
      role: body.role,
      mustChangePassword: true,
    });
    await audit(tx, actor, body.companyId, 'superadmin.user_created', 'user', userId, null, {
      email,
      role: body.role,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
    });
    return userId;
  });
  return (await users.findUser(db, id))!;
}

async function editableUser(db: Queryable, userId: string): Promise<PlatformUserRow & { companyId: string }> {
  const user = await users.findUser(db, userId);
  if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
  if (user.role === 'super-admin' || !user.companyId) throw new HttpError(403, 'The super-admin account cannot be changed here');
  return user as PlatformUserRow & { companyId: string };
}

export async function updateUser(db: Database, actor: Actor, userId: string, body: UpdatePlatformUserRequest): Promise<PlatformUserRow> {
  for (const field of ['firstName', 'email'] as const) {
    if (body[field] !== undefined && blank(body[field])) throw new HttpError(400, USER_MESSAGES.fillAllFields);
  }
  if (body.email !== undefined) checkEmail(body.email.trim());
  await db.transaction(async (tx) => {
    const before = await editableUser(tx, userId);
    const after = {
      firstName: body.firstName?.trim() ?? before.firstName,
      lastName: body.lastName?.trim() ?? before.lastName,
      email: body.email?.trim() ?? before.email,
      role: (body.role ?? before.role) as CompanyRole,
    };
    if (after.email.toLowerCase() !== before.email.toLowerCase() && (await emailTaken(tx, after.email, userId))) {
      throw new HttpError(409, USER_MESSAGES.emailTaken);
    }
    if (after.role !== before.role) {
      if (before.role === 'admin' && before.status === 'active' && (await users.otherActiveAdmins(tx, before.companyId, userId)) === 0) {
        throw new HttpError(409, 'A company needs at least one active administrator');
      }
      if (after.role !== 'admin') await assertSeatAvailable(tx, before.companyId, after.role);
    }
    await users.updateUser(tx, userId, after);
    // What a session may do follows from the role: a new role starts from a new sign-in (with its own MFA rule).
    if (after.role !== before.role) await revokeUserSessions(tx, userId);
    const { firstName, lastName, email, role } = before;
    await audit(tx, actor, before.companyId, 'superadmin.user_updated', 'user', userId, { firstName, lastName, email, role }, after);
  });
  return (await users.findUser(db, userId))!;
}

/** Suspension ends the user's sessions at once; sign-in refuses a suspended user. */
export async function setUserStatus(db: Database, actor: Actor, userId: string, status: AccountStatus): Promise<PlatformUserRow> {
  await db.transaction(async (tx) => {
    const before = await editableUser(tx, userId);
    const changed = await users.setUserStatus(tx, userId, status);
    if (status === 'suspended') await revokeUserSessions(tx, userId);
    if (changed > 0) {
      const action = status === 'suspended' ? 'superadmin.user_suspended' : 'superadmin.user_reactivated';
      await audit(tx, actor, before.companyId, action, 'user', userId, { status: before.status }, { status });
    }
  });
  return (await users.findUser(db, userId))!;
}
