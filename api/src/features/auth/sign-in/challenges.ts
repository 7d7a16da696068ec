import { randomBytes } from 'node:crypto';
import type { SignInStep } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { findLiveChallenge, insertChallenge, type Challenge } from './challengeRepository';
import { hashToken } from '../sessions/sessionService';

/** A step of sign-in lasts 10 minutes and allows 5 wrong codes; then the user signs in again. */
export const CHALLENGE_MINUTES = 10;
export const CHALLENGE_MAX_FAILURES = 5;

export async function createChallenge(db: Queryable, userId: string, step: SignInStep, ip?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertChallenge(db, userId, hashToken(token), step, CHALLENGE_MINUTES, ip ?? null);
  return token;
}

/** The live challenge of this token for this step, or null (unknown, used, expired, too many wrong codes). */
export function findChallenge(db: Queryable, token: string, step: SignInStep): Promise<Challenge | null> {
  return findLiveChallenge(db, hashToken(token), step, CHALLENGE_MAX_FAILURES);
}
