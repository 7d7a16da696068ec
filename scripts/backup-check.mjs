// pnpm test:backup — backup and restore of the embedded database while writes continue: the api on PGlite
// serves 30 writers, `pnpm backup` runs meanwhile (the server writes the snapshot itself, api/src/db/onlineBackup.ts),
// `pnpm restore` puts it into a new data folder, and an api started there has every write acknowledged before the
// backup began and opens a document uploaded before it, with a session made before it. PostgreSQL's side of the same
// proof is in scripts/replicas-check.mjs.
//   node scripts/backup-check.mjs [--port 8264]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { benchOption, benchPasswordHash, BENCH_PASSWORD, openDirect, seedCompany, sessionCookie, signInBench, uploadForm } from './bench-support.mjs';

const opt = benchOption(process.argv.slice(2));
const PORT = Number(opt('port', 8264));
const url = `http://127.0.0.1:${PORT}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-backup-'));
const DATA_KEY = randomBytes(32).toString('base64');
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const env = (dataDir) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DATA_ENCRYPTION_KEY: DATA_KEY });

async function startApi(dataDir) {
  const log = fs.openSync(path.join(work, 'api.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')], {
    cwd: path.join(ROOT, 'api'),
    stdio: ['ignore', log, log],
    env: { ...env(dataDir), PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', SITE_ROOT: '', LOGIN_RATE_LIMIT: '100000000' },
  });
  for (let i = 0; i < 1500; i++) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode} (log: ${path.join(work, 'api.log')})`);
    if ((await fetch(`${url}/api/health/ready`).catch(() => null))?.ok) break;
    await sleep(200);
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

const runScript = (args, dataDir) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'backup.mjs'), ...args], { env: env(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });

async function request(method, pathname, token, body, headers = {}) {
  try {
    const res = await fetch(url + pathname, {
      method,
      headers: { ...(body && !(body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}), ...sessionCookie(token), ...headers },
      body: body instanceof Uint8Array ? body : body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
  } catch (error) {
    return { status: 0, error: error.cause?.code ?? error.name };
  }
}

async function run() {
  const source = path.join(work, 'source');
  const restored = path.join(work, 'restored');
  // Migrated by a first start, then seeded straight into the folder (one process at a time on PGlite).
  await (await startApi(source)).stop();
  const direct = await openDirect({ dataDir: source });
  const company = await seedCompany(direct.query, { tag: `backup${Date.now().toString(36)}`, users: 2, tasks: 0, passwordHash: await benchPasswordHash() });
  await direct.close();

  const api = await startApi(source);
  const acknowledged = [];
  let token;
  let form;
  let documentId;
  try {
    token = await signInBench(url, company.admin.email, BENCH_PASSWORD);
    form = uploadForm('Backed-up policy');
    const uploaded = await request('POST', '/api/documents/upload', token, form.body, form.headers);
    check(uploaded.status === 201, `a document uploaded before the backup (${uploaded.status})`);
    documentId = uploaded.status === 201 ? uploaded.json().document.id : 'none';

    let stopped = false;
    const writers = Array.from({ length: 30 }, async (_, w) => {
      for (let n = 0; !stopped; n++) {
        const res = await request('POST', '/api/tasks/assign', token, {
          description: `Backup write ${w}-${n}`,
          assignedTo: company.team[0].id,
          dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          priority: 'high',
        });
        if (res.status === 201) acknowledged.push(res.json().task._id);
      }
    });
    // Enough acknowledged writes to miss one (a busy machine takes longer to get there), then the backup.
    for (const deadline = Date.now() + 120_000; acknowledged.length < 100 && Date.now() < deadline;) await sleep(100);
    const before = [...acknowledged];
    const backups = path.join(work, 'backups');
    const backup = await runScript(['--out', backups], source);
    const during = acknowledged.length - before.length;
    await sleep(500);
    stopped = true;
    await Promise.all(writers);
    check(backup.code === 0 && during > 0, `pnpm backup on PGlite while the server serves 30 writers (${during} writes acknowledged while it ran)`);
    if (backup.code !== 0) return console.log(backup.output);

    const [snapshot] = fs.readdirSync(backups);
    const restore = await runScript(['--restore', path.join(backups, snapshot)], restored);
    check(restore.code === 0, 'pnpm restore into a new, empty data folder');
    if (restore.code !== 0) return console.log(restore.output);
    const fresh = await openDirect({ dataDir: restored });
    const found = await fresh.query('SELECT id FROM tasks WHERE id = ANY($1::uuid[])', [before]);
    await fresh.close();
    check(
      before.length > 0 && found.length === before.length,
      `after the restore: ${before.length} writes acknowledged before the backup began, ${before.length - found.length} missing`,
    );
  } finally {
    const code = await api.stop();
    check(code === 0, `the server stopped cleanly after serving the backup (exit ${code})`);
  }
  const second = await startApi(restored);
  try {
    const opened = await request('GET', `/api/documents/${documentId}/download`, token);
    check(
      opened.status === 200 && opened.bytes.equals(form.pdf),
      `an api started on the restored folder opens the document (${opened.status}) with the session made before the backup`,
    );
  } finally {
    await second.stop();
  }
}

await run().catch((error) => {
  failures.push(error.message);
  console.log(`FAIL ${error.message}`);
});
if (failures.length === 0) fs.rmSync(work, { recursive: true, force: true });
else console.log(`\n${failures.length} check(s) failed; the api's log is in ${work}`);
process.exit(failures.length === 0 ? 0 : 1);
