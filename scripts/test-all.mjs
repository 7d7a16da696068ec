// pnpm test: lint, type checks, every package's Jest tests (the API suite on the embedded database,
// and again on real PostgreSQL when TEST_DATABASE_URL is set), and beside them all the end-to-end tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';

// Each test runner also writes a JSON report, so the run can close on one count of every test.
// TEST_REPORTS_DIR keeps them (per-file durations, to see where the CI's minutes go); otherwise a temporary folder.
const keptReports = process.env.TEST_REPORTS_DIR;
if (keptReports) fs.mkdirSync(keptReports, { recursive: true });
const reports = keptReports ?? fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-test-reports-'));
const report = (name) => path.join(reports, `${name}.json`);

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
// PGlite loads its WebAssembly with a dynamic import, which Jest's VM allows only with this flag.
// End to end's mailbox holds E2E_SMTP_PORT for its whole run, beside Jest: an API test that listens there when it is
// set (obligation-reminders) takes its own default port instead.
const { E2E_SMTP_PORT: _mailboxPort, ...besideMailbox } = process.env;
const jestEnv = { ...besideMailbox, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() };

// Prettier joins the run once the repository has been formatted in one commit (docs/decisions/0027-lint.md): set to true.
const CHECK_FORMAT = true;

// Jest's default in CI is one worker less than the cores (one on a 2-core machine); two were faster on the same
// sample (docs/benchmarks.md, "CI duration"): one file's waits (argon2, the database's thread) overlap the other's work.
// Three were slower in a whole run (736 s against 648 s): with end to end beside them both cores are busy already
// (docs/decisions/0410-ci-under-15-minutes-cpu.md).
const JEST_WORKERS = ['--maxWorkers=2'];

const steps = [
  // One remote built twice in two checkouts: the same commit gives the same file names (a CDN keeps chunks by name).
  // The first step beside end to end: it copies the checkout's tracked files in its first second, and end to end
  // changes the checkout (its release specs, the remote list) only in its last minutes; it built alone first, while
  // half the machine waited (docs/decisions/0420-*.md). A rare odd build is told from a path leaking into the output by
  // a third checkout (docs/decisions/0370-*.md).
  ['reproducible build (mfe-public in two checkouts)', process.execPath, [path.join(ROOT, 'scripts', 'check-reproducible.mjs'), 'mfe-public'], process.env],
  // Fails when docs/security.md is not what the test titles naming ASVS requirements make it (run pnpm security:asvs), or on an id ASVS 5.0 does not have.
  ['ASVS coverage (docs/security.md)', process.execPath, [path.join(ROOT, 'scripts', 'asvs-coverage.mjs'), '--check'], process.env],
  // The same command as `pnpm lint`; the cache (keyed on file contents and the config) makes a second run take seconds.
  [
    'lint (ESLint: code rules and package boundaries)',
    bin('eslint'),
    ['.', '--max-warnings=0', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'],
    process.env,
  ],
  ...(CHECK_FORMAT ? [['format (Prettier)', bin('prettier'), ['--check', '.'], process.env]] : []),
  // The same command as `pnpm typecheck`: the browser packages as one program, api and e2e each on its own, two at a
  // time (tsc uses one core; CI machines have two).
  ['type checks (tsc --noEmit)', process.execPath, [path.join(ROOT, 'scripts', 'typecheck.mjs'), '--jobs', '2'], process.env],
  [
    'unit, component and API tests (embedded database)',
    bin('jest'),
    ['--ci', ...JEST_WORKERS, '--json', `--outputFile=${report('jest')}`],
    { ...jestEnv, TEST_DATABASE_URL: '' },
  ],
];
// pnpm backup and restore on the embedded database while 30 writers keep going (PostgreSQL's: the replicas check).
steps.push(['backup and restore under writes on PGlite (pnpm test:backup)', process.execPath, [path.join(ROOT, 'scripts', 'backup-check.mjs')], process.env]);
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests (PostgreSQL)', bin('jest'), ['--ci', ...JEST_WORKERS, '--selectProjects', 'api', '--json', `--outputFile=${report('jest-postgres')}`], jestEnv]);
  // Two instances on one PostgreSQL behind Debian's nginx (pnpm test:replicas, about a minute): it makes its own
  // databases on the same server, through the server's admin database.
  const admin = new URL(process.env.TEST_DATABASE_URL);
  admin.pathname = '/postgres';
  steps.push([
    'two instances behind nginx on one PostgreSQL (pnpm test:replicas)',
    process.execPath,
    [path.join(ROOT, 'scripts', 'replicas-check.mjs')],
    { ...process.env, BENCH_DATABASE_URL: admin.toString(), REPLICAS_JSON_REPORT: report('replicas') },
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on the embedded database only.');
}
// End to end runs beside all the steps above, from the start (docs/decisions/0360-ci-under-15-minutes.md): its
// browser, server and runner use about one core over its run (489 CPU-seconds in 410 s alone; docs/benchmarks.md),
// and the checks and the Jest suites the rest. Those run at a lower priority, so the browser's and the server's turns
// come without delay.
const besideTheRest = ['end-to-end tests (Chromium)', process.execPath, [path.join(ROOT, 'scripts', 'test-e2e.mjs')], { ...process.env, E2E_JSON_REPORT: report('e2e') }];
const LOWER_PRIORITY = 10;

/** Passed and failed tests over every runner's JSON report written so far. */
function countTests() {
  let passed = 0;
  let failed = 0;
  for (const file of fs.readdirSync(reports)) {
    const data = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
    if (file.startsWith('jest')) {
      passed += data.numPassedTests;
      failed += data.numFailedTests + (data.numRuntimeErrorTestSuites ?? 0);
    } else {
      // Playwright's report, or the replicas check's (the same two counts).
      passed += data.stats?.expected ?? 0;
      failed += (data.stats?.unexpected ?? 0) + (data.stats?.flaky ?? 0);
    }
  }
  return { passed, failed };
}

function finish(code) {
  console.log(`\n${summary.join('\n')}`);
  const { passed, failed } = countTests();
  if (!keptReports) fs.rmSync(reports, { recursive: true, force: true });
  // The closing line counts every test of every runner (Jest on both databases, Playwright).
  console.log(`\nTests: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

/** Starts a command; `quiet`: its output is kept, to be printed whole when it ends. Answers its exit status and output. */
function run(command, args, env, { quiet = false, priority = 0, ownGroup = false } = {}) {
  const output = [];
  // ownGroup: the command and everything it starts (a browser, a server) can be stopped together.
  const child = spawn(command, args, { cwd: ROOT, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: ownGroup });
  // Before the command starts its own workers, which take the priority it has.
  if (priority && child.pid) os.setPriority(child.pid, priority);
  if (quiet) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  const closed = new Promise((resolve) => child.on('close', resolve));
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  // A command's own status is its exit. Whatever it left running in its group (a server a spec started) would hold
  // the output pipe open and delay 'close' indefinitely (end to end's ended 12 minutes before its 'close'): it is
  // stopped, and its output is waited for a few seconds at most.
  const status = exited.then(async (code) => {
    if (ownGroup) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Nothing is left in the group.
      }
    }
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    return code;
  });
  return { child, done: status.then((code) => ({ status: code, output: Buffer.concat(output) })) };
}

const summary = [];
const seconds = (started) => Math.round((Date.now() - started) / 1000);
const besideStarted = Date.now();
const [besideName, besideCommand, besideArgs, besideEnv] = besideTheRest;
console.log(`\n=== ${besideName}: started beside the other steps; its output follows when it ends ===`);
const beside = run(besideCommand, besideArgs, besideEnv, { quiet: true, ownGroup: true });
const stopBeside = () => {
  try {
    process.kill(-beside.child.pid, 'SIGTERM');
  } catch {
    // It has ended already.
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBeside();
    process.exit(1);
  });
}

for (const step of steps) {
  const [name, command, args, env] = step;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = await run(command, args, env, { priority: LOWER_PRIORITY }).done;
  summary.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds(started)}s)`);
  if (status !== 0) {
    // The run fails anyway: end to end is stopped (its server with it) rather than waited for.
    stopBeside();
    await beside.done;
    summary.push(`stop ${besideName} (stopped after ${seconds(besideStarted)}s)`);
    finish(status);
  }
}
console.log(`\n=== ${besideName}: waiting for it to end ===`);
const { status: besideStatus, output: besideOutput } = await beside.done;
process.stdout.write(besideOutput);
summary.push(`${besideStatus === 0 ? 'ok  ' : 'FAIL'} ${besideName} (${seconds(besideStarted)}s from the start, beside the others)`);
finish(besideStatus === 0 ? 0 : besideStatus);
