// pnpm backup: a snapshot of the embedded database (DATA_DIR/pglite) as a .tar.gz in ./backups.
// pnpm backup --restore <file>: replaces the embedded database with a snapshot.
// The server must be stopped: PGlite allows one process per data folder.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './apps.mjs';

const require = createRequire(path.join(ROOT, 'api', 'package.json'));
const { PGlite } = require('@electric-sql/pglite');

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump instead.');
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR || path.join(ROOT, 'data'));
const dbDir = path.join(dataDir, 'pglite');
const lock = path.join(dataDir, 'server.lock');
if (fs.existsSync(lock)) {
  const pid = Number(fs.readFileSync(lock, 'utf8'));
  let alive = false;
  try {
    alive = process.kill(pid, 0);
  } catch {}
  if (alive) {
    console.error(`A server (pid ${pid}) is using ${dataDir}. Stop it first, then run this again.`);
    process.exit(1);
  }
}

const restoreIndex = process.argv.indexOf('--restore');
if (restoreIndex > 0) {
  const file = process.argv[restoreIndex + 1];
  if (!file || !fs.existsSync(file)) {
    console.error('Usage: pnpm backup --restore backups/<snapshot>.tar.gz');
    process.exit(1);
  }
  if (fs.existsSync(dbDir)) fs.renameSync(dbDir, `${dbDir}.before-restore-${Date.now()}`);
  const db = new PGlite(dbDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  await db.waitReady;
  const { rows } = await db.query('SELECT count(*)::int AS n FROM schema_migrations');
  await db.close();
  console.log(`Restored ${file} into ${dbDir} (${rows[0].n} migrations recorded).`);
} else {
  if (!fs.existsSync(dbDir)) {
    console.error(`No embedded database in ${dbDir}.`);
    process.exit(1);
  }
  const db = new PGlite(dbDir);
  await db.waitReady;
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  const outDir = path.join(ROOT, 'backups');
  fs.mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, `pglite-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  fs.writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
  console.log(`Wrote ${out} (${(fs.statSync(out).size / 1024).toFixed(0)} KiB).`);
}
