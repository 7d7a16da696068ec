import path from 'node:path';
import type { AppConfig } from '../config';
import { lockDataDir } from './dataDirLock';
import { openPglite, openPostgres, type Database } from './database';
import { migrate } from './migrate';

/** PostgreSQL when DATABASE_URL is set; otherwise PGlite in DATA_DIR/pglite, locked to this process. */
export async function openDatabase(config: AppConfig): Promise<{ db: Database; release: () => void }> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl);
    await migrate(db);
    return { db, release: () => undefined };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const db = await openPglite(path.join(config.dataDir, 'pglite'));
    await migrate(db);
    return { db, release };
  } catch (error) {
    release();
    throw error;
  }
}
