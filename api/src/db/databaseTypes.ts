// The one interface every repository and service uses, whichever engine is behind it (PGlite or PostgreSQL).
/** What every repository function receives: the database, or a transaction on it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | null>;
  /** Runs a statement and answers the number of rows it changed. */
  execute(sql: string, params?: unknown[]): Promise<number>;
  /**
   * PostgreSQL transactions only: runs the statement in the same round trip as COMMIT, for a statement whose row
   * lock every writer of a company waits for (the audit chain's head). Sent with the next statement, the lock
   * was held while the API's event loop came round to send COMMIT, and under load writes queued behind it.
   */
  atCommit?(sql: string, params?: unknown[]): void;
  /**
   * PostgreSQL's pool only: one statement, in a transaction of its own, whose commit notifies the read caches (a
   * task's status move). Its commit does not hold PostgreSQL's cluster-wide notification lock while waiting for the
   * disk (see `DURABLE_COMMIT` in postgresDatabase.ts); answers once the change is on disk, with its first row.
   * Where absent, `one` does the same.
   */
  oneNotifying?<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | null>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Inside fn use only `tx`: on PGlite a query on the outer client deadlocks. No network calls inside. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs `fn` while no other process on this database runs its own `exclusively` work (migrations, start-up data
   * moves). PostgreSQL: a session advisory lock on a connection of its own, given back even when the process dies.
   * PGlite: one process per data folder already, so `fn` simply runs.
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  /** Connections of the pool: open, idle, and callers waiting for one (metrics); null on PGlite. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY payload (delivered at commit). `onLive(false)`
   * says notifications may have been missed (connection lost), `onLive(true)` that they flow again.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void): Promise<Listener>;
  close(): Promise<void>;
}

export interface Listener {
  /**
   * Resolves once every notification committed before the call has been handed to onMessage
   * (PostgreSQL: a round trip on the listening connection, shared by all callers waiting at the same
   * time; the server sends pending notifications before it answers). Rejects while not listening.
   * With `since` (a `performance.now()` time), a round trip sent at or after it and already answered on
   * the current connection suffices: one request's second cached read costs no second round trip.
   */
  sync(since?: number): Promise<void>;
  /** Round trips made by sync() so far (diagnostics and tests; always 0 in process). */
  readonly roundTrips: number;
  stop(): Promise<void>;
}

export const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

// Same JS types from both engines: DATE as 'YYYY-MM-DD', int8 and numeric as numbers.
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 };
export const parsers = {
  [OID.INT8]: (v: string) => Number(v),
  [OID.NUMERIC]: (v: string) => Number(v),
  [OID.DATE]: (v: string) => v,
};

export function queryable(run: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; count: number }>): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await run(sql, params)).rows as T[];
    },
    async one<T>(sql: string, params?: unknown[]) {
      const { rows } = await run(sql, params);
      return (rows[0] as T | undefined) ?? null;
    },
    async execute(sql: string, params?: unknown[]) {
      return (await run(sql, params)).count;
    },
  };
}
