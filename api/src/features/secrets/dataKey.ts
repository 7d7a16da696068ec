import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';

export const KEY_FILE_NAME = 'data-encryption.key';

/** Why the server refuses to start; main.ts prints it. */
export class DataKeyError extends Error {}

function decodeKey(value: string, where: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32 || !/^[A-Za-z0-9+/_-]+=*$/.test(value.trim())) {
    throw new DataKeyError(`${where} must be 32 random bytes in base64 (for example: openssl rand -base64 32); got ${key.length} bytes`);
  }
  return key;
}

/**
 * The key that seals stored secrets (AES-256-GCM), and while it is being replaced the previous one
 * (DATA_ENCRYPTION_KEY_PREVIOUS: read only, see rotateDataKey.ts). DATA_ENCRYPTION_KEY when set; otherwise a key file
 * under DATA_DIR, created once with mode 0600 (the embedded default: one server, one folder). In
 * production with PostgreSQL a key kept beside the data folder of one instance is not acceptable (other
 * instances could not read the secrets, and the key would live apart from any secret store): refuse.
 */
export function resolveDataKey(
  config: Pick<AppConfig, 'dataEncryptionKey' | 'dataDir' | 'production' | 'databaseUrl'> & Partial<Pick<AppConfig, 'previousDataEncryptionKey'>>,
): {
  key: Buffer;
  previous: Buffer | null;
  source: string;
} {
  const current = currentDataKey(config);
  if (!config.previousDataEncryptionKey) return { ...current, previous: null };
  const previous = decodeKey(config.previousDataEncryptionKey, 'DATA_ENCRYPTION_KEY_PREVIOUS');
  if (previous.equals(current.key))
    throw new DataKeyError('Refusing to start: DATA_ENCRYPTION_KEY_PREVIOUS is the data key itself; set it to the key being replaced, or unset it');
  return { ...current, previous };
}

function currentDataKey(config: Pick<AppConfig, 'dataEncryptionKey' | 'dataDir' | 'production' | 'databaseUrl'>): { key: Buffer; source: string } {
  if (config.dataEncryptionKey) return { key: decodeKey(config.dataEncryptionKey, 'DATA_ENCRYPTION_KEY'), source: 'DATA_ENCRYPTION_KEY' };
  if (config.production && config.databaseUrl) {
    throw new DataKeyError(
      'Refusing to start: DATA_ENCRYPTION_KEY is not set. With NODE_ENV=production and DATABASE_URL, the key that encrypts ' +
        'stored secrets (authenticator seeds) must come from your secret store: set DATA_ENCRYPTION_KEY to 32 random bytes in ' +
        'base64 (openssl rand -base64 32), the same on every instance, and keep it outside the database backups.',
    );
  }
  const file = path.join(config.dataDir, KEY_FILE_NAME);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': created only if absent, so two starts never write two different keys.
    fs.writeFileSync(file, `${Buffer.from(cryptoRandom()).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Only the owner may read it, whatever the umask or a copy did.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return { key: decodeKey(fs.readFileSync(file, 'utf8'), file), source: file };
}

function cryptoRandom(): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(32));
}
