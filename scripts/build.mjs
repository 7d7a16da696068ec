// Builds the web apps for production: all with --all, otherwise only the stale ones.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT, isStale } from './apps.mjs';

// One build at a time on this checkout (several terminals or test runs may ask at once).
const lockDir = path.join(os.tmpdir(), `compliance-build-${Buffer.from(ROOT).toString('hex').slice(-16)}.lock`);
function acquireLock() {
  const deadline = Date.now() + 15 * 60 * 1000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      return;
    } catch {
      let holder = NaN;
      try {
        holder = Number(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8'));
      } catch {
        // The holder has not written its pid yet, or has just released the lock.
      }
      let alive = false;
      try {
        if (Number.isFinite(holder)) alive = process.kill(holder, 0);
      } catch {
        // No such process: the lock is stale.
      }
      if (!alive) fs.rmSync(lockDir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error('Timed out waiting for another build to finish');
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    }
  }
}
acquireLock();
process.on('exit', () => fs.rmSync(lockDir, { recursive: true, force: true }));

const all = process.argv.includes('--all');
const targets = APPS.filter((app) => all || isStale(app));
if (targets.length === 0) console.log('All apps are built and up to date.');
for (const app of targets) {
  console.log(`Building ${app}...`);
  const webpack = path.join(ROOT, 'node_modules', '.bin', 'webpack');
  const result = spawnSync(webpack, ['--mode', 'production'], { cwd: path.join(ROOT, app), stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build of ${app} failed.`);
    process.exit(result.status ?? 1);
  }
}
