// Builds the web apps for production: all with --all, otherwise only the stale ones.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT, isStale } from './apps.mjs';

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
