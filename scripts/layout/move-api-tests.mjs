// node scripts/layout/move-api-tests.mjs [--dry-run]
// Moves the flat api/test/*.test.ts files into folders that mirror api/src (features/<feature>/..., db/, content/,
// plugins/), cross-cutting security tests into security/, whole-server tests into app/, and the shared helpers
// into support/ under names that say what they do. Imports, require()s, __dirname paths and the paths written in
// docs are rewritten. Safe to run again: files already moved are skipped, so after a merge it carries the test
// files other branches added to the flat folder. A file no rule matches is listed and the run exits 2: add a rule.
import { applyMoves, filesIn, planByRules } from './moves.mjs';

const T = 'api/test';
const F = `${T}/features`;
const AUTH = `${F}/auth`;

/** Helpers: old name -> new name in support/. */
const SUPPORT = {
  'helper.ts': 'testApp.ts',
  'fixtures.ts': 'registration.ts',
  'smtp.ts': 'smtpServer.ts',
  'testDatabase.ts': 'testDatabase.ts',
  'hostile-files.ts': 'hostileArchives.ts',
  'export-readers.ts': 'exportReaders.ts',
  'pdf-text.mjs': 'pdf-text.mjs',
  's3rver.d.ts': 's3rver.d.ts',
  'content-support.ts': 'contentFolders.ts',
  'files-support.ts': 'storedFiles.ts',
  'obligation-support.ts': 'obligations.ts',
  'payments-support.ts': 'payuGateway.ts',
  'release-support.ts': 'contentReleases.ts',
  'security-support.ts': 'routeProbes.ts',
  'signin-support.ts': 'signInSteps.ts',
};

// First match wins: exact names, then prefixes.
const RULES = [
  ...Object.entries(SUPPORT).map(([from, to]) => [from, () => `${T}/support/${to}`]),
  // The whole server, its start and its layout.
  [/^(architecture|backup|shutdown|drain|production-config|tls-listener|listener-sync|remote-list|pagination|read-caches|platform-voice)\.test\.ts$/, `${T}/app`],
  [/^operations\.test\.ts$/, `${F}/scheduler`],
  [/^site-source-maps\.test\.ts$/, `${T}/plugins`],
  [/^(arrival-order|database-roles|pglite-|postgres-)/, `${T}/db`],
  [/^(asvs-|security|access-matrix|log-privacy)/, `${T}/security`],
  // Auth, by the sub-folder of features/auth it tests.
  [/^(sessions|session-store)\.test\.ts$/, `${AUTH}/sessions`],
  [/^(signin-mfa|mfa-|totp)/, `${AUTH}/mfa`],
  [/^(signin-passwords|password)/, `${AUTH}/passwords`],
  [/^signin-|^sign-in-/, `${AUTH}/sign-in`],
  [/^email-verification/, `${AUTH}/email-verification`],
  [/^device/, `${AUTH}/devices`],
  [/^(auth|reauthentication-|operator-account)/, AUTH],
  // Features.
  [/^(assessment|assessments)[-.]/, `${F}/assessments`],
  [/^audit[-.]/, `${F}/audit`],
  [/^(calendar|obligation|obligations|day-one|filing-receipts)[-.]/, `${F}/obligations`],
  [/^(company-profile|company-events)[-.]/, `${F}/company-profile`],
  [/^(super-admin-companies|registration-)/, `${F}/companies`],
  [/^content-releases[-.]/, `${F}/content-releases`],
  [/^content-/, `${T}/content`],
  [/^(data-key|secrets)[-.]/, `${F}/secrets`],
  [/^(document|documents|storage-cap)[-.]/, `${F}/documents`],
  [/^evidence[-.]/, `${F}/evidence`],
  [/^(exports?|report-pack|board-report)[-.]/, `${F}/exports`],
  [/^health[-.]/, `${F}/health`],
  [/^insights[-.]/, `${F}/insights`],
  [/^(tax-invoices|invoices?)[-.]/, `${F}/invoices`],
  [/^(mail|outbox)[-.]/, `${F}/mail`],
  [/^notifications?[-.]/, `${F}/notifications`],
  [/^onboarding[-.]/, `${F}/onboarding`],
  [/^payments?[-.]/, `${F}/payments`],
  [/^regulatory-changes[-.]/, `${F}/regulatory-changes`],
  [/^risk[-.]/, `${F}/risk`],
  [/^(sign-off|maker-checker)[-.]/, `${F}/sign-off`],
  [/^(subscriptions?[-.]|plan-|contract-periods)/, `${F}/subscriptions`],
  [/^(tasks?|task-)[-.]/, `${F}/tasks`],
  [/^updates?[-.]/, `${F}/updates`],
  [/^uploads?[-.]/, `${F}/uploads`],
  [/^(users|invitations|super-admin)[-.]/, `${F}/users`],
  [/^(work-|command-centre)/, `${F}/obligations`],
];

const moves = planByRules(filesIn(T), RULES);
const done = applyMoves(moves, { record: 'scripts/layout/api-tests.moves.json', dryRun: process.argv.includes('--dry-run') });
console.log(`${done.length} file(s) moved`);
