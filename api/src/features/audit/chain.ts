import type { AuditChainVerification } from 'shared-contracts';
import type { Queryable } from '../../db/database';

export type ChainVerification = AuditChainVerification;
type BrokenLinkProblem = NonNullable<ChainVerification['firstBroken']>['problem'];

interface LinkRow {
  id: string;
  seq: number;
  problem: BrokenLinkProblem;
  created_at: Date;
}

/**
 * Recomputes every link of one chain in the database (sha-256 of the previous hash + the canonical row,
 * the same function the insert trigger uses) and answers the first broken one, oldest first.
 * Rows removed at the end are caught by comparing the last row with the chain head.
 */
export async function verifyChain(db: Queryable, chain: string): Promise<ChainVerification> {
  const head = (await db.one<{ seq: number; hash: string }>('SELECT seq, hash FROM audit_chain_heads WHERE chain = $1', [chain])) ?? { seq: 0, hash: '' };
  const stats = await db.one<{ n: number; last_seq: number | null; last_hash: string | null }>(
    `SELECT count(*)::int AS n,
            max(seq) AS last_seq,
            (SELECT hash FROM audit_events WHERE chain = $1 ORDER BY seq DESC LIMIT 1) AS last_hash
       FROM audit_events WHERE chain = $1`,
    [chain],
  );
  const broken = await db.one<LinkRow>(
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
  const checked = stats?.n ?? 0;
  let firstBroken: ChainVerification['firstBroken'] = null;
  if (broken) {
    // A gap is reported at the first missing position, not at the row after it.
    const seq = broken.problem === 'missing' ? await firstMissingSeq(db, chain, broken.seq) : broken.seq;
    firstBroken =
      broken.problem === 'missing'
        ? { seq, eventId: null, problem: 'missing', createdAt: null }
        : { seq, eventId: broken.id, problem: broken.problem, createdAt: broken.created_at.toISOString() };
  } else if ((stats?.last_seq ?? 0) !== head.seq || (stats?.last_hash ?? '') !== head.hash) {
    firstBroken = { seq: (stats?.last_seq ?? 0) + 1, eventId: null, problem: 'missing', createdAt: null };
  }
  return { chain, intact: firstBroken === null, checked, head: { seq: Number(head.seq), hash: head.hash }, firstBroken };
}

async function firstMissingSeq(db: Queryable, chain: string, seqAfterGap: number): Promise<number> {
  const row = await db.one<{ seq: number | null }>('SELECT max(seq) AS seq FROM audit_events WHERE chain = $1 AND seq < $2', [chain, seqAfterGap]);
  return (row?.seq ?? 0) + 1;
}

/** Every chain of the platform (super-admin): one verification per company plus the platform chain. */
export async function verifyAllChains(db: Queryable): Promise<ChainVerification[]> {
  const chains = await db.query<{ chain: string }>('SELECT chain FROM audit_chain_heads UNION SELECT DISTINCT chain FROM audit_events ORDER BY chain');
  const results: ChainVerification[] = [];
  for (const { chain } of chains) results.push(await verifyChain(db, chain));
  return results;
}
