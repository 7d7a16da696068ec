import type { AuditChainVerification } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { allChains, chainHead, chainStats, firstBrokenLink, lastSeqBefore } from './chainRepository';
import { linkMac, macMatches, sealPendingLinks, sealingKey, type AuditKeys } from './seal';
import { checkpointsOf, insertReseals, resealCandidates, sealedLinks } from './sealRepository';

export type ChainVerification = AuditChainVerification;

/**
 * Recomputes every link of one chain in the database (sha-256 of the previous hash + the canonical row,
 * the same function the insert trigger uses) and answers the first broken one, oldest first.
 * Rows removed at the end are caught by comparing the last row with the chain head.
 */
export async function verifyChain(db: Queryable, chain: string, key: AuditKeys): Promise<ChainVerification> {
  // Links written in the last moments are sealed first (each only if it is still what was written).
  await sealPendingLinks(db, sealingKey(key));
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
  const keyed = await firstKeyedProblem(db, chain, key);
  if (keyed && (!firstBroken || keyed.seq < firstBroken.seq)) firstBroken = keyed;
  return { chain, intact: firstBroken === null, checked, head: { seq: Number(head.seq), hash: head.hash }, firstBroken };
}

/**
 * What the database alone cannot vouch for: a link whose seal (HMAC under the audit key, kept outside the database)
 * does not match, a link never sealed, or a signed checkpoint the chain no longer reaches or contradicts. A row
 * rewritten and re-chained by someone who can write to the database but lacks the key is found here.
 */
async function firstKeyedProblem(db: Queryable, chain: string, key: AuditKeys): Promise<ChainVerification['firstBroken']> {
  const links = await sealedLinks(db, chain);
  const bad = links.find((link) => !sealsOf(link).some((mac) => macMatches(key, chain, Number(link.seq), link.hash, mac)));
  const bySeq = new Map(links.map((link) => [Number(link.seq), link.hash]));
  let checkpointProblem: ChainVerification['firstBroken'] = null;
  for (const checkpoint of await checkpointsOf(db, chain)) {
    const seq = Number(checkpoint.seq);
    // A checkpoint not signed with the key proves nothing either way: it is ignored (it was not written by the app).
    if (!macMatches(key, chain, seq, checkpoint.hash, checkpoint.mac)) continue;
    const hash = bySeq.get(seq);
    if (hash === checkpoint.hash) continue;
    const found: ChainVerification['firstBroken'] = { seq, eventId: null, problem: hash === undefined ? 'missing' : 'altered', createdAt: null };
    if (!checkpointProblem || seq < checkpointProblem.seq) checkpointProblem = found;
  }
  const sealProblem: ChainVerification['firstBroken'] = bad
    ? { seq: Number(bad.seq), eventId: bad.id, problem: 'altered', createdAt: bad.created_at.toISOString() }
    : null;
  if (sealProblem && checkpointProblem) return sealProblem.seq <= checkpointProblem.seq ? sealProblem : checkpointProblem;
  return sealProblem ?? checkpointProblem;
}

/** A link's seal and its seals under a replacing key (audit_reseals). */
const sealsOf = (link: { mac: string | null; remacs: string[] | null }): string[] => [...(link.mac === null ? [] : [link.mac]), ...(link.remacs ?? [])];

/**
 * After the data key was replaced: every link whose seal matches only a previous key, and whose row still matches
 * its hash, is sealed again under the current key (audit_reseals), so the previous key can be retired. A link whose
 * seal matches no key, or whose row was rewritten, is left as it is: verification goes on reporting it.
 */
export async function resealUnderCurrentKey(db: Queryable, keys: readonly Buffer[]): Promise<number> {
  const [current, ...previous] = keys;
  if (previous.length === 0) return 0;
  let resealed = 0;
  for (const { chain } of await allChains(db)) {
    const due = (await resealCandidates(db, chain)).filter(
      (link) =>
        link.hash === link.recomputed &&
        !sealsOf(link).some((mac) => macMatches(current, chain, Number(link.seq), link.hash, mac)) &&
        sealsOf(link).some((mac) => macMatches(previous, chain, Number(link.seq), link.hash, mac)),
    );
    await insertReseals(
      db,
      chain,
      due.map((link) => ({ seq: Number(link.seq), mac: linkMac(current, chain, Number(link.seq), link.hash) })),
    );
    resealed += due.length;
  }
  return resealed;
}

async function firstMissingSeq(db: Queryable, chain: string, seqAfterGap: number): Promise<number> {
  return ((await lastSeqBefore(db, chain, seqAfterGap)) ?? 0) + 1;
}

export interface SignedCheckpoint {
  seq: number;
  hash: string;
  mac: string;
  writtenAt: Date;
}

/**
 * The chain's latest checkpoints that carry the audit key's signature, newest first: the anchors an export prints so
 * that a reader can compare them with the checkpoint e-mails kept outside the database (an unsigned row proves nothing).
 */
export async function signedCheckpoints(db: Queryable, chain: string, key: AuditKeys, limit = 5): Promise<SignedCheckpoint[]> {
  const rows = await checkpointsOf(db, chain);
  return rows
    .filter((c) => macMatches(key, chain, Number(c.seq), c.hash, c.mac))
    .slice(0, limit)
    .map((c) => ({ seq: Number(c.seq), hash: c.hash, mac: c.mac, writtenAt: c.created_at }));
}

/** Every chain of the platform (super-admin): one verification per company plus the platform chain. */
export async function verifyAllChains(db: Queryable, key: AuditKeys): Promise<ChainVerification[]> {
  const chains = await allChains(db);
  const results: ChainVerification[] = [];
  for (const { chain } of chains) results.push(await verifyChain(db, chain, key));
  return results;
}
