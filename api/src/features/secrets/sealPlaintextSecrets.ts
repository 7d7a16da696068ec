import type { FastifyInstance } from 'fastify';
import { isSealed, mfaContext, openSecret, sealSecret } from './secretBox';
import { challengesWithPlainSeeds, oneSealedSeed, saveChallengeSeed, saveUserSeeds, usersWithPlainSeeds } from './repository';

/**
 * Start-up step: authenticator seeds stored before encryption at rest (or written by a tool that does not
 * seal) are sealed in place; then one sealed seed is opened to check the key is the one they were sealed
 * with (a wrong DATA_ENCRYPTION_KEY would otherwise only show as failing sign-ins).
 */
export async function sealPlaintextSecrets(app: FastifyInstance): Promise<void> {
  const key = app.dataKey;
  const rows = await usersWithPlainSeeds(app.db);
  for (const row of rows) {
    const seal = (value: string | null) => (value === null || isSealed(value) ? value : sealSecret(key, value, mfaContext(row.id)));
    await saveUserSeeds(app.db, row.id, seal(row.mfa_secret), seal(row.mfa_pending_secret));
  }
  const challenges = await challengesWithPlainSeeds(app.db);
  for (const c of challenges) {
    await saveChallengeSeed(app.db, c.id, sealSecret(key, c.pending_secret, mfaContext(c.user_id)));
  }
  if (rows.length + challenges.length > 0) app.log.info(`${rows.length + challenges.length} stored authenticator secret(s) encrypted at rest`);
  const sample = await oneSealedSeed(app.db);
  if (sample) {
    try {
      openSecret(app.dataKeys, sample.mfa_secret, mfaContext(sample.id));
    } catch {
      app.log.error(
        'The data encryption key does not open the stored authenticator secrets: two-step sign-ins will fail. Start with the DATA_ENCRYPTION_KEY (or key file) they were sealed with.',
      );
    }
  }
}
