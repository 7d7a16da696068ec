// pnpm bench:api — drives sign-in, session check and My Tasks with concurrent connections on loopback
// (autocannon) and prints requests/s with p50/p99 latency beside a bare Fastify hello-world measured in
// the same run, for the embedded database (PGlite) and for PostgreSQL (when BENCH_DATABASE_URL or
// postgres://postgres:postgres@127.0.0.1:5432/postgres answers).
//   node scripts/bench-api.mjs [--duration 8] [--connections 10] [--only pglite|postgres] [--json]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { ROOT } from './apps.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const DURATION = Number(opt('duration', 8));
const CONNECTIONS = Number(opt('connections', 10));
const ONLY = opt('only', null);
const JSON_OUT = args.includes('--json');
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const TASKS_PER_MAKER = 25;

const apiRequire = createRequire(path.join(ROOT, 'api', 'package.json'));
const log = (...m) => !JSON_OUT && console.error(...m);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url, child, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 10_000).unref();
  });
}

/** A bare Fastify hello-world in its own process: the ceiling for this machine and this Fastify. */
async function startHello() {
  const port = await freePort();
  const fastifyPath = apiRequire.resolve('fastify');
  const code = `const f=require(${JSON.stringify(fastifyPath)})();f.get('/',async()=>({hello:'world'}));f.listen({port:${port},host:'127.0.0.1'});`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return { child, url: `http://127.0.0.1:${port}` };
}

async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')], {
    cwd: path.join(ROOT, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SITE_ROOT: '',
      // Loopback is one client: lift the per-address sign-in limit for the load test only.
      LOGIN_RATE_LIMIT: '100000000',
      REGISTER_RATE_LIMIT: '100000000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { child, url };
}

async function api(url, method, pathname, body, token) {
  const res = await fetch(url + pathname, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${json.message}`);
  return json;
}

/** A company with an admin and a maker holding TASKS_PER_MAKER tasks, made through the api itself. */
async function seed(url) {
  const stamp = Date.now().toString(36);
  const email = `bench-admin-${stamp}@bench.test`;
  const reg = await api(url, 'POST', '/api/auth/register', {
    firstName: 'Bench',
    lastName: 'Admin',
    email,
    // Issue 15: an admin's password has 12+ characters and must not contain the user's name.
    password: 'Throughput-ledger-1',
    companyData: {
      company_name: 'Bench Finance', organization_type: 'Private Limited NBFC/Others', email, mobile: '9876543210',
      address: '1 MG Road', state: 'Karnataka', city: 'Bengaluru', pincode: '560001', establishment: ['Corporate Office'],
      nbfc_type: 'Base layer', username: 'bench', regulatory_authority: ['RBI'],
    },
  });
  const maker = { email: `bench-maker-${stamp}@bench.test`, password: 'bench-pass-1' };
  const created = await api(url, 'POST', '/api/admin/users', { firstName: 'Mohan', lastName: 'Maker', ...maker, role: 'maker' }, reg.token);
  const due = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);
  for (let i = 0; i < TASKS_PER_MAKER; i++) {
    await api(url, 'POST', '/api/tasks/assign', { description: `Bench task ${i}`, assignedTo: created.user.id, dueDate: due, priority: 'high' }, reg.token);
  }
  // A user created by an admin replaces that password at the first sign-in (issue 15).
  const first = await api(url, 'POST', '/api/auth/login', maker);
  maker.password = 'Own-ledger-pass-1';
  const login = await api(url, 'POST', '/api/auth/login/password-change', { challengeToken: first.challengeToken, newPassword: maker.password });
  return { maker, token: login.token };
}

async function measure(name, options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, pipelining: 1, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  const row = { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors };
  log(`  ${name.padEnd(16)} ${String(row.rps).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms${errors ? `   (${errors} errors)` : ''}`);
  return row;
}

async function runFor(kind, env) {
  log(`\n${kind}: starting the api...`);
  const hello = await startHello();
  const server = await startApi(env);
  try {
    const { maker, token } = await seed(server.url);
    const auth = { authorization: `Bearer ${token}` };
    log(`${kind}: ${CONNECTIONS} connections, ${DURATION} s each`);
    const rows = [];
    rows.push(await measure('hello-world', { url: `${hello.url}/` }));
    rows.push(await measure('POST login', { url: `${server.url}/api/auth/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(maker) }));
    rows.push(await measure('GET me', { url: `${server.url}/api/auth/me`, headers: auth }));
    rows.push(await measure('GET my-tasks', { url: `${server.url}/api/tasks/my-tasks`, headers: auth }));
    return { database: kind, connections: CONNECTIONS, durationSeconds: DURATION, tasksPerMaker: TASKS_PER_MAKER, rows };
  } finally {
    await stop(server.child);
    await stop(hello.child);
  }
}

async function withPostgres(fn) {
  const { Client } = apiRequire('pg');
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    log(`\npostgres: skipped (${PG_ADMIN_URL} does not answer: ${error.message})`);
    return null;
  }
  const name = `compliance_bench_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
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
  const pg = await withPostgres((url) => runFor('postgres', { DATABASE_URL: url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-bench-')) }));
  if (pg) results.push(pg);
}
if (JSON_OUT) console.log(JSON.stringify(results, null, 2));
