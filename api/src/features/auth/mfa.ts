import { randomInt } from 'node:crypto';
import argon2 from 'argon2';
import type { Queryable } from '../../db/database';
import { SecretUnreadable, mfaContext, openSecret, sealSecret } from '../secrets/secretBox';
import { ARGON2_OPTIONS } from './passwords';
import { matchTotp } from './totp';
import {
  clearMfa,
  countUnusedRecoveryCodes,
  replaceRecoveryCodeHashes,
  saveMfaEnrolment,
  storedMfaSecret,
  takeTotpStep,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './mfaRepository';

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
  await replaceRecoveryCodeHashes(db, userId, hashes);
  return codes;
}

export const recoveryCodesLeft = (db: Queryable, userId: string): Promise<number> => countUnusedRecoveryCodes(db, userId);

/**
 * Checks a code of the user's enrolled authenticator, or one of its recovery codes. A TOTP step is
 * good once (a code seen on the wire cannot be replayed); a recovery code is good once.
 */
export async function verifySecondFactor(db: Queryable, key: Buffer, userId: string, rawCode: string): Promise<'totp' | 'recovery' | null> {
  const code = rawCode.trim();
  if (/^\d{6}$/.test(code.replace(/\s/g, ''))) {
    const stored = await storedMfaSecret(db, userId);
    if (!stored) return null;
    const secret = openMfaSecret(key, stored, userId);
    // An altered or foreign seed fails closed: no code matches it.
    if (secret === null) return null;
    const step = matchTotp(secret, code.replace(/\s/g, ''));
    if (step === null) return null;
    return (await takeTotpStep(db, userId, step)) ? 'totp' : null;
  }
  const normalized = normalizeRecoveryCode(code);
  if (!/^[A-Z0-9]{10}$/.test(normalized)) return null;
  const rows = await unusedRecoveryCodes(db, userId);
  for (const row of rows) {
    if (await argon2.verify(row.code_hash, normalized).catch(() => false)) {
      return (await useRecoveryCode(db, row.id)) ? 'recovery' : null;
    }
  }
  return null;
}

/** Confirms enrolment: the first code from the app proves the secret was copied. */
export async function enableMfa(db: Queryable, key: Buffer, userId: string, secret: string, code: string): Promise<string[] | null> {
  const step = matchTotp(secret, code.replace(/\s/g, ''));
  if (step === null) return null;
  await saveMfaEnrolment(db, userId, sealMfaSecret(key, secret, userId), step);
  return replaceRecoveryCodes(db, userId);
}

export const disableMfa = (db: Queryable, userId: string): Promise<void> => clearMfa(db, userId);

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
