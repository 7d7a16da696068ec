import fs from 'node:fs';
import path from 'node:path';

// One fake of the network for the front end: mockApi, typed and checked by the API's answers
// (docs/decisions/0340-fakes-typed-by-the-api-answers.md). A test that replaces fetch itself fakes answers nobody
// checks, so no file but mockApi.ts may.

const ROOT = path.resolve(__dirname, '../..');
const PACKAGES = ['shell', 'mfe-public', 'mfe-admin', 'mfe-workspace', 'mfe-compliance', 'mfe-superadmin', 'shared-auth', 'shared-ui', 'test-support'];
const THE_FAKE = 'test-support/src/mockApi.ts';
/** Files that replace fetch for something other than the API, and why. */
const NOT_THE_API: Record<string, string> = {
  'shell/src/federation/remoteRegistry.test.ts': "a remote's manifest that never answers, to see the fast-fail plugin abort it",
};
/** Replacing fetch: assigning it, or spying on it. */
const REPLACES_FETCH = /\b(global|globalThis|window)\.fetch\s*=[^=]|spyOn\(\s*(global|globalThis|window)\s*,\s*['"]fetch['"]/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

test('no test replaces fetch but through mockApi', () => {
  const offenders = PACKAGES.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')))
    .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
    .filter((file) => file !== THE_FAKE && file !== 'test-support/src/oneFetchFake.test.ts' && !(file in NOT_THE_API))
    .filter((file) => REPLACES_FETCH.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  expect(offenders).toEqual([]);
});

test('the check sees a replaced fetch for what it is', () => {
  expect(REPLACES_FETCH.test('global.fetch = jest.fn()')).toBe(true);
  expect(REPLACES_FETCH.test("jest.spyOn(globalThis, 'fetch')")).toBe(true);
  expect(REPLACES_FETCH.test('if (global.fetch === undefined) return;')).toBe(false);
});
