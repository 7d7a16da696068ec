import { createHmac, randomInt } from 'node:crypto';
import argon2 from 'argon2';
import type { Queryable } from '../../../db/database';
import { SecretUnreadable, mfaContext, openSecret, sealSecret } from '../../secrets/secretBox';
import { ARGON2_OPTIONS } from '../passwords/passwords';
import { matchTotp } from './totp';
import {
  clearMfa,
  clearMfaFailures,
  countMfaFailure,
  countUnusedRecoveryCodes,
  mfaFailures,
  recoveryCodeCandidates,
  replaceRecoveryCodeHashes,
  saveMfaEnrolment,
  storedMfaSecret,
  takeTotpStep,
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
 * Where a recovery code is found: HMAC-SHA-256 under the data key (kept outside the database), bound to
 * the user. Without the key the column says nothing about the code; with it, one attempt costs one
 * argon2id check instead of one per unused code.
 */
const recoveryLookup = (key: Buffer, userId: string, normalized: string) => createHmac('sha256', key).update(`recovery:${userId}:${normalized}`).digest('hex');

/**
 * Replaces the user's recovery codes with new ones; answers them in clear, once. Stored as argon2id
 * hashes (ASVS v5.0 6.5.2: lookup secrets below 112 bits are hashed like passwords).
 */
export async function replaceRecoveryCodes(db: Queryable, key: Buffer, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const stored = await Promise.all(
    codes.map(async (code) => ({
      hash: await argon2.hash(normalizeRecoveryCode(code), ARGON2_OPTIONS),
      lookup: recoveryLookup(key, userId, normalizeRecoveryCode(code)),
    })),
  );
  await replaceRecoveryCodeHashes(db, userId, stored);
  return codes;
}

/**
 * Wrong second-factor codes are capped per account, whatever the challenge, session or address: past
 * `totp` the app's six-digit codes are refused. A recovery code is always checked (50 random bits each, one argon2id
 * check per attempt, after the password and within the per-step and sign-in limits: guessing one is hopeless), so its
 * owner can unlock the account without an admin; a right code starts the count again.
 */
export const MFA_FAILURE_LIMITS = { totp: 10 } as const;
export const MFA_LOCK_MESSAGES = {
  totp: 'Too many wrong codes: codes from your authenticator app are blocked for this account. Sign in with one of your recovery codes, or ask your admin to reset your two-step verification.',
  any: 'Too many wrong codes: two-step verification is locked for this account. Ask your admin to reset your two-step verification.',
} as const;

export type FactorCheck = { factor: 'totp' | 'recovery' } | { factor: null; lock: string | null };

const lockFor = (failures: number, isTotp: boolean): string | null => (isTotp && failures >= MFA_FAILURE_LIMITS.totp ? MFA_LOCK_MESSAGES.totp : null);

export const recoveryCodesLeft = (db: Queryable, userId: string): Promise<number> => countUnusedRecoveryCodes(db, userId);

/**
 * Checks a code of the user's enrolled authenticator, or one of its recovery codes, within the account's
 * cap on wrong codes. A TOTP step is good once (a code seen on the wire cannot be replayed); a recovery
 * code is good once.
 */
export async function verifySecondFactor(db: Queryable, keys: readonly Buffer[], userId: string, rawCode: string): Promise<FactorCheck> {
  const code = rawCode.trim();
  const isTotp = /^\d{6}$/.test(code.replace(/\s/g, ''));
  const locked = lockFor(await mfaFailures(db, userId), isTotp);
  if (locked) return { factor: null, lock: locked };
  const factor = isTotp ? await checkTotp(db, keys, userId, code.replace(/\s/g, '')) : await checkRecoveryCode(db, keys, userId, code);
  if (factor) {
    await clearMfaFailures(db, userId);
    return { factor };
  }
  return { factor: null, lock: lockFor(await countMfaFailure(db, userId), isTotp) };
}

async function checkTotp(db: Queryable, keys: readonly Buffer[], userId: string, code: string): Promise<'totp' | null> {
  const stored = await storedMfaSecret(db, userId);
  if (!stored) return null;
  const secret = openMfaSecret(keys, stored, userId);
  // An altered or foreign seed fails closed: no code matches it.
  if (secret === null) return null;
  const step = matchTotp(secret, code);
  if (step === null) return null;
  return (await takeTotpStep(db, userId, step)) ? 'totp' : null;
}

async function checkRecoveryCode(db: Queryable, keys: readonly Buffer[], userId: string, code: string): Promise<'recovery' | null> {
  const normalized = normalizeRecoveryCode(code);
  if (!/^[A-Z0-9]{10}$/.test(normalized)) return null;
  // Codes made before the data key was replaced are found under the previous key (the codes themselves are unknown to the server, so their lookups cannot be redone).
  for (const key of keys) {
    for (const row of await recoveryCodeCandidates(db, userId, recoveryLookup(key, userId, normalized))) {
      if (await argon2.verify(row.code_hash, normalized).catch(() => false)) {
        return (await useRecoveryCode(db, row.id)) ? 'recovery' : null;
      }
    }
  }
  return null;
}

/** Confirms enrolment: the first code from the app proves the secret was copied. */
export async function enableMfa(db: Queryable, key: Buffer, userId: string, secret: string, code: string): Promise<string[] | null> {
  const step = matchTotp(secret, code.replace(/\s/g, ''));
  if (step === null) return null;
  await saveMfaEnrolment(db, userId, sealMfaSecret(key, secret, userId), step);
  return replaceRecoveryCodes(db, key, userId);
}

export const disableMfa = (db: Queryable, userId: string): Promise<void> => clearMfa(db, userId);

/** A TOTP seed as stored: sealed with the data key (AES-256-GCM), bound to its user. */
export const sealMfaSecret = (key: Buffer, secret: string, userId: string) => sealSecret(key, secret, mfaContext(userId));

/** The seed in clear, or null when the stored value does not open (altered, moved to another user, other key). */
export function openMfaSecret(keys: Buffer | readonly Buffer[], stored: string, userId: string): string | null {
  try {
    return openSecret(keys, stored, mfaContext(userId));
  } catch (error) {
    if (error instanceof SecretUnreadable) return null;
    throw error;
  }
}
