// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly synchronously in the thread
// that calls it; in the API's thread that was about 60% of its busy time under load (docs/benchmarks.md, docs/decisions/0040-the-tail-under-load-fifth-pass.md),
// and every HTTP request waited behind it. Here it runs beside the API's thread, on the machine's other core.
// Plain JavaScript: it is started as it is by tsx, by Jest and by plain Node alike.
//
// Messages from the API's thread (pgliteDatabase.ts, openPglite), each answered with { id, result } or { id, error }:
//   { op: 'run', sql, params, syncToFs }  one statement (parameters already converted to text), answered with
//                                         { rows, count }; a text seen twice is kept prepared (docs/decisions/0380-*.md)
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
 * Statements kept parsed (and, once PostgreSQL's plan cache judges it worth it, planned) in the database, by text.
 * Planning and parsing were most of a hot statement's time here (a task's move: 1.3 ms planning against 0.9 ms
 * executing), and every statement waits its turn on this one thread. A text is kept the second time it is seen
 * (a text built with values inside is seldom seen twice); the least recently used is closed beyond PREPARED_MAX.
 * PostgreSQL itself re-plans a kept statement when a table it reads changes, and after DDL or a script every kept
 * statement is dropped, so none can answer with a result shape from before a change of the tables.
 */
const PREPARED_MAX = 256;
const prepared = new Map(); // text -> statement name, least recently used first
const seenOnce = new Set();
let nextName = 0;
const DDL = /^\s*(CREATE|ALTER|DROP|COMMENT|GRANT|REVOKE|DO)\b/i;

async function closeStatement(name) {
  await db.execProtocol(concatBytes([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]), { syncToFs: false }).catch(() => undefined);
}

async function forgetPrepared() {
  prepared.clear();
  seenOnce.clear();
  await db.exec('DEALLOCATE ALL').catch(() => undefined);
}

/** The statement to bind `sql` to: its kept name, a new name to keep (`keep`), or '' (unnamed, this run only); `parse`: send its Parse. */
function statementFor(sql) {
  const name = prepared.get(sql);
  if (name !== undefined) {
    prepared.delete(sql);
    prepared.set(sql, name);
    return { name, parse: false };
  }
  if (DDL.test(sql) || !seenOnce.has(sql)) {
    if (seenOnce.size >= 4 * PREPARED_MAX) seenOnce.clear();
    seenOnce.add(sql);
    return { name: '', parse: true };
  }
  seenOnce.delete(sql);
  return { name: `s${nextName++}`, parse: true, keep: true };
}

/**
 * One statement in one call into WebAssembly: Parse (unless kept), Bind, Describe, Execute and Sync sent together,
 * parameters as text typed by the server (as node-postgres sends them). PGlite's own query() makes six calls.
 */
async function run({ sql, params, syncToFs }) {
  const statement = statementFor(sql);
  const message = concatBytes([
    ...(statement.parse ? [protocol.serialize.parse({ name: statement.name, text: sql })] : []),
    protocol.serialize.bind({ statement: statement.name, values: params }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ]);
  let messages;
  try {
    ({ messages } = await db.execProtocol(message, { syncToFs }));
  } catch (error) {
    // A new name that failed (its Parse, or its first run) is closed and not kept: the text is parsed again next time.
    if (statement.keep) await closeStatement(statement.name);
    throw error;
  }
  if (statement.keep) {
    prepared.set(sql, statement.name);
    if (prepared.size > PREPARED_MAX) {
      const [oldest, name] = prepared.entries().next().value;
      prepared.delete(oldest);
      await closeStatement(name);
    }
  }
  if (DDL.test(sql)) await forgetPrepared();
  const [result] = parse.parseResults(messages, db.parsers);
  return { rows: result?.rows ?? [], count: result?.affectedRows ?? 0 };
}

const handlers = {
  run,
  exec: async ({ script }) => {
    try {
      await db.exec(script);
    } finally {
      await forgetPrepared();
    }
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
