import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * `pnpm start` (scripts/start.mjs) and the API as a user runs them: a signal stops both, the
 * request in flight still gets its answer, and the data folder is released and opens again.
 * The embedded database's folder is what is at stake, so this runs on PGlite only.
 */
const ROOT = path.resolve(__dirname, '../../..');
const run = process.env.TEST_DATABASE_URL ? describe.skip : describe;
jest.setTimeout(400_000);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

async function startSite(dataDir: string, port: number) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--no-build'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const healthy = async () => {
    if (child.exitCode !== null) throw new Error(`start.mjs exited (${child.exitCode}): ${stderr}`);
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
    } catch {
      return false;
    }
  };
  await waitFor('the API to answer', healthy, 180_000);
  const apiPid = Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
  return { child, apiPid, stderr: () => stderr };
}

/** A sign-in whose body is only half sent: in flight when the signal arrives. */
function halfSentRequest(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { finish: () => request.end(body.slice(10)), answered };
}

run('shutdown', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-shutdown-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('SIGTERM to pnpm start: the request in flight is answered, both processes exit, the data folder is released and reusable', async () => {
    const port = await freePort();
    const site = await startSite(dataDir, port);
    const inFlight = halfSentRequest(port);
    await new Promise((r) => setTimeout(r, 200));
    const signalledAt = Date.now();
    site.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    inFlight.finish();
    expect(await inFlight.answered).toBe(401);
    expect(await exited(site.child)).toBe(0);
    await waitFor('the API process to end', () => !isAlive(site.apiPid), 10_000);
    // Informative: the promise is 5 s; the bound here is loose so a loaded machine does not fail it.
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(site.stderr()).not.toMatch(/did not finish in time/);

    // The same folder opens again, with what the first run stored.
    const again = await startSite(dataDir, port);
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as { database: { kind: string; state: string; migrations: number } };
    expect(health.database).toMatchObject({ kind: 'pglite', state: 'up' });
    expect(health.database.migrations).toBeGreaterThan(5);
    again.child.kill('SIGINT');
    expect(await exited(again.child)).toBe(0);
    await waitFor('the API process to end', () => !isAlive(again.apiPid), 10_000);
  });

  test('an API process that dies is replaced within seconds by pnpm start, and the cause is logged', async () => {
    const port = await freePort();
    const site = await startSite(dataDir, port);
    // As an out-of-memory death looks from outside: the process is gone at once, without closing anything.
    process.kill(site.apiPid, 'SIGKILL');
    await waitFor('the API process to end', () => !isAlive(site.apiPid), 10_000);
    await waitFor(
      'a new API process to answer',
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
        } catch {
          return false;
        }
      },
      90_000,
    );
    const replacement = Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
    expect(replacement).not.toBe(site.apiPid);
    expect(site.stderr()).toMatch(/The API process was killed by SIGKILL; starting a new one in 1 s/);
    site.child.kill('SIGTERM');
    expect(await exited(site.child)).toBe(0);
    await waitFor('the API process to end', () => !isAlive(replacement), 10_000);
  });

  test('when the start script is killed outright, the API notices and stops too (no orphan holding the folder)', async () => {
    const port = await freePort();
    const site = await startSite(dataDir, port);
    site.child.kill('SIGKILL');
    await waitFor('the orphaned API to stop', () => !isAlive(site.apiPid), 10_000);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
