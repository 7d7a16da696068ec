import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { prepareValue } from 'pg/lib/utils.js';
import { ArrivalQueue } from './arrivalOrder';
import { CHANNEL, queryable, type Database } from './databaseTypes';

/**
 * How many statements the API's thread hands to the database's thread before their answers come back: the
 * database works on the next while the API's thread reads the last answer. More would commit statements to
 * an order before newer requests' older ones could be placed (arrival order, arrivalOrder.ts). 24, not 8, since
 * statements are kept prepared (docs/decisions/0380-the-embedded-database-keeps-hot-statements-prepared.md): each
 * then takes well under a millisecond, and 8 left the database's thread idle while the API's busy thread came round.
 */
export const PGLITE_PIPELINE = 24;

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

/** The embedded database, which can also hand out its data folder as a tarball (dumpDataDir) to be opened again. */
export type PgliteDatabase = Database & { dumpDataDir: () => Promise<Uint8Array> };

/** PGlite's pglite.wasm compiled (a WebAssembly.Module; the API is typed without the WebAssembly library). */
export type CompiledPglite = object;

/**
 * The embedded default: PGlite in `dataDir` (or in memory when undefined), in its own thread
 * (pgliteWorker.mjs), so the WebAssembly database and the API's JavaScript use both cores.
 * `loadDataDir`: start from a tarball dumpDataDir wrote (the tests' migrated template) instead of an empty database.
 * `wasmModule`: PGlite's WebAssembly already compiled, for an opener of many databases (the tests) to compile it once.
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Uint8Array; wasmModule?: CompiledPglite } = {}): Promise<PgliteDatabase> {
  const worker = new Worker(path.join(__dirname, 'pgliteWorker.mjs'), {
    workerData: { dataDir, loadDataDir: options.loadDataDir, wasmModule: options.wasmModule },
  });
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
    exclusively: (fn) => fn(),
    poolStats: () => null,
    dumpDataDir: () => turns.transaction(() => call<Uint8Array>({ op: 'dump' })),
    close: async () => {
      if (exited) return;
      await turns.transaction(() => call({ op: 'close' }));
      await worker.terminate();
    },
  };
}
