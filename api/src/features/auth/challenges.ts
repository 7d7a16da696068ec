import { randomBytes } from 'node:crypto';
import type { SignInStep } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { hashToken } from './sessionService';

/** A step of sign-in lasts 10 minutes and allows 5 wrong codes; then the user signs in again. */
export const CHALLENGE_MINUTES = 10;
export const CHALLENGE_MAX_FAILURES = 5;

export interface Challenge {
  id: string;
  user_id: string;
  step: SignInStep;
  pending_secret: string | null;
}

export async function createChallenge(db: Queryable, userId: string, step: SignInStep, ip?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.execute(
    `INSERT INTO sign_in_challenges (user_id, token_hash, step, expires_at, ip)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5)`,
    [userId, hashToken(token), step, CHALLENGE_MINUTES, ip ?? null],
  );
  return token;
}

/** The live challenge of this token for this step, or null (unknown, used, expired, too many wrong codes). */
export function findChallenge(db: Queryable, token: string, step: SignInStep): Promise<Challenge | null> {
  return db.one<Challenge>(
    `SELECT id, user_id, step, pending_secret FROM sign_in_challenges
      WHERE token_hash = $1 AND step = $2 AND used_at IS NULL AND expires_at > now() AND failures < $3`,
    [hashToken(token), step, CHALLENGE_MAX_FAILURES],
  );
}

/** Marks it used; false when another request used it first (single use under a race). */
export async function consumeChallenge(db: Queryable, id: string): Promise<boolean> {
  return (await db.execute('UPDATE sign_in_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id])) === 1;
}

export async function countChallengeFailure(db: Queryable, id: string): Promise<void> {
  await db.execute('UPDATE sign_in_challenges SET failures = failures + 1 WHERE id = $1', [id]);
}

export async function setChallengeSecret(db: Queryable, id: string, secret: string): Promise<void> {
  await db.execute('UPDATE sign_in_challenges SET pending_secret = $2 WHERE id = $1', [id, secret]);
}
