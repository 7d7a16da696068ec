import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES, FORMATS, INVITATION_FILE_MAX_BYTES, INVITATION_IMPORT_MAX_ROWS, PASSWORD_MAX_LENGTH, ROLES } from 'shared-contracts';
import { loadConfig } from '../../src/config';
import { CONTEXT_WORDS } from '../../src/features/auth/passwords/passwordPolicy';
import { LOGIN_LIMIT_PER_MINUTE } from '../../src/features/auth/routes';
import { MAX_SESSIONS_PER_USER } from '../../src/features/auth/sessions/sessionService';
import { EMAIL_VERIFICATION_PER_HOUR } from '../../src/features/auth/email-verification/emailVerification';
import { PAYU_URLS } from '../../src/features/payments/gateway';
import { ZIP_MAX_ENTRIES, ZIP_MAX_UNPACKED_BYTES } from '../../src/features/documents/fileType';
import { buildTestApp, seedTeam, sessionHeaders } from '../support/testApp';

/** The documented rules of docs/security.md ("Documented rules") are checked against the code they describe. */
const ROOT = path.resolve(__dirname, '../../..');
const doc = fs.readFileSync(path.join(ROOT, 'docs', 'security.md'), 'utf8');
const defaults = loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv);

/** Every source file of the server, with its text. */
function serverSources(dir = path.join(ROOT, 'api', 'src'), found: { file: string; text: string }[] = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) serverSources(full, found);
    else if (/\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
      found.push({ file: path.relative(path.join(ROOT, 'api', 'src'), full), text: fs.readFileSync(full, 'utf8') });
  }
  return found;
}
const filesMatching = (pattern: RegExp) =>
  serverSources()
    .filter(({ text }) => pattern.test(text))
    .map(({ file }) => file.split(path.sep).join('/'))
    .sort();
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

test('ASVS v5.0 2.1.2 the combined-item rules are documented with the message the server answers', async () => {
  const rules = section('Combined data items');
  const t = await buildTestApp();
  try {
    const { admin } = await seedTeam(t.app);
    const range = await t.app.inject({ method: 'GET', url: '/api/audit?from=2026-02-01&to=2026-01-01', headers: sessionHeaders(admin.token) });
    expect(range.statusCode).toBe(400);
    expect(rules).toContain(`"${range.json().message}"`);
    const task = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/assign',
      headers: sessionHeaders(admin.token),
      payload: { description: 'File NBS-7', assignedTo: admin.id, dueDate: '2020-01-01' },
    });
    expect(task.statusCode).toBe(400);
  } finally {
    await t.close();
  }
  // The server's messages live in api/src or in the shared contract it answers with (one text for both sides).
  const sources = [...serverSources(), ...serverSources(path.join(ROOT, 'shared-contracts', 'src'))];
  for (const quoted of rules.match(/"[^"]+"/g) ?? [])
    expect({ quoted, inCode: sources.some(({ text }) => text.includes(`'${quoted.slice(1, -1)}'`)) }).toEqual({ quoted, inCode: true });
  expect((rules.match(/"[^"]+"/g) ?? []).length).toBeGreaterThanOrEqual(4);
});

test('ASVS v5.0 2.1.3 business limits are documented per user, address, company and application, with the defaults the server applies', () => {
  const limits = section('Business limits');
  const row = (name: string) => limits.split('\n').find((line) => line.startsWith(`| ${name} |`)) ?? '';
  expect(row('sign-in requests')).toContain(`${LOGIN_LIMIT_PER_MINUTE} a minute`);
  expect(row('verification mails')).toContain(`${EMAIL_VERIFICATION_PER_HOUR} an hour`);
  expect(row('users created')).toContain(`${defaults.userCreateLimitPerHour} an hour`);
  expect(row('user imports')).toContain(`${defaults.userImportLimitPerHour} an hour, ${INVITATION_IMPORT_MAX_ROWS} rows a file`);
  expect(row('PDF and XLSX exports')).toContain(`${defaults.exportLimitPer10Minutes} per 10 minutes`);
  expect(row('document size')).toContain(`${DOCUMENT_MAX_BYTES / 1024 / 1024} MiB`);
  expect(row('stored documents')).toContain(`${defaults.companyStorageQuotaBytes / 1024 / 1024} MB`);
  expect(row('live sessions')).toContain(`${MAX_SESSIONS_PER_USER} (`);
  for (const per of ['client address', 'account', 'admin', 'user', 'company', 'request']) expect(limits).toContain(`| ${per} |`);
});

test('ASVS v5.0 15.1.3 ASVS v5.0 15.2.2 resource-demanding functions are documented, and their defences answer as documented', async () => {
  const heavy = section('Resource-demanding functions');
  for (const part of ['Password hashing', 'exports', 'Uploads', 'User import', `over ${PASSWORD_MAX_LENGTH} characters`, 'over 1 MiB']) expect(heavy).toContain(part);
  const t = await buildTestApp();
  try {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'x'.repeat(12) } });
    const long = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) } });
    expect({ status: long.statusCode, message: long.json().message }).toEqual({ status: wrong.statusCode, message: wrong.json().message });
  } finally {
    await t.close();
  }
});

test('ASVS v5.0 5.1.1 file handling is documented for each upload: types, extensions, sizes, unpacking, and how a bad file is treated', () => {
  const files = section('File handling');
  for (const extension of ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv']) expect(files).toContain(`\`${extension}\``);
  expect(files).toContain(`at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MiB`);
  expect(files).toContain(`at most ${INVITATION_FILE_MAX_BYTES / 1024 / 1024} MiB and ${INVITATION_IMPORT_MAX_ROWS} rows`);
  // Office files are inflated in a stopped-at-the-limit thread, and the archive's own declared sizes are not believed.
  expect(files).toContain('the sizes the archive declares are not trusted');
  expect(files).toContain(`more than ${ZIP_MAX_ENTRIES.toLocaleString('en-IN')} parts or more than ${ZIP_MAX_UNPACKED_BYTES / 1024 / 1024} MiB unpacked`);
  expect(files).toContain('415');
  expect(files).toContain('Content-Disposition: attachment');
});

test('ASVS v5.0 6.1.2 the context-specific words refused in passwords are documented, the same list the server uses', () => {
  const rules = section('Password rules');
  for (const word of CONTEXT_WORDS) expect(rules).toContain(`\`${word}\``);
  expect(rules.match(/`[a-z]+`/g)).toHaveLength(CONTEXT_WORDS.length);
  expect(rules).toMatch(/first name, last name and the name part of the e-mail address/);
});

test('ASVS v5.0 6.1.3 every authentication pathway is documented with the steps it enforces', () => {
  const pathways = section('Authentication pathways');
  for (const route of ['/api/auth/login', '/api/auth/login/password-change', '/api/auth/login/mfa', '/api/auth/login/mfa-enrol/confirm', '/api/auth/register']) {
    expect(pathways).toContain(`${route}\``);
  }
  expect(pathways).toMatch(/Password reset.*no session/s);
});

test('ASVS v5.0 6.3.4 no undocumented pathway: sessions are issued only by the documented sign-in steps and registration', () => {
  // Who creates a session or sets its cookie, outside the two places that define them.
  const issuers = filesMatching(/\bcreateSession\(|\bsetSessionCookie\(/).filter(
    (file) => !['features/auth/sessions/sessionService.ts', 'features/auth/sessions/requestSession.ts'].includes(file),
  );
  expect(issuers).toEqual(['features/auth/sign-in/signIn.ts', 'features/companies/registration.ts']);
  // The routes whose handler hands out a sign-in answer (which carries the session): exactly the documented ones.
  const delivering = serverSources()
    .flatMap(({ text }) =>
      text
        .split(/(?=app\.(?:get|post|put|patch|delete)\b)/)
        .filter((block) => block.startsWith('app.') && block.includes('deliverSignIn('))
        .map((block) => /^app\.\w+(?:<[^>]*>)?\(\s*'([^']+)'/.exec(block)?.[1] ?? block.slice(0, 60)),
    )
    .sort();
  expect(delivering).toEqual([
    '/api/auth/invitation/accept',
    '/api/auth/login',
    '/api/auth/login/mfa',
    '/api/auth/login/mfa-enrol/confirm',
    '/api/auth/login/password-change',
    '/api/auth/register',
  ]);
  const documented = section('Authentication pathways');
  for (const route of delivering) expect(documented).toContain(`${route}\``);
});

test('ASVS v5.0 7.1.1 the idle and absolute session lifetimes are documented, the defaults the server applies, against NIST SP 800-63B', () => {
  const lifetimes = section('Session lifetimes');
  expect(lifetimes).toContain(`${defaults.sessionIdleMinutes} minutes without use (\`SESSION_IDLE_MINUTES\`)`);
  expect(lifetimes).toContain(`${defaults.sessionTtlHours} hours after sign-in whatever the use`);
  expect(lifetimes).toContain('NIST SP 800-63B');
  // AAL2: re-authentication at least every 12 hours and after 30 minutes of inactivity.
  expect(defaults.sessionTtlHours).toBeLessThanOrEqual(12);
  expect(defaults.sessionIdleMinutes).toBeLessThanOrEqual(30);
});

test('ASVS v5.0 8.1.2 field-level read and write rules are documented, and no answer schema carries a never-read field', () => {
  const rules = section('Authorization rules');
  const neverRead = ['passwordHash', 'mfaSecret', 'tokenHash', 'codeHash'];
  for (const field of [...neverRead, 'companyId', 'assignedBy', 'role']) expect(rules).toContain(`\`${field}\``);
  const contracts = path.join(ROOT, 'shared-contracts', 'src');
  const offenders = fs
    .readdirSync(contracts, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      neverRead.filter((field) => new RegExp(`\\b${field}\\s*:`).test(fs.readFileSync(path.join(contracts, file), 'utf8'))).map((field) => `${file}: ${field}`),
    );
  expect(offenders).toEqual([]);
});

test('ASVS v5.0 11.1.1 ASVS v5.0 11.1.2 ASVS v5.0 11.2.1 every algorithm the server uses is in the documented inventory, from node:crypto or argon2, none disallowed', () => {
  const inventory = section('Keys and cryptography');
  for (const step of ['secret store', 'never written to the database', 'escrowed', 'derived from it', 'rotated']) expect(inventory).toContain(step);
  const used = new Set<string>();
  for (const { text } of serverSources()) {
    for (const m of text.matchAll(/create(?:Cipheriv|Decipheriv)\('([\w-]+)'/g)) used.add(m[1]);
    for (const m of text.matchAll(/create(Hash|Hmac)\('([\w-]+)'/g)) used.add(m[1] === 'Hmac' ? `hmac ${m[2]}` : m[2]);
    for (const m of text.matchAll(/hkdfSync\('([\w-]+)'/g)) used.add(`hkdf ${m[1]}`);
    if (/\bargon2\.(hash|verify)\(/.test(text)) used.add('argon2id');
    if (/'sha1' \| 'sha256' \| 'sha512' = 'sha1'/.test(text)) used.add('hmac sha1');
  }
  expect([...used].sort()).toEqual(['aes-256-gcm', 'argon2id', 'hkdf sha256', 'hmac sha1', 'hmac sha256', 'sha1', 'sha256', 'sha512']);
  // Plain SHA-1 only names prepared statements (no security use), in that one place.
  expect(filesMatching(/createHash\('sha1'\)/)).toEqual(['db/postgresDatabase.ts']);
  const rows = inventory.split('\n').filter((line) => line.startsWith('| `'));
  for (const algorithm of used) {
    const [first, second] = algorithm.split(' ');
    expect({ algorithm, documented: rows.some((row) => row.startsWith(`| \`${first}\``) && (!second || row.includes(`\`${second}\``))) }).toEqual({
      algorithm,
      documented: true,
    });
  }
  for (const algorithm of used) expect(algorithm).not.toMatch(/md5|des|rc4|ecb|cbc/);
  // Cryptography comes from Node (OpenSSL) and the reference argon2 binding only: no other library, no own cipher.
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'api', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const cryptoLibraries = Object.keys(manifest.dependencies).filter((name) => /crypt|forge|nacl|sodium|jose|jsonwebtoken|bcrypt|scrypt|sjcl|elliptic|hash/.test(name));
  expect(cryptoLibraries).toEqual([]);
  expect(filesMatching(/from 'crypto'|require\('crypto'\)/)).toEqual([]);
});

test('ASVS v5.0 13.1.1 ASVS v5.0 13.2.4 ASVS v5.0 1.3.6 the server connects only to the documented services; no request chooses a destination', () => {
  const communication = section('Communication');
  for (const setting of ['DATABASE_URL', 'SMTP_URL', 'PAYU_MODE', 'TRUST_PROXY']) expect(communication).toContain(`\`${setting}\``);
  for (const url of Object.values(PAYU_URLS).flatMap((urls) => Object.values(urls))) expect(communication).toContain(`\`${new URL(url).hostname}\``);
  // Every place that opens a connection of its own.
  expect(
    filesMatching(/\bfetch\(|https?\.request\(|\bnet\.connect\(|\btls\.connect\(|createTransport\(|new Pool\(|new WebSocket\(|from 'axios'|from 'got'|from 'undici'/),
  ).toEqual(['db/postgresDatabase.ts', 'features/mail/mailer.ts', 'features/payments/service.ts']);
  const payments = serverSources().find(({ file }) => file.endsWith('payments/service.ts'))!.text;
  expect([...payments.matchAll(/fetch\(([^,]+),/g)].map((m) => m[1])).toEqual(['gateway.verifyUrl']);
  const gateway = serverSources().find(({ file }) => file.endsWith('payments/gateway.ts'))!.text;
  expect([...gateway.matchAll(/verifyUrl: ([^,}]+)/g)].map((m) => m[1].trim()).sort()).toEqual(['PAYU_URLS[mode].verify', 'null', 'string | null;'].sort());
  for (const urls of Object.values(PAYU_URLS)) expect(new URL(urls.verify).protocol).toBe('https:');
});

test('ASVS v5.0 14.1.1 ASVS v5.0 14.1.2 every secret column of the database is classified, with its protection documented', async () => {
  const classification = section('Data classification');
  for (const heading of ['secret', 'confidential', 'internal']) expect(classification).toContain(`| ${heading} |`);
  for (const column of ['Retention']) expect(classification).toContain(column);
  const t = await buildTestApp();
  try {
    const columns = await t.db.query<{ name: string }>(
      `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND (column_name ~ '(^|_)(password|secret|token|salt|merchant_key|pan|hash|mac|lookup)(_|$)' AND column_name !~ '(_at$|^must_)')
          AND table_name NOT LIKE 'pg_%' ORDER BY 1`,
    );
    expect(columns.length).toBeGreaterThan(5);
    const missing = columns
      .map((c) => c.name)
      .filter((name) => !classification.includes(name) && !classification.includes(`\`${name.split('.')[0]}\`, with \`${name.split('.')[1]}\``));
    expect(missing).toEqual([]);
  } finally {
    await t.close();
  }
});

test('ASVS v5.0 16.1.1 ASVS v5.0 16.2.3 every log is in the documented inventory, and the server writes logs nowhere else', () => {
  const logging = section('Logging');
  for (const log of ['application log', 'audit trail', 'mail outbox', 'audit checkpoints']) expect(logging).toContain(`| ${log} |`);
  for (const column of ['where', 'format', 'what', 'who reads it', 'kept']) expect(logging).toContain(` ${column} |`);
  const app = serverSources().find(({ file }) => file === 'app.ts')!.text;
  // The logger has no file destination or transport of its own: standard output, or a stream a test hands it.
  expect(app).not.toMatch(/transport:|destination\(|pino\.(multistream|transport)/);
  expect(filesMatching(/\bpino\(|winston|bunyan|log4js/)).toEqual([]);
  // main.ts before the logger exists; the owner's migration and storage-move commands and the content reviewer's
  // citation figures print to their own terminal.
  expect(filesMatching(/\bconsole\.(log|info|warn|error)\(/)).toEqual([
    'content/citationFiguresCli.ts',
    'db/migrateCli.ts',
    'features/documents/stores/moveCli.ts',
    'main.ts',
  ]);
  expect(filesMatching(/appendFile|createWriteStream/)).toEqual(['features/documents/fileStore.ts']);
});

test('ASVS v5.0 1.2.5 the server runs no operating-system command, so no request data can reach one', () => {
  // Node starts other programs only through child_process (or a package wrapping it).
  expect(filesMatching(/child_process|process\.binding|from '(execa|shelljs|cross-spawn)'/)).toEqual([]);
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'api', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect(Object.keys(manifest.dependencies).filter((name) => /^(execa|shelljs|cross-spawn|node-cmd|child-process-promise)$/.test(name))).toEqual([]);
});
