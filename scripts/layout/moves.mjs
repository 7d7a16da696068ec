// Shared by the scripts in scripts/layout/: move files with `git mv` and rewrite every relative import, require(),
// jest.mock() and `path.join(__dirname, ...)` literal that pointed at a moved file (or from a moved file), and every
// repository-relative path written in docs, comments and JSON. Idempotent: a move whose target exists is skipped,
// so the scripts can run again after a merge to carry files added in the old layout.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|ya?ml|sh|sql)$|(^|\/)(run|Dockerfile)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

/** Every tracked or new (not ignored) file of the repository, repository-relative. */
export function repoFiles() {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 1 << 28 });
  return [...new Set(out.toString().split('\0').filter(Boolean))].filter((f) => fs.existsSync(path.join(ROOT, f)));
}

const abs = (rel) => path.join(ROOT, rel);
const toPosix = (p) => p.split(path.sep).join('/');

/** A relative specifier from `fromDir` to `target` written as the original was (same extension habit). */
function specTo(fromDir, target, suffix) {
  let rel = toPosix(path.relative(fromDir, target));
  if (suffix && rel.endsWith(suffix)) rel = rel.slice(0, -suffix.length);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

const SPEC =
  /(\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bjest\.(?:mock|requireActual|doMock|unstable_mockModule)\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}(?:\/[^'"\n]*)?)\2/gm;
const DIRNAME = /path\.(join|resolve)\(\s*__dirname((?:\s*,\s*'[^'\n]*')+)/g;

/**
 * Applies `moves` ([fromRel, toRel] pairs, repository-relative) and records them in `record` (a JSON file beside
 * the script). Moves recorded by an earlier run still rewrite: an import of a file that was moved away (from code
 * merged after the move) is pointed at its new place, and so is a mention of its old path in a doc. Rewrites
 * relative specifiers in every code file, `path.join/resolve(__dirname, '...')` literals, and mentions of the old
 * path in text files. Returns the moves made by this run.
 */
export function applyMoves(moves, { record, dryRun = false, log = console.log } = {}) {
  const recordFile = record && abs(record);
  const recorded = recordFile && fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')) : [];
  const todo = moves.filter(([from, to]) => from !== to && fs.existsSync(abs(from)) && !fs.existsSync(abs(to)));
  const all = [...recorded.filter(([from]) => !todo.some(([f]) => f === from)), ...todo];
  const newOf = new Map(all.map(([from, to]) => [abs(from), abs(to)]));
  const files = repoFiles();
  const touched = new Set();
  const where = (file) => newOf.get(file) ?? file;
  /** The file a specifier names, looking through recorded moves when the old file is gone. */
  const resolveMoved = (dir, spec) => {
    const base = path.resolve(dir, spec);
    for (const suffix of RESOLVE_SUFFIXES) {
      const candidate = base + suffix;
      if ((fs.existsSync(candidate) && fs.statSync(candidate).isFile()) || newOf.has(candidate)) return { file: candidate, suffix };
    }
    return null;
  };

  for (const rel of files.filter((f) => TEXT.test(f) && !f.startsWith('scripts/layout/'))) {
    const file = abs(rel);
    const oldDir = path.dirname(file);
    const newDir = path.dirname(where(file));
    const before = fs.readFileSync(file, 'utf8');
    let text = before;
    if (CODE.test(rel)) {
      text = text.replace(SPEC, (whole, lead, quote, spec) => {
        const found = resolveMoved(oldDir, spec);
        if (!found) return whole;
        const target = where(found.file);
        if (target === found.file && oldDir === newDir) return whole;
        const next = specTo(newDir, target, found.suffix);
        return next === spec ? whole : `${lead}${quote}${next}${quote}`;
      });
      text = text.replace(DIRNAME, (whole, fn, args) => {
        const parts = [...args.matchAll(/'([^']*)'/g)].map((m) => m[1]);
        const target = path.resolve(oldDir, ...parts);
        const moved = where(target);
        if (moved === target && oldDir === newDir) return whole;
        const next = toPosix(path.relative(newDir, moved)) || '.';
        return `path.${fn}(__dirname, '${next}'`;
      });
    }
    for (const [from, to] of all) {
      if (!text.includes(from)) continue;
      const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      text = text.replace(new RegExp(`(^|[^\\w/.-])${escaped}(?![\\w/-])`, 'g'), `$1${to}`);
    }
    if (text !== before) {
      if (!dryRun) fs.writeFileSync(file, text);
      touched.add(path.relative(ROOT, where(file)));
      log(`rewrote ${rel}`);
    }
  }
  for (const [from, to] of todo) {
    log(`git mv ${from} ${to}`);
    if (dryRun) continue;
    fs.mkdirSync(path.dirname(abs(to)), { recursive: true });
    const tracked = execFileSync('git', ['ls-files', '--', from], { cwd: ROOT }).toString().trim() !== '';
    if (tracked) execFileSync('git', ['mv', from, to], { cwd: ROOT });
    else fs.renameSync(abs(from), abs(to));
  }
  if (!dryRun) formatted([...touched, ...todo.map(([, to]) => to)]);
  if (recordFile && !dryRun && todo.length) {
    const merged = [...all].sort((a, b) => a[0].localeCompare(b[0]));
    fs.writeFileSync(recordFile, JSON.stringify(merged));
    formatted([record]);
  }
  return todo;
}

/** Longer import paths can pass the line width: the changed files are formatted as the repository formats them. */
export function formatted(rels) {
  const list = [...new Set(rels)].filter((f) => /\.(ts|tsx|js|mjs|cjs|md|json)$/.test(f) && fs.existsSync(abs(f)));
  if (list.length === 0) return;
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'prettier'), ['--write', '--log-level=warn', ...list], { cwd: ROOT, stdio: 'inherit' });
}

/** Files directly in `dirRel` (not in sub-folders), repository-relative. */
export function filesIn(dirRel) {
  const dir = abs(dirRel);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `${dirRel}/${e.name}`)
    .sort();
}

/** Runs a move script's rules: `[RegExp|string, targetFolderOrFunction]`; files matching none are reported. */
export function planByRules(files, rules, { unmatched = 'report' } = {}) {
  const moves = [];
  const left = [];
  for (const file of files) {
    const name = path.posix.basename(file);
    const rule = rules.find(([test]) => (typeof test === 'string' ? test === name : typeof test === 'function' ? test(name) : test.test(name)));
    if (!rule) {
      left.push(file);
      continue;
    }
    const target = typeof rule[1] === 'function' ? rule[1](name, file) : `${rule[1]}/${name}`;
    moves.push([file, target]);
  }
  if (left.length && unmatched === 'report') {
    console.error(`No rule for (left where they are; add a rule and run again):\n  ${left.join('\n  ')}`);
    process.exitCode = 2;
  }
  return moves;
}
