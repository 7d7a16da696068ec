import { buildApp } from './app';
import { loadConfig } from './config';
import { ContentError } from './content';
import { DataKeyError, resolveDataKey } from './features/secrets/dataKey';
import { openDatabase } from './db/openDatabase';
import { startupTasks } from './startup';
import { drainServer } from './plugins/drain';
import { answerBackupRequests } from './db/onlineBackup';
import type { PgliteDatabase } from './db/database';

/** In-flight requests get this long to finish after SIGTERM/SIGINT; then their connections are cut. */
const DRAIN_MS = 3000;
/** New requests are answered 503 this long before the listener closes (plugins/drain.ts; deploy/nginx.conf's fail_timeout is longer). */
const NOTICE_MS = 500;
/** A connection accepted just before the listener closed gets this long to send its request (plugins/drain.ts). */
const GRACE_MS = 300;
/** Whatever happens, the process is gone this long after the signal (pnpm start promises 5 s). */
const HARD_EXIT_MS = 4500;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // Before the database is opened: a production server without its encryption key refuses at once.
  try {
    resolveDataKey(config);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  let opened;
  try {
    opened = await openDatabase(config);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { db, release } = opened;
  let app;
  try {
    app = await buildApp({ config, db });
  } catch (error) {
    if (error instanceof ContentError || error instanceof DataKeyError) {
      console.error(error instanceof DataKeyError ? error.message : `Refusing to start: ${error.message}`);
      await db.close().catch(() => undefined);
      release();
      process.exit(1);
    }
    throw error;
  }
  // One instance at a time: the data moves and seeds are written as one process's work (and each finds what the
  // one before it already did).
  await db.exclusively(async () => {
    for (const task of startupTasks) await task(app);
  });

  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${reason}: closing`);
    // Last resort: a hung close must not leave a process holding the data folder.
    let phase = 'draining the server (requests in flight)';
    setTimeout(() => {
      app.log.error({ phase }, 'shutdown did not finish in time; exiting');
      release();
      process.exit(1);
    }, HARD_EXIT_MS).unref();
    // Readiness answers 503 and answers close their connections; the listener closes (new connections are refused,
    // so a proxy retries them elsewhere), in-flight requests finish, then what is still open is cut.
    const began = performance.now();
    app.beginDrain();
    const { cut } = await drainServer(app.server, { noticeMs: NOTICE_MS, graceMs: GRACE_MS, cutMs: DRAIN_MS });
    if (cut) app.log.warn(`requests still running ${DRAIN_MS} ms after the signal were cut`);
    const drained = performance.now();
    phase = 'closing the app (hooks)';
    await app.close().catch((error) => app.log.error({ err: error }, 'closing the server'));
    const serverClosed = performance.now();
    phase = 'closing the database';
    const closed = db.close().catch((error) => app.log.error({ err: error }, 'closing the database'));
    if (db.kind === 'postgres') {
      // Every request has been answered; what may still hold a connection is a scheduled job's statement, which
      // PostgreSQL rolls back when the connection goes (each job is safe to run again). Leave before the hard exit.
      const left = HARD_EXIT_MS - (performance.now() - began) - 500;
      const gaveUp = await Promise.race([closed.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), Math.max(0, left)).unref())]);
      if (gaveUp) app.log.warn('a scheduled job still held a database connection at shutdown; it is rolled back and runs again later');
    } else {
      // The embedded database must close cleanly, or its folder may not open again.
      await closed;
    }
    release();
    const ms = (to: number, from: number) => Math.round(to - from);
    const timing = { drainMs: ms(drained, began), hooksMs: ms(serverClosed, drained), databaseMs: ms(performance.now(), serverClosed) };
    // Past half the budget an operator should know which part took the time.
    if (ms(performance.now(), began) > HARD_EXIT_MS / 2) app.log.warn(timing, 'shutdown was slow');
    else app.log.info(timing, 'shutdown finished');
    process.exit(0);
  };
  // pnpm backup while this server keeps serving (the embedded database is this process's alone).
  if (db.kind === 'pglite') answerBackupRequests(db as PgliteDatabase, config.dataDir, app.log);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Started by scripts/start.mjs with an IPC channel: if that script dies (even by SIGKILL), stop too.
  if (process.send) process.on('disconnect', () => void shutdown('parent process gone'));

  // Every route's schemas compiled before the first request, as Fastify does by itself (src/schemaCompilers.ts).
  await app.ready();
  app.compileSchemas();
  await app.listen({ port: config.port, host: config.host });
  // scripts/supervise.mjs restarts a process that crashes after this, not one that refused to start.
  process.send?.({ api: 'listening' });
  app.log.info(`Compliance suite on ${config.tls ? 'https' : 'http'}://localhost:${config.port} (database: ${db.kind})`);
}

void main();
