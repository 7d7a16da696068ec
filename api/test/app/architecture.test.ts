import fs from 'node:fs';
import path from 'node:path';

/**
 * The back end's layout rules (docs/decisions/0032-where-sql-lives-and-no-folder-loops.md):
 * - SQL lives only in repositories (`repository.ts`, `*Repository.ts`), the db layer and the migrations
 *   (test files are exempt: they read the database to check what a user would see);
 * - no import loop between the folders of api/src/features (nor through plugins/ or another top folder),
 *   and none between files (type-only imports aside).
 * All are read from the source text, so the test fails on a planted file without running the server.
 */

const SRC = path.resolve(__dirname, '../../src');
const TESTS = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** Files allowed to hold SQL: repositories and the db layer (the migrations are .sql files outside src). */
export function mayHoldSql(relative: string): boolean {
  return relative.startsWith('db/') || /(^|\/)(repository|[A-Za-z]+Repository)\.ts$/.test(relative);
}

/** Comments removed, so a comment that names a table is not SQL. String contents are kept. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

// A statement as the repositories write it (upper case), or the same words in lower case with a table name.
const SQL_PATTERNS: RegExp[] = [
  /\bSELECT\b[\s\S]{0,600}?\bFROM\b/,
  /\bINSERT\s+INTO\b/i,
  /\bDELETE\s+FROM\s+[a-z_]+/i,
  /\bUPDATE\s+[a-z_]+\s+(AS\s+\w+\s+)?SET\b/i,
  /\bselect\s+[\w.*,() ]+\s+from\s+[a-z_]+/,
  /\b(FOR UPDATE|ON CONFLICT|RETURNING)\b/,
  // A database call with SQL text written in place, whatever its words.
  /\b(db|tx|client)\s*\.\s*(query|one|execute|exec)\s*(<[^>()]*>)?\s*\(\s*[`'"]/,
];

export function sqlFindings(text: string): string[] {
  const code = withoutComments(text);
  return SQL_PATTERNS.filter((pattern) => pattern.test(code)).map((pattern) => code.match(pattern)![0].slice(0, 60));
}

/**
 * The folder a file belongs to: `features/<domain>`, or the top folder of src (plugins, db, content...). The files
 * at the top of src and of features/ (app.ts, features/index.ts, the scheduler) compose the folders: each is its own node.
 */
function folderOf(relative: string): string {
  const parts = relative.split('/');
  // auth's sub-folders are nodes of their own and its top files compose them (docs/decisions/0270-auth-sub-folders-and-their-layers.md).
  if (parts[0] === 'features' && parts[1] === 'auth') return parts.length > 3 ? parts.slice(0, 3).join('/') : relative;
  if (parts[0] === 'features') return parts.length > 2 ? `features/${parts[1]}` : relative;
  return parts.length > 1 ? parts[0] : relative;
}

/** The relative imports of a file; `withTypes: false` leaves out `import type` (erased at run time). */
function importsOf(file: string, withTypes = true): string[] {
  let text = withoutComments(fs.readFileSync(file, 'utf8'));
  if (!withTypes) text = text.replace(/^(import|export) type [^;]*;/gm, '');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.map((spec) => rel(path.resolve(path.dirname(file), spec)));
}

/** Who imports whom, between the nodes `nodeOf` groups the files into (folders, or the files themselves). */
export function importGraph(files: string[], nodeOf: (relative: string) => string, withTypes = true): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const known = new Set(files.map(rel));
  for (const file of files) {
    const from = nodeOf(rel(file));
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of importsOf(file, withTypes)) {
      const resolved = [target, `${target}.ts`, `${target}/index.ts`].find((candidate) => known.has(candidate)) ?? target;
      const to = nodeOf(resolved);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Strongly connected groups of more than one node (Tarjan), each sorted, as "a <-> b". */
export function importLoops(graph: Map<string, Set<string>>): string[] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) loops.push(group.sort().join(' <-> '));
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return loops.sort();
}

describe('back-end layout', () => {
  const files = sourceFiles(SRC);

  test('SQL is written only in repositories and the db layer', () => {
    const offenders = files
      .filter((file) => !mayHoldSql(rel(file)))
      .flatMap((file) =>
        sqlFindings(fs.readFileSync(file, 'utf8'))
          .slice(0, 1)
          .map((found) => `${rel(file)}: ${found.replace(/\s+/g, ' ')}`),
      );
    expect(offenders).toEqual([]);
  });

  test('no import loop between the folders of api/src/features (and plugins)', () => {
    const graph = importGraph(files, folderOf);
    expect(graph.get('features/auth/sign-in')).toContain('features/auth/passwords');
    const loops = importLoops(graph).filter((loop) => loop.includes('features/'));
    expect(loops).toEqual([]);
  });

  test('auth is split by topic: each file in its sub-folder, only the composing files and two leaves at the top', () => {
    const auth = files.map(rel).filter((relative) => relative.startsWith('features/auth/'));
    const top = auth.filter((relative) => relative.split('/').length === 3).map((relative) => relative.slice('features/auth/'.length));
    expect(top.sort()).toEqual(['accountMail.ts', 'accountRoutes.ts', 'operatorActions.ts', 'repository.ts', 'routes.ts', 'stepUp.ts', 'superAdmin.ts']);
    const folders = new Set(auth.filter((relative) => relative.split('/').length > 3).map((relative) => relative.split('/')[2]));
    expect([...folders].sort()).toEqual(['devices', 'email-verification', 'mfa', 'passwords', 'sessions', 'sign-in']);
  });

  test("auth's leaves (repository.ts, accountMail.ts) import no auth sub-folder", () => {
    const leaves = files.filter((file) => /features\/auth\/(repository|accountMail)\.ts$/.test(rel(file)));
    expect(leaves).toHaveLength(2);
    const reaching = leaves.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('features/auth/'))
        .map((target) => `${rel(file)} -> ${target}`),
    );
    expect(reaching).toEqual([]);
  });

  test('no import loop between files (type-only imports aside)', () => {
    expect(importLoops(importGraph(files, (relative) => relative, false))).toEqual([]);
  });

  test('api/test mirrors src: tests in a folder of src (features/<feature>, db, content, plugins) or app/security, helpers in support/', () => {
    // A flat file is moved by `node scripts/layout/move-api-tests.mjs`, which also rewrites its imports.
    const flat = fs.readdirSync(TESTS, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(flat.map((entry) => entry.name)).toEqual([]);
    const mirrored = (dir: string): string[] =>
      fs.readdirSync(path.join(TESTS, dir), { withFileTypes: true }).flatMap((entry) => {
        const child = `${dir}/${entry.name}`;
        if (!entry.isDirectory()) return [];
        // A folder mirrors a src folder, or a src file of that name (features/scheduler.ts).
        if (fs.existsSync(path.join(SRC, child))) return mirrored(child);
        return fs.existsSync(path.join(SRC, `${child}.ts`)) ? [] : [child];
      });
    const topFolders = fs.readdirSync(TESTS).filter((name) => !['app', 'security', 'support'].includes(name));
    const strays = topFolders.flatMap((name) => (fs.existsSync(path.join(SRC, name)) ? mirrored(name) : [name]));
    expect(strays).toEqual([]);
  });

  test('the detectors find what they guard against', () => {
    expect(sqlFindings("const rows = await db.query('SELECT id FROM users WHERE id = $1', [id]);")).not.toEqual([]);
    expect(sqlFindings('await tx.execute(`UPDATE tasks SET checker_id = $3 WHERE id = $1`, [id]);')).not.toEqual([]);
    expect(sqlFindings("throw badRequest('Please select a category for custom document');")).toEqual([]);
    expect(sqlFindings('// the repository reads FROM users and SELECTs a row')).toEqual([]);
    expect(mayHoldSql('features/auth/sessionRepository.ts')).toBe(true);
    expect(mayHoldSql('features/auth/sessionService.ts')).toBe(false);
    const graph = new Map([
      ['features/a', new Set(['features/b'])],
      ['features/b', new Set(['features/c'])],
      ['features/c', new Set(['features/a'])],
      ['db', new Set<string>()],
    ]);
    expect(importLoops(graph)).toEqual(['features/a <-> features/b <-> features/c']);
  });
});
