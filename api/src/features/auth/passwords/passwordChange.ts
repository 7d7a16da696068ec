import type { FastifyInstance } from 'fastify';
import { PASSWORD_MESSAGES } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../httpError';
import { recordAudit } from '../../audit/auditService';
import { passwordChangedMail, sendAccountMail } from '../accountMail';
import { passwordPolicyError } from './passwordPolicy';
import { revokeSessions } from '../sessions/sessionRepository';
import { hashPassword, verifyPassword } from './passwords';
import { findAccount, storePasswordHash, type PasswordOwner } from './passwordRepository';

/** Checks the rules, then stores the new hash; the forced-change flag is cleared. */
export async function setPassword(db: Queryable, user: PasswordOwner, newPassword: string, options: { currentHash?: string } = {}): Promise<void> {
  if (typeof newPassword !== 'string' || newPassword === '') throw new HttpError(400, 'Please enter a new password');
  const rule = passwordPolicyError(newPassword, { role: user.role, email: user.email, firstName: user.first_name, lastName: user.last_name });
  if (rule) throw new HttpError(400, rule);
  if (options.currentHash && (await verifyPassword(options.currentHash, newPassword))) throw new HttpError(400, PASSWORD_MESSAGES.sameAsCurrent);
  const hash = await hashPassword(newPassword);
  await storePasswordHash(db, user.id, hash);
}

/** A signed-in user changes the password: the current one is required, every other session ends. */
export async function changePassword(
  app: FastifyInstance,
  auth: { userId: string; sessionId: string },
  currentPassword: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  const user = await findAccount(app.db, auth.userId);
  if (!user) throw new HttpError(401, 'Your session has expired. Please sign in again.');
  if (!currentPassword || !newPassword) throw new HttpError(400, 'Please fill in all fields');
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    await recordAudit(app.db, {
      companyId: user.company_id,
      actorId: user.id,
      actorRole: user.role,
      action: 'auth.password_change_failed',
      targetType: 'user',
      targetId: user.id,
      ip,
    });
    throw new HttpError(400, PASSWORD_MESSAGES.currentWrong);
  }
  const ended = await app.db.transaction(async (tx) => {
    await setPassword(tx, user, newPassword, { currentHash: user.password_hash });
    const count = await revokeSessions(tx, user.id, auth.sessionId);
    await recordAudit(tx, {
      companyId: user.company_id,
      actorId: user.id,
      actorRole: user.role,
      action: 'auth.password_changed',
      targetType: 'user',
      targetId: user.id,
      after: { otherSessionsEnded: count },
      ip,
    });
    return count;
  });
  app.log.info({ userId: user.id, otherSessionsEnded: ended }, 'password changed');
  await sendAccountMail(app, passwordChangedMail(user.email, user.company_id));
}
