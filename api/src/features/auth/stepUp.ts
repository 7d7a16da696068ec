import type { FastifyRequest } from 'fastify';
import { APPROVAL_NEEDS_PASSWORD_MESSAGE } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { MAX_PASSWORD_LENGTH, verifyPassword } from './passwords/passwords';
import { storedPasswordHash } from './passwords/passwordRepository';
import { storedMfaSecret } from './mfa/mfaRepository';
import { findPublicUser } from './repository';
import { recordFailure, secondsToWait, waitMessage } from './passwords/signInThrottle';

export const STEP_UP_MESSAGES = {
  enterPassword: 'Please enter your password',
  wrongPassword: 'The password is not correct',
  approvalNeedsPassword: APPROVAL_NEEDS_PASSWORD_MESSAGE,
} as const;

/** The password asked again for a sensitive action (ASVS 7.5.1, 7.5.2): a stolen session alone is not enough. */
export async function confirmPassword(request: FastifyRequest, password: string): Promise<void> {
  if (password === '') throw new HttpError(400, STEP_UP_MESSAGES.enterPassword);
  const db = request.server.db;
  // Counted by the sign-in throttle like a sign-in (same account keys): a stolen session cannot guess faster here.
  const email = (await findPublicUser(db, request.auth!.userId))?.email ?? '';
  const wait = await secondsToWait(db, email, request.ip);
  if (wait > 0) throw new HttpError(429, waitMessage(wait));
  const stored = await storedPasswordHash(db, request.auth!.userId);
  const ok = password.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(stored, password));
  if (!ok) {
    await recordFailure(db, email, request.ip);
    const auth = request.auth!;
    await recordAudit(request.server.db, {
      companyId: auth.companyId,
      actorId: auth.userId,
      actorRole: auth.role,
      action: 'auth.reauthentication_failed',
      targetType: 'user',
      targetId: auth.userId,
      after: { route: request.routeOptions.url ?? null },
      ip: request.ip,
    });
    throw new HttpError(403, STEP_UP_MESSAGES.wrongPassword);
  }
}

/** A reviewer without an authenticator confirms each approval with the password (their sign-in had one factor only). */
export async function approvalNeedsPassword(db: Queryable, userId: string): Promise<boolean> {
  return (await storedMfaSecret(db, userId)) === null;
}

/** The step-up before an approval (ASVS 7.5.3): nothing for a session that began with two factors, the password otherwise. */
export async function confirmApproval(request: FastifyRequest, password: string | undefined): Promise<void> {
  if (!(await approvalNeedsPassword(request.server.db, request.auth!.userId))) return;
  if (password === undefined || password === '') throw new HttpError(403, STEP_UP_MESSAGES.approvalNeedsPassword);
  await confirmPassword(request, password);
}
