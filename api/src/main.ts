import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/openDatabase';
import { startupTasks } from './startup';

async function main() {
  let config;
  try {
    config = loadConfig();
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
  const app = await buildApp({ config, db });
  for (const task of startupTasks) await task(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Compliance suite on http://localhost:${config.port} (database: ${db.kind})`);
}

void main();
