// pnpm bench:api — drives sign-in, session check and My Tasks with concurrent connections on loopback
// (autocannon) and prints requests/s with p50/p99 latency beside a bare Fastify hello-world measured in
// the same run, for the embedded database (PGlite) and for PostgreSQL (when BENCH_DATABASE_URL or
// postgres://postgres:postgres@127.0.0.1:5432/postgres answers).
// Then the scale check: a company with 100,000 tasks, 200 users and 5,000 documents beside one with
// 1,000 tasks, 20 users and 50 documents (seeded in bulk), each list's first page for both, read from
// the database (the api's read caches off).
//   node scripts/bench-api.mjs [--duration 8] [--connections 50] [--scale-connections 10] [--only pglite|postgres] [--scale | --no-scale]
//                              [--pg-db <name>] [--json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BENCH_PASSWORD,
  api,
  benchOption,
  benchPasswordHash,
  openDirect,
  seedCompany,
  sessionCookie,
  signInBench,
  startApi,
  startHello,
  startMailSink,
  stop,
  withPostgres,
} from './bench-support.mjs';

// A valid company's registration fields (the registration rules' own test reads the same file).
const SAMPLE_COMPANY = JSON.parse(fs.readFileSync(new URL('../shared-contracts/test-fixtures/company-registration.json', import.meta.url), 'utf8'));

const args = process.argv.slice(2);
const opt = benchOption(args);
const DURATION = Number(opt('duration', 8));
// The goals (docs/decisions/0026-speed-under-load.md) are stated at 50 connections.
const CONNECTIONS = Number(opt('connections', 50));
const ONLY = opt('only', null);
// The scale check compares latencies, not throughput: fewer connections keep the queue from hiding the query.
const SCALE_CONNECTIONS = Number(opt('scale-connections', 10));
const JSON_OUT = args.includes('--json');
// --scale only: the lists of a 100,000-task company beside a 1,000-task one; --no-scale: without them.
const SCALE = args.includes('--no-scale') ? 'no' : args.includes('--scale') ? 'only' : 'yes';
const PG_DB_NAME = opt('pg-db', undefined);
const TASKS_PER_MAKER = 25;

const log = (...m) => !JSON_OUT && console.error(...m);

/** A company with an admin and a maker holding TASKS_PER_MAKER tasks, made through the api itself. */
async function seed(url, mailSink) {
  const stamp = Date.now().toString(36);
  const email = `bench-admin-${stamp}@bench.test`;
  const reg = await api(url, 'POST', '/api/auth/register', {
    firstName: 'Bench',
    lastName: 'Admin',
    email,
    // docs/decisions/0014-sign-in-and-credentials.md: an admin's password has 12+ characters and must not contain the user's name.
    password: 'Throughput-ledger-1',
    companyData: {
      ...SAMPLE_COMPANY,
      company_name: 'Bench Finance',
      email,
      username: 'bench',
      regulatory_authority: ['RBI'],
    },
  });
  // The company adds users once its admin has opened the verification link (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md).
  await mailSink.verify(url, email);
  // Two makers: one for the sign-in run, one whose session the reads use. Sign-ins still queued when the
  // sign-in run stops go on creating sessions and end the oldest beyond 10 per account: on the same
  // account they would revoke the session the reads use, and the reads would count 401s.
  const makers = [];
  for (const who of ['maker', 'signin']) {
    const maker = { email: `bench-${who}-${stamp}@bench.test`, password: 'bench-pass-1' };
    const created = await api(url, 'POST', '/api/admin/users', { firstName: 'Mohan', lastName: 'Maker', ...maker, role: 'maker' }, reg.token);
    // A user created by an admin replaces that password at the first sign-in (docs/decisions/0014-sign-in-and-credentials.md).
    const first = await api(url, 'POST', '/api/auth/login', maker);
    maker.password = 'Own-ledger-pass-1';
    const login = await api(url, 'POST', '/api/auth/login/password-change', { challengeToken: first.challengeToken, newPassword: maker.password });
    makers.push({ maker, id: created.user.id, token: login.token });
  }
  const due = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);
  for (let i = 0; i < TASKS_PER_MAKER; i++) {
    await api(url, 'POST', '/api/tasks/assign', { description: `Bench task ${i}`, assignedTo: makers[0].id, dueDate: due, priority: 'high' }, reg.token);
  }
  return { reader: makers[0], signer: makers[1].maker };
}

/**
 * autocannon stops sending at the end of a run, but the requests it left in flight are still queued in the api
 * (on PGlite behind its one connection): one more request of the same kind, answered, means they are done, so the
 * next run does not pay for this one's backlog.
 */
async function drain({ url, method = 'GET', headers = {}, body }) {
  await fetch(url, { method, headers, body })
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}

async function measure(name, options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, pipelining: 1, ...options });
  await drain(options);
  const errors = result.errors + result.timeouts + result.non2xx;
  const answered = result.latency.totalCount ?? result.requests.total;
  const row = {
    name,
    rps: Math.round(result.requests.average),
    mean: Number(result.latency.mean.toFixed(2)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    answered,
  };
  if (!answered) log(`  ${name}: no answer within the run`);
  // Which answers were not 2xx, so an error is read as what it is (e.g. 401 = a session ended, 429 = a limit).
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count} x ${code}`);
  if (result.errors + result.timeouts) codes.push(`${result.errors} socket errors, ${result.timeouts} timeouts`);
  log(
    `  ${name.padEnd(16)} ${String(row.rps).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms${errors ? `   (${errors} errors: ${codes.join(', ')})` : ''}`,
  );
  return row;
}

async function runFor(kind, env) {
  log(`\n${kind}: starting the api...`);
  const hello = await startHello();
  const mailSink = await startMailSink();
  env = { ...env, SMTP_URL: mailSink.url };
  let server = await startApi(env);
  try {
    const rows = [];
    log(`${kind}: ${CONNECTIONS} connections, ${DURATION} s each`);
    rows.push(await measure('hello-world', { url: `${hello.url}/` }));
    if (SCALE !== 'only') {
      const { reader, signer } = await seed(server.url, mailSink);
      const auth = sessionCookie(reader.token);
      rows.push(await measure('GET me', { url: `${server.url}/api/auth/me`, headers: auth }));
      rows.push(await measure('GET my-tasks', { url: `${server.url}/api/tasks/my-tasks`, headers: auth }));
      // Last: sign-ins still queued (argon2) when it stops would otherwise slow the next path.
      rows.push(
        await measure('POST login', {
          url: `${server.url}/api/auth/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(signer),
        }),
      );
    }
    let scale = null;
    if (SCALE !== 'no') {
      // PGlite allows one process per folder: seed with the api stopped, then start it again.
      await stop(server.child);
      const companies = await seedScale({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
      // With the per-instance caches off (SESSION_CACHE_SECONDS=0), so each list is read from the database:
      // the check is about its query, pagination and indexes, not about a cache hit.
      server = await startApi({ ...env, SESSION_CACHE_SECONDS: '0' });
      scale = await measureScale(server.url, companies);
    }
    return { database: kind, connections: CONNECTIONS, durationSeconds: DURATION, tasksPerMaker: TASKS_PER_MAKER, rows, scale };
  } finally {
    await stop(server.child);
    await stop(hello.child);
    await mailSink.close();
  }
}

const STAMP = Date.now().toString(36);
const BIG = { tag: `big${STAMP}`, users: 200, tasks: 100_000, documents: 5_000 };
const SMALL = { tag: `small${STAMP}`, users: 20, tasks: 1_000, documents: 50 };

async function seedScale(target) {
  const passwordHash = await benchPasswordHash();
  const db = await openDirect(target);
  try {
    const started = Date.now();
    const big = await seedCompany(db.query, { ...BIG, passwordHash });
    const small = await seedCompany(db.query, { ...SMALL, passwordHash });
    // VACUUM too: on PostgreSQL the autovacuum of 100,000 fresh rows otherwise runs during the first measurements.
    await db.query('VACUUM ANALYZE');
    log(`seeded ${BIG.tasks} + ${SMALL.tasks} tasks, ${BIG.users} + ${SMALL.users} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { big, small };
  } finally {
    await db.close();
  }
}

/**
 * Each list's first page (and one reached by cursor) for the large and the small company, measured
 * list by list, large then small, after a warm-up of both (so neither meets a cold cache or a
 * different moment of the machine's load).
 */
async function measureScale(url, { big, small }) {
  // One sign-in per user for the whole run: an admin's MFA code is good once.
  const sessions = new Map();
  const signIn = async (email) => {
    if (!sessions.has(email)) sessions.set(email, sessionCookie(await signInBench(url, email, BENCH_PASSWORD)));
    return sessions.get(email);
  };
  const listsOf = async (company) => {
    const admin = await signIn(company.admin.email);
    const maker = await signIn(company.team.find((u) => u.role === 'maker').email);
    let cursor = null;
    for (let i = 0; i < 10; i++) cursor = (await api(url, 'GET', `/api/tasks?pageSize=20${cursor ? `&cursor=${cursor}` : ''}`, null, null, admin)).nextCursor;
    return [
      ['tasks', '/api/tasks?pageSize=20', admin],
      ['tasks pending', '/api/tasks?status=pending&pageSize=20', admin],
      ['tasks page 11', `/api/tasks?pageSize=20&cursor=${cursor}`, admin],
      ['my-tasks', '/api/tasks/my-tasks?limit=20', maker],
      ['users', '/api/admin/users?limit=20', admin],
      ['documents', '/api/documents/get?limit=20', maker],
      ['updates', '/api/updates?pageSize=20', maker],
    ];
  };
  const companies = [
    ['100k', await listsOf(big)],
    ['1k', await listsOf(small)],
  ];
  for (const [, lists] of companies) {
    for (const [, pathname, headers] of lists) {
      await autocannon({ url: `${url}${pathname}`, headers, connections: SCALE_CONNECTIONS, duration: 1 });
      await drain({ url: `${url}${pathname}`, headers });
    }
  }
  // Each list in the order large, small, small, large (half the duration each), the two halves averaged: a drift of
  // the machine's load during the pair then weighs on both companies alike.
  const rows = [];
  const half = Math.max(1, Math.round(DURATION / 2));
  for (let i = 0; i < companies[0][1].length; i++) {
    const runs = [];
    for (const [size, lists] of [...companies, ...[...companies].reverse()]) {
      const [name, pathname, headers] = lists[i];
      runs.push({
        ...(await measure(`${size} ${name}`, { url: `${url}${pathname}`, headers, connections: SCALE_CONNECTIONS, duration: half })),
        company: size,
        list: name,
      });
    }
    for (const size of ['100k', '1k']) {
      const [a, b] = runs.filter((r) => r.company === size);
      const answered = a.answered + b.answered;
      const mean = answered ? (a.mean * a.answered + b.mean * b.answered) / answered : 0;
      rows.push({ ...a, rps: Math.round((a.rps + b.rps) / 2), mean: Number(mean.toFixed(2)), p99: Math.max(a.p99, b.p99), errors: a.errors + b.errors, answered });
    }
  }
  log('  100k-task company / 1k-task company, mean latency (goal <= 1.5):');
  const ratios = {};
  for (const row of rows.filter((r) => r.company === '100k')) {
    const smallRow = rows.find((r) => r.company === '1k' && r.list === row.list);
    // A run with no answer at all has no latency to compare: no ratio (the goal is then not met).
    const ratio = row.answered && smallRow.answered ? row.mean / Math.max(smallRow.mean, 0.01) : NaN;
    ratios[row.list] = Number(ratio.toFixed(2));
    log(`    ${row.list.padEnd(14)} ${ratio.toFixed(2)}   (mean ${row.mean} vs ${smallRow.mean} ms; p99 ${row.p99} vs ${smallRow.p99} ms)`);
  }
  return { rows, ratios };
}

const results = [];
log(`node ${process.version}, ${os.cpus().length} cpus (${os.cpus()[0]?.model ?? 'unknown'})`);
if (!ONLY || ONLY === 'pglite') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-bench-'));
  try {
    results.push(await runFor('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (!ONLY || ONLY === 'postgres') {
  const pg = await withPostgres(
    (url) => runFor('postgres', { DATABASE_URL: url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-bench-')) }),
    log,
    PG_DB_NAME,
  );
  if (pg) results.push(pg);
}
/** The goals (docs/decisions/0026-speed-under-load.md) against this run's figures, one line each. */
function goalTable(runs) {
  const lines = [];
  const share = { pglite: 0.1, postgres: 0.33 };
  for (const run of runs) {
    const hello = run.rows.find((r) => r.name === 'hello-world');
    const myTasks = run.rows.find((r) => r.name === 'GET my-tasks');
    if (hello && myTasks) {
      const ratio = myTasks.rps / Math.max(hello.rps, 1);
      lines.push([
        `${run.database}: My Tasks (25 tasks) >= ${share[run.database] * 100}% of hello-world, ${run.connections} conn.`,
        `${myTasks.rps} vs ${hello.rps} req/s = ${(ratio * 100).toFixed(1)}%`,
        ratio >= share[run.database] && myTasks.errors === 0,
      ]);
      if (run.database === 'postgres') lines.push(['postgres: My Tasks p99 <= 25 ms', `${myTasks.p99} ms`, myTasks.p99 <= 25]);
    }
    if (run.scale) {
      const ratios = Object.values(run.scale.ratios);
      const worst = ratios.some((r) => !Number.isFinite(r)) ? NaN : Math.max(...ratios);
      lines.push([
        `${run.database}: every list, 100k-task / 1k-task company <= 1.5`,
        Number.isFinite(worst) ? `worst ${worst.toFixed(2)}` : 'a list had no answer',
        worst <= 1.5,
      ]);
    }
  }
  log('\nGoals (docs/decisions/0026-speed-under-load.md):');
  for (const [goal, figure, met] of lines) log(`  ${met ? 'met    ' : 'NOT met'}  ${goal.padEnd(66)} ${figure}`);
  return lines.map(([goal, figure, met]) => ({ goal, figure, met }));
}

const goals = goalTable(results);
if (JSON_OUT) console.log(JSON.stringify({ results, goals }, null, 2));
