-- The scheduler's periodic run is taken by one instance at a time, and once per interval across all of them:
-- the instance that takes the lease runs the jobs, the others skip their tick. A lease left by an instance that
-- died ends at lease_until, and another instance takes it over. finished_at gives the scheduler's lag (metrics).
CREATE TABLE scheduler_leases (
  job text PRIMARY KEY,
  holder text NOT NULL,
  lease_until timestamptz NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz
);
