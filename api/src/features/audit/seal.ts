import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { purposeKey } from '../secrets/purposeKey';
import { pendingEventIds, settlePendingEvents } from './pendingSeals';
import { insertSeals, linksOfEvents, unsealedLegacyLinks } from './sealRepository';

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
 * Seals the links this process wrote since the last call (pendingSeals.ts), and once the rows that existed at the
 * upgrade to writer-only sealing (migration 1240). A link is sealed only while its hash is what the database
 * recomputes from the row: a row already rewritten is left unsealed (and reported by verification), never blessed.
 * A row that reached audit_events any other way (SQL as the application's role) is never sealed.
 */
export async function sealPendingLinks(db: Queryable, key: Buffer, batch = 500): Promise<number> {
  let sealed = 0;
  for (;;) {
    const links = await unsealedLegacyLinks(db, batch);
    if (links.length === 0) break;
    const good = links.filter((link) => link.hash === link.recomputed);
    await insertSeals(
      db,
      good.map((link) => ({ chain: link.chain, seq: Number(link.seq), mac: linkMac(key, link.chain, Number(link.seq), link.hash) })),
    );
    sealed += good.length;
    // Only rewritten rows are left: they stay unsealed.
    if (good.length === 0 || links.length < batch) break;
  }
  const ids = pendingEventIds();
  for (let at = 0; at < ids.length; at += batch) {
    const links = await linksOfEvents(db, ids.slice(at, at + batch));
    const due = links.filter((link) => !link.sealed && link.hash === link.recomputed);
    await insertSeals(
      db,
      due.map((link) => ({ chain: link.chain, seq: Number(link.seq), mac: linkMac(key, link.chain, Number(link.seq), link.hash) })),
    );
    sealed += due.length;
    settlePendingEvents(links.map((link) => link.id));
  }
  return sealed;
}
