import { createHash } from 'node:crypto';
import { PGlite, parse as pgliteResults, protocol } from '@electric-sql/pglite';
import { prepareValue } from 'pg/lib/utils.js';
import { Client, Pool, types as pgTypes, type PoolClient } from 'pg';

/** What every repository function receives: the database, or a transaction on it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | null>;
  /** Runs a statement and answers the number of rows it changed. */
  execute(sql: string, params?: unknown[]): Promise<number>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Inside fn use only `tx`: on PGlite a query on the outer client deadlocks. No network calls inside. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(script: string): Promise<void>;
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

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

// Same JS types from both engines: DATE as 'YYYY-MM-DD', int8 and numeric as numbers.
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 };
const parsers = {
  [OID.INT8]: (v: string) => Number(v),
  [OID.NUMERIC]: (v: string) => Number(v),
  [OID.DATE]: (v: string) => v,
};

function queryable(run: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; count: number }>): Queryable {
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

/**
 * PGlite runs each statement synchronously in this thread, and its lock hands the connection to the next waiter
 * in a microtask, so under load statements ran back to back without the event loop ever reading a socket: an
 * upload's body advanced one chunk per round of every queued statement and new connections waited tens of seconds
 * (docs/benchmarks.md). Here every statement or transaction waits its turn in arrival order, and the event loop
 * reads its sockets (setImmediate) before each turn.
 */
function takeTurns() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** The embedded default: PGlite in `dataDir` (or in memory when undefined). */
export async function openPglite(dataDir?: string): Promise<Database> {
  // One options object: with an undefined dataDir, PGlite ignores a second argument (and the parsers).
  const db = new PGlite({ dataDir, parsers });
  await db.waitReady;
  /**
   * One statement in one call into WebAssembly: Parse, Bind, Describe, Execute and Sync sent together,
   * parameters as text typed by the server (as node-postgres sends them, so both engines read the same
   * values). PGlite's own query() makes six calls (it asks for the parameter types first), and on this
   * single connection the calls were most of a request's cost (docs/benchmarks.md).
   */
  const run = async (sql: string, params: unknown[] | undefined, inTransaction: boolean) => {
    const message = concatBytes([
      protocol.serialize.parse({ text: sql }),
      protocol.serialize.bind({ values: (params ?? []).map((value) => prepareValue(value)) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    // Errors come back as PostgreSQL's (DatabaseError with its code); notifications reach db.listen's callbacks.
    // One call at a time: PGlite keeps the call's results on the instance until it returns, and a transaction's
    // statements may be started together (Promise.all).
    const { messages } = await oneCall(() => db.execProtocol(message, { syncToFs: !inTransaction }));
    const [result] = pgliteResults.parseResults(messages, db.parsers);
    return { rows: result?.rows ?? [], count: result?.affectedRows ?? 0 };
  };
  const inTurn = takeTurns();
  let lastCall: Promise<unknown> = Promise.resolve();
  const oneCall = <T>(work: () => Promise<T>): Promise<T> => {
    const call = lastCall.then(work);
    lastCall = call.catch(() => undefined);
    return call;
  };
  return {
    kind: 'pglite',
    ...queryable((sql, params) => inTurn(() => run(sql, params, false))),
    // A transaction is one turn: nothing else reaches the connection between its BEGIN and its end.
    transaction: (fn) =>
      inTurn(async () => {
        await run('BEGIN', [], true);
        try {
          const result = await fn(queryable((sql, params) => run(sql, params, true)));
          await run('COMMIT', [], false);
          return result;
        } catch (error) {
          await run('ROLLBACK', [], false).catch(() => undefined);
          throw error;
        }
      }),
    exec: async (script) => {
      await inTurn(() => db.exec(script));
    },
    // In-process: PGlite hands a notification to its listeners as the committing query returns.
    async listen(channel, onMessage, onLive) {
      if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
      const unlisten = await inTurn(() => db.listen(channel, onMessage));
      onLive(true);
      return {
        sync: async () => undefined,
        roundTrips: 0,
        stop: async () => {
          onLive(false);
          await inTurn(() => unlisten());
        },
      };
    },
    close: () => db.close(),
  };
}

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
  });
  await pool.query('select 1');
  const run = async (client: Pool | PoolClient, sql: string, params?: unknown[]) => {
    const result = await client.query({ name: statementName(sql), text: sql, values: params });
    return { rows: result.rows, count: result.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    ...queryable((sql, params) => run(pool, sql, params)),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable((sql, params) => run(client, sql, params)));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (script) => {
      await pool.query(script);
    },
    listen: (channel, onMessage, onLive) => listenPostgres(url, channel, onMessage, onLive),
    close: () => pool.end(),
  };
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
