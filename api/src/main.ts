import { buildApp } from './app';
import { loadConfig } from './config';
import { ContentError } from './content';
import { DataKeyError, resolveDataKey } from './features/secrets/dataKey';
import { openDatabase } from './db/openDatabase';
import { startupTasks } from './startup';

/** In-flight requests get this long to finish after SIGTERM/SIGINT; then their connections are cut. */
const DRAIN_MS = 3000;
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
  for (const task of startupTasks) await task(app);

  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${reason}: closing`);
    // Last resort: a hung close must not leave a process holding the data folder.
    setTimeout(() => {
      app.log.error('shutdown did not finish in time; exiting');
      release();
      process.exit(1);
    }, HARD_EXIT_MS).unref();
    // Stop accepting, let in-flight requests finish (idle keep-alive connections close at once),
    // then cut what is still open so the database can close cleanly.
    const cut = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
    await app.close().catch((error) => app.log.error({ err: error }, 'closing the server'));
    clearTimeout(cut);
    await db.close().catch((error) => app.log.error({ err: error }, 'closing the database'));
    release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Started by scripts/start.mjs with an IPC channel: if that script dies (even by SIGKILL), stop too.
  if (process.send) process.on('disconnect', () => void shutdown('parent process gone'));

  await app.listen({ port: config.port, host: config.host });
  // scripts/supervise.mjs restarts a process that crashes after this, not one that refused to start.
  process.send?.({ api: 'listening' });
  app.log.info(`Compliance suite on ${config.tls ? 'https' : 'http'}://localhost:${config.port} (database: ${db.kind})`);
}

void main();
