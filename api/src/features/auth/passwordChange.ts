import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PASSWORD_MESSAGES, SIGN_IN_MESSAGES, type Role } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { passwordChangedMail, resetMail, sendAccountMail } from './accountMail';
import { passwordPolicyError } from './passwordPolicy';
import { revokeSessions } from './sessionService';
import { hashPassword, verifyPassword } from './passwords';
import { clearAccount } from './signInThrottle';

export const RESET_TOKEN_MINUTES = 30;

interface PasswordOwner {
  id: string;
  role: Role;
  email: string;
  first_name: string;
  last_name: string;
}

/** Checks the rules, then stores the new hash; the forced-change flag is cleared. */
export async function setPassword(db: Queryable, user: PasswordOwner, newPassword: string, options: { currentHash?: string } = {}): Promise<void> {
  if (typeof newPassword !== 'string' || newPassword === '') throw new HttpError(400, 'Please enter a new password');
  const rule = passwordPolicyError(newPassword, { role: user.role, email: user.email, firstName: user.first_name, lastName: user.last_name });
  if (rule) throw new HttpError(400, rule);
  if (options.currentHash && (await verifyPassword(options.currentHash, newPassword))) throw new HttpError(400, PASSWORD_MESSAGES.sameAsCurrent);
  const hash = await hashPassword(newPassword);
  await db.execute('UPDATE users SET password_hash = $2, must_change_password = false, password_changed_at = now(), updated_at = now() WHERE id = $1', [user.id, hash]);
}

interface AccountRow extends PasswordOwner {
  password_hash: string;
  company_id: string | null;
}

const findAccount = (db: Queryable, userId: string) =>
  db.one<AccountRow>('SELECT id, role, email, first_name, last_name, password_hash, company_id FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);

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

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends a reset link when a live, active account has this e-mail. The answer never says whether one
 * does (the route answers the same sentence either way).
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, ip: string): Promise<void> {
  const user = await app.db.one<AccountRow & { status: string; company_status: string | null }>(
    `SELECT u.id, u.role, u.email, u.first_name, u.last_name, u.password_hash, u.company_id, u.status, c.status AS company_status
       FROM users u LEFT JOIN companies c ON c.id = u.company_id
      WHERE lower(u.email) = lower($1) AND u.deleted_at IS NULL`,
    [email.trim()],
  );
  if (!user || user.status !== 'active' || user.company_status === 'suspended') return;
  // At most 3 links an hour per account, so the form cannot be used to flood a mailbox.
  const recent = await app.db.one<{ n: number }>("SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1 AND created_at > now() - interval '1 hour'", [
    user.id,
  ]);
  if ((recent?.n ?? 0) >= 3) return;
  const token = randomBytes(32).toString('base64url');
  await app.db.transaction(async (tx) => {
    // A new link replaces any earlier one.
    await tx.execute('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [user.id]);
    await tx.execute(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, ip) VALUES ($1, $2, now() + make_interval(mins => $3), $4)`, [
      user.id,
      hashResetToken(token),
      RESET_TOKEN_MINUTES,
      ip,
    ]);
    await recordAudit(tx, { companyId: user.company_id, actorId: null, action: 'auth.password_reset_requested', targetType: 'user', targetId: user.id, ip });
  });
  // In the fragment: never sent to a server, so never in an access log or a Referer. Not awaited: the
  // answer must not take longer for a known account than for an unknown one (SMTP can be slow).
  void sendAccountMail(app, resetMail(user.email, user.company_id, `${app.config.publicUrl}/reset-password#token=${token}`));
}

/** Uses a reset link: single use, 30 minutes; the new password follows the rules; every session ends. */
export async function confirmPasswordReset(app: FastifyInstance, token: string, newPassword: string, ip: string): Promise<void> {
  const row =
    typeof token === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(token)
      ? await app.db.one<{ id: string; user_id: string }>(
          'SELECT id, user_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
          [hashResetToken(token)],
        )
      : null;
  const user = row ? await findAccount(app.db, row.user_id) : null;
  if (!row || !user) throw new HttpError(400, SIGN_IN_MESSAGES.resetInvalid);
  await app.db.transaction(async (tx) => {
    await setPassword(tx, user, newPassword);
    const used = await tx.execute('UPDATE password_reset_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL', [row.id]);
    if (used !== 1) throw new HttpError(400, SIGN_IN_MESSAGES.resetInvalid);
    await revokeSessions(tx, user.id);
    await tx.execute('DELETE FROM sign_in_challenges WHERE user_id = $1', [user.id]);
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
