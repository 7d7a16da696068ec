import type { FastifyInstance } from 'fastify';
import { isSealed, mfaContext, openSecret, sealSecret } from './secretBox';

/**
 * Start-up step: authenticator seeds stored before encryption at rest (or written by a tool that does not
 * seal) are sealed in place; then one sealed seed is opened to check the key is the one they were sealed
 * with (a wrong DATA_ENCRYPTION_KEY would otherwise only show as failing sign-ins).
 */
export async function sealPlaintextSecrets(app: FastifyInstance): Promise<void> {
  const key = app.dataKey;
  const rows = await app.db.query<{ id: string; mfa_secret: string | null; mfa_pending_secret: string | null }>(
    `SELECT id, mfa_secret, mfa_pending_secret FROM users
      WHERE (mfa_secret IS NOT NULL AND mfa_secret NOT LIKE 'enc:v1:%')
         OR (mfa_pending_secret IS NOT NULL AND mfa_pending_secret NOT LIKE 'enc:v1:%')`,
  );
  for (const row of rows) {
    const seal = (value: string | null) => (value === null || isSealed(value) ? value : sealSecret(key, value, mfaContext(row.id)));
    await app.db.execute('UPDATE users SET mfa_secret = $2, mfa_pending_secret = $3 WHERE id = $1', [row.id, seal(row.mfa_secret), seal(row.mfa_pending_secret)]);
  }
  const challenges = await app.db.query<{ id: string; user_id: string; pending_secret: string }>(
    "SELECT id, user_id, pending_secret FROM sign_in_challenges WHERE pending_secret IS NOT NULL AND pending_secret NOT LIKE 'enc:v1:%'",
  );
  for (const c of challenges) {
    await app.db.execute('UPDATE sign_in_challenges SET pending_secret = $2 WHERE id = $1', [c.id, sealSecret(key, c.pending_secret, mfaContext(c.user_id))]);
  }
  if (rows.length + challenges.length > 0) app.log.info(`${rows.length + challenges.length} stored authenticator secret(s) encrypted at rest`);
  const sample = await app.db.one<{ id: string; mfa_secret: string }>("SELECT id, mfa_secret FROM users WHERE mfa_secret LIKE 'enc:v1:%' LIMIT 1");
  if (sample) {
    try {
      openSecret(key, sample.mfa_secret, mfaContext(sample.id));
    } catch {
      app.log.error(
        'The data encryption key does not open the stored authenticator secrets: two-step sign-ins will fail. Start with the DATA_ENCRYPTION_KEY (or key file) they were sealed with.',
      );
    }
  }
}
