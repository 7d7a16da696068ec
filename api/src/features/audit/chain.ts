import type { AuditChainVerification } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { allChains, chainHead, chainStats, firstBrokenLink, lastSeqBefore } from './chainRepository';

export type ChainVerification = AuditChainVerification;

/**
 * Recomputes every link of one chain in the database (sha-256 of the previous hash + the canonical row,
 * the same function the insert trigger uses) and answers the first broken one, oldest first.
 * Rows removed at the end are caught by comparing the last row with the chain head.
 */
export async function verifyChain(db: Queryable, chain: string): Promise<ChainVerification> {
  const head = (await chainHead(db, chain)) ?? { seq: 0, hash: '' };
  const stats = await chainStats(db, chain);
  const broken = await firstBrokenLink(db, chain);
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
  return ((await lastSeqBefore(db, chain, seqAfterGap)) ?? 0) + 1;
}

/** Every chain of the platform (super-admin): one verification per company plus the platform chain. */
export async function verifyAllChains(db: Queryable): Promise<ChainVerification[]> {
  const chains = await allChains(db);
  const results: ChainVerification[] = [];
  for (const { chain } of chains) results.push(await verifyChain(db, chain));
  return results;
}
