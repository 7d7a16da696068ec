import { createHash } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { prepareValue } from 'pg/lib/utils.js';
import { Client, Pool, types as pgTypes, type PoolClient } from 'pg';
import { ArrivalQueue, arrivalOrderedSlots } from './arrivalOrder';

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
 * How many statements the API's thread hands to the database's thread before their answers come back: the
 * database works on the next while the API's thread reads the last answer. More would commit statements to
 * an order before newer requests' older ones could be placed (arrival order, arrivalOrder.ts).
 */
const PGLITE_PIPELINE = 2;

/**
 * Turns on the embedded database, handed out by request arrival (arrivalOrder.ts): up to PGLITE_PIPELINE
 * statements at once, and a transaction alone (nothing else is sent between its BEGIN and its end; the
 * database's thread runs what it is sent in order). A finished turn lets the event loop go round before the
 * next is chosen, so the request whose statement just ended can ask for its next one first.
 */
function pgliteTurns() {
  const waiting = new ArrivalQueue();
  let inFlight = 0;
  let transactionOpen = false;
  let pumping = false;
  const pump = () => {
    pumping = false;
    while (!transactionOpen && inFlight < PGLITE_PIPELINE && waiting.size > 0) waiting.pop()!();
  };
  const later = () => {
    if (pumping) return;
    pumping = true;
    setImmediate(pump);
  };
  const take =
    (alone: boolean) =>
    <T>(work: () => Promise<T>): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          inFlight += 1;
          if (alone) transactionOpen = true;
          work()
            .then(resolve, reject)
            .finally(() => {
              inFlight -= 1;
              if (alone) transactionOpen = false;
              later();
            });
        });
        later();
      });
  return { statement: take(false), transaction: take(true) };
}

interface WorkerAnswer {
  id?: number;
  op?: 'notify' | 'ready' | 'failed';
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
  channel?: string;
  payload?: string;
}

/** PostgreSQL's error as the database's thread sent it: same message, code, detail, constraint... */
function rebuiltError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * The embedded default: PGlite in `dataDir` (or in memory when undefined), in its own thread
 * (pgliteWorker.mjs), so the WebAssembly database and the API's JavaScript use both cores.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const worker = new Worker(path.join(__dirname, 'pgliteWorker.mjs'), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 0;
  let exited: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (answer: WorkerAnswer) => {
      if (answer.op === 'notify') for (const onMessage of listeners.get(answer.channel!) ?? []) onMessage(answer.payload ?? '');
      else if (answer.op === 'ready') resolve();
      else if (answer.op === 'failed') reject(rebuiltError(answer.error!));
      else {
        const call = pending.get(answer.id!);
        pending.delete(answer.id!);
        if (answer.error) call?.reject(rebuiltError(answer.error));
        else call?.resolve(answer.result);
      }
    });
    worker.on('error', (error) => reject(error));
    worker.on('exit', (code) => {
      exited = new Error(`The embedded database stopped (exit code ${code})`);
      reject(exited);
      for (const call of pending.values()) call.reject(exited);
      pending.clear();
    });
  });
  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };
  await ready;

  // Parameters converted here as node-postgres converts them (prepareValue), so both engines read the same values.
  const run = (sql: string, params: unknown[] | undefined, inTransaction: boolean) =>
    call<{ rows: unknown[]; count: number }>({ op: 'run', sql, params: (params ?? []).map((value) => prepareValue(value)), syncToFs: !inTransaction });
  const turns = pgliteTurns();
  return {
    kind: 'pglite',
    ...queryable((sql, params) => turns.statement(() => run(sql, params, false))),
    transaction: (fn) =>
      turns.transaction(async () => {
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
      await turns.transaction(() => call({ op: 'exec', script }));
    },
    // A notification is posted by the database's thread before the answer of the statement that committed it.
    async listen(channel, onMessage, onLive) {
      if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
      const onChannel = listeners.get(channel) ?? new Set();
      listeners.set(channel, onChannel);
      onChannel.add(onMessage);
      await turns.statement(() => call({ op: 'listen', channel }));
      onLive(true);
      return {
        sync: async () => undefined,
        roundTrips: 0,
        stop: async () => {
          onLive(false);
          onChannel.delete(onMessage);
          if (onChannel.size === 0) await turns.statement(() => call({ op: 'unlisten', channel })).catch(() => undefined);
        },
      };
    },
    close: async () => {
      if (exited) return;
      await turns.transaction(() => call({ op: 'close' }));
      await worker.terminate();
    },
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
  // Every use of the pool takes one of its connections' slots, handed out by request arrival (arrivalOrder.ts),
  // so the pool's own first-come queue is never used.
  const inSlot = arrivalOrderedSlots(options.max ?? 10);
  const run = async (client: Pool | PoolClient, sql: string, params?: unknown[]) => {
    const result = await client.query({ name: statementName(sql), text: sql, values: params });
    return { rows: result.rows, count: result.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    ...queryable((sql, params) => inSlot(() => run(pool, sql, params))),
    transaction: (fn) => inSlot(() => transactionOn(pool, fn, run)),
    exec: async (script) => {
      await inSlot(() => pool.query(script));
    },
    listen: (channel, onMessage, onLive) => listenPostgres(url, channel, onMessage, onLive),
    close: () => pool.end(),
  };
}

/** BEGIN, fn, COMMIT on one pooled connection; ROLLBACK if fn throws. */
async function transactionOn<T>(
  pool: Pool,
  fn: (tx: Queryable) => Promise<T>,
  run: (client: PoolClient, sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; count: number }>,
): Promise<T> {
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
