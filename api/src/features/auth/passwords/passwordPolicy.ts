import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PASSWORD_MESSAGES, passwordLengthError, type Role } from 'shared-contracts';

/**
 * The offline list of common and breached passwords (ASVS v5.0 6.2.4): the 49,193 entries of 4+
 * characters of @zxcvbn-ts/language-common 4.1.3's `passwords-common` (MIT; ranked from public breach
 * corpora), lower-cased, shipped gzipped beside this file (the short ones catch 'Secret123!' by its
 * core word). No network call.
 */
const LIST_FILE = path.join(__dirname, 'common-passwords.txt.gz');
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(gunzipSync(fs.readFileSync(LIST_FILE)).toString('utf8').split('\n').filter(Boolean));
  return common;
}

/** Context-specific words (ASVS v5.0 6.2.11): the product's own names. */
export const CONTEXT_WORDS = ['compliance', 'nbfc', 'complianceSuite'.toLowerCase()];

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  // 'Password1!' style: a listed word with digits or symbols stuck on either end.
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (core.length >= 4 && core !== lower && commonPasswords().has(core)) return true;
  if (CONTEXT_WORDS.some((word) => core === word)) return true;
  // One character repeated, or a plain run of digits.
  return /^(.)\1+$/.test(lower) || /^\d+$/.test(lower);
}

export interface PasswordOwner {
  role: Role;
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** The first rule the password breaks, or null. Length first (no hashing, no list for a 3-character try). */
export function passwordPolicyError(password: string, owner: PasswordOwner): string | null {
  const length = passwordLengthError(password, owner.role);
  if (length) return length;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  const lower = password.toLowerCase();
  const personal = [owner.email?.split('@')[0], owner.firstName, owner.lastName].map((word) => word?.trim().toLowerCase() ?? '').filter((word) => word.length >= 4);
  if (personal.some((word) => lower.includes(word))) return PASSWORD_MESSAGES.personal;
  return null;
}
