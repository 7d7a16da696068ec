import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The locked dependencies against the committed advisory register (docs/dependency-advisories.json) and the time
 * frames of docs/security.md, through the same command a release runs (`pnpm security:advisories`); no network.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SCRIPT = path.join(ROOT, 'scripts', 'dependency-advisories.mjs');
const LOCK = fs.readFileSync(path.join(ROOT, 'pnpm-lock.yaml'), 'utf8');
const REGISTER = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs', 'dependency-advisories.json'), 'utf8')) as {
  advisories: { id: string; package: string; vulnerable: string; severity: string; published: string; patched: string; decision: string; note: string }[];
};

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'advisories-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function check(options: { lock?: string; register?: object; today?: string } = {}) {
  const args = [SCRIPT];
  if (options.lock !== undefined) {
    fs.writeFileSync(path.join(work, 'pnpm-lock.yaml'), options.lock);
    args.push('--lock', path.join(work, 'pnpm-lock.yaml'));
  }
  if (options.register !== undefined) {
    fs.writeFileSync(path.join(work, 'register.json'), JSON.stringify(options.register));
    args.push('--register', path.join(work, 'register.json'));
  }
  if (options.today) args.push('--today', options.today);
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: ROOT });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

const formData = { ...REGISTER.advisories.find((a) => a.package === 'form-data')!, vulnerable: '>=4.0.0 <4.0.4', severity: 'moderate', published: '2026-10-01' };
// The real lockfile with form-data moved back into the advisory's range.
const vulnerableLock = LOCK.replace(/^( {2})form-data@[\w.-]+:/gm, '$1form-data@4.0.3:');

test('ASVS v5.0 15.2.1 no locked dependency is inside a registered advisory past its remediation time frame', () => {
  expect(REGISTER.advisories.length).toBeGreaterThan(0);
  for (const a of REGISTER.advisories) {
    expect({ id: a.id, severity: ['critical', 'high', 'moderate', 'low'].includes(a.severity), day: /^\d{4}-\d{2}-\d{2}$/.test(a.published) }).toEqual({
      id: a.id,
      severity: true,
      day: true,
    });
    expect(['remediate', 'not-affected']).toContain(a.decision);
    if (a.decision === 'not-affected') expect(a.note.length).toBeGreaterThan(20);
  }
  const run = check();
  expect(run.out).toContain(`${REGISTER.advisories.length} registered advisories`);
  expect(run.out).toContain('0 past the time frame');
  expect(run.status).toBe(0);
});

test('ASVS v5.0 15.2.1 a locked version inside an advisory fails the check once the time frame of its severity has passed', () => {
  expect(vulnerableLock).not.toBe(LOCK);
  const register = { advisories: [formData] };
  // Moderate: 30 days from 1 October 2026.
  const within = check({ lock: vulnerableLock, register, today: '2026-10-31' });
  expect(within.out).toContain('due form-data@4.0.3: GHSA-fjxv-7rqg-78g4 (moderate) remediate by 2026-10-31');
  expect(within.status).toBe(0);
  const past = check({ lock: vulnerableLock, register, today: '2026-11-01' });
  expect(past.out).toContain('OVERDUE form-data@4.0.3');
  expect(past.status).toBe(1);
  // Critical or high: 7 days.
  const critical = check({ lock: vulnerableLock, register: { advisories: [{ ...formData, severity: 'critical' }] }, today: '2026-10-09' });
  expect(critical.status).toBe(1);
  // The fixed version passes, and an advisory decided not to affect the product (with its reason) is not held against it.
  expect(check({ register, today: '2027-01-01' }).status).toBe(0);
  const decided = { advisories: [{ ...formData, decision: 'not-affected', note: 'only the test runner uses it, on loopback' }] };
  expect(check({ lock: vulnerableLock, register: decided, today: '2027-01-01' }).status).toBe(0);
});

test('ASVS v5.0 15.2.1 ranges are read as npm writes them: alternatives, bounds and inclusive ends', () => {
  const at = (version: string, vulnerable: string) =>
    check({ lock: LOCK.replace(/^( {2})form-data@[\w.-]+:/gm, `$1form-data@${version}:`), register: { advisories: [{ ...formData, vulnerable }] }, today: '2027-01-01' })
      .status;
  expect(at('3.0.3', '<2.5.4 || >=3.0.0 <3.0.4')).toBe(1);
  expect(at('3.0.4', '<2.5.4 || >=3.0.0 <3.0.4')).toBe(0);
  expect(at('4.0.10', '<=4.0.9')).toBe(0);
  expect(at('4.0.9', '<=4.0.9')).toBe(1);
  expect(at('4.0.4-beta.1', '<4.0.4')).toBe(1);
});

test('ASVS v5.0 15.1.2 the lockfile is a complete inventory: every installed package is in it, each from the npm registry with a sha512 integrity', () => {
  const packages = LOCK.split(/^packages:\s*$/m)[1].split(/^snapshots:\s*$/m)[0];
  const entries = [...packages.matchAll(/^ {2}'?((?:@[^@/\s']+\/)?[^@\s']+)@([^(:'\s]+)[^\n]*:\n {4}resolution: \{([^}]*)\}/gm)];
  expect(entries.length).toBeGreaterThan(500);
  const untrusted = entries.filter(([, , , resolution]) => !/^integrity: sha512-[A-Za-z0-9+/=]+$/.test(resolution.trim())).map(([entry]) => entry);
  expect(untrusted).toEqual([]);
  // No other registry, and no source that bypasses it.
  const npmrc = fs.existsSync(path.join(ROOT, '.npmrc')) ? fs.readFileSync(path.join(ROOT, '.npmrc'), 'utf8') : '';
  expect(npmrc).not.toMatch(/registry\s*=/);
  expect(LOCK).not.toMatch(/^\s+(specifier|version): (file:|git|github:|https?:)/m);
  const inventory = new Set(entries.map(([, name, version]) => `${name.replace('/', '+')}@${version}`));
  const installed = fs
    .readdirSync(path.join(ROOT, 'node_modules', '.pnpm'))
    .filter((dir) => dir.includes('@') && dir !== 'lock.yaml')
    .map((dir) => /^@?[^@]+@[^_]+/.exec(dir)![0]);
  expect(installed.filter((dir) => !inventory.has(dir))).toEqual([]);
});

/** Runs the refresh against a stand-in registry on a free local port (the child runs while this process serves it). */
async function refreshAgainst(answer: (url: string, body: unknown) => { status: number; body?: unknown }) {
  const { createServer } = await import('node:http');
  const { spawn } = await import('node:child_process');
  const seen: string[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      seen.push(`${request.method} ${request.url}`);
      const { status, body } = answer(request.url ?? '', JSON.parse(text || 'null'));
      response.writeHead(status, status === 405 ? { allow: 'GET,HEAD' } : { 'content-type': 'application/json' });
      response.end(body === undefined ? '' : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const register = path.join(work, 'refresh.json');
  fs.writeFileSync(register, JSON.stringify(REGISTER));
  try {
    const child = spawn(process.execPath, [SCRIPT, '--refresh', '--register', register, '--registry', `http://127.0.0.1:${port}`], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { status, out, seen, register: JSON.parse(fs.readFileSync(register, 'utf8')) };
  } finally {
    server.close();
  }
}

test('ASVS v5.0 15.2.1 the refresh lists what the registry reports for the lockfile: the bulk endpoint, else npm audit’s quick-audit endpoint', async () => {
  const quickAdvisory = {
    module_name: 'exceljs',
    github_advisory_id: 'GHSA-test-0000-0000',
    vulnerable_versions: '<=4.4.0',
    severity: 'moderate',
    created: '2026-11-01T00:00:00.000Z',
    patched_versions: '<0.0.0',
    title: 'Reported by the stand-in registry',
  };
  const quickTrees: { dependencies?: Record<string, { version: string }> }[] = [];
  const run = await refreshAgainst((url, body) => {
    if (url.endsWith('/advisories/bulk')) return { status: 405 };
    quickTrees.push(body as (typeof quickTrees)[number]);
    return { status: 200, body: { advisories: { 1: quickAdvisory } } };
  });
  expect(run.status).toBe(0);
  expect(run.seen[0]).toBe('POST /-/npm/v1/security/advisories/bulk');
  expect(run.seen).toContain('POST /-/npm/v1/security/audits/quick');
  // The locked versions are what is asked about.
  expect(quickTrees[0].dependencies?.exceljs).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  const added = run.register.advisories.find((a: { id: string }) => a.id === 'GHSA-test-0000-0000');
  expect(added).toMatchObject({ package: 'exceljs', vulnerable: '<=4.4.0', severity: 'moderate', published: '2026-11-01', decision: 'remediate' });
  expect(run.register.refreshedFrom).toMatch(/\/-\/npm\/v1\/security\/audits\/quick$/);
  expect(run.register.advisories).toHaveLength(REGISTER.advisories.length + 1);
});

test('ASVS v5.0 15.2.1 a registry that refuses both advisory endpoints leaves the register unchanged and says so (exit 2)', async () => {
  const run = await refreshAgainst(() => ({ status: 405 }));
  expect(run.status).toBe(2);
  expect(run.out).toContain('advisories/bulk answered 405 (allows GET,HEAD), audits/quick answered 405 (allows GET,HEAD); the register is unchanged');
  expect(run.register).toEqual(REGISTER);
});
