import type { Queryable } from '../db/database';

/**
 * One atomic upsert per counted request: a fixed window of `windowMs` that restarts once it has ended.
 * Answers the hits in the window and the milliseconds left of it.
 */
export const countHit = (db: Queryable, key: string, windowMs: number) =>
  db.one<{ hits: number; ttl: number }>(
    `INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
         VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.hits + 1 END,
           window_ends_at = CASE WHEN c.window_ends_at <= now() THEN now() + make_interval(secs => $2::double precision / 1000) ELSE c.window_ends_at END
         RETURNING hits, greatest(0, ceil(extract(epoch FROM window_ends_at - now()) * 1000))::int AS ttl`,
    [key, windowMs],
  );

/** The hits and milliseconds left of the key's window, or null when it has none running. */
export const liveWindow = (db: Queryable, key: string) =>
  db.one<{ hits: number; ttl: number }>(
    `SELECT hits, greatest(0, ceil(extract(epoch FROM window_ends_at - now()) * 1000))::int AS ttl
           FROM rate_limit_counters WHERE key = $1 AND window_ends_at > now()`,
    [key],
  );

/** Forgets windows that ended over an hour ago. */
export async function deleteEndedWindows(db: Queryable): Promise<void> {
  await db.execute("DELETE FROM rate_limit_counters WHERE window_ends_at < now() - interval '1 hour'");
}
