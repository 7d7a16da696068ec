// pnpm bench:load — 200 simulated users (10 companies of an admin and 19 makers and checkers) each in
// a closed loop of mixed reads and writes for 60 s, on PGlite and on PostgreSQL, while documents of
// 5 MiB are uploaded meanwhile; a bare Fastify hello-world driven by the same 200 connections in the
// same run is the yardstick. Prints throughput, errors and latency percentiles (all requests, reads,
// writes, a fresh connection every 250 ms, uploads) and the goals.
//   node scripts/bench-load.mjs [--users 200] [--duration 60] [--uploaders 4] [--upload-mib 5]
//                               [--only pglite|postgres] [--pg-db <name>] [--json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_PASSWORD,
  benchOption,
  benchPasswordHash,
  openDirect,
  percentile,
  seedCompany,
  sessionCookie,
  signInBench,
  startApi,
  startHello,
  stop,
  withPostgres,
} from './bench-support.mjs';
import { BenchConnection } from './bench-http.mjs';

const args = process.argv.slice(2);
const opt = benchOption(args);
const USERS = Number(opt('users', 200));
const DURATION_S = Number(opt('duration', 60));
const UPLOADERS = Number(opt('uploaders', 4));
const UPLOAD_MIB = Number(opt('upload-mib', 5));
const ONLY = opt('only', null);
const PG_DB_NAME = opt('pg-db', undefined);
const JSON_OUT = args.includes('--json');
const USERS_PER_COMPANY = 20;
const TASKS_PER_MEMBER = 25;
const REQUEST_TIMEOUT_MS = 30_000;
// The many-machines goal: 200 users for 60 s, 0 errors and p99 <= 500 ms on both databases (docs/benchmarks.md).
const GOALS = { pglite: 500, postgres: 500 };
const log = (...m) => !JSON_OUT && console.error(...m);

/** A path without its query and ids, remembered: the generator's time is taken from the system it measures. */
const routes = new Map();
const routeOf = (pathname) => {
  let route = routes.get(pathname);
  if (route === undefined) routes.set(pathname, (route = pathname.split('?')[0].replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')));
  return route;
};

class Stats {
  constructor(startedAt) {
    this.samples = new Map();
    this.codes = new Map();
    this.startedAt = startedAt;
    this.windows = [];
  }
  add(kind, { status, ms }, pathname = '') {
    if (!this.samples.has(kind)) this.samples.set(kind, { ms: [], errors: 0 });
    const s = this.samples.get(kind);
    s.ms.push(ms);
    // By the 10 s in which the answer came, to tell the first seconds (new connections, cold caches) from the rest.
    if (this.startedAt !== undefined && (kind === 'read' || kind === 'write')) {
      const window = Math.floor((performance.now() - this.startedAt) / 10_000);
      (this.windows[window] ??= []).push(ms);
    }
    // Per route too (ids and query strings folded), to see which requests make the tail.
    if (pathname) {
      const route = `${kind === 'write' ? 'write' : 'read'} ${routeOf(pathname)}`;
      if (!this.routes) this.routes = new Map();
      if (!this.routes.has(route)) this.routes.set(route, []);
      this.routes.get(route).push(ms);
    }
    if (!(status >= 200 && status < 300)) {
      s.errors++;
      // What the errors were (0 = no answer: timeout or connection error), so each is read as what it is.
      // The route without ids, so errors name the path that failed.
      const route = routeOf(pathname);
      const key = `${kind} ${status}${route ? ` ${route}` : ''}`;
      this.codes.set(key, (this.codes.get(key) ?? 0) + 1);
    }
  }
  summary(kinds) {
    const ms = kinds.flatMap((k) => this.samples.get(k)?.ms ?? []);
    const errors = kinds.reduce((n, k) => n + (this.samples.get(k)?.errors ?? 0), 0);
    const r = (v) => Math.round(v);
    return {
      requests: ms.length,
      errors,
      p50: r(percentile(ms, 50)),
      p90: r(percentile(ms, 90)),
      p99: r(percentile(ms, 99)),
      max: r(ms.reduce((a, b) => Math.max(a, b), 0)),
    };
  }
}

/** A structurally valid PDF of the given size, different bytes each time (each upload is a new file). */
const pdfOf = (bytes, n) => {
  const head = Buffer.from(`%PDF-1.4\n% bench upload ${n} ${Date.now()}\n`);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - 6, 0x20), Buffer.from('\n%%EOF')]);
};

function multipartBody(fields, fileName, content) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function seedUsers(target) {
  const passwordHash = await benchPasswordHash();
  const db = await openDirect(target);
  try {
    const companies = [];
    const stamp = Date.now().toString(36);
    for (let c = 0; c < Math.ceil(USERS / USERS_PER_COMPANY); c++) {
      const members = USERS_PER_COMPANY - 1;
      const company = await seedCompany(db.query, { tag: `load${stamp}c${c}`, users: members, tasks: members * TASKS_PER_MEMBER, documents: 40, passwordHash });
      // Each member toggles one of its own pending tasks (pending <-> in progress): writes never collide.
      const own = await db.query(`SELECT DISTINCT ON (assigned_to) assigned_to, id FROM tasks WHERE company_id = $1 AND status = 'pending' ORDER BY assigned_to, id`, [
        company.companyId,
      ]);
      const taskOf = new Map(own.map((r) => [r.assigned_to, r.id]));
      companies.push({ ...company, team: company.team.map((m) => ({ ...m, taskId: taskOf.get(m.id) })) });
    }
    // VACUUM too: on PostgreSQL the autovacuum of 100,000 fresh rows otherwise runs during the first measurements.
    await db.query('VACUUM ANALYZE');
    return companies;
  } finally {
    await db.close();
  }
}

/** The loop of one simulated user: the pages its role opens, with the writes they make. */
function scriptFor(user, company) {
  const inFuture = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);
  if (user.role === 'admin') {
    return [
      ['read', 'GET', '/api/auth/me'],
      ['read', 'GET', '/api/tasks/summary'],
      ['read', 'GET', '/api/tasks?pageSize=20'],
      ['write', 'POST', '/api/tasks/assign', { description: 'Load test task', assignedTo: company.team[0].id, dueDate: inFuture, priority: 'high' }],
      ['read', 'GET', '/api/admin/users?limit=20'],
      ['read', 'GET', '/api/documents/get?limit=20'],
    ];
  }
  return [
    ['read', 'GET', '/api/auth/me'],
    ['read', 'GET', '/api/tasks/my-tasks?limit=20'],
    ['write', 'PATCH', `/api/tasks/update-status/${user.taskId}`, { status: 'in-progress' }],
    ['read', 'GET', '/api/tasks/summary'],
    ['read', 'GET', '/api/documents/get?limit=20'],
    ['write', 'PATCH', `/api/tasks/update-status/${user.taskId}`, { status: 'pending' }],
    ['read', 'GET', '/api/updates?pageSize=20'],
  ];
}

async function hammerHello(url) {
  const stats = new Stats();
  const until = performance.now() + Math.min(DURATION_S, 15) * 1000;
  await Promise.all(
    Array.from({ length: USERS }, async () => {
      const connection = new BenchConnection(url, { timeoutMs: REQUEST_TIMEOUT_MS });
      while (performance.now() < until) stats.add('hello', await connection.request('GET', '/'));
      connection.close();
    }),
  );
  const s = stats.summary(['hello']);
  return { ...s, rps: Math.round(s.requests / Math.min(DURATION_S, 15)) };
}

async function runFor(kind, env) {
  log(`\n${kind}: starting the api...`);
  // Each simulated user has its own address (X-Forwarded-For through a trusted proxy), as in real life.
  const apiEnv = { ...env, TRUST_PROXY: 'true' };
  let server = await startApi(apiEnv);
  if (!env.DATABASE_URL) await stop(server.child);
  const companies = await seedUsers({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  if (!env.DATABASE_URL) server = await startApi(apiEnv);
  const hello = await startHello();
  try {
    const users = companies.flatMap((company, c) => [company.admin, ...company.team].map((user, i) => ({ ...user, company, ip: `10.14.${c}.${i + 1}` }))).slice(0, USERS);
    log(`${kind}: signing in ${users.length} users (argon2id, m = 19 MiB)...`);
    const signIns = [];
    for (let i = 0; i < users.length; i += 8) {
      await Promise.all(
        users.slice(i, i + 8).map(async (user) => {
          const started = performance.now();
          user.token = await signInBench(server.url, user.email, BENCH_PASSWORD, { 'x-forwarded-for': user.ip });
          signIns.push(performance.now() - started);
        }),
      );
    }

    log(`${kind}: hello-world yardstick, ${USERS} connections...`);
    const yardstick = await hammerHello(hello.url);

    log(`${kind}: ${users.length} users for ${DURATION_S} s, ${UPLOADERS} uploaders of ${UPLOAD_MIB} MiB meanwhile...`);
    const stats = new Stats(performance.now());
    // One kept-alive connection per simulated user, as a browser tab holds one.
    const connect = (options = {}) => new BenchConnection(server.url, { timeoutMs: REQUEST_TIMEOUT_MS, ...options });
    const until = performance.now() + DURATION_S * 1000;
    const loops = users.map(async (user) => {
      const connection = connect();
      const headers = { ...sessionCookie(user.token), 'x-forwarded-for': user.ip };
      const script = scriptFor(user, user.company);
      for (let step = 0; performance.now() < until; step++) {
        const [kind, method, pathname, body] = script[step % script.length];
        stats.add(kind, await connection.request(method, pathname, { headers, body }), pathname);
      }
      connection.close();
    });
    // A new visitor every 250 ms: a fresh connection (no keep-alive) asking who it is.
    const probe = (async () => {
      const user = users[1];
      while (performance.now() < until) {
        const fresh = connect({ keepAlive: false });
        stats.add('fresh connection', await fresh.request('GET', '/api/auth/me', { headers: { ...sessionCookie(user.token), 'x-forwarded-for': user.ip } }));
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    let uploadNo = 0;
    const uploads = Array.from({ length: UPLOADERS }, async (_, u) => {
      const connection = connect();
      const uploader = companies[u % companies.length].team[1];
      while (performance.now() < until) {
        const n = ++uploadNo;
        const form = multipartBody({ name: `Load upload ${n}`, category: 'KYC' }, `upload-${n}.pdf`, pdfOf(UPLOAD_MIB * 1024 * 1024, n));
        // Uploads are limited per address (30 a minute): each comes from its own.
        const headers = { ...sessionCookie(users.find((x) => x.id === uploader.id).token), 'content-type': form.contentType, 'x-forwarded-for': `10.15.${u}.${n % 250}` };
        stats.add('upload', await connection.request('POST', '/api/documents/upload', { headers, body: form.body }));
      }
      connection.close();
    });
    await Promise.all([...loops, probe, ...uploads]);

    const all = stats.summary(['read', 'write']);
    const result = {
      database: kind,
      users: users.length,
      durationSeconds: DURATION_S,
      helloWorld: yardstick,
      signInP50: Math.round(percentile(signIns, 50)),
      all: { ...all, rps: Math.round(all.requests / DURATION_S) },
      reads: stats.summary(['read']),
      writes: stats.summary(['write']),
      freshConnection: stats.summary(['fresh connection']),
      uploads: stats.summary(['upload']),
      goal: { errors: 0, p99Ms: GOALS[kind] },
    };
    result.met = result.all.errors === 0 && result.freshConnection.errors === 0 && result.uploads.errors === 0 && result.all.p99 <= GOALS[kind];
    const line = (name, s) =>
      log(
        `  ${name.padEnd(17)} ${String(s.requests).padStart(7)} req  ${String(s.errors).padStart(4)} errors   p50 ${String(s.p50).padStart(5)} ms   p90 ${String(s.p90).padStart(5)} ms   p99 ${String(s.p99).padStart(5)} ms   max ${String(s.max).padStart(6)} ms`,
      );
    log(`  hello-world       ${yardstick.rps} req/s   p50 ${yardstick.p50} ms   p99 ${yardstick.p99} ms  (${USERS} connections)`);
    log(`  api, all          ${result.all.rps} req/s`);
    line('all requests', result.all);
    line('reads', result.reads);
    line('writes', result.writes);
    line('fresh connection', result.freshConnection);
    line(`uploads ${UPLOAD_MIB} MiB`, result.uploads);
    result.routes = Object.fromEntries(
      [...(stats.routes ?? [])].map(([route, ms]) => [route, { requests: ms.length, p50: Math.round(percentile(ms, 50)), p99: Math.round(percentile(ms, 99)) }]),
    );
    result.p99By10Seconds = stats.windows.map((ms) => Math.round(percentile(ms, 99)));
    log(`  p99 by 10 s       ${result.p99By10Seconds.map((p) => `${p} ms`).join(', ')}`);
    for (const [route, r] of Object.entries(result.routes))
      log(`    ${route.padEnd(40)} ${String(r.requests).padStart(6)} req   p50 ${String(r.p50).padStart(5)} ms   p99 ${String(r.p99).padStart(5)} ms`);
    if (stats.codes.size) log(`  errors by kind and status: ${[...stats.codes].map(([k, n]) => `${n} x ${k}`).join(', ')}`);
    result.errorsByStatus = Object.fromEntries(stats.codes);
    log(`  sign-in p50 ${result.signInP50} ms (before the run, 8 at a time)`);
    log(`  goal: 0 errors and p99 <= ${GOALS[kind]} ms: ${result.met ? 'met' : 'NOT met'}`);
    return result;
  } finally {
    await stop(server.child);
    await stop(hello.child);
  }
}

const results = [];
log(
  `node ${process.version}, ${os.cpus().length} cpus (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
if (!ONLY || ONLY === 'pglite') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-load-'));
  try {
    results.push(await runFor('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (!ONLY || ONLY === 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-load-'));
  try {
    const pg = await withPostgres((url) => runFor('postgres', { DATABASE_URL: url, DATA_DIR: dataDir }), log, PG_DB_NAME);
    if (pg) results.push(pg);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
log('\nGoals (docs/decisions/0026-speed-under-load.md), 200 users for 60 s:');
for (const r of results) {
  const errors = r.all.errors + r.freshConnection.errors + r.uploads.errors;
  log(
    `  ${r.met ? 'met    ' : 'NOT met'}  ${r.database}: 0 errors and p99 <= ${r.goal.p99Ms} ms`.padEnd(60) +
      `  ${errors} errors, p99 ${r.all.p99} ms (fresh connection p99 ${r.freshConnection.p99} ms, uploads p99 ${r.uploads.p99} ms)`,
  );
}
if (JSON_OUT) console.log(JSON.stringify(results, null, 2));
