// pnpm security:advisories — holds the locked dependencies to the documented remediation time frames
// (docs/security.md, "Dependency updates") using the committed advisory register docs/dependency-advisories.json.
//
//   node scripts/dependency-advisories.mjs            checks: exit 1 when a locked version is inside a registered
//                                                     advisory's affected range past its remediation deadline
//   node scripts/dependency-advisories.mjs --refresh  asks the npm registry about every locked version (the bulk
//                                                     advisory endpoint, else npm audit's quick-audit endpoint) and
//                                                     adds what it reports to the register (needs the network;
//                                                     decisions already made are kept)
// Options: --register <file>, --lock <file>, --today <YYYY-MM-DD>, --registry <url> (for an older state or a test).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DAY = 24 * 60 * 60 * 1000;

/** Days from publication to the remediation deadline, by severity (docs/security.md, "Dependency updates"). */
export const REMEDIATION_DAYS = { critical: 7, high: 7, moderate: 30, low: 31 };

/** Every package version pnpm-lock.yaml (v9) resolves: a map of name to its locked versions. */
export function lockedVersions(lockText) {
  const section = lockText.split(/^packages:\s*$/m)[1]?.split(/^snapshots:\s*$/m)[0] ?? '';
  const locked = new Map();
  for (const match of section.matchAll(/^ {2}'?((?:@[^@/\s']+\/)?[^@\s']+)@([^(:'\s]+)/gm)) {
    const [, name, version] = match;
    locked.set(name, [...new Set([...(locked.get(name) ?? []), version])]);
  }
  return locked;
}

function parseVersion(text) {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([\w.-]+))?/.exec(text.trim());
  if (!match) throw new Error(`not a version: ${text}`);
  return { parts: [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)], pre: match[4] ?? null };
}

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if (a.parts[i] !== b.parts[i]) return a.parts[i] < b.parts[i] ? -1 : 1;
  if (a.pre === b.pre) return 0;
  if (a.pre === null) return 1;
  if (b.pre === null) return -1;
  return a.pre.localeCompare(b.pre, 'en', { numeric: true });
}

/** Whether `version` is in an npm advisory range ("<1.2.3", ">=2.0.0 <2.0.4 || >=3.0.0 <3.0.1", "*"). */
export function inRange(version, range) {
  const v = parseVersion(version);
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .filter((c) => c !== '')
      .every((comparator) => {
        if (comparator === '*') return true;
        const [, op, bound] = /^(<=|>=|<|>|=)?(.+)$/.exec(comparator);
        const order = compare(v, parseVersion(bound));
        return { '<': order < 0, '<=': order <= 0, '>': order > 0, '>=': order >= 0, '=': order === 0, undefined: order === 0 }[op];
      }),
  );
}

/** The day an advisory must be remediated by: its publication plus the time frame of its severity. */
export function deadline(advisory) {
  const days = REMEDIATION_DAYS[advisory.severity];
  if (days === undefined) throw new Error(`${advisory.id}: unknown severity ${advisory.severity}`);
  return new Date(Date.parse(`${advisory.published}T00:00:00Z`) + days * DAY);
}

/**
 * Every locked version inside a registered advisory: `overdue` past its deadline, `due` still within it.
 * An advisory decided "not-affected" (with its reason in the register) is reported as neither.
 */
export function assess(register, locked, today) {
  const findings = [];
  for (const advisory of register.advisories) {
    if (advisory.decision === 'not-affected') continue;
    for (const version of locked.get(advisory.package) ?? []) {
      if (!inRange(version, advisory.vulnerable)) continue;
      const by = deadline(advisory);
      findings.push({ advisory, version, deadline: by.toISOString().slice(0, 10), overdue: today.getTime() > by.getTime() });
    }
  }
  return findings;
}

const SEVERITIES = { critical: 'critical', high: 'high', moderate: 'moderate', medium: 'moderate', low: 'low', info: 'low' };

/** POSTs JSON to the registry; answers the parsed body, or the status it refused with. */
async function post(url, body) {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), redirect: 'error' });
  if (!answer.ok) return { status: answer.status, allow: answer.headers.get('allow') };
  return { status: answer.status, body: await answer.json() };
}

/**
 * The quick-audit endpoint takes an npm v1 lockfile's tree: one version per name at each level. A package locked at
 * several versions is sent in several trees ("layers"), the n-th version of every package in the n-th.
 */
export function quickAuditTrees(locked) {
  const layers = Math.max(0, ...[...locked.values()].map((versions) => versions.length));
  return Array.from({ length: layers }, (_, layer) => {
    const dependencies = {};
    const requires = {};
    for (const [name, versions] of locked) {
      if (versions[layer] === undefined) continue;
      dependencies[name] = { version: versions[layer] };
      requires[name] = versions[layer];
    }
    return { name: 'compliance-management-lockfile', version: '0.0.0', requires, dependencies };
  });
}

/** One registry advisory as a register entry (both endpoints name the same fields). */
export function registerEntry(name, a) {
  return {
    id: a.github_advisory_id ?? a.url?.split('/').pop() ?? String(a.id),
    package: name,
    vulnerable: a.vulnerable_versions,
    severity: SEVERITIES[a.severity] ?? 'high',
    published: (a.created ?? new Date().toISOString()).slice(0, 10),
    patched: a.patched_versions ?? null,
    decision: 'remediate',
    note: a.title ?? '',
  };
}

/**
 * Asks the registry what it knows about every locked version: the bulk advisory endpoint first, then the quick-audit
 * endpoint (`npm audit`'s). Answers the advisories as register entries and which endpoint answered; throws, naming
 * both refusals, when neither does.
 */
export async function reportedAdvisories(locked, registry = 'https://registry.npmjs.org') {
  const bulk = await post(`${registry}/-/npm/v1/security/advisories/bulk`, Object.fromEntries(locked));
  if (bulk.body) return { endpoint: 'advisories/bulk', entries: Object.entries(bulk.body).flatMap(([name, list]) => list.map((a) => registerEntry(name, a))) };
  const entries = [];
  for (const tree of quickAuditTrees(locked)) {
    const quick = await post(`${registry}/-/npm/v1/security/audits/quick`, tree);
    if (!quick.body) {
      const allow = (answer) => (answer.allow ? ` (allows ${answer.allow})` : '');
      throw new Error(
        `the registry refused both advisory endpoints: advisories/bulk answered ${bulk.status}${allow(bulk)}, audits/quick answered ${quick.status}${allow(quick)}; the register is unchanged`,
      );
    }
    for (const a of Object.values(quick.body.advisories ?? {})) entries.push(registerEntry(a.module_name, a));
  }
  return { endpoint: 'audits/quick', entries };
}

/** Adds what the registry reports for the locked versions; known ids keep their decision. */
async function refresh(register, locked, registry) {
  const { endpoint, entries } = await reportedAdvisories(locked, registry);
  const known = new Set(register.advisories.map((a) => a.id));
  for (const entry of entries) {
    if (known.has(entry.id)) continue;
    known.add(entry.id);
    register.advisories.push(entry);
  }
  register.refreshed = new Date().toISOString().slice(0, 10);
  register.refreshedFrom = `${registry}/-/npm/v1/security/${endpoint}`;
  return register;
}

async function main() {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? fallback : process.argv[at + 1];
  };
  const registerFile = option('--register', path.join(ROOT, 'docs', 'dependency-advisories.json'));
  const locked = lockedVersions(fs.readFileSync(option('--lock', path.join(ROOT, 'pnpm-lock.yaml')), 'utf8'));
  let register = JSON.parse(fs.readFileSync(registerFile, 'utf8'));
  if (process.argv.includes('--refresh')) {
    register = await refresh(register, locked, option('--registry', 'https://registry.npmjs.org'));
    fs.writeFileSync(registerFile, `${JSON.stringify(register, null, 2)}\n`);
  }
  const today = new Date(`${option('--today', new Date().toISOString().slice(0, 10))}T00:00:00Z`);
  const findings = assess(register, locked, today);
  for (const f of findings) {
    const state = f.overdue ? 'OVERDUE' : 'due';
    console.log(`${state} ${f.advisory.package}@${f.version}: ${f.advisory.id} (${f.advisory.severity}) remediate by ${f.deadline}, fixed in ${f.advisory.patched}`);
  }
  const overdue = findings.filter((f) => f.overdue).length;
  console.log(`${register.advisories.length} registered advisories, ${locked.size} locked packages: ${findings.length} affected, ${overdue} past the time frame.`);
  if (overdue > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(2);
  });
}
