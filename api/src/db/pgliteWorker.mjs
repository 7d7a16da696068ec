// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly synchronously in the thread
// that calls it; in the API's thread that was about 60% of its busy time under load (docs/benchmarks.md, docs/decisions/0040-the-tail-under-load-fifth-pass.md),
// and every HTTP request waited behind it. Here it runs beside the API's thread, on the machine's other core.
// Plain JavaScript: it is started as it is by tsx, by Jest and by plain Node alike.
//
// Messages from the API's thread (pgliteDatabase.ts, openPglite), each answered with { id, result } or { id, error }:
//   { op: 'run', sql, params, syncToFs }  one statement (parameters already converted to text), answered with
//                                         { rows, count }
//   { op: 'exec', script }                a multi-statement script (migrations)
//   { op: 'listen', channel }             notifications on it are posted as { op: 'notify', channel, payload },
//                                         before the answer of the statement that committed them
//   { op: 'unlisten', channel }
//   { op: 'dump' }                        the data folder as a gzipped tarball (bytes), which workerData.loadDataDir
//                                         opens again (the tests' migrated template, api/test/support/testDatabase.ts)
//   { op: 'close' }
// Messages are handled one at a time in arrival order (the API's thread decides the order and keeps a
// transaction's statements together).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

// Same JS types as from PostgreSQL through node-postgres: DATE as 'YYYY-MM-DD', int8 and numeric as numbers.
const parsers = { 20: Number, 1700: Number, 1082: (value) => value };

const db = new PGlite({
  dataDir: workerData.dataDir ?? undefined,
  loadDataDir: workerData.loadDataDir ? new Blob([workerData.loadDataDir]) : undefined,
  // Compiled once by the opener when it opens many databases (the tests): each thread would compile it again.
  pgliteWasmModule: workerData.wasmModule ?? undefined,
  parsers,
});
const unlisten = new Map();

function concatBytes(parts) {
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * One statement in one call into WebAssembly: Parse, Bind, Describe, Execute and Sync sent together,
 * parameters as text typed by the server (as node-postgres sends them). PGlite's own query() makes six calls.
 */
async function run({ sql, params, syncToFs }) {
  const message = concatBytes([
    protocol.serialize.parse({ text: sql }),
    protocol.serialize.bind({ values: params }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ]);
  const { messages } = await db.execProtocol(message, { syncToFs });
  const [result] = parse.parseResults(messages, db.parsers);
  return { rows: result?.rows ?? [], count: result?.affectedRows ?? 0 };
}

const handlers = {
  run,
  exec: async ({ script }) => {
    await db.exec(script);
  },
  listen: async ({ channel }) => {
    if (!unlisten.has(channel)) unlisten.set(channel, await db.listen(channel, (payload) => parentPort.postMessage({ op: 'notify', channel, payload })));
  },
  unlisten: async ({ channel }) => {
    await unlisten.get(channel)?.();
    unlisten.delete(channel);
  },
  dump: async () => new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer()),
  close: async () => {
    await db.close();
  },
};

/** PostgreSQL's error fields (code, detail, constraint...) travel as they are; the API's thread rebuilds the error. */
const errorFields = (error) => ({ ...error, name: error?.name ?? 'Error', message: error?.message ?? String(error) });

let last = db.waitReady;
parentPort.on('message', (message) => {
  last = last
    .then(() => handlers[message.op](message))
    .then(
      (result) => parentPort.postMessage({ id: message.id, result }),
      (error) => parentPort.postMessage({ id: message.id, error: errorFields(error) }),
    );
});
db.waitReady.then(
  () => parentPort.postMessage({ op: 'ready' }),
  (error) => parentPort.postMessage({ op: 'failed', error: errorFields(error) }),
);
