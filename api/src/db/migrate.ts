import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.join(__dirname, '..', '..', 'migrations');

/**
 * Applies api/migrations/*.sql in name order, each once, each in its own transaction.
 * One set of files serves PGlite and PostgreSQL 15: keep the SQL within what 15 supports.
 */
export function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Any number of instances may start together: one migrates, the others then find nothing left to do.
  return db.exclusively(() => migrateNow(db, dir));
}

async function migrateNow(db: Database, dir: string): Promise<string[]> {
  // Created only when missing: the application's own role (docs/security.md) may not create in the schema, and
  // PostgreSQL checks that right before it sees that the table exists.
  const known = await db.one<{ found: string | null }>("SELECT to_regclass('schema_migrations')::text AS found");
  if (!known?.found)
    await db.exec(`CREATE TABLE schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = fs.readFileSync(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      // Statements are split on lines ending in ';' (outside dollar-quoted function bodies).
      for (const statement of splitStatements(script)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

export function splitStatements(script: string): string[] {
  const text = script.replace(/^\s*--.*$/gm, '');
  // Statements end at ';' + line end, except inside a dollar-quoted body ($$ ... $$, $fn$ ... $fn$)
  // so that plpgsql functions and triggers can be written on several lines.
  const token = /\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$|;\s*(?:\r?\n|$)/g;
  const statements: string[] = [];
  let start = 0;
  let openTag: string | null = null;
  for (let match = token.exec(text); match; match = token.exec(text)) {
    const found = match[0];
    if (found.startsWith('$')) {
      if (openTag === null) openTag = found;
      else if (found === openTag) openTag = null;
      continue;
    }
    if (openTag !== null) continue;
    statements.push(text.slice(start, match.index));
    start = match.index + found.length;
  }
  statements.push(text.slice(start));
  return statements.map((s) => s.trim()).filter(Boolean);
}
