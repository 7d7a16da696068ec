import { hkdfSync } from 'node:crypto';

/**
 * Every MAC the application makes under the data key, each under its own HKDF-derived key, so a value made
 * for one purpose is never valid for another (a device cookie is not an audit seal, and the other way round).
 * The labels are part of the stored formats: changing one invalidates what was made under it.
 */
export const KEY_PURPOSES = {
  auditChain: 'compliance-suite audit chain v1',
  deviceCookie: 'compliance-suite device cookie v2',
} as const;

export type KeyPurpose = keyof typeof KEY_PURPOSES;

export const purposeKey = (dataKey: Buffer, purpose: KeyPurpose): Buffer => Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), KEY_PURPOSES[purpose], 32));
