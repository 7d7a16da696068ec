import type { SignInStep } from 'shared-contracts';
import type { Queryable } from '../../../db/database';

export interface Challenge {
  id: string;
  user_id: string;
  step: SignInStep;
  pending_secret: string | null;
}

export async function insertChallenge(db: Queryable, userId: string, tokenHash: string, step: SignInStep, minutes: number, ip: string | null): Promise<void> {
  await db.execute(
    `INSERT INTO sign_in_challenges (user_id, token_hash, step, expires_at, ip)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5)`,
    [userId, tokenHash, step, minutes, ip],
  );
}

/** The live challenge of this token hash for this step, or null (unknown, used, expired, `maxFailures` wrong codes). */
export function findLiveChallenge(db: Queryable, tokenHash: string, step: SignInStep, maxFailures: number): Promise<Challenge | null> {
  return db.one<Challenge>(
    `SELECT id, user_id, step, pending_secret FROM sign_in_challenges
      WHERE token_hash = $1 AND step = $2 AND used_at IS NULL AND expires_at > now() AND failures < $3`,
    [tokenHash, step, maxFailures],
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

/** Every sign-in step in progress of the user ends (password reset, MFA reset). */
export async function deleteChallengesOf(db: Queryable, userId: string): Promise<void> {
  await db.execute('DELETE FROM sign_in_challenges WHERE user_id = $1', [userId]);
}
