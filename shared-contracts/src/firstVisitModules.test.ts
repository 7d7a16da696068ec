import fs from 'node:fs';
import path from 'node:path';

// The first visit (shell, mfe-public, shared-ui) reads values from these modules. A module's top-level TypeBox
// builders cannot be dropped by the bundler, so one value import of a schema module from here puts TypeBox on the
// first visit (it did once: +10 KiB on the wire through shared-ui's task figures). Payload schemas live elsewhere.
const FIRST_VISIT_MODULES = [
  'registration',
  'signIn',
  'auth',
  'contact',
  'subscriptions',
  'nbfc',
  'roles',
  'federation',
  'formats',
  'taskRules',
  'notifications',
  'siteNavigation',
];

const source = (name: string) => fs.readFileSync(path.join(__dirname, `${name}.ts`), 'utf8');

/** Modules and packages this module imports values from (`import type` and `export type` do not load anything). */
function valueImports(text: string): string[] {
  const imports = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]);
  return imports.filter((spec, index) => imports.indexOf(spec) === index);
}

function reachedFrom(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const spec of valueImports(source(name))) {
    if (spec.startsWith('./')) reachedFrom(spec.slice(2), seen);
    else seen.add(spec);
  }
  return seen;
}

test.each(FIRST_VISIT_MODULES)('%s.ts loads no TypeBox, directly or through what it imports', (name) => {
  const reached = [...reachedFrom(name)];
  expect(reached).not.toContain('@sinclair/typebox');
  expect(reached).not.toContain('schemaFormats');
});

test('the check sees a schema module for what it is', () => {
  expect([...reachedFrom('tasks')]).toContain('@sinclair/typebox');
});
