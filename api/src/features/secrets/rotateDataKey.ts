import type { FastifyInstance } from 'fastify';
import { challengesWithSealedSeeds, saveChallengeSeed, saveUserSeeds, usersWithSealedSeeds } from './repository';
import { SecretUnreadable, isSealed, mfaContext, openSealed, sealSecret } from './secretBox';

/**
 * Start-up step of a key replacement (DATA_ENCRYPTION_KEY set to the new key, DATA_ENCRYPTION_KEY_PREVIOUS to the
 * old one): everything still encrypted under the previous key is re-encrypted under the data key: authenticator
 * seeds (enrolled, pending, and in unfinished sign-ins) and stored documents. A value no configured key opens is
 * left as it is and logged, never dropped. Run again at every start while the previous key is set, so values an
 * instance still on the old key wrote meanwhile are caught too.
 */
export async function resealUnderDataKey(app: FastifyInstance): Promise<void> {
  if (app.dataKeys.length < 2) return;
  const current = app.dataKey;
  let seeds = 0;
  let unreadable = 0;
  /** The value sealed under the data key (the same value when it already is, or when no key opens it). */
  const reseal = (value: string | null, userId: string): string | null => {
    if (value === null || !isSealed(value)) return value;
    try {
      const { plaintext, key } = openSealed(app.dataKeys, value, mfaContext(userId));
      if (key === current) return value;
      seeds++;
      return sealSecret(current, plaintext, mfaContext(userId));
    } catch (error) {
      if (!(error instanceof SecretUnreadable)) throw error;
      unreadable++;
      return value;
    }
  };
  for (const row of await usersWithSealedSeeds(app.db)) {
    const [secret, pending] = [reseal(row.mfa_secret, row.id), reseal(row.mfa_pending_secret, row.id)];
    if (secret !== row.mfa_secret || pending !== row.mfa_pending_secret) await saveUserSeeds(app.db, row.id, secret, pending);
  }
  for (const c of await challengesWithSealedSeeds(app.db)) {
    const sealed = reseal(c.pending_secret, c.user_id);
    if (sealed !== null && sealed !== c.pending_secret) await saveChallengeSeed(app.db, c.id, sealed);
  }
  let files = 0;
  for (const sha256 of await app.files.storedHashes()) {
    try {
      if (await app.files.reencryptIfPrevious(sha256)) files++;
    } catch (error) {
      unreadable++;
      app.log.error({ err: error, sha256 }, 'a stored file opens under no configured data key; it stays as it was');
    }
  }
  app.log.info({ seeds, files }, 'data key replaced: values sealed under DATA_ENCRYPTION_KEY_PREVIOUS re-encrypted under DATA_ENCRYPTION_KEY');
  if (unreadable > 0) app.log.error({ unreadable }, 'stored values open under neither DATA_ENCRYPTION_KEY nor DATA_ENCRYPTION_KEY_PREVIOUS; they were left as they were');
}
