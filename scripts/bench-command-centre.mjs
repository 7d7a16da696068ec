// pnpm bench:command-centre — the obligations command centre (docs/decisions/0049-people-and-the-command-centre-screen.md) for a company with about 2,000 statutory
// occurrences and 10,000 tasks: its counts, its work-item list (this month and the next), its month grid
// (GET /api/obligations/calendar for the two months) and a maker's own list, at 50 connections on loopback (autocannon), beside a
// bare Fastify hello-world measured in the same run, on the embedded database (PGlite) and on PostgreSQL.
// Goals: p99 < 50 ms on PostgreSQL, < 150 ms on PGlite.
//   node scripts/bench-command-centre.mjs [--duration 8] [--connections 50] [--only pglite|postgres] [--pg-db <name>] [--json]
import fs from 'node:fs';
import os from 'node:os';
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
  onEachDatabase,
} from './bench-support.mjs';

const args = process.argv.slice(2);
const opt = benchOption(args);
const DURATION = Number(opt('duration', 8));
const CONNECTIONS = Number(opt('connections', 50));
const ONLY = opt('only', null);
const JSON_OUT = args.includes('--json');
// A throw-away PostgreSQL database of this name (created and dropped by the run).
const PG_DB_NAME = opt('pg-db', `compliance_bench_cc_${Date.now().toString(36)}`);
const GOAL_P99 = { postgres: 50, pglite: 150 };
const log = (...m) => !JSON_OUT && console.error(...m);

const ymd = (d) => d.toISOString().slice(0, 10);
const now = new Date();
const MONTH_START = ymd(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
const NEXT_MONTH_END = ymd(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0)));

// The richest profile of the library (every state's professional tax, listed debt, a large middle-layer NBFC):
// about 190 occurrences a year, so about 2,000 occurrences are ten years of its history (created_at below).
const PROFILE = JSON.parse(fs.readFileSync(new URL('./command-centre-profile.json', import.meta.url), 'utf8'));
const HISTORY = '10 years 8 months';

async function seed(env, url) {
  const tag = `cc${Date.now().toString(36)}`;
  const db = await openDirect({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  let company;
  try {
    company = await seedCompany(db.query, { tag, users: 20, tasks: 10_000, passwordHash: await benchPasswordHash() });
    await db.query(`UPDATE companies SET created_at = now() - interval '${HISTORY}' WHERE id = $1`, [company.companyId]);
    // A company of ten years is a paying one: no trial end in the way of the writes below.
    await db.query(`INSERT INTO platform_settings (key, value) VALUES ('trialDays', '5000') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  } finally {
    await db.close();
  }
  return { company, tag, url };
}

/** Profile and owners through the api (the profile change makes every occurrence); then the history filed in bulk. */
async function shape(server, company, env) {
  const admin = await signInBench(server.url, company.admin.email, BENCH_PASSWORD);
  const saved = await api(server.url, 'PUT', '/api/company/compliance-profile', PROFILE, admin);
  if (!saved.success) throw new Error(`profile: ${JSON.stringify(saved)}`);
  const calendar = await api(server.url, 'GET', '/api/obligations/calendar', null, admin);
  const makers = company.team.filter((u) => u.role === 'maker');
  const checkers = company.team.filter((u) => u.role === 'checker');
  const owners = calendar.obligations.map((o, i) => ({ obligationId: o.id, assigneeId: makers[i % makers.length].id, checkerId: checkers[i % checkers.length].id }));
  const set = await api(server.url, 'PUT', '/api/obligations/owners', { owners }, admin);
  if (!set.success) throw new Error(`owners: ${JSON.stringify(set)}`);
  await stop(server.child);
  const db = await openDirect({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    // History: filed (a tenth late) up to 45 days ago; the last 45 days partly awaiting sign-off, partly overdue.
    await db.query(
      `UPDATE obligation_occurrences SET state = CASE WHEN abs(hashtext(id::text)) % 10 = 0 THEN 'filed_late' ELSE 'filed' END,
              filed_on = due_date, acknowledgement = 'ACK-' || left(id::text, 8), recorded_by = $2, recorded_at = now(), reviewed_by = $3, reviewed_at = now()
        WHERE company_id = $1 AND due_date < current_date - 45`,
      [company.companyId, makers[0].id, checkers[0].id],
    );
    await db.query(
      `UPDATE obligation_occurrences SET state = 'awaiting_sign_off', filed_on = due_date, acknowledgement = 'ACK', recorded_by = $2, recorded_at = now()
        WHERE company_id = $1 AND due_date >= current_date - 45 AND due_date < current_date AND abs(hashtext(id::text)) % 2 = 0`,
      [company.companyId, makers[0].id],
    );
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM obligation_occurrences WHERE company_id = $1', [company.companyId]);
    const [{ t }] = await db.query('SELECT count(*)::int AS t FROM tasks WHERE company_id = $1', [company.companyId]);
    await db.query('VACUUM ANALYZE');
    log(`seeded: ${n} occurrences, ${t} tasks, ${owners.length} obligations with owners`);
    return { occurrences: n, tasks: t };
  } finally {
    await db.close();
  }
}

async function drain({ url, headers = {} }) {
  await fetch(url, { headers })
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}

async function measure(name, options) {
  // A short warm-up, then the run (the first read of a day makes the occurrences of the window).
  await autocannon({ connections: 5, duration: 1, pipelining: 1, ...options });
  await drain(options);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, pipelining: 1, ...options });
  await drain(options);
  const errors = result.errors + result.timeouts + result.non2xx;
  const row = { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors };
  log(
    `  ${name.padEnd(26)} ${String(row.rps).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms${errors ? `   (${errors} errors)` : ''}`,
  );
  return row;
}

async function runFor(kind, env) {
  log(`\n${kind}: starting the api...`);
  const hello = await startHello();
  const mailSink = await startMailSink();
  env = { ...env, SMTP_URL: mailSink.url };
  // Started once to migrate the database, then stopped for the bulk seed (PGlite allows one process per folder).
  let server = await startApi(env);
  try {
    await stop(server.child);
    const { company } = await seed(env, server.url);
    server = await startApi(env);
    const counts = await shape(server, company, env);
    server = await startApi(env);
    const admin = sessionCookie(await signInBench(server.url, company.admin.email, BENCH_PASSWORD));
    const makerUser = company.team.find((u) => u.role === 'maker');
    const maker = sessionCookie(await signInBench(server.url, makerUser.email, BENCH_PASSWORD));
    const window = `from=${MONTH_START}&to=${NEXT_MONTH_END}`;
    log(`${kind}: ${CONNECTIONS} connections, ${DURATION} s each`);
    const rows = [];
    rows.push(await measure('hello-world', { url: `${hello.url}/` }));
    rows.push(await measure('GET summary (admin)', { url: `${server.url}/api/obligations/summary`, headers: admin }));
    rows.push(await measure('GET work-items (admin)', { url: `${server.url}/api/obligations/work-items?scope=company&${window}&limit=50`, headers: admin }));
    rows.push(await measure('GET calendar 2 months', { url: `${server.url}/api/obligations/calendar?${window}`, headers: admin }));
    // As a browser asks for it: compressed (the api keeps the compressed copy of a cached answer).
    rows.push(
      await measure('GET calendar (br)', { url: `${server.url}/api/obligations/calendar?${window}`, headers: { ...admin, 'accept-encoding': 'gzip, deflate, br' } }),
    );
    rows.push(await measure('GET work-items (maker)', { url: `${server.url}/api/obligations/work-items?${window}`, headers: maker }));
    rows.push(await measure('GET score (admin)', { url: `${server.url}/api/obligations/score`, headers: admin }));
    return { database: kind, connections: CONNECTIONS, durationSeconds: DURATION, ...counts, rows };
  } finally {
    await stop(server.child);
    await stop(hello.child);
    await mailSink.close();
  }
}

log(
  `node ${process.version}, ${os.cpus().length} cpus (${os.cpus()[0]?.model ?? 'unknown'}), load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const results = await onEachDatabase(runFor, { only: ONLY, log, pgDbName: PG_DB_NAME });

log('\nGoals (docs/decisions/0049-people-and-the-command-centre-screen.md):');
const goals = [];
for (const run of results) {
  for (const row of run.rows.filter((r) => r.name !== 'hello-world')) {
    const met = row.p99 < GOAL_P99[run.database] && row.errors === 0;
    goals.push({ goal: `${run.database}: ${row.name} p99 < ${GOAL_P99[run.database]} ms`, figure: `${row.p99} ms`, met });
    log(`  ${met ? 'met    ' : 'NOT met'}  ${`${run.database}: ${row.name} p99 < ${GOAL_P99[run.database]} ms`.padEnd(52)} ${row.p99} ms`);
  }
}
if (JSON_OUT) console.log(JSON.stringify({ results, goals }, null, 2));
