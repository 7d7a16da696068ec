// End-to-end: production builds served as `pnpm start` serves them, in headless Debian Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// A fresh database for every run.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-e2e-'));
// Named spec files run alone: without --no-deps, Playwright would run every spec of the project the
// platform-wide specs wait for (e2e/playwright.config.ts) before them.
const args = process.argv.slice(2);
const namesFiles = args.some((arg) => !arg.startsWith('-'));
const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', ...(namesFiles ? ['--no-deps'] : []), ...args], {
  cwd: path.join(ROOT, 'e2e'),
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
