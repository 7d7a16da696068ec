// node scripts/layout/move-shared-contracts.mjs [--dry-run]
// shared-contracts by domain (docs/decisions/0271-shared-contracts-by-domain-and-export-map.md): each flat file of
// shared-contracts/src moves into its domain's folder, then the entry points are generated from what the folders
// hold: `<domain>/index.ts` (the rules, lists and texts, plus the types of the schemas: no TypeBox is loaded),
// `<domain>/schemas.ts` (the TypeBox payload schemas), the root barrel `src/index.ts` (everything, for the imports
// written before the split), and package.json `exports` (`shared-contracts/<domain>` and
// `shared-contracts/<domain>/schemas`). A module is a schema module when it loads TypeBox, directly or through what
// it imports. Safe to run again: moved files are skipped and the generated files are rewritten from the folders.
import fs from 'node:fs';
import path from 'node:path';
import { applyMoves, filesIn, formatted, planByRules, ROOT } from './moves.mjs';

const PKG = 'shared-contracts';
const SRC = `${PKG}/src`;
const dryRun = process.argv.includes('--dry-run');

/** Domain of each module (a file's tests follow it). */
const DOMAINS = {
  common: ['formats', 'schemaFormats', 'commonPayloads', 'api', 'csv', 'display', 'roles'],
  federation: ['federation', 'siteNavigation'],
  site: ['siteSettingsPayloads', 'contact', 'contactPayloads'],
  auth: ['auth', 'authPayloads', 'signIn'],
  companies: ['companies', 'registration', 'nbfc', 'complianceProfile', 'companyEvents', 'onboarding'],
  users: ['users', 'invitations', 'superadmin'],
  tasks: ['tasks', 'taskRules', 'dashboard', 'workItems', 'itemVerification'],
  calendar: ['calendar', 'calendarLibrary', 'obligationRules', 'tracking'],
  assessments: ['assessments', 'assessmentPayloads', 'assessmentAnswerPayloads', 'assessmentContentPayloads'],
  documents: ['documents'],
  updates: ['updates', 'regulatoryChanges', 'contentReleases'],
  risk: ['risk'],
  billing: ['subscriptions', 'subscriptionPayloads', 'billingPayloads', 'gst'],
  notifications: ['notifications', 'notificationPayloads', 'mail'],
  'sign-off': ['sign-off'],
  audit: ['auditActions'],
};
/** Names that change with the move (kebab-case was the odd one out). */
const RENAMED = { 'sign-off': 'signOff' };
/** Generated or package-wide files that stay at the top of src. */
const STAYS = new Set(['index.ts', 'firstVisitModules.test.ts']);
const GENERATED = new Set(['index.ts', 'schemas.ts']);

const RULES = Object.entries(DOMAINS).flatMap(([domain, modules]) =>
  modules.map((module) => [
    new RegExp(`^${module.replace(/[-]/g, '\\-')}(\\.test)?\\.ts$`),
    (name) => `${SRC}/${domain}/${name.replace(module, RENAMED[module] ?? module)}`,
  ]),
);

/** A module no list names (added on another branch) goes by the start of its name; the script says so. */
const PREFIXES = [
  [/^(task|workItem|dashboard)/, 'tasks'],
  [/^(calendar|obligation|occurrence|tracking|filing)/, 'calendar'],
  [/^(user|invitation|superadmin|console)/, 'users'],
  [/^(compan|registration|onboarding|nbfc|compliance)/, 'companies'],
  [/^(assessment|evidence)/, 'assessments'],
  [/^document/, 'documents'],
  [/^(update|regulatory|contentRelease|content)/, 'updates'],
  [/^risk/, 'risk'],
  [/^(subscription|billing|payment|gst|invoice|plan)/, 'billing'],
  [/^(notification|mail|reminder)/, 'notifications'],
  [/^(signOff|sign-off|makerChecker)/, 'sign-off'],
  [/^audit/, 'audit'],
  [/^(auth|signIn|session|password|mfa|device)/, 'auth'],
  [/^(site|contact)/, 'site'],
  [/^(federation|route|nav)/, 'federation'],
  [/^(format|schemaFormat|common|csv|display|date|role)/, 'common'],
];
RULES.push([
  (name) => /\.ts$/.test(name) && PREFIXES.some(([test]) => test.test(name)),
  (name) => {
    const domain = PREFIXES.find(([test]) => test.test(name))[1];
    console.log(`${name}: no list names it; placed in ${domain}/ by its name (add it to DOMAINS to keep it there)`);
    return `${SRC}/${domain}/${name}`;
  },
]);

const flat = filesIn(SRC).filter((file) => !STAYS.has(path.posix.basename(file)));
const moves = planByRules(flat, RULES);
const done = applyMoves(moves, { record: 'scripts/layout/shared-contracts.moves.json', dryRun });
console.log(`${done.length} file(s) moved`);
if (dryRun) process.exit();

// ---- entry points, generated from the folders ----
const srcDir = path.join(ROOT, SRC);
const domains = fs
  .readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
  .map((entry) => entry.name)
  .sort();
const modulesOf = (domain) =>
  fs
    .readdirSync(path.join(srcDir, domain))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !GENERATED.has(name))
    .map((name) => name.slice(0, -3))
    .sort();

/** Value imports of a module (`import type` / `export type` load nothing), resolved to files when relative. */
function valueImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
  return specs.map((spec) => (spec.startsWith('.') ? path.resolve(path.dirname(file), `${spec}.ts`) : spec));
}
const heavy = new Map();
function loadsTypeBox(file, seen = new Set()) {
  if (heavy.has(file)) return heavy.get(file);
  if (seen.has(file)) return false;
  seen.add(file);
  const result = valueImports(file).some((target) => target === '@sinclair/typebox' || (target.endsWith('.ts') && fs.existsSync(target) && loadsTypeBox(target, seen)));
  heavy.set(file, result);
  return result;
}

const written = [];
const write = (rel, text) => {
  const file = path.join(ROOT, rel);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.writeFileSync(file, text);
  written.push(rel);
};
const GEN = '// Generated by scripts/layout/move-shared-contracts.mjs from the folder; run it again after adding a module.\n';

const exportsMap = { '.': './src/index.ts' };
const rootLines = [];
for (const domain of domains) {
  const modules = modulesOf(domain);
  if (modules.length === 0) continue;
  const schemaModules = modules.filter((m) => loadsTypeBox(path.join(srcDir, domain, `${m}.ts`)));
  const ruleModules = modules.filter((m) => !schemaModules.includes(m));
  const index = [
    `// shared-contracts/${domain}: the rules, lists and texts of this domain, and the types of its payloads.`,
    '// Loads no TypeBox: the payload schemas themselves are `shared-contracts/' + domain + '/schemas`.',
    GEN.trimEnd(),
    ...ruleModules.map((m) => `export * from './${m}';`),
    ...schemaModules.map((m) => `export type * from './${m}';`),
    '',
  ].join('\n');
  write(`${SRC}/${domain}/index.ts`, index);
  exportsMap[`./${domain}`] = `./src/${domain}/index.ts`;
  const schemasFile = `${SRC}/${domain}/schemas.ts`;
  if (schemaModules.length) {
    write(
      schemasFile,
      [
        `// shared-contracts/${domain}/schemas: the TypeBox schemas of this domain's payloads (server validation, browser checks).`,
        GEN.trimEnd(),
        ...schemaModules.map((m) => `export * from './${m}';`),
        '',
      ].join('\n'),
    );
    exportsMap[`./${domain}/schemas`] = `./src/${domain}/schemas.ts`;
  } else if (fs.existsSync(path.join(ROOT, schemasFile))) fs.rmSync(path.join(ROOT, schemasFile));
  rootLines.push(...modules.map((m) => `export * from './${domain}/${m}';`));
}
write(
  `${SRC}/index.ts`,
  [
    '// The whole contract in one import, for code written before the domains had entry points. New code imports',
    '// its domain: `shared-contracts/<domain>` (rules and types) or `shared-contracts/<domain>/schemas` (TypeBox).',
    GEN.trimEnd(),
    ...rootLines,
    '',
  ].join('\n'),
);

const pkgFile = path.join(ROOT, PKG, 'package.json');
const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
const nextPkg = {};
for (const [key, value] of Object.entries(pkg)) {
  nextPkg[key] = value;
  if (key === 'types') nextPkg.exports = { ...exportsMap, './package.json': './package.json' };
}
if (!('exports' in nextPkg)) nextPkg.exports = { ...exportsMap, './package.json': './package.json' };
const pkgText = `${JSON.stringify(nextPkg, null, 2)}\n`;
if (fs.readFileSync(pkgFile, 'utf8') !== pkgText) {
  fs.writeFileSync(pkgFile, pkgText);
  written.push(`${PKG}/package.json`);
}
formatted(written);
console.log(`${written.length} entry file(s) written: ${domains.length} domains`);
