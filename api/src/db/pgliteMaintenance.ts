import type { FastifyInstance } from 'fastify';

/**
 * Tables rewritten row by row on every request or task change (counters, session touches, limits). Each UPDATE leaves a
 * dead row version behind until VACUUM removes it.
 */
export const HOT_TABLES = ['task_counts', 'document_counts', 'sessions', 'rate_limit_counters', 'api_answer_counts'] as const;
/** How often the embedded database's hot tables are vacuumed. */
export const VACUUM_INTERVAL_MS = 5 * 60_000;

/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum. Without it a counter row updated 100,000 times
 * spreads over hundreds of pages (measured: task_counts of a 100,000-task company, 660 rows in 944 pages, a
 * sequential read of all of them for every task list's total), and lists slow down as a company grows. So the API
 * vacuums the hot tables itself: once at start, then every few minutes (milliseconds each for these small tables).
 * PostgreSQL's own autovacuum does this when DATABASE_URL is set.
 */
export async function maintainPglite(app: FastifyInstance): Promise<void> {
  if (app.db.kind !== 'pglite') return;
  const vacuum = () => app.db.exec(`VACUUM ${HOT_TABLES.join(', ')}`);
  await vacuum();
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= vacuum()
      .catch((error) => app.log.warn({ err: error }, 'vacuum of the hot tables failed'))
      .finally(() => {
        running = null;
      });
  }, VACUUM_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
