import argon2 from 'argon2';

/** argon2id at the OWASP minimum (m = 19 MiB, t = 2, p = 1): about 30 ms a hash on one core. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** Longer inputs are refused before hashing so a huge password cannot tie up a core. */
export const MAX_PASSWORD_LENGTH = 128;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password; with no stored hash (unknown e-mail) it verifies against a dummy hash so
 * an unknown account and a wrong password take the same time.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  // '!…' marks an account without a password (an invitation not yet accepted): it takes a real hash's time too.
  if (!storedHash || storedHash.startsWith('!')) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(storedHash, password).catch(() => false);
}
