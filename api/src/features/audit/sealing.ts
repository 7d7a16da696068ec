import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { auditKey, linkMac, sealPendingLinks } from './seal';
import { chainsDueForCheckpoint, insertCheckpoint } from './sealRepository';
import { checkpointRecipients } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes a signed checkpoint of every chain whose head moved in the last day and mails it out (tests, the timer). */
    auditCheckpoints: () => Promise<number>;
  }
}

/** A state-changing request is followed by sealing its audit rows within this time (one pass for many requests). */
const SEAL_DELAY_MS = 1000;

export function checkpointMail(chain: string, seq: number, hash: string, mac: string, at: Date) {
  return [
    'Audit trail checkpoint of Compliance Management. Keep this e-mail: it lets anyone holding it check later that the',
    'trail up to this point was not rewritten, even by someone with access to the database.',
    '',
    `Trail: ${chain === 'platform' ? 'platform' : `company ${chain}`}`,
    `Event number: ${seq}`,
    `Chain hash: ${hash}`,
    `Signature (HMAC-SHA-256): ${mac}`,
    `Written: ${at.toISOString()}`,
    '',
    'The audit trail page (Verify integrity) checks the trail against every checkpoint.',
  ].join('\n');
}

/**
 * Keeps the audit trail keyed outside the database (docs/decisions/0047-security-to-asvs-level-2.md): rows are sealed shortly after they are written and
 * at start (rows written before this existed included), and each chain's head is checkpointed daily, signed and
 * mailed to the company's admins (the platform's to the super-admins): the anchor outside the database.
 */
export const auditSealing = fp(async (app: FastifyInstance) => {
  const key = auditKey(app.dataKey);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const sealSoon = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      running = running.then(() => sealPendingLinks(app.db, key)).catch((error) => app.log.error({ err: error }, 'sealing audit rows failed'));
    }, SEAL_DELAY_MS);
    timer.unref();
  };

  app.decorate('auditCheckpoints', async () => {
    await sealPendingLinks(app.db, key);
    let written = 0;
    for (const head of await chainsDueForCheckpoint(app.db)) {
      const seq = Number(head.seq);
      const mac = linkMac(key, head.chain, seq, head.hash);
      const { created_at } = await insertCheckpoint(app.db, { chain: head.chain, seq, hash: head.hash, mac });
      written++;
      for (const to of await checkpointRecipients(app.db, head.chain)) {
        await app.sendMail({
          to: to.email,
          companyId: head.chain === 'platform' ? null : head.chain,
          subject: 'Audit trail checkpoint',
          text: checkpointMail(head.chain, seq, head.hash, mac, created_at),
        });
      }
    }
    return written;
  });

  app.addHook('onReady', async () => {
    const sealed = await sealPendingLinks(app.db, key);
    if (sealed > 0) app.log.info({ sealed }, 'audit rows sealed with the audit key');
  });
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') sealSoon();
  });
  const seconds = app.config.jobsIntervalSeconds;
  const checkpoints =
    seconds > 0 ? setInterval(() => void app.auditCheckpoints().catch((error) => app.log.error({ err: error }, 'audit checkpoint failed')), seconds * 1000) : null;
  checkpoints?.unref();
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    if (checkpoints) clearInterval(checkpoints);
    await running;
  });
});
