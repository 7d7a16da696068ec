// pnpm test:replicas — two API instances on one PostgreSQL database, each with its own data folder (as two
// machines would be), pass the checks one instance passes: they start together on an empty database (one
// migrates, the other waits), a document uploaded through one opens through the other, a session made on one
// works on the other and signing out on one ends it on both, one instance SIGKILLed under writes loses nothing
// it acknowledged, and a rolling restart (SIGTERM, start again, one instance at a time) drops no request behind
// nginx (Debian's package; without it the clients fail over themselves, as a load balancer would, and the
// nginx part is reported as skipped). Skipped as a whole when PostgreSQL does not answer.
//   node scripts/replicas-check.mjs [--port-base 8260] [--rounds 1]
// Environment: BENCH_DATABASE_URL (an admin URL of the server, default postgres://postgres:postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import {
  benchOption,
  benchPasswordHash,
  BENCH_PASSWORD,
  openDirect,
  PG_ADMIN_URL,
  seedCompany,
  sessionCookie,
  signInBench,
  uploadForm,
  withPostgres,
} from './bench-support.mjs';
import { startNginx } from './replicas-nginx.mjs';

const opt = benchOption(process.argv.slice(2));
const PORT_BASE = Number(opt('port-base', process.env.REPLICAS_PORT_BASE ?? 8260));
const WRITERS = 30;
// --rounds N: the rolling restart goes over both instances N times (1 in pnpm test; more to look for a rare failure).
const ROUNDS = Number(opt('rounds', 1));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-replicas-'));
const DATA_KEY = randomBytes(32).toString('base64');
const failures = [];
let passed = 0;
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (ok) passed++;
  else failures.push(what);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One instance: its own port and data folder, the shared database, as `pnpm start` runs the api. */
function instance(name, port, databaseUrl) {
  const dataDir = path.join(work, name);
  const log = fs.openSync(path.join(work, `${name}.log`), 'a');
  const self = { name, port, url: `http://127.0.0.1:${port}`, child: null };
  self.start = () => {
    self.child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')], {
      cwd: path.join(ROOT, 'api'),
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SITE_ROOT: '',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DATA_ENCRYPTION_KEY: DATA_KEY,
        // nginx on this machine is the one proxy whose X-Forwarded-For is believed.
        TRUST_PROXY: '127.0.0.1',
        LOGIN_RATE_LIMIT: '100000000',
      },
    });
    return self;
  };
  // The instance's own account of its last shutdown (logged at warn when it took more than half its budget).
  const logFile = path.join(work, `${name}.log`);
  const shutdownParts = (from) => {
    const line = fs
      .readFileSync(logFile, 'utf8')
      .slice(from)
      .split('\n')
      .find((l) => l.includes('"shutdown'));
    const entry = line ? JSON.parse(line) : null;
    return entry?.drainMs === undefined ? '' : ` (drain ${entry.drainMs}, hooks ${entry.hooksMs}, database ${entry.databaseMs})`;
  };
  self.ready = async (timeoutMs = 300_000) => {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (self.child.exitCode !== null) throw new Error(`${name} exited with ${self.child.exitCode} (log: ${path.join(work, `${name}.log`)})`);
      const answer = await fetch(`${self.url}/api/health/ready`).catch(() => null);
      if (answer?.ok) return;
      await sleep(200);
    }
    throw new Error(`${name} was not ready in ${timeoutMs / 1000} s`);
  };
  self.signal = (signal) =>
    new Promise((resolve) => {
      if (!self.child || self.child.exitCode !== null || self.child.signalCode) return resolve(null);
      const began = Date.now();
      const logged = fs.statSync(logFile).size;
      self.child.once('exit', (code) => resolve({ code, ms: Date.now() - began, parts: shutdownParts(logged) }));
      self.child.kill(signal);
    });
  return self;
}

async function request(base, method, pathname, token, body, headers = {}) {
  try {
    const res = await fetch(base + pathname, {
      method,
      headers: { ...(body && !(body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}), ...(token ? sessionCookie(token) : {}), ...headers },
      body: body instanceof Uint8Array ? body : body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
  } catch (error) {
    // No answer: refused (instance down) or cut (instance killed).
    return { status: 0, error: error.cause?.code ?? error.name };
  }
}

/** `writers` admins' sessions each creating tasks in a loop on the instances given (round robin), until stopped. */
function writeLoad(targets, token, assignee) {
  const acknowledged = [];
  const answers = new Map();
  let stopped = false;
  let n = 0;
  const loops = Array.from({ length: WRITERS }, async (_, w) => {
    while (!stopped) {
      const target = targets()[(n++ + w) % targets().length];
      const res = await request(target.url, 'POST', '/api/tasks/assign', token, {
        description: `Replica write ${w}-${n}`,
        assignedTo: assignee,
        dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        priority: 'high',
      });
      const key = `${target.name} ${res.status}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
      if (res.status === 201) acknowledged.push(res.json().task._id);
      if (res.status === 0) await sleep(50);
    }
  });
  return {
    acknowledged,
    answers,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

const missingOf = async (query, ids) => {
  const found = await query('SELECT id FROM tasks WHERE id = ANY($1::uuid[])', [ids]);
  return ids.length - found.length;
};

const runScript = (script, args, env) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', script), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });

/**
 * pnpm backup while 30 writers keep going, then pnpm restore into a new database and an instance started on it:
 * every write acknowledged before the backup began is there, and the document opens.
 */
async function backupAndRestore({ a, b, token, assignee, documentId, pdf, databaseUrl, earlier }) {
  const load = writeLoad(() => [a, b], token, assignee);
  await sleep(1500);
  const duringBefore = load.acknowledged.length;
  const before = [...earlier, ...load.acknowledged];
  const backups = path.join(work, 'backups');
  const backup = await runScript('backup.mjs', ['--out', backups], { DATABASE_URL: databaseUrl, DATA_DIR: path.join(work, 'a') });
  await sleep(500);
  await load.stop();
  check(backup.code === 0, `pnpm backup on PostgreSQL while writes continue (${load.acknowledged.length - duringBefore} writes acknowledged while it ran)`);
  if (backup.code !== 0) return console.log(backup.output);
  const [snapshot] = fs.readdirSync(backups);
  const fresh = new URL(databaseUrl);
  fresh.pathname = `${fresh.pathname}_restored`;
  const admin = await openDirect({ databaseUrl: PG_ADMIN_URL });
  const name = fresh.pathname.slice(1);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const c = instance('c', PORT_BASE + 3, fresh.toString());
  try {
    const restored = await runScript('backup.mjs', ['--restore', path.join(backups, snapshot)], { DATABASE_URL: fresh.toString(), DATA_DIR: path.join(work, 'c') });
    check(restored.code === 0, 'pnpm restore into a new, empty PostgreSQL database');
    if (restored.code !== 0) return console.log(restored.output);
    c.start();
    await c.ready();
    const direct = await openDirect({ databaseUrl: fresh.toString() });
    const lost = await missingOf(direct.query, before);
    await direct.close();
    check(before.length > 0 && lost === 0, `after the restore: ${before.length} writes acknowledged before the backup began, ${lost} missing`);
    const opened = await request(c.url, 'GET', `/api/documents/${documentId}/download`, token);
    check(opened.status === 200 && opened.bytes.equals(pdf), `the restored instance opens the document (${opened.status}) with the session made before the backup`);
  } finally {
    await c.signal('SIGTERM');
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.close();
  }
}

async function run(databaseUrl) {
  const a = instance('a', PORT_BASE, databaseUrl);
  const b = instance('b', PORT_BASE + 1, databaseUrl);
  let nginx = null;
  try {
    // 1. Together on an empty database: the migrations run under an advisory lock, once.
    a.start();
    b.start();
    const began = Date.now();
    const readyAfter = await Promise.all([a, b].map((x) => x.ready().then(() => `${x.name} ${((Date.now() - began) / 1000).toFixed(1)} s`)));
    check(true, `two instances started together on an empty database (ready: ${readyAfter.join(', ')})`);
    const direct = await openDirect({ databaseUrl });
    try {
      const [{ n: migrations }] = await direct.query('SELECT count(*)::int AS n FROM schema_migrations');
      const files = fs.readdirSync(path.join(ROOT, 'api', 'migrations')).filter((f) => f.endsWith('.sql')).length;
      check(migrations === files, `every migration applied once (${migrations} of ${files})`);
      const company = await seedCompany(direct.query, { tag: `replicas${Date.now().toString(36)}`, users: 2, tasks: 0, passwordHash: await benchPasswordHash() });

      // 2. Sessions: made on one, good on the other; signing out on one ends it on both.
      const token = await signInBench(a.url, company.admin.email, BENCH_PASSWORD);
      check((await request(b.url, 'GET', '/api/auth/me', token)).status === 200, 'a session made on instance a works on instance b');
      const spare = await signInBench(b.url, company.team[0].email, BENCH_PASSWORD);
      const out = await request(b.url, 'POST', '/api/auth/logout', spare, {});
      const after = await request(a.url, 'GET', '/api/auth/me', spare);
      check(out.status === 200 && after.status === 401, `signing out on b ends the session on a (logout ${out.status}, then ${after.status})`);

      // 3. Documents: uploaded through one, opened through the other (kept in the database, not on a's disk).
      const form = uploadForm('Replicated policy');
      const uploaded = await request(a.url, 'POST', '/api/documents/upload', token, form.body, form.headers);
      const id = uploaded.status === 201 ? uploaded.json().document.id : 'none';
      const fetched = await request(b.url, 'GET', `/api/documents/${id}/download`, token);
      check(
        fetched.status === 200 && fetched.bytes.equals(form.pdf),
        `a document uploaded through a opens through b (upload ${uploaded.status}, download ${fetched.status})`,
      );

      // 4. Killed under load: a dies (SIGKILL) while 30 writers alternate; b answers everything; nothing acknowledged is lost.
      const live = [a, b];
      const load = writeLoad(() => live, token, company.team[0].id);
      await sleep(4000);
      await a.signal('SIGKILL');
      live.splice(live.indexOf(a), 1);
      await sleep(3000);
      a.start();
      await a.ready();
      live.push(a);
      await sleep(2000);
      await load.stop();
      const failedOnB = [...load.answers].filter(([key]) => key.startsWith('b ') && key !== 'b 201');
      check(failedOnB.length === 0, `the surviving instance answered every write (${[...load.answers].map(([k, v]) => `${k}: ${v}`).join(', ')})`);
      const lost = await missingOf(direct.query, load.acknowledged);
      check(load.acknowledged.length > 0 && lost === 0, `instance a killed under writes: ${load.acknowledged.length} writes acknowledged, ${lost} lost`);

      // 5. Rolling restart behind nginx (or client fail-over without it): no request fails, nothing acknowledged is lost.
      nginx = await startNginx(work, PORT_BASE + 2, [a.port, b.port]);
      if (!nginx) console.log('skip nginx is not installed (apt-get install -y nginx): the rolling restart uses client fail-over instead');
      const front = nginx ? [{ name: 'nginx', url: nginx.url }] : [a, b];
      const viaFront = nginx ? () => front : () => [a, b].filter((x) => !x.stopping);
      const rolling = writeLoad(viaFront, token, company.team[0].id);
      const termTimes = [];
      for (const server of Array.from({ length: ROUNDS }, () => [a, b]).flat()) {
        await sleep(1500);
        server.stopping = true;
        const stopped = await server.signal('SIGTERM');
        termTimes.push(stopped);
        server.start();
        await server.ready();
        server.stopping = false;
      }
      await sleep(1500);
      await rolling.stop();
      const failed = [...rolling.answers].filter(([key]) => !key.endsWith(' 201'));
      const summary = [...rolling.answers].map(([k, v]) => `${k}: ${v}`).join(', ');
      check(
        nginx ? failed.length === 0 : failed.every(([key]) => key.endsWith(' 0')),
        `rolling restart ${nginx ? 'behind nginx' : 'with client fail-over'}: every request answered (${summary})`,
      );
      // Exit 0 is the clean path; the hard exit (4.5 s after the signal, the 5 s budget of pnpm start) exits 1.
      check(
        termTimes.every((t) => t && t.code === 0),
        `SIGTERM stops each instance cleanly, before the hard exit (${termTimes.map((t) => `${t?.ms} ms${t?.parts ?? ''}, exit ${t?.code}`).join('; ')})`,
      );
      const lostRolling = await missingOf(direct.query, rolling.acknowledged);
      check(rolling.acknowledged.length > 0 && lostRolling === 0, `rolling restart: ${rolling.acknowledged.length} writes acknowledged, ${lostRolling} lost`);

      // 6. Backup while writes continue, restored into a fresh database, an instance started on it.
      const earlier = [...load.acknowledged, ...rolling.acknowledged];
      await backupAndRestore({ a, b, token, assignee: company.team[0].id, documentId: id, pdf: form.pdf, databaseUrl, earlier });

      // 7. The scheduler ran, from one instance at a time (its lease).
      const leases = await direct.query("SELECT holder FROM scheduler_leases WHERE job = 'scheduled-jobs'");
      check(leases.length === 1, 'the scheduled jobs ran under one lease shared by the instances');
    } finally {
      await direct.close();
    }
  } finally {
    await nginx?.stop();
    await Promise.all([a.signal('SIGTERM'), b.signal('SIGTERM')]);
  }
}

const result = await withPostgres(run, console.log, `compliance_test_replicas_${Date.now().toString(36)}`).catch((error) => {
  failures.push(error.message);
  console.log(`FAIL ${error.message}`);
  return false;
});
if (result === null) console.log('skip PostgreSQL does not answer: nothing to check');
// REPLICAS_JSON_REPORT: the counts for pnpm test's closing line (in the shape of Playwright's report).
if (process.env.REPLICAS_JSON_REPORT) fs.writeFileSync(process.env.REPLICAS_JSON_REPORT, JSON.stringify({ stats: { expected: passed, unexpected: failures.length } }));
// REPLICAS_KEEP=1 keeps the instances' logs when every check passed too.
if (failures.length === 0 && !process.env.REPLICAS_KEEP) fs.rmSync(work, { recursive: true, force: true });
else console.log(`\n${failures.length} check(s) failed; the instances' logs are in ${work}`);
process.exit(failures.length === 0 ? 0 : 1);
