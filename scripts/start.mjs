// pnpm start: builds whatever is not built, then serves the shell, every remote and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The API runs its TypeScript through tsx (a dependency of api/), so no separate compile step.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')], {
  cwd: path.join(ROOT, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    SITE_ROOT: process.env.SITE_ROOT || ROOT,
    DATA_DIR: path.resolve(process.env.DATA_DIR || path.join(ROOT, 'data')),
    NODE_ENV: process.env.NODE_ENV || 'production',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
