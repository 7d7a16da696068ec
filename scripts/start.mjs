// pnpm start: builds whatever is not built, then serves the shell, every remote and the API on one port.
// `pnpm start --no-build` serves what is built. SIGTERM or Ctrl-C stops everything within 5 s.
// An API process that crashes is replaced within seconds (scripts/supervise.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { supervise } from './supervise.mjs';

const HARD_STOP_MS = 4500;
let child = null;
let stopping = false;

function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (!child || child.exitCode !== null) process.exit(1);
  child.kill(signal);
  // The API drains and closes its database in under 4.5 s; past that it is killed.
  setTimeout(() => child.kill('SIGKILL'), HARD_STOP_MS).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
// A parent that dies without passing its signal on (pnpm killed with SIGKILL) re-parents this script: stop too.
const parentPid = process.ppid;
setInterval(() => process.ppid !== parentPid && stop('SIGTERM'), 500).unref();

const run = (args, options) => {
  child = spawn(process.execPath, args, options);
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
};

if (!process.argv.includes('--no-build')) {
  const status = await run([path.join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (status !== 0 || stopping) process.exit(status || 1);
}

// The API runs its TypeScript through tsx (a dependency of api/), so no separate compile step.
// The IPC channel tells the API when this script is gone, whatever killed it.
const startApi = () =>
  spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')], {
    cwd: path.join(ROOT, 'api'),
    stdio: ['inherit', 'inherit', 'pipe', 'ipc'],
    env: {
      ...process.env,
      SITE_ROOT: process.env.SITE_ROOT || ROOT,
      DATA_DIR: path.resolve(process.env.DATA_DIR || path.join(ROOT, 'data')),
      NODE_ENV: process.env.NODE_ENV || 'production',
    },
  });

// Supervised: an API that dies (out of memory, an uncaught error, killed) is started again, and its cause logged.
const code = await supervise(startApi, {
  isStopping: () => stopping,
  onStart: (started) => (child = started),
  log: (line) => process.stderr.write(`${line}\n`),
});
process.exit(code);
