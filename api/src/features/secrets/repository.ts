import type { Queryable } from '../../db/database';

/** Users with an authenticator seed (enrolled or pending) not sealed yet. */
export const usersWithPlainSeeds = (db: Queryable) =>
  db.query<{ id: string; mfa_secret: string | null; mfa_pending_secret: string | null }>(
    `SELECT id, mfa_secret, mfa_pending_secret FROM users
      WHERE (mfa_secret IS NOT NULL AND mfa_secret NOT LIKE 'enc:v1:%')
         OR (mfa_pending_secret IS NOT NULL AND mfa_pending_secret NOT LIKE 'enc:v1:%')`,
  );

export async function saveUserSeeds(db: Queryable, userId: string, mfaSecret: string | null, pendingSecret: string | null): Promise<void> {
  await db.execute('UPDATE users SET mfa_secret = $2, mfa_pending_secret = $3 WHERE id = $1', [userId, mfaSecret, pendingSecret]);
}

/** Sign-in steps holding an enrolment seed not sealed yet. */
export const challengesWithPlainSeeds = (db: Queryable) =>
  db.query<{ id: string; user_id: string; pending_secret: string }>(
    "SELECT id, user_id, pending_secret FROM sign_in_challenges WHERE pending_secret IS NOT NULL AND pending_secret NOT LIKE 'enc:v1:%'",
  );

export async function saveChallengeSeed(db: Queryable, challengeId: string, pendingSecret: string): Promise<void> {
  await db.execute('UPDATE sign_in_challenges SET pending_secret = $2 WHERE id = $1', [challengeId, pendingSecret]);
}

/** One sealed enrolled seed, to check the key opens them. */
export const oneSealedSeed = (db: Queryable) => db.one<{ id: string; mfa_secret: string }>("SELECT id, mfa_secret FROM users WHERE mfa_secret LIKE 'enc:v1:%' LIMIT 1");

/** Users with a sealed authenticator seed (enrolled or pending): what a replaced data key re-seals. */
export const usersWithSealedSeeds = (db: Queryable) =>
  db.query<{ id: string; mfa_secret: string | null; mfa_pending_secret: string | null }>(
    "SELECT id, mfa_secret, mfa_pending_secret FROM users WHERE mfa_secret LIKE 'enc:v1:%' OR mfa_pending_secret LIKE 'enc:v1:%'",
  );

/** Sign-in steps holding a sealed enrolment seed. */
export const challengesWithSealedSeeds = (db: Queryable) =>
  db.query<{ id: string; user_id: string; pending_secret: string }>("SELECT id, user_id, pending_secret FROM sign_in_challenges WHERE pending_secret LIKE 'enc:v1:%'");
