import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SIGN_IN_MESSAGES } from 'shared-contracts';
import { HttpError } from '../../../httpError';
import { recordAudit } from '../../audit/auditService';
import { passwordChangedMail, resetMail, sendAccountMail } from '../accountMail';
import { deleteChallengesOf } from './challengeRepository';
import { setPassword } from '../passwords/passwordChange';
import { countResetTokensLastHour, findAccount, findAccountByEmail, findLiveResetToken, replaceResetToken, useResetToken } from '../passwords/passwordRepository';
import { revokeSessions } from '../sessions/sessionRepository';
import { clearAccount } from '../passwords/signInThrottle';

/** A reset link lasts 30 minutes. */
export const RESET_TOKEN_MINUTES = 30;

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends a reset link when a live, active account has this e-mail. The answer never says whether one
 * does (the route answers the same sentence either way).
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, ip: string): Promise<void> {
  const user = await findAccountByEmail(app.db, email.trim());
  if (!user || user.status !== 'active' || user.company_status === 'suspended') return;
  // At most 3 links an hour per account, so the form cannot be used to flood a mailbox.
  if ((await countResetTokensLastHour(app.db, user.id)) >= 3) return;
  const token = randomBytes(32).toString('base64url');
  await app.db.transaction(async (tx) => {
    // A new link replaces any earlier one.
    await replaceResetToken(tx, user.id, hashResetToken(token), RESET_TOKEN_MINUTES, ip);
    await recordAudit(tx, { companyId: user.company_id, actorId: null, action: 'auth.password_reset_requested', targetType: 'user', targetId: user.id, ip });
  });
  // In the fragment: never sent to a server, so never in an access log or a Referer. Not awaited: the
  // answer must not take longer for a known account than for an unknown one (SMTP can be slow).
  void sendAccountMail(app, resetMail(user.email, user.company_id, `${app.config.publicUrl}/reset-password#token=${token}`));
}

/** Uses a reset link: single use, 30 minutes; the new password follows the rules; every session ends. */
export async function confirmPasswordReset(app: FastifyInstance, token: string, newPassword: string, ip: string): Promise<void> {
  const row = typeof token === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? await findLiveResetToken(app.db, hashResetToken(token)) : null;
  const user = row ? await findAccount(app.db, row.user_id) : null;
  if (!row || !user) throw new HttpError(400, SIGN_IN_MESSAGES.resetInvalid);
  await app.db.transaction(async (tx) => {
    await setPassword(tx, user, newPassword);
    if (!(await useResetToken(tx, row.id))) throw new HttpError(400, SIGN_IN_MESSAGES.resetInvalid);
    await revokeSessions(tx, user.id);
    await deleteChallengesOf(tx, user.id);
    await recordAudit(tx, {
      companyId: user.company_id,
      actorId: user.id,
      actorRole: user.role,
      action: 'auth.password_reset',
      targetType: 'user',
      targetId: user.id,
      ip,
    });
  });
  // The owner proved control of the mailbox: the account's sign-in delay no longer applies.
  await clearAccount(app.db, user.email);
  await sendAccountMail(app, passwordChangedMail(user.email, user.company_id));
}
