// Starts the production server (as `pnpm start` does) on a free port with a throw-away data folder,
// for the benchmark scripts; answers { url, stop }.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';

export async function startServer({ port = 8199, env = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-bench-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error('The server stopped while starting');
    if (Date.now() > deadline) throw new Error('The server did not start in time');
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}
