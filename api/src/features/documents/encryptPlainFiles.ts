import type { FastifyInstance } from 'fastify';
import { secureFolder } from './fileStore';

/**
 * Start-up data migration (docs/decisions/0062-self-contained-device-cookie-data-key-replacement.md): files stored before encryption at rest are encrypted in place, one at a
 * time, each by an atomic rename after checking its bytes against its name (a crash half-way leaves every file
 * readable, plain or encrypted, and the next start carries on). The data and files folders become 0700.
 */
export async function encryptPlainFiles(app: FastifyInstance): Promise<void> {
  await secureFolder(app.config.dataDir);
  await secureFolder(app.files.root);
  let encrypted = 0;
  for (const sha256 of await app.files.storedHashes()) {
    try {
      if (await app.files.encryptIfPlain(sha256)) encrypted++;
    } catch (error) {
      // Left as it is (still served as stored): never lose a user's file over a migration.
      app.log.error({ err: error, sha256 }, 'a stored file could not be encrypted; it stays as it was');
    }
  }
  if (encrypted > 0) app.log.info({ encrypted, store: app.files.where }, 'stored documents encrypted at rest');
}
