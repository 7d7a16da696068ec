import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EMAIL_VERIFICATION_MESSAGES } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../httpError';
import { recordAudit } from '../../audit/auditService';
import { sendAccountMail, verificationMail } from '../accountMail';
import {
  findLiveVerificationToken,
  findVerificationOwner,
  isEmailVerified,
  markEmailVerified,
  recentVerificationTokens,
  replaceVerificationToken,
  useVerificationToken,
} from './emailVerificationRepository';

/** A verification link lasts an hour and works once; a new one voids the older ones. */
export const EMAIL_VERIFICATION_MINUTES = 60;
/** Links one account may ask for in an hour (registration's included): a mailbox cannot be flooded. */
export const EMAIL_VERIFICATION_PER_HOUR = 3;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether this account's address is proven (accounts other than self-registered admins are vouched for). */
export async function emailVerified(db: Queryable, userId: string): Promise<boolean> {
  return isEmailVerified(db, userId);
}

/**
 * Issues a verification link and mails it: a 32-byte random token in the link's fragment (never sent to a
 * server or a Referer), stored as SHA-256, bound to the address it was sent to.
 */
export async function sendEmailVerification(
  app: FastifyInstance,
  userId: string,
  ip: string | undefined,
  reason: 'registration' | 'resend' | 'registration-repeated',
): Promise<void> {
  const owner = await findVerificationOwner(app.db, userId);
  if (!owner || owner.email_verified_at) return;
  const token = randomBytes(32).toString('base64url');
  await app.db.transaction(async (tx) => {
    await replaceVerificationToken(tx, owner.id, owner.email, hash(token), EMAIL_VERIFICATION_MINUTES, ip ?? null);
    await recordAudit(tx, {
      companyId: owner.company_id,
      actorId: owner.id,
      action: 'auth.email_verification_sent',
      targetType: 'user',
      targetId: owner.id,
      after: { reason },
      ip,
    });
  });
  // Not awaited: a slow SMTP server must not hold the registration's answer; the outbox keeps the mail.
  void sendAccountMail(app, verificationMail(owner.email, owner.company_id, `${app.config.publicUrl}/verify-email#token=${token}`));
}

/** The banner's "Resend": only while unverified, at most 3 links an hour per account. */
export async function resendEmailVerification(app: FastifyInstance, userId: string, ip: string): Promise<void> {
  const owner = await findVerificationOwner(app.db, userId);
  if (!owner) throw new HttpError(401, 'Your session has expired. Please sign in again.');
  if (owner.email_verified_at) throw new HttpError(409, EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  const recent = await recentVerificationTokens(app.db, userId);
  if ((recent?.n ?? 0) >= EMAIL_VERIFICATION_PER_HOUR) {
    const waitMinutes = recent?.oldest ? Math.max(1, Math.ceil((new Date(recent.oldest).getTime() + 3_600_000 - Date.now()) / 60_000)) : 60;
    throw new HttpError(
      429,
      `We have already sent ${EMAIL_VERIFICATION_PER_HOUR} verification e-mails in the last hour. Please check your inbox and spam folder, or try again in ${waitMinutes} minute${waitMinutes === 1 ? '' : 's'}.`,
    );
  }
  await sendEmailVerification(app, userId, ip, 'resend');
}

/** Uses a link: live, unused, and still for the account's current address. Works without a session. */
export async function confirmEmailVerification(app: FastifyInstance, token: unknown, ip: string): Promise<void> {
  const row = typeof token === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? await findLiveVerificationToken(app.db, hash(token)) : null;
  const owner = row ? await findVerificationOwner(app.db, row.user_id) : null;
  if (!row || !owner || owner.email.toLowerCase() !== row.email.toLowerCase()) throw new HttpError(400, EMAIL_VERIFICATION_MESSAGES.invalid);
  await app.db.transaction(async (tx) => {
    if (!(await useVerificationToken(tx, row.id))) throw new HttpError(400, EMAIL_VERIFICATION_MESSAGES.invalid);
    await markEmailVerified(tx, owner.id);
    await recordAudit(tx, {
      companyId: owner.company_id,
      actorId: owner.id,
      action: 'auth.email_verified',
      targetType: 'user',
      targetId: owner.id,
      after: { email: owner.email },
      ip,
    });
  });
}
