import { createHash } from 'node:crypto';
import { Client, Pool, types as pgTypes, type PoolClient } from 'pg';
import { prepareValue } from 'pg/lib/utils.js';
import { CHANNEL, parsers, queryable, type Database, type Listener, type Queryable } from './databaseTypes';

let pgParsersSet = false;

/** Distinct statement texts prepared at most: each is kept by every pooled connection for its lifetime. */
const MAX_PREPARED_STATEMENTS = 5000;
const statementNames = new Map<string, string>();
/**
 * Each statement is prepared once per connection under a name derived from its text, then only bound
 * and executed: PostgreSQL parses and plans it once instead of on every request (the server shares
 * the machine's cores with the API). Beyond MAX_PREPARED_STATEMENTS distinct texts a statement runs
 * unnamed, as before, so the server's memory per connection stays bounded.
 */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * How every write transaction begins and ends on PostgreSQL. A commit that sends notifications (the read caches'
 * invalidations, from triggers) takes PostgreSQL's one notification lock, shared by every database of the server,
 * and holds it until its WAL is flushed: such commits went one at a time, one disk flush each (measured: 150-440
 * commits a second with a notification against 2,200-2,900 without, 10 connections), and every write queued there
 * with its pooled connection. So the transaction commits without waiting for the disk, which gives the lock back at
 * once, and the same message then commits a transaction that writes one WAL record and does wait: the flush (shared
 * with concurrent commits) covers the first commit too. The answer still comes only once the change is on disk.
 */
const ASYNC_BEGIN = 'BEGIN; SET LOCAL synchronous_commit TO off';
const DURABLE_COMMIT = "COMMIT; SELECT pg_logical_emit_message(true, 'durable-commit', '')";

/** Statements prepared with SQL PREPARE (for EXECUTE inside one simple-protocol message), per pooled connection. */
const preparedForExecute = new WeakMap<PoolClient, Set<string>>();

/** Real PostgreSQL; `schema` puts every connection on its own search_path (tests). */
export async function openPostgres(url: string, options: { schema?: string; max?: number } = {}): Promise<Database> {
  if (!pgParsersSet) {
    for (const [oid, parse] of Object.entries(parsers)) pgTypes.setTypeParser(Number(oid), parse);
    pgParsersSet = true;
  }
  const pool = new Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
    // A fixed-size pool: connections opened stay open, with the statements they prepared. Closing them after
    // 10 idle seconds (the default) made the first requests after any lull open connections and prepare again.
    idleTimeoutMillis: 0,
  });
  // A pooled connection that is lost while idle (the server restarted, the network dropped) is removed by the
  // pool, and the next query opens a new one. Without a listener this event would end the process.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const run = async (client: Pool | PoolClient, sql: string, params?: unknown[]) => {
    const result = await client.query({ name: statementName(sql), text: sql, values: params });
    return { rows: result.rows, count: result.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    ...queryable((sql, params) => retriedOnConflict(() => run(pool, sql, params))),
    oneNotifying: (sql, params) => retriedOnConflict(() => notifyingStatementOn(pool, sql, params ?? [])),
    transaction: (fn) => retriedOnConflict(() => transactionOn(pool, fn, run)),
    exec: async (script) => {
      await pool.query(script);
    },
    listen: (channel, onMessage, onLive) => listenPostgres(url, channel, onMessage, onLive),
    exclusively: (fn) => underAdvisoryLock(url, options.schema, fn),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * Instances started together on one database take turns here: without it two ran the same migration at once and
 * one died on a duplicate key of the catalogue (pg_type_typname_nsp_index). The lock is keyed by the schema, so
 * test schemas do not wait for one another, and belongs to a connection of its own: the work inside uses the pool
 * (whose size may be 1), and a process that dies gives the lock back with its connection.
 */
async function underAdvisoryLock<T>(url: string, schema: string | undefined, fn: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, options: schema ? `-c search_path=${schema}` : undefined });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('compliance-suite start-up:' || coalesce(current_schema(), '')))");
    try {
      return await fn();
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('compliance-suite start-up:' || coalesce(current_schema(), '')))").catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** PostgreSQL ended the work to break a deadlock, or a serializable transaction could not be ordered: nothing was kept. */
const isConflictAbort = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
};

/**
 * Runs a statement or a transaction again (twice at most) when PostgreSQL aborted it to break a deadlock: it was rolled
 * back whole, and transactions here hold no work outside the database. The client sees an answer, not a 500.
 */
async function retriedOnConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isConflictAbort(error)) throw error;
    }
  }
}

/** A parameter as a literal, converted as node-postgres converts parameters. */
function literal(client: PoolClient, param: unknown): string {
  const value = prepareValue(param);
  if (value === null || value === undefined) return 'NULL';
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'`;
  return client.escapeLiteral(value);
}

/** A statement with its $n parameters written in as literals, converted as node-postgres converts parameters. */
function withLiterals(client: PoolClient, sql: string, params: unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_match, n: string) => literal(client, params[Number(n) - 1]));
}

/**
 * One statement in a transaction of its own, begun and committed as every transaction is here (ASYNC_BEGIN,
 * DURABLE_COMMIT), in one round trip: the statement is prepared once per connection (SQL PREPARE) and executed with
 * its parameters as literals inside the one message.
 */
async function notifyingStatementOn<T>(pool: Pool, sql: string, params: unknown[]): Promise<T | null> {
  const client = await pool.connect();
  try {
    const name = `w${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    let prepared = preparedForExecute.get(client);
    if (!prepared) preparedForExecute.set(client, (prepared = new Set()));
    if (!prepared.has(name)) {
      await client.query(`PREPARE ${name} AS ${sql}`);
      prepared.add(name);
    }
    const args = params.length > 0 ? `(${params.map((param) => literal(client, param)).join(', ')})` : '';
    // Results: BEGIN, SET, EXECUTE, COMMIT, SELECT.
    const results = (await client.query(`${ASYNC_BEGIN}; EXECUTE ${name}${args}; ${DURABLE_COMMIT}`)) as unknown as { rows: T[] }[];
    return results[2]?.rows[0] ?? null;
  } catch (error) {
    // A failed message leaves its transaction open and aborted.
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** BEGIN, fn, COMMIT on one pooled connection; ROLLBACK if fn throws. */
async function transactionOn<T>(
  pool: Pool,
  fn: (tx: Queryable) => Promise<T>,
  run: (client: PoolClient, sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; count: number }>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(ASYNC_BEGIN);
    // Statements of one transaction share one connection. Services may start several at once (Promise.all); each
    // waits for the one before it here, instead of relying on pg's own queue, which pg 8 deprecates and pg 9 removes.
    let previous: Promise<unknown> = Promise.resolve();
    const atCommit: string[] = [];
    const result = await fn({
      ...queryable((sql, params) => {
        const next = previous.then(() => run(client, sql, params));
        previous = next.catch(() => undefined);
        return next;
      }),
      atCommit: (sql, params) => {
        atCommit.push(withLiterals(client, sql, params ?? []));
      },
    });
    await previous;
    // One message (simple protocol): the statements, then COMMIT; an error in one skips the rest, and ROLLBACK follows.
    await client.query(atCommit.length > 0 ? `${atCommit.join(';\n')};\n${DURABLE_COMMIT}` : DURABLE_COMMIT);
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A dedicated connection (not from the pool) that LISTENs; when it drops, onLive(false) at once
 * and a new one is tried every second until stopped.
 */
async function listenPostgres(url: string, channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void): Promise<Listener> {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let current: Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  // When the last answered round trip was sent (performance.now()); reset with the connection.
  let answeredSentAt = -Infinity;
  const lost = (client: Client) => {
    if (current !== client) return;
    current = null;
    answeredSentAt = -Infinity;
    onLive(false);
    client.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
  };
  const connect = async () => {
    retry = null;
    const client = new Client({ connectionString: url });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(client);
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    onLive(true);
  };

  // One round trip in flight at a time; callers arriving meanwhile share the next one (the running one
  // may have been sent before the change they must see was committed).
  let running: Promise<void> | null = null;
  let runningSentAt = -Infinity;
  let roundTrips = 0;
  let queued: Promise<void> | null = null;
  const sync = (since?: number): Promise<void> => {
    const client = current;
    if (!client) return Promise.reject(new Error('Not listening'));
    if (since !== undefined && answeredSentAt >= since) return Promise.resolve();
    // The round trip in flight was sent after `since`: it answers for this caller too.
    if (running && since !== undefined && runningSentAt >= since) return running;
    if (!running) {
      const sentAt = performance.now();
      runningSentAt = sentAt;
      roundTrips += 1;
      running = client.query('SELECT 1').then(
        () => {
          if (current === client) answeredSentAt = Math.max(answeredSentAt, sentAt);
        },
        (error) => {
          lost(client);
          throw error;
        },
      );
      const done = () => {
        running = null;
      };
      running.then(done, done);
      return running;
    }
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = null;
        return sync();
      });
    return queued;
  };

  await connect();
  return {
    sync,
    get roundTrips() {
      return roundTrips;
    },
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      onLive(false);
      if (client) await client.end().catch(() => undefined);
    },
  };
}
