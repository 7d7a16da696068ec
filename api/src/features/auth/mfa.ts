import { randomInt } from 'node:crypto';
import argon2 from 'argon2';
import type { Queryable } from '../../db/database';
import { SecretUnreadable, mfaContext, openSecret, sealSecret } from '../secrets/secretBox';
import { ARGON2_OPTIONS } from './passwords';
import { matchTotp } from './totp';

export const RECOVERY_CODE_COUNT = 10;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

/** 10 random characters (50 bits) shown as XXXXX-XXXXX. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/**
 * Replaces the user's recovery codes with new ones; answers them in clear, once. Stored as argon2id
 * hashes (ASVS v5.0 6.5.2: lookup secrets below 112 bits are hashed like passwords).
 */
export async function replaceRecoveryCodes(db: Queryable, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => argon2.hash(normalizeRecoveryCode(code), ARGON2_OPTIONS)));
  await db.execute('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  for (const hash of hashes) await db.execute('INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, hash]);
  return codes;
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return row?.n ?? 0;
}

/**
 * Checks a code of the user's enrolled authenticator, or one of its recovery codes. A TOTP step is
 * good once (a code seen on the wire cannot be replayed); a recovery code is good once.
 */
export async function verifySecondFactor(db: Queryable, key: Buffer, userId: string, rawCode: string): Promise<'totp' | 'recovery' | null> {
  const code = rawCode.trim();
  if (/^\d{6}$/.test(code.replace(/\s/g, ''))) {
    const user = await db.one<{ mfa_secret: string | null }>('SELECT mfa_secret FROM users WHERE id = $1', [userId]);
    if (!user?.mfa_secret) return null;
    const secret = openMfaSecret(key, user.mfa_secret, userId);
    // An altered or foreign seed fails closed: no code matches it.
    if (secret === null) return null;
    const step = matchTotp(secret, code.replace(/\s/g, ''));
    if (step === null) return null;
    const taken = await db.execute('UPDATE users SET mfa_last_step = $2 WHERE id = $1 AND (mfa_last_step IS NULL OR mfa_last_step < $2)', [userId, step]);
    return taken === 1 ? 'totp' : null;
  }
  const normalized = normalizeRecoveryCode(code);
  if (!/^[A-Z0-9]{10}$/.test(normalized)) return null;
  const rows = await db.query<{ id: string; code_hash: string }>('SELECT id, code_hash FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  for (const row of rows) {
    if (await argon2.verify(row.code_hash, normalized).catch(() => false)) {
      const used = await db.execute('UPDATE mfa_recovery_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL', [row.id]);
      return used === 1 ? 'recovery' : null;
    }
  }
  return null;
}

/** Confirms enrolment: the first code from the app proves the secret was copied. */
export async function enableMfa(db: Queryable, key: Buffer, userId: string, secret: string, code: string): Promise<string[] | null> {
  const step = matchTotp(secret, code.replace(/\s/g, ''));
  if (step === null) return null;
  await db.execute('UPDATE users SET mfa_secret = $2, mfa_enabled_at = now(), mfa_last_step = $3, mfa_pending_secret = NULL, updated_at = now() WHERE id = $1', [
    userId,
    sealMfaSecret(key, secret, userId),
    step,
  ]);
  return replaceRecoveryCodes(db, userId);
}

export async function disableMfa(db: Queryable, userId: string): Promise<void> {
  await db.execute('UPDATE users SET mfa_secret = NULL, mfa_enabled_at = NULL, mfa_last_step = NULL, mfa_pending_secret = NULL, updated_at = now() WHERE id = $1', [
    userId,
  ]);
  await db.execute('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
}

/** A TOTP seed as stored: sealed with the data key (AES-256-GCM), bound to its user. */
export const sealMfaSecret = (key: Buffer, secret: string, userId: string) => sealSecret(key, secret, mfaContext(userId));

/** The seed in clear, or null when the stored value does not open (altered, moved to another user, other key). */
export function openMfaSecret(key: Buffer, stored: string, userId: string): string | null {
  try {
    return openSecret(key, stored, mfaContext(userId));
  } catch (error) {
    if (error instanceof SecretUnreadable) return null;
    throw error;
  }
}
