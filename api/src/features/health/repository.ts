import type { Queryable } from '../../db/database';

/** How many migrations the database has applied (answering at all proves it is up). */
export async function appliedMigrations(db: Queryable): Promise<number> {
  return (await db.one<{ migrations: number }>('SELECT count(*)::int AS migrations FROM schema_migrations'))?.migrations ?? 0;
}

/** Resolves when the database answers a trivial statement. */
export async function databaseAnswers(db: Queryable): Promise<void> {
  await db.one('SELECT 1 AS up');
}
