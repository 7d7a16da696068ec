import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres, type CompiledPglite, type Database } from '../../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';

// Every test database starts as the migrations leave it, without running them each time (36 migrations took
// 6-10 s per database on PGlite): they run once into a template per content of api/migrations, and each test
// database is a copy of it. PGlite: a tarball of the migrated data folder, cached on disk and loaded into a new
// in-memory database. PostgreSQL: a migrated template DATABASE, copied by CREATE DATABASE ... TEMPLATE.

const CACHE_DIR = path.join(__dirname, '../../../node_modules/.cache/compliance-test-db');

/** What the template holds besides the migrations: 2 = the PGlite template without template0 and template1. */
const TEMPLATE_SHAPE = '2';

/** The migrations' names and contents, the PGlite version (its data folder's format) and the template's shape. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(TEMPLATE_SHAPE);
  const pglitePackage = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(JSON.parse(fs.readFileSync(pglitePackage, 'utf8')).version);
  for (const file of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite data folder as a gzipped tarball; written once, atomically (Jest workers may race to it). */
async function pgliteTemplate(key: string): Promise<Uint8Array> {
  const file = path.join(CACHE_DIR, `${key}.tar.gz`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const db = await openPglite();
  let bytes: Uint8Array;
  try {
    await migrate(db);
    // Only the database the tests use is kept: template0 and template1 were 15 MB and 600 of the 1,290 files that
    // every test database unpacked, and opening one now takes ~0.4 CPU-seconds less (docs/decisions/0410-*.md).
    // No test creates a database on PGlite.
    await db.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
    await db.exec('DROP DATABASE template0');
    await db.exec('DROP DATABASE template1');
    bytes = await db.dumpDataDir();
  } finally {
    await db.close();
  }
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.${randomUUID()}`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  return bytes;
}

/**
 * PGlite's WebAssembly compiled once per Jest worker process instead of in every test database's thread (about a
 * fifth of opening one), and its hot functions optimised once. Kept on `process`, which the test files of one
 * worker share (each file has its own module registry).
 */
function compiledPglite(): Promise<CompiledPglite> {
  const holder = process as NodeJS.Process & { compiledPglite?: Promise<CompiledPglite> };
  const { WebAssembly } = globalThis as unknown as { WebAssembly: { compile: (bytes: Uint8Array) => Promise<CompiledPglite> } };
  const wasm = path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm');
  return (holder.compiledPglite ??= WebAssembly.compile(fs.readFileSync(wasm)));
}

const databaseUrl = (url: string, name: string) => {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
};

/** A database just closed by its last pool may still show its session for a moment: such statements are tried again. */
async function whenNotInUse(work: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      // 55006: "database ... is being accessed by other users".
      if (attempt >= 50 || (error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The migrated template database beside the test database of `url`, named by the migrations' key. Built under
 * another name and renamed when complete, so a concurrent worker never copies a half-migrated template.
 */
async function postgresTemplate(admin: Database, url: string, base: string, key: string): Promise<string> {
  const name = `${base}_tpl_${key}`;
  if (await admin.one('SELECT 1 AS found FROM pg_database WHERE datname = $1', [name])) return name;
  const building = `${base}_tplb_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin.exec(`CREATE DATABASE "${building}"`);
  const db = await openPostgres(databaseUrl(url, building), { max: 1 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  try {
    await whenNotInUse(() => admin.exec(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
  } catch (error) {
    await admin.exec(`DROP DATABASE "${building}" WITH (FORCE)`);
    // 42P04: another worker completed the same template first.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  return name;
}

/**
 * Builds the template the test databases are copied from, before any test file runs (Jest's global setup): the first
 * file of each worker no longer pays the migrations inside its 60 s hook, and two workers no longer build it at once.
 */
export async function prepareTemplate(): Promise<void> {
  const key = templateKey();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    await pgliteTemplate(key);
    return;
  }
  const admin = await openPostgres(url, { max: 1 });
  try {
    await postgresTemplate(admin, url, decodeURIComponent(new URL(url).pathname.slice(1)), key);
  } finally {
    await admin.close();
  }
}

/**
 * A fresh, migrated database: in-memory PGlite by default, or its own database on real PostgreSQL when
 * TEST_DATABASE_URL is set (the same suite runs against both). `reopen` opens it again (PostgreSQL: another pool).
 */
export async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void>; reopen: () => Promise<Database> }> {
  const key = templateKey();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const base = decodeURIComponent(new URL(url).pathname.slice(1));
    const admin = await openPostgres(url, { max: 1 });
    const name = `${base}_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    try {
      const template = await postgresTemplate(admin, url, base, key);
      await whenNotInUse(() => admin.exec(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
    } catch (error) {
      await admin.close();
      throw error;
    }
    const db = await openPostgres(databaseUrl(url, name), { max: 5 });
    return {
      db,
      reopen: () => openPostgres(databaseUrl(url, name), { max: 5 }),
      drop: async () => {
        await db.close();
        // FORCE: a second instance's pool or listener left open must not keep the database.
        await admin.exec(`DROP DATABASE "${name}" WITH (FORCE)`);
        await admin.close();
      },
    };
  }
  const db = await openPglite(undefined, { loadDataDir: await pgliteTemplate(key), wasmModule: await compiledPglite() });
  // One in-memory PGlite cannot be opened twice: a second instance shares it (and its notifications).
  return { db, drop: () => db.close(), reopen: async () => ({ ...db, close: async () => undefined }) };
}
