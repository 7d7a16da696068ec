// pnpm test: type checks, every package's Jest tests (the API suite on the embedded database,
// and again on real PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
// PGlite loads its WebAssembly with a dynamic import, which Jest's VM allows only with this flag.
const jestEnv = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() };

const TYPED = ['shared-contracts', 'shared-auth', 'shared-ui', 'shell', 'mfe-public', 'mfe-admin', 'mfe-workspace', 'mfe-compliance', 'mfe-superadmin', 'api', 'e2e'];
const steps = [
  ...TYPED.map((pkg) => [`type check ${pkg}`, bin('tsc'), ['--noEmit', '-p', pkg], process.env]),
  ['unit, component and API tests (embedded database)', bin('jest'), ['--ci'], { ...jestEnv, TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests (PostgreSQL)', bin('jest'), ['--ci', '--selectProjects', 'api'], jestEnv]);
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on the embedded database only.');
}
steps.push(['end-to-end tests (Chromium)', process.execPath, [path.join(ROOT, 'scripts', 'test-e2e.mjs')], process.env]);

const summary = [];
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  summary.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  if (result.status !== 0) {
    console.log(`\n${summary.join('\n')}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${summary.join('\n')}`);
