import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.join(__dirname, '..', '..', 'migrations');

/**
 * Applies api/migrations/*.sql in name order, each once, each in its own transaction.
 * One set of files serves PGlite and PostgreSQL 15: keep the SQL within what 15 supports.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = fs.readFileSync(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      // Statements are split on lines holding only ';' or ending in ';' (no procedural code here).
      for (const statement of splitStatements(script)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

export function splitStatements(script: string): string[] {
  return script
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*(?:\r?\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}
