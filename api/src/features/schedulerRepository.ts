import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

/** This process, as the holder of a lease (host and pid for whoever reads the table; the random part keeps restarts apart). */
export const LEASE_HOLDER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** A run that takes longer than this (or whose instance died) is taken over by another instance. */
const LEASE_SECONDS = 600;

/**
 * Takes the scheduler's lease when nobody holds it and no run started within the last interval (less a second, so a
 * timer's drift does not skip a whole interval): however many instances tick, the jobs run once per interval. The
 * jobs themselves stay safe to run twice (unique event keys, SKIP LOCKED claims); this only stops the waste.
 */
export async function takeSchedulerLease(db: Queryable, job: string, intervalSeconds: number, holder = LEASE_HOLDER): Promise<boolean> {
  const taken = await db.query(
    `INSERT INTO scheduler_leases (job, holder, lease_until, started_at)
     VALUES ($1, $2, now() + make_interval(secs => $3), now())
     ON CONFLICT (job) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until, started_at = excluded.started_at
     WHERE scheduler_leases.lease_until < now()
       AND scheduler_leases.started_at <= now() - make_interval(secs => $4)
     RETURNING job`,
    [job, holder, LEASE_SECONDS, Math.max(0, intervalSeconds - 1)],
  );
  return taken.length > 0;
}

/** Ends this holder's run: the lease is free, and the next run is due an interval after it started. */
export async function releaseSchedulerLease(db: Queryable, job: string, holder = LEASE_HOLDER): Promise<void> {
  await db.execute('UPDATE scheduler_leases SET lease_until = now(), finished_at = now() WHERE job = $1 AND holder = $2', [job, holder]);
}

/** Seconds since the last run of `job` finished on any instance (null before the first). */
export async function secondsSinceLastRun(db: Queryable, job: string): Promise<number | null> {
  const row = await db.one<{ seconds: number | null }>('SELECT extract(epoch FROM now() - finished_at)::float8 AS seconds FROM scheduler_leases WHERE job = $1', [job]);
  return row?.seconds ?? null;
}
