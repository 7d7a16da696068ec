// The in-process probes' app (api/bench/*.ts): migrated in-memory PGlite, or PostgreSQL with PROBE_DATABASE_URL in a
// throw-away schema; the app built on a database the probe wraps (to count its queries), its startup tasks run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { startupTasks } from '../src/startup';

export interface ProbeApp {
  raw: Database;
  db: Database;
  app: FastifyInstance;
  close: () => Promise<void>;
}

export async function startProbeApp(name: string, wrap: (raw: Database) => Database): Promise<ProbeApp> {
  const url = process.env.PROBE_DATABASE_URL;
  let raw: Database;
  let drop = async () => undefined as void;
  if (url) {
    const schema = `${name}_${Date.now().toString(36)}`;
    const admin = await openPostgres(url, { max: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    raw = await openPostgres(url, { schema, max: 10 });
    drop = async () => {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    };
  } else {
    raw = await openPglite();
  }
  await migrate(raw);
  const db = wrap(raw);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv, { dataDir });
  const app = await buildApp({ config, db, logger: false });
  for (const task of startupTasks) await task(app);
  await app.ready();
  return {
    raw,
    db,
    app,
    close: async () => {
      await app.close();
      await raw.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
