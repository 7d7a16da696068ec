import type { Queryable } from '../../db/database';

type UnsealedLink = { id: string; chain: string; seq: number; hash: string; recomputed: string };

/** Links of rows that existed at the upgrade (migration 1240) and are not sealed yet, oldest first, with the hash recomputed now. */
export const unsealedLegacyLinks = (db: Queryable, limit: number) =>
  db.query<UnsealedLink>(
    `SELECT e.id, e.chain, e.seq, e.hash, audit_event_hash(e) AS recomputed
       FROM audit_events e JOIN audit_legacy_cutoff c ON c.chain = e.chain AND e.seq <= c.seq
      WHERE NOT EXISTS (SELECT 1 FROM audit_seals s WHERE s.chain = e.chain AND s.seq = e.seq)
      ORDER BY e.chain, e.seq LIMIT $1`,
    [limit],
  );

/** The given events (written by this process) as links, sealed or not, with the hash recomputed now. */
export const linksOfEvents = (db: Queryable, ids: readonly string[]) =>
  db.query<UnsealedLink & { sealed: boolean }>(
    `SELECT e.id, e.chain, e.seq, e.hash, audit_event_hash(e) AS recomputed,
            EXISTS (SELECT 1 FROM audit_seals s WHERE s.chain = e.chain AND s.seq = e.seq) AS sealed
       FROM audit_events e WHERE e.id = ANY($1::uuid[]) ORDER BY e.chain, e.seq`,
    [ids],
  );

export async function insertSeals(db: Queryable, seals: Array<{ chain: string; seq: number; mac: string }>): Promise<void> {
  if (seals.length === 0) return;
  await db.execute(
    `INSERT INTO audit_seals (chain, seq, mac)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[]) ON CONFLICT DO NOTHING`,
    [seals.map((s) => s.chain), seals.map((s) => s.seq), seals.map((s) => s.mac)],
  );
}

/** Every link of one chain with its seal (null when not sealed) and its seals under a replacing key, in order. */
export const sealedLinks = (db: Queryable, chain: string) =>
  db.query<{ seq: number; id: string; hash: string; created_at: Date; mac: string | null; remacs: string[] | null }>(
    `SELECT e.seq, e.id, e.hash, e.created_at, s.mac,
            (SELECT array_agg(r.mac) FROM audit_reseals r WHERE r.chain = e.chain AND r.seq = e.seq) AS remacs
       FROM audit_events e LEFT JOIN audit_seals s ON s.chain = e.chain AND s.seq = e.seq
      WHERE e.chain = $1 ORDER BY e.seq`,
    [chain],
  );

/** The sealed links of one chain with the hash the database recomputes for them now (to seal again under a new key). */
export const resealCandidates = (db: Queryable, chain: string) =>
  db.query<{ seq: number; hash: string; recomputed: string; mac: string; remacs: string[] | null }>(
    `SELECT e.seq, e.hash, audit_event_hash(e) AS recomputed, s.mac,
            (SELECT array_agg(r.mac) FROM audit_reseals r WHERE r.chain = e.chain AND r.seq = e.seq) AS remacs
       FROM audit_events e JOIN audit_seals s ON s.chain = e.chain AND s.seq = e.seq
      WHERE e.chain = $1 ORDER BY e.seq`,
    [chain],
  );

export async function insertReseals(db: Queryable, chain: string, seals: Array<{ seq: number; mac: string }>): Promise<void> {
  if (seals.length === 0) return;
  await db.execute(
    `INSERT INTO audit_reseals (chain, seq, mac)
     SELECT $1, * FROM unnest($2::bigint[], $3::text[]) ON CONFLICT DO NOTHING`,
    [chain, seals.map((s) => s.seq), seals.map((s) => s.mac)],
  );
}

export const chainHeads = (db: Queryable) => db.query<{ chain: string; seq: number; hash: string }>('SELECT chain, seq, hash FROM audit_chain_heads ORDER BY chain');

export async function insertCheckpoint(db: Queryable, checkpoint: { chain: string; seq: number; hash: string; mac: string }): Promise<{ id: string; created_at: Date }> {
  return (await db.one<{ id: string; created_at: Date }>('INSERT INTO audit_checkpoints (chain, seq, hash, mac) VALUES ($1, $2, $3, $4) RETURNING id, created_at', [
    checkpoint.chain,
    checkpoint.seq,
    checkpoint.hash,
    checkpoint.mac,
  ]))!;
}

/** The chain's checkpoints, newest first. */
export const checkpointsOf = (db: Queryable, chain: string) =>
  db.query<{ seq: number; hash: string; mac: string; created_at: Date }>(
    'SELECT seq, hash, mac, created_at FROM audit_checkpoints WHERE chain = $1 ORDER BY created_at DESC',
    [chain],
  );

/** Chains whose head moved since their last checkpoint (or that have none), with the head. */
export const chainsDueForCheckpoint = (db: Queryable) =>
  db.query<{ chain: string; seq: number; hash: string }>(
    `SELECT h.chain, h.seq, h.hash FROM audit_chain_heads h
      WHERE h.seq > 0 AND NOT EXISTS (
        SELECT 1 FROM audit_checkpoints c WHERE c.chain = h.chain AND (c.seq = h.seq OR c.created_at > now() - interval '1 day'))
      ORDER BY h.chain`,
  );
