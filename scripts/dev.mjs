// pnpm dev: every web app rebuilt on change (webpack --watch) and the API restarted on change (tsx watch),
// all served on one port as in production.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT } from './apps.mjs';

const children = [];
const run = (name, command, args, cwd, env = {}) => {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const forward = (stream, out) => stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  children.push(child);
};

const webpack = path.join(ROOT, 'node_modules', '.bin', 'webpack');
for (const app of APPS) run(app, webpack, ['--mode', 'development', '--watch'], path.join(ROOT, app));
run('api', path.join(ROOT, 'api', 'node_modules', '.bin', 'tsx'), ['watch', 'src/main.ts'], path.join(ROOT, 'api'), {
  SITE_ROOT: ROOT,
  DATA_DIR: path.resolve(process.env.DATA_DIR || path.join(ROOT, 'data')),
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
