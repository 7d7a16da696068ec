import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { purposeKey } from '../secrets/purposeKey';
import { insertSeals, unsealedLinks } from './sealRepository';

/**
 * The audit key: derived from the data key (DATA_ENCRYPTION_KEY or its key file), so it lives where that key lives,
 * never in the database. A separate derivation keeps the two uses apart.
 */
export const auditKey = (dataKey: Buffer): Buffer => purposeKey(dataKey, 'auditChain');

/**
 * The audit keys of every configured data key, the current one first (it seals; the others only verify). Seals are
 * never rewritten (the application's role cannot update them), so links sealed before the data key was replaced
 * verify under the previous key while DATA_ENCRYPTION_KEY_PREVIOUS is set.
 */
export const auditKeys = (dataKeys: readonly Buffer[]): Buffer[] => dataKeys.map(auditKey);

/** One key, or the keys of auditKeys (the first seals). */
export type AuditKeys = Buffer | readonly Buffer[];
export const sealingKey = (keys: AuditKeys): Buffer => (Buffer.isBuffer(keys) ? keys : keys[0]);

/** HMAC-SHA-256 of one link: its chain, its position and its hash (which covers the row and every row before it). */
export const linkMac = (key: Buffer, chain: string, seq: number, hash: string) => createHmac('sha256', key).update(`${chain}\n${seq}\n${hash}`).digest('hex');

export function macMatches(keys: AuditKeys, chain: string, seq: number, hash: string, mac: string): boolean {
  const given = Buffer.from(mac, 'hex');
  return (Buffer.isBuffer(keys) ? [keys] : keys).some((key) => {
    const expected = Buffer.from(linkMac(key, chain, seq, hash), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * Seals the links written since the last call. A link is sealed only while its hash is what the database
 * recomputes from the row and the link before it is sealed or being sealed now: a row already rewritten is left
 * unsealed (and reported by verification), never blessed. The first start with this code seals the rows written
 * before it in the same way (docs/decisions/0047-security-to-asvs-level-2.md, "Audit trail keyed outside the database").
 */
export async function sealPendingLinks(db: Queryable, key: Buffer, batch = 500): Promise<number> {
  let sealed = 0;
  for (;;) {
    const links = await unsealedLinks(db, batch);
    if (links.length === 0) return sealed;
    const good = links.filter((link) => link.hash === link.recomputed);
    await insertSeals(
      db,
      good.map((link) => ({ chain: link.chain, seq: Number(link.seq), mac: linkMac(key, link.chain, Number(link.seq), link.hash) })),
    );
    sealed += good.length;
    // Only rewritten rows are left: they stay unsealed.
    if (good.length === 0 || links.length < batch) return sealed;
  }
}
