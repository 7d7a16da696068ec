// pnpm backup: a snapshot of the database and of the uploaded documents' files on this machine's disk
// (DATA_DIR/files, or FILES_DIR) as a folder backups/backup-<time>/: pglite.tar.gz or postgres.dump, and files/.
// pnpm restore <folder> (or pnpm backup --restore <folder>): puts both back (an older single pglite-*.tar.gz
// restores the database). --out <folder> writes the snapshot elsewhere than ./backups.
// PGlite: with the server running, it writes the database's snapshot itself while it keeps serving (SIGUSR2);
// stopped, this script reads the folder. A restore needs the server stopped (one process per data folder).
// PostgreSQL (DATABASE_URL): pg_dump while the servers keep working; the snapshot is the database as it was when
// the dump began (one transaction), documents included when they are kept in the database (DOCUMENT_STORE,
// docs/deployment.md). A restore goes into an EMPTY database (create one; a restore never overwrites).
// Documents in S3 are not copied: keep the bucket versioned (docs/deployment.md, "Backups").
// The data key (DATA_ENCRYPTION_KEY, or DATA_DIR/data-encryption.key) is never put in a snapshot: documents and
// authenticator seeds are encrypted with it, so keep it in your secret store; a restore needs it back in place.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { ROOT } from './apps.mjs';

const require = createRequire(path.join(ROOT, 'api', 'package.json'));
const { PGlite } = require('@electric-sql/pglite');
const pg = require('pg');

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const dataDir = path.resolve(process.env.DATA_DIR || path.join(ROOT, 'data'));
const filesDir = path.resolve(process.env.FILES_DIR || path.join(dataDir, 'files'));
const dbDir = path.join(dataDir, 'pglite');
const usesPostgres = Boolean(process.env.DATABASE_URL);
const lock = path.join(dataDir, 'server.lock');
/** The pid of the server using the embedded database's data folder, or null. */
function runningServer() {
  if (usesPostgres || !fs.existsSync(lock)) return null;
  const pid = Number(fs.readFileSync(lock, 'utf8'));
  try {
    return process.kill(pid, 0) ? pid : null;
  } catch {
    // No such process: the pid file is stale.
    return null;
  }
}
const serverPid = runningServer();
if (serverPid && process.argv.includes('--restore')) {
  console.error(`A server (pid ${serverPid}) is using ${dataDir}. Stop it first, then run this again.`);
  process.exit(1);
}

/**
 * The embedded database while its server keeps serving: the server writes the snapshot (api/src/db/onlineBackup.ts),
 * asked through DATA_DIR/backup-request.json and SIGUSR2.
 */
async function snapshotFromServer(pid, out) {
  const done = path.join(out, 'pglite.done.json');
  fs.writeFileSync(path.join(dataDir, 'backup-request.json'), JSON.stringify({ out }));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(done)) {
    if (Date.now() > deadline) throw new Error(`the server (pid ${pid}) wrote no snapshot in 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const answer = JSON.parse(fs.readFileSync(done, 'utf8'));
  fs.rmSync(done);
  fs.rmSync(path.join(dataDir, 'backup-request.json'), { force: true });
  if (!answer.ok) throw new Error(`the server could not write the snapshot: ${answer.message}`);
}

/** Copies stored files (content-addressed, never changed once written), temporary uploads left out. */
function copyFiles(from, to) {
  if (!fs.existsSync(from)) return 0;
  let n = 0;
  for (const shard of fs.readdirSync(from, { withFileTypes: true })) {
    if (!shard.isDirectory() || shard.name === 'tmp') continue;
    fs.mkdirSync(path.join(to, shard.name), { recursive: true });
    for (const file of fs.readdirSync(path.join(from, shard.name))) {
      fs.copyFileSync(path.join(from, shard.name, file), path.join(to, shard.name, file));
      n++;
    }
  }
  return n;
}

/** pg_dump or pg_restore of the PostgreSQL client tools, with a clear message when they are missing. */
function postgresTool(tool, args) {
  const result = spawnSync(tool, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error?.code === 'ENOENT') {
    console.error(`${tool} is not installed: install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`${tool} failed (exit ${result.status}).`);
    process.exit(1);
  }
}

/** Restores a pg_dump snapshot into the (empty) database of DATABASE_URL. */
async function restorePostgres(dump) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT to_regclass('schema_migrations')::text AS found");
    if (rows[0].found) {
      console.error('The database of DATABASE_URL is not empty: restore into a new database (createdb), then point the servers at it.');
      process.exit(1);
    }
  } finally {
    await client.end();
  }
  postgresTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', process.env.DATABASE_URL, dump]);
  const check = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await check.connect();
  const { rows } = await check.query('SELECT (SELECT count(*)::int FROM schema_migrations) AS migrations, (SELECT count(*)::int FROM document_blobs) AS documents');
  await check.end();
  console.log(`Restored the PostgreSQL database (${rows[0].migrations} migrations recorded, ${rows[0].documents} documents kept in it).`);
}

const restore = arg('--restore');
if (process.argv.includes('--restore')) {
  if (!restore || !fs.existsSync(restore)) {
    console.error('Usage: pnpm restore backups/backup-<time>');
    process.exit(1);
  }
  const isFolder = fs.statSync(restore).isDirectory();
  const dump = isFolder ? path.join(restore, 'pglite.tar.gz') : restore;
  if (usesPostgres) {
    const pgDump = isFolder ? path.join(restore, 'postgres.dump') : restore;
    if (!fs.existsSync(pgDump)) {
      console.error(`${restore} holds no postgres.dump (a snapshot of the embedded database restores without DATABASE_URL).`);
      process.exit(1);
    }
    await restorePostgres(pgDump);
  } else {
    if (!fs.existsSync(dump)) {
      console.error(`${restore} holds no pglite.tar.gz.`);
      process.exit(1);
    }
    if (fs.existsSync(dbDir)) fs.renameSync(dbDir, `${dbDir}.before-restore-${Date.now()}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const db = new PGlite(dbDir, { loadDataDir: new Blob([fs.readFileSync(dump)]) });
    await db.waitReady;
    const { rows } = await db.query('SELECT count(*)::int AS n FROM schema_migrations');
    await db.close();
    console.log(`Restored the database into ${dbDir} (${rows[0].n} migrations recorded).`);
  }
  if (isFolder) {
    if (!process.env.DATA_ENCRYPTION_KEY && !fs.existsSync(path.join(dataDir, 'data-encryption.key'))) {
      console.warn('No data key in place (DATA_ENCRYPTION_KEY or data-encryption.key): put it back before starting, or the documents cannot be read.');
    }
    // Files are named by their content: copying over what is there only adds the missing ones.
    const n = copyFiles(path.join(restore, 'files'), filesDir);
    console.log(`Restored ${n} stored files into ${filesDir}.`);
  }
} else {
  const outRoot = path.resolve(arg('--out') || path.join(ROOT, 'backups'));
  const out = path.join(outRoot, `backup-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(out, { recursive: true });
  if (usesPostgres) {
    // One transaction (pg_dump's own snapshot): every write committed before it began, nothing half.
    const startedAt = new Date().toISOString();
    postgresTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', path.join(out, 'postgres.dump'), process.env.DATABASE_URL]);
    fs.writeFileSync(path.join(out, 'snapshot.json'), `${JSON.stringify({ database: 'postgres', startedAt }, null, 2)}\n`);
  } else {
    if (!fs.existsSync(dbDir)) {
      console.error(`No embedded database in ${dbDir}.`);
      process.exit(1);
    }
  }
  if (serverPid) {
    // The server dumps its database between two requests' turns: every write it acknowledged before is in it.
    const startedAt = new Date().toISOString();
    await snapshotFromServer(serverPid, out);
    fs.writeFileSync(path.join(out, 'snapshot.json'), `${JSON.stringify({ database: 'pglite', startedAt, online: true }, null, 2)}\n`);
  } else if (!usesPostgres) {
    const db = new PGlite(dbDir);
    await db.waitReady;
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    fs.writeFileSync(path.join(out, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
  }
  const n = copyFiles(filesDir, path.join(out, 'files'));
  console.log(`Wrote ${out} (the database and ${n} stored files from this machine's disk).`);
  console.log('The data key is not in the snapshot (documents are encrypted with it): keep DATA_ENCRYPTION_KEY or data-encryption.key safe on its own.');
}
