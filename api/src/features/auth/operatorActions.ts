import type { FastifyInstance } from 'fastify';
import { USER_MESSAGES, mfaRequiredFor, type OperatorActionResponse, type Role } from 'shared-contracts';
import { companyMfaPolicy } from './mfa/mfaPolicyRepository';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { mfaResetMail, sendAccountMail } from './accountMail';
import { disableMfa } from './mfa/mfa';
import { revokeSessions } from './sessions/sessionRepository';
import { deleteChallengesOf } from './sign-in/challengeRepository';
import { lockAnyLiveUser, lockMakerOrChecker, type OperatorTarget as Target } from './repository';

/**
 * Actions an operator takes on someone else's account (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md): reset a lost authenticator, end every
 * session (ASVS v5.0 7.4.5). Who may act on whom is decided here, on the server:
 *  - the super-admin, on any live account but its own;
 *  - an admin, on the makers and checkers of its own company only (another company's user is a 404).
 */
export interface Operator {
  userId: string;
  role: Role;
  companyId: string | null;
  firstName: string;
  lastName: string;
}

async function findTarget(db: Queryable, operator: Operator, userId: string): Promise<Target> {
  if (userId === operator.userId) {
    throw new HttpError(400, 'You cannot do this to your own account here: use your Security and Signed-in devices pages.');
  }
  const target =
    operator.role === 'super-admin'
      ? await lockAnyLiveUser(db, userId)
      : operator.role === 'admin' && operator.companyId
        ? await lockMakerOrChecker(db, operator.companyId, userId)
        : null;
  if (!target) throw new HttpError(404, USER_MESSAGES.notFound);
  return target;
}

/** Ends every session and any sign-in half-way through its steps. */
async function endEverySession(tx: Queryable, userId: string): Promise<number> {
  await deleteChallengesOf(tx, userId);
  return revokeSessions(tx, userId);
}

const operatorName = (operator: Operator) =>
  operator.role === 'super-admin' ? 'The platform operator' : `Your administrator (${`${operator.firstName} ${operator.lastName}`.trim()})`;

/**
 * A lost authenticator: the seed and recovery codes are removed, every session ends, and the user is told
 * by e-mail. A role that requires MFA (admin; checkers or makers by the company's rule) must enrol again at
 * the next sign-in; otherwise it is simply off until they set it up again.
 */
export async function resetUserMfa(app: FastifyInstance, operator: Operator, userId: string, ip: string): Promise<OperatorActionResponse> {
  const { target, sessionsEnded, reEnrol } = await app.db.transaction(async (tx) => {
    const target = await findTarget(tx, operator, userId);
    if (!target.mfa_secret) throw new HttpError(409, 'Two-step verification is not set up for this user: there is nothing to reset.');
    const reEnrol = mfaRequiredFor(target.role, target.company_id ? await companyMfaPolicy(tx, target.company_id) : null);
    await disableMfa(tx, target.id);
    const sessionsEnded = await endEverySession(tx, target.id);
    await recordAudit(tx, {
      companyId: target.company_id,
      actorId: operator.userId,
      actorRole: operator.role,
      action: 'auth.mfa_reset',
      targetType: 'user',
      targetId: target.id,
      after: { email: target.email, role: target.role, sessionsEnded, reEnrolRequired: reEnrol },
      ip,
    });
    return { target, sessionsEnded, reEnrol };
  });
  await sendAccountMail(app, mfaResetMail(target.email, target.company_id, operatorName(operator), reEnrol));
  return {
    success: true,
    sessionsEnded,
    message: reEnrol
      ? 'Two-step verification was reset. The user has been signed out and will set up an authenticator app at the next sign-in.'
      : 'Two-step verification was reset and is now off for this user. The user has been signed out.',
  };
}

/** Ends every session of the user at once (every instance drops them; the next request is a 401). */
export async function endUserSessions(app: FastifyInstance, operator: Operator, userId: string, ip: string): Promise<OperatorActionResponse> {
  const sessionsEnded = await app.db.transaction(async (tx) => {
    const target = await findTarget(tx, operator, userId);
    const ended = await endEverySession(tx, target.id);
    await recordAudit(tx, {
      companyId: target.company_id,
      actorId: operator.userId,
      actorRole: operator.role,
      action: 'auth.sessions_ended_by_operator',
      targetType: 'user',
      targetId: target.id,
      after: { email: target.email, sessionsEnded: ended },
      ip,
    });
    return ended;
  });
  return {
    success: true,
    sessionsEnded,
    message: sessionsEnded === 0 ? 'This user had no active sessions.' : `${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended. The user must sign in again.`,
  };
}
