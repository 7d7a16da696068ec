import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP seeds) are sealed with AES-256-GCM under the data key
 * (DATA_ENCRYPTION_KEY or the key file): a stolen database or backup alone does not reveal them.
 * Stored as `enc:v1:<iv>.<tag>.<ciphertext>` (base64url). The context (e.g. `mfa:<user id>`) is the
 * additional authenticated data, so a sealed value moved to another row no longer opens.
 */
const PREFIX = 'enc:v1:';

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  // A fresh 96-bit IV per encryption (GCM's recommended size); never reused with this key.
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url')).join('.')}`;
}

/** Thrown when a sealed value was altered, moved to another context, or sealed under another key. */
export class SecretUnreadable extends Error {
  constructor() {
    super('A stored secret could not be decrypted (altered, moved, or sealed under another DATA_ENCRYPTION_KEY)');
  }
}

/**
 * Opens a sealed value with the first of `keys` that opens it (the data key, then a previous one while keys are
 * being replaced); answers which key did. A value without the prefix is a secret stored before encryption at
 * rest (sealed by the start-up step `sealPlaintextSecrets`); it is answered as is, with no key.
 */
export function openSealed(keys: Buffer | readonly Buffer[], stored: string, context: string): { plaintext: string; key: Buffer | null } {
  if (!isSealed(stored)) return { plaintext: stored, key: null };
  const parts = stored.slice(PREFIX.length).split('.');
  if (parts.length !== 3) throw new SecretUnreadable();
  const [iv, tag, ciphertext] = parts.map((p) => Buffer.from(p, 'base64url'));
  if (iv.length !== 12 || tag.length !== 16) throw new SecretUnreadable();
  for (const key of Buffer.isBuffer(keys) ? [keys] : keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return { plaintext: Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'), key };
    } catch {
      // Not this key (or altered): try the next.
    }
  }
  throw new SecretUnreadable();
}

export const openSecret = (keys: Buffer | readonly Buffer[], stored: string, context: string): string => openSealed(keys, stored, context).plaintext;

/** The context a user's TOTP seed (enrolled or pending) is sealed under. */
export const mfaContext = (userId: string) => `mfa:${userId}`;
