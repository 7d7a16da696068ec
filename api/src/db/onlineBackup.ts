import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PgliteDatabase } from './pgliteDatabase';

/** Where `pnpm backup` asks a running server for a snapshot (in the data folder: only its owner writes there). */
export const BACKUP_REQUEST_FILE = 'backup-request.json';
/** Written beside the snapshot when it is complete: { ok, message? }. */
export const BACKUP_DONE_FILE = 'pglite.done.json';

/**
 * The embedded database while the server keeps serving: `pnpm backup` (scripts/backup.mjs) writes where the
 * snapshot goes into DATA_DIR/backup-request.json and sends SIGUSR2; this process dumps the database between two
 * requests' turns (dumpDataDir takes the database's whole turn, so the tarball is one consistent state holding
 * every write acknowledged before it), then writes pglite.tar.gz and pglite.done.json there. The script copies the
 * files folder afterwards (files are written before their rows, so every document in the dump has its file).
 */
export function answerBackupRequests(db: PgliteDatabase, dataDir: string, log: FastifyBaseLogger) {
  let running = false;
  const snapshot = async () => {
    if (running) return;
    running = true;
    let out: string | null = null;
    try {
      const request = JSON.parse(fs.readFileSync(path.join(dataDir, BACKUP_REQUEST_FILE), 'utf8')) as { out?: unknown };
      if (typeof request.out !== 'string' || !path.isAbsolute(request.out)) throw new Error('the backup request names no absolute folder');
      out = request.out;
      fs.mkdirSync(out, { recursive: true });
      const began = performance.now();
      fs.writeFileSync(path.join(out, 'pglite.tar.gz'), await db.dumpDataDir());
      fs.writeFileSync(path.join(out, BACKUP_DONE_FILE), JSON.stringify({ ok: true }));
      log.info({ ms: Math.round(performance.now() - began) }, 'online backup of the embedded database written');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error }, 'online backup failed');
      if (out) fs.writeFileSync(path.join(out, BACKUP_DONE_FILE), JSON.stringify({ ok: false, message }));
    } finally {
      running = false;
    }
  };
  process.on('SIGUSR2', () => void snapshot());
}
