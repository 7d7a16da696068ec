// pnpm typecheck (and pnpm test's type checks): `tsc --noEmit` over every package that has a tsconfig.json.
// The packages whose tsconfig only extends tsconfig.base.json and names its folders (the browser packages) share
// one compiler configuration, so they are checked as one program: each file, React's and styled-components' types
// included, is checked once instead of once per package that imports it (docs/decisions/0410-*.md). A package
// with options of its own (api, e2e) is its own program. Programs run `--jobs` at a time (tsc uses one core).
//   node scripts/typecheck.mjs [--jobs 2]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const argv = process.argv.slice(2);
const jobs = Number(argv[argv.indexOf('--jobs') + 1]) || 2;

const BASE = '../tsconfig.base.json';
const packages = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(ROOT, entry.name, 'tsconfig.json')))
  .map((entry) => entry.name)
  .sort();

/** The folders a package's tsconfig includes, when the base's options are all it uses; otherwise null. */
function baseOnlyIncludes(pkg) {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'tsconfig.json'), 'utf8'));
  const keys = Object.keys(config).sort().join(',');
  return config.extends === BASE && keys === 'extends,include' ? config.include.map((folder) => path.join(ROOT, pkg, folder)) : null;
}

const includes = new Map(packages.map((pkg) => [pkg, baseOnlyIncludes(pkg)]));
const shared = packages.filter((pkg) => includes.get(pkg));
const ownOptions = packages.filter((pkg) => !includes.get(pkg));
// The one program's tsconfig is generated (its list follows the packages), in a folder git ignores.
const generated = path.join(ROOT, 'node_modules', '.cache', 'typecheck', 'tsconfig.json');
fs.mkdirSync(path.dirname(generated), { recursive: true });
fs.writeFileSync(generated, JSON.stringify({ extends: path.join(ROOT, 'tsconfig.base.json'), include: shared.flatMap((pkg) => includes.get(pkg)) }, null, 2));

const programs = [[`${shared.join(', ')} (one program)`, generated], ...ownOptions.map((pkg) => [pkg, path.join(ROOT, pkg)])];
const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');

function check([name, project]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const child = spawn(tsc, ['--noEmit', '-p', project], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      console.log(`--- type check ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)}s)`);
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...programs];
const results = [];
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await check(next));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
