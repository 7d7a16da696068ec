import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES, FORMATS, ROLES } from 'shared-contracts';
import { LOGIN_LIMIT_PER_MINUTE } from '../src/features/auth/routes';

/** The documented rules of docs/security.md ("Documented rules") are checked against the code they describe. */
const ROOT = path.resolve(__dirname, '..', '..');
const doc = fs.readFileSync(path.join(ROOT, 'docs', 'security.md'), 'utf8');
const section = (title: string) => {
  const start = doc.indexOf(`### ${title}`);
  expect(start).toBeGreaterThan(-1);
  const end = doc.indexOf('\n#', start + 4);
  return doc.slice(start, end === -1 ? undefined : end);
};

test('ASVS v5.0 2.1.1 the input validation rules are documented: every format the schemas use, and the upload rules', () => {
  const rules = section('Input validation rules');
  for (const name of Object.keys(FORMATS)) expect(rules).toContain(`\`${name}\``);
  expect(rules).toContain(`at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MiB`);
  for (const extension of ['pdf', 'doc', 'docx', 'xls', 'xlsx']) expect(rules).toMatch(new RegExp(`\\b${extension}\\b`));
});

test('ASVS v5.0 6.1.1 the sign-in defences are documented with the limits the server applies', () => {
  const rules = section('Sign-in defences');
  expect(rules).toContain(`\`LOGIN_RATE_LIMIT\`, ${LOGIN_LIMIT_PER_MINUTE} a minute`);
  expect(rules).toContain('never locked outright');
  expect(rules).toContain('password spraying');
});

test('ASVS v5.0 8.1.1 the authorization rules are documented: every role, the route and data rules', () => {
  const rules = section('Authorization rules');
  for (const role of ROLES) expect(rules).toContain(`\`${role}\``);
  expect(rules).toContain('never from the');
  expect(rules).toContain('answers 404');
});

test('ASVS v5.0 15.1.1 remediation time frames are documented, and every direct dependency is pinned to an exact version', () => {
  const rules = section('Dependency updates');
  expect(rules).toMatch(/within 7 days when critical or high/);
  const manifests = ['package.json', ...fs.readdirSync(ROOT).map((dir) => path.join(dir, 'package.json'))].filter((file) => fs.existsSync(path.join(ROOT, file)));
  const ranged: string[] = [];
  for (const file of manifests) {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const group of ['dependencies', 'devDependencies']) {
      for (const [name, version] of Object.entries(manifest[group] ?? {})) {
        if (!/^(\d+\.\d+\.\d+(-[\w.]+)?|workspace:\*)$/.test(version)) ranged.push(`${file}: ${name}@${version}`);
      }
    }
  }
  expect(ranged).toEqual([]);
});
