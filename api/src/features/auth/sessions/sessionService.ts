import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { LoginResponse } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { insertSession, lockAccountSessions, revokeSessionsBeyond } from './sessionRepository';

export type { AuthContext, LiveSession } from './sessionRepository';

/** The client a session is opened for (kept on the session, shown on "Signed-in devices"). */
export interface ClientMeta {
  ip?: string;
  userAgent?: string;
}

export const clientMeta = (request: FastifyRequest): ClientMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** What a sign-in produces: the answer for the client, and the token the route puts in the cookie. */
export type SignedIn = LoginResponse & { token: string };

/** Live sessions per account; signing in beyond this ends the least recently used (docs/decisions/0022-sessions-cookie-request-forgery-idle-timeout-devices.md). */
export const MAX_SESSIONS_PER_USER = 10;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opaque random token (256 bits); only its hash is stored. Call inside a transaction (the account stays locked until it ends).
 * `mfaPending`: the session is limited until its user enrols an authenticator (plugins/auth.ts).
 */
export async function createSession(
  db: Queryable,
  userId: string,
  ttlHours: number,
  meta: ClientMeta = {},
  options: { mfaPending?: boolean } = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  await lockAccountSessions(db, userId);
  const row = await insertSession(db, userId, hashToken(token), ttlHours, meta.ip ?? null, meta.userAgent?.slice(0, 300) ?? null, options.mfaPending);
  await revokeSessionsBeyond(db, userId, MAX_SESSIONS_PER_USER);
  return { token, sessionId: row.id, expiresAt: row.expires_at };
}
