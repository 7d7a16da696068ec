import fs from 'node:fs';
import path from 'node:path';

// The first visit (shell, mfe-public, shared-ui) reads values from these modules. A module's top-level TypeBox
// builders cannot be dropped by the bundler, so one value import of a schema module from here puts TypeBox on the
// first visit (it did once: +10 KiB on the wire through shared-ui's task figures). Payload schemas live elsewhere.
const FIRST_VISIT_MODULES = [
  'companies/registration',
  'auth/signIn',
  'auth/auth',
  'site/contact',
  'billing/subscriptions',
  'companies/nbfc',
  'common/roles',
  'federation/federation',
  'common/formats',
  'tasks/taskRules',
  'notifications/notifications',
  'federation/siteNavigation',
];

const SRC = __dirname;
const source = (module: string) => fs.readFileSync(path.join(SRC, `${module}.ts`), 'utf8');

/** Modules and packages this module imports values from (`import type` and `export type` load nothing). */
function valueImports(text: string): string[] {
  const imports = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]);
  return imports.filter((spec, index) => imports.indexOf(spec) === index);
}

/** Every module (as `domain/name`) and package a module loads, directly or through what it imports. */
function reachedFrom(module: string, seen = new Set<string>()): Set<string> {
  if (seen.has(module)) return seen;
  seen.add(module);
  for (const spec of valueImports(source(module))) {
    if (!spec.startsWith('.')) seen.add(spec);
    else {
      const target = path
        .relative(SRC, path.resolve(path.dirname(path.join(SRC, module)), spec))
        .split(path.sep)
        .join('/');
      reachedFrom(fs.existsSync(path.join(SRC, `${target}.ts`)) ? target : `${target}/index`, seen);
    }
  }
  return seen;
}

test.each(FIRST_VISIT_MODULES)('%s.ts loads no TypeBox, directly or through what it imports', (module) => {
  const reached = [...reachedFrom(module)];
  expect(reached).not.toContain('@sinclair/typebox');
  expect(reached).not.toContain('common/schemaFormats');
});

// The bundle-weight split is the export map's: `shared-contracts/<domain>` never loads TypeBox, `/schemas` does.
const exportsMap = JSON.parse(fs.readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')).exports as Record<string, string>;
const entry = (target: string) => target.replace(/^\.\/src\//, '').replace(/\.ts$/, '');
const lightEntries = Object.entries(exportsMap).filter(([key]) => key !== '.' && !key.endsWith('/schemas') && key !== './package.json');

test.each(lightEntries)('the entry %s loads no TypeBox', (_key, target) => {
  expect([...reachedFrom(entry(target))]).not.toContain('@sinclair/typebox');
});

test('every domain folder has its entry in the export map, and its schemas when it has any', () => {
  const domains = fs
    .readdirSync(SRC, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  for (const domain of domains) {
    expect(exportsMap[`./${domain}`]).toBe(`./src/${domain}/index.ts`);
    if (fs.existsSync(path.join(SRC, domain, 'schemas.ts'))) expect(exportsMap[`./${domain}/schemas`]).toBe(`./src/${domain}/schemas.ts`);
  }
  expect(fs.readdirSync(SRC).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))).toEqual(['index.ts']);
});

test('the check sees a schema module for what it is', () => {
  expect([...reachedFrom('tasks/tasks')]).toContain('@sinclair/typebox');
  expect([...reachedFrom(entry(exportsMap['./tasks/schemas']))]).toContain('@sinclair/typebox');
});
