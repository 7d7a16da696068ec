import type { AuditChainVerification } from 'shared-contracts';
import type { Queryable } from '../../db/database';

type BrokenLinkProblem = NonNullable<AuditChainVerification['firstBroken']>['problem'];

export interface LinkRow {
  id: string;
  seq: number;
  problem: BrokenLinkProblem;
  created_at: Date;
}

export const chainHead = (db: Queryable, chain: string) => db.one<{ seq: number; hash: string }>('SELECT seq, hash FROM audit_chain_heads WHERE chain = $1', [chain]);

/** How many events the chain holds, and its last sequence number and hash. */
export const chainStats = (db: Queryable, chain: string) =>
  db.one<{ n: number; last_seq: number | null; last_hash: string | null }>(
    `SELECT count(*)::int AS n,
            max(seq) AS last_seq,
            (SELECT hash FROM audit_events WHERE chain = $1 ORDER BY seq DESC LIMIT 1) AS last_hash
       FROM audit_events WHERE chain = $1`,
    [chain],
  );

/**
 * Every link recomputed in the database (sha-256 of the previous hash + the canonical row, the same function the
 * insert trigger uses): the first broken one, oldest first, or null.
 */
export const firstBrokenLink = (db: Queryable, chain: string) =>
  db.one<LinkRow>(
    `WITH links AS (
       SELECT e.id, e.seq, e.hash, e.prev_hash, e.created_at, audit_event_hash(e) AS recomputed,
              lag(e.hash, 1, '') OVER (ORDER BY e.seq) AS expected_prev,
              lag(e.seq, 1, 0::bigint) OVER (ORDER BY e.seq) AS prev_seq
         FROM audit_events e WHERE e.chain = $1)
     SELECT id, seq, created_at,
            CASE WHEN recomputed <> hash THEN 'altered' WHEN seq <> prev_seq + 1 THEN 'missing' ELSE 'relinked' END AS problem
       FROM links
      WHERE recomputed <> hash OR seq <> prev_seq + 1 OR prev_hash <> expected_prev
      ORDER BY seq LIMIT 1`,
    [chain],
  );

export async function lastSeqBefore(db: Queryable, chain: string, seq: number): Promise<number | null> {
  const row = await db.one<{ seq: number | null }>('SELECT max(seq) AS seq FROM audit_events WHERE chain = $1 AND seq < $2', [chain, seq]);
  return row?.seq ?? null;
}

/** Every chain of the platform: one per company plus the platform chain. */
export const allChains = (db: Queryable) =>
  db.query<{ chain: string }>('SELECT chain FROM audit_chain_heads UNION SELECT DISTINCT chain FROM audit_events ORDER BY chain');
