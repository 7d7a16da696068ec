import type { Queryable } from '../../../db/database';

/** Seconds until the latest block among these keys ends (0 or less = none). */
export async function longestBlockSeconds(db: Queryable, keys: string[]): Promise<number> {
  const row = await db.one<{ wait: number | null }>(
    `SELECT ceil(extract(epoch FROM max(blocked_until) - now()))::int AS wait
       FROM auth_counters WHERE key = ANY($1::text[]) AND blocked_until > now()`,
    [keys],
  );
  return row?.wait ?? 0;
}

/**
 * Counts one failure under a key in one atomic statement (concurrent failures on two instances both count);
 * a key idle for `forgetAfterSeconds` starts again from one.
 */
export async function countFailure(db: Queryable, key: string, forgetAfterSeconds: number): Promise<{ failures: number; notified: boolean }> {
  const row = await db.one<{ failures: number; notified: boolean }>(
    `INSERT INTO auth_counters AS c (key, failures, last_failure_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN c.last_failure_at < now() - make_interval(secs => $2) THEN 1 ELSE c.failures + 1 END,
         notified_at = CASE WHEN c.last_failure_at < now() - make_interval(secs => $2) THEN NULL ELSE c.notified_at END,
         last_failure_at = now()
       RETURNING failures, notified_at IS NOT NULL AS notified`,
    [key, forgetAfterSeconds],
  );
  return row!;
}

/** Blocks the key for `delaySeconds` and marks it notified; false when it already was (then only the block grows). */
export async function blockAndMarkNotified(db: Queryable, key: string, delaySeconds: number): Promise<boolean> {
  const marked = await db.execute(
    `UPDATE auth_counters
            SET blocked_until = greatest(coalesce(blocked_until, now()), now() + make_interval(secs => $2)),
                notified_at = coalesce(notified_at, now())
          WHERE key = $1 AND notified_at IS NULL`,
    [key, delaySeconds],
  );
  if (marked === 0) {
    await db.execute(`UPDATE auth_counters SET blocked_until = greatest(coalesce(blocked_until, now()), now() + make_interval(secs => $2)) WHERE key = $1`, [
      key,
      delaySeconds,
    ]);
  }
  return marked > 0;
}

/** Forgets keys idle for a day. */
export async function deleteIdleCounters(db: Queryable): Promise<void> {
  await db.execute("DELETE FROM auth_counters WHERE last_failure_at < now() - interval '1 day' AND (blocked_until IS NULL OR blocked_until < now())");
}

/** Deletes the key itself and every key starting with `prefix` (the prefix's LIKE characters escaped here). */
export async function deleteCounters(db: Queryable, key: string, prefix: string): Promise<void> {
  await db.execute('DELETE FROM auth_counters WHERE key = $1 OR key LIKE $2', [key, `${prefix.replace(/[\\%_]/g, '\\$&')}%`]);
}
