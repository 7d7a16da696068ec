// What a first visit to / runs before its first paint: the shell's start (bootstrap.tsx) and mfe-public's route list
// and home page, with every module they import statically (an `import()` is a later, separate load). Shared modules
// are never tree-shaken, so importing the design system's index ('shared-ui') from there would bring all of it back
// to the first visit; these take 'shared-ui/first-paint' (docs/decisions/0350-first-visit-loads-what-it-shows.md).
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The packages a module loads before it runs: static value imports, followed through relative files (`import type` loads nothing). */
function staticPackages(file, seen = new Set(), packages = new Set()) {
  if (seen.has(file)) return packages;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?from\s+)?'([^']+)'/gms)].map((m) => m[1]);
  for (const spec of specs) {
    if (!spec.startsWith('.')) packages.add(spec);
    else {
      const base = path.resolve(path.dirname(file), spec);
      const target = [base, ...EXTENSIONS.map((ext) => base + ext)].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
      if (!target) throw new Error(`${path.relative(ROOT, file)}: cannot find ${spec}`);
      staticPackages(target, seen, packages);
    }
  }
  return packages;
}

const FIRST_VISIT = ['shell/src/bootstrap.tsx', 'mfe-public/src/routes.ts', 'mfe-public/src/features/home/HomePage.tsx'];

test.each(FIRST_VISIT)('%s takes the design system’s first-paint part, never its whole index', (entry) => {
  const packages = staticPackages(path.join(ROOT, entry));
  expect(packages.has('shared-ui')).toBe(false);
  expect([...packages].filter((spec) => spec.startsWith('shared-ui/'))).toEqual(entry.endsWith('routes.ts') ? [] : ['shared-ui/first-paint']);
});

test('the first-paint part is made of the same files as the index, so one container gives one theme, toast store and menu context', () => {
  const entries = (file) => [...fs.readFileSync(path.join(ROOT, 'shared-ui/src', file), 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => m[1]);
  const index = new Set(entries('index.ts'));
  expect(entries('firstPaint.ts').filter((spec) => !index.has(spec))).toEqual([]);
});

test('the signed-in areas’ frames are not part of the first visit', () => {
  const seen = new Set();
  staticPackages(path.join(ROOT, 'shell/src/bootstrap.tsx'), seen);
  const files = [...seen].map((file) => path.relative(ROOT, file));
  expect(files).toContain('shell/src/frames/PublicFrame.tsx');
  for (const frame of ['AdminFrame', 'WorkspaceFrame', 'SuperAdminFrame']) expect(files).not.toContain(`shell/src/frames/${frame}.tsx`);
  expect(files).not.toContain('shell/src/account-security/EnrolmentRequiredPage.tsx');
});
