// What the benchmark scripts share: free ports, the api and a bare hello-world as child processes,
// a throw-away PostgreSQL database, and bulk seeding of companies straight into the database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './apps.mjs';

export const apiRequire = createRequire(path.join(ROOT, 'api', 'package.json'));
/** Every seeded user is enrolled in MFA with this TOTP secret (every role signs in with it: decision 0240). */
export const BENCH_MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** RFC 6238 code for a base32 secret at a time step (what the authenticator app would show). */
function totpCode(secret, step) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Signs a seeded user in through the sign-in steps and answers the session token. Every user answers the
 * MFA step with the bench secret; a code is good once per account, so a refused code waits for the next step.
 */
export async function signInBench(url, email, password, headers = {}) {
  const first = await api(url, 'POST', '/api/auth/login', { email, password }, null, headers);
  if (first.token) return first.token;
  if (first.step !== 'mfa') throw new Error(`bench sign-in of ${email} stopped at ${first.step ?? first.message}`);
  for (let attempt = 0; attempt < 3; attempt++) {
    const step = Math.floor(Date.now() / 30_000);
    // A refused code answers 401, which api() throws: that is the case to wait for, not the end of the bench.
    const done = await api(url, 'POST', '/api/auth/login/mfa', { challengeToken: first.challengeToken, code: totpCode(BENCH_MFA_SECRET, step) }, null, headers).catch(
      (error) => {
        if (!String(error.message).includes(': 401 ')) throw error;
        return {};
      },
    );
    if (done.token) return done.token;
    await new Promise((r) => setTimeout(r, (step + 1) * 30_000 - Date.now() + 200));
  }
  throw new Error(`bench sign-in of ${email}: MFA code refused`);
}

export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** `--name value` from a script's arguments, or the fallback. */
export const benchOption = (args) => (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function waitFor(url, child, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 10_000).unref();
  });
}

/** A bare Fastify hello-world in its own process: the ceiling for this machine and this Fastify. */
export async function startHello() {
  const port = await freePort();
  const fastifyPath = apiRequire.resolve('fastify');
  const code = `const f=require(${JSON.stringify(fastifyPath)})();f.get('/',async()=>({hello:'world'}));f.listen({port:${port},host:'127.0.0.1'});`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return { child, url: `http://127.0.0.1:${port}` };
}

const BENCH_DATA_KEY = randomBytes(32).toString('base64');

/** The api as `pnpm start` runs it (NODE_ENV=production, tsx), api only, on a free port. */
export async function startApi(env) {
  const port = await freePort();
  // BENCH_CPU_PROF_DIR: the api writes a V8 CPU profile there when it stops (read it with scripts/profile-summary.mjs).
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  // BENCH_API_LOG=<file>: the api's log (warnings and errors) is appended there, to read what an error answer was.
  const logTo = process.env.BENCH_API_LOG ? fs.openSync(process.env.BENCH_API_LOG, 'a') : 'ignore';
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')], {
    cwd: path.join(ROOT, 'api'),
    stdio: ['ignore', logTo, 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: env.LOG_LEVEL || 'warn',
      SITE_ROOT: '',
      // Production with DATABASE_URL refuses to start without a key for stored secrets: a throw-away one per run.
      DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY || BENCH_DATA_KEY,
      // Loopback is one client: lift the per-address sign-in limit for the load test only.
      LOGIN_RATE_LIMIT: '100000000',
      REGISTER_RATE_LIMIT: '100000000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { child, url };
}

/** The session travels in a cookie (`session` on http); a sign-in's token is read from its Set-Cookie. */
export const sessionCookie = (token) => ({ cookie: `session=${token}` });

export async function api(url, method, pathname, body, token, headers = {}) {
  const res = await fetch(url + pathname, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? sessionCookie(token) : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${json.message}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
  return cookie ? { ...json, token: cookie.slice('session='.length).split(';')[0] } : json;
}

/** A fresh PostgreSQL database for fn(url), dropped afterwards; null when PostgreSQL does not answer. */
export async function withPostgres(fn, log = console.error, name = `compliance_bench_${Date.now().toString(36)}`) {
  const { Client } = apiRequire('pg');
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    log(`\npostgres: skipped (${PG_ADMIN_URL} does not answer: ${error.message})`);
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/** A query function on the database the api uses: PGlite's folder (api stopped) or PostgreSQL. */
export async function openDirect({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const { Client } = apiRequire('pg');
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
  }
  const { PGlite } = apiRequire('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  await db.waitReady;
  return { query: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() };
}

export const BENCH_PASSWORD = 'bench-pass-1';

/**
 * A company seeded in bulk: an admin, `users` makers and checkers (all with BENCH_PASSWORD), `tasks`
 * tasks spread over them and over a year of due dates, and `documents` document rows (their bytes
 * are one shared file: the lists never read them). Answers the e-mails and ids.
 */
export async function seedCompany(query, { tag, users, tasks, documents = 0, passwordHash }) {
  const [company] = await query(
    `INSERT INTO companies (company_name, organization_type, email, mobile, address, state, city, pincode, nbfc_type)
     VALUES ($1, 'Private Limited NBFC/Others', $2, '9876543210', '1 MG Road', 'Karnataka', 'Bengaluru', '560001', 'Base layer') RETURNING id`,
    [`Bench ${tag}`, `${tag}@bench.test`],
  );
  await query(
    `INSERT INTO users (company_id, email, password_hash, first_name, last_name, role, created_at, mfa_secret, mfa_enabled_at)
     SELECT $1, $2 || '-' || g || '@bench.test', $3, 'User', g::text,
            CASE WHEN g = 0 THEN 'admin' WHEN g % 2 = 1 THEN 'maker' ELSE 'checker' END, now() - g * interval '1 minute',
            $5, now()
       FROM generate_series(0, $4::int) g`,
    [company.id, tag, passwordHash, users, BENCH_MFA_SECRET],
  );
  if (tasks > 0) {
    await query(
      `INSERT INTO tasks (company_id, description, priority, status, category, due_date, assigned_to, assigned_by, created_at)
       SELECT $1, 'Bench task ' || g, (ARRAY['low','medium','high','urgent'])[1 + g % 4], (ARRAY['pending','in-progress','completed'])[1 + g % 3],
              (ARRAY['RBI','MCA','SEBI','HR','General'])[1 + g % 5], current_date + (g % 365 - 60), team.ids[1 + g % cardinality(team.ids)], a.id,
              now() - g * interval '1 second'
         FROM generate_series(1, $2::int) g,
              (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE company_id = $1 AND role IN ('maker', 'checker')) team,
              (SELECT id FROM users WHERE company_id = $1 AND role = 'admin') a`,
      [company.id, tasks],
    );
  }
  if (documents > 0) {
    await query(
      `INSERT INTO documents (company_id, name, category, nbfc_type, file_name, extension, mime_type, size_bytes, sha256, uploaded_by, uploaded_at)
       SELECT $1, 'Bench document ' || g, 'KYC', 'NBFC below 500Cr', 'bench.pdf', 'pdf', 'application/pdf', 1000, repeat('0', 64), a.id, now() - g * interval '1 minute'
         FROM generate_series(1, $2::int) g, (SELECT id FROM users WHERE company_id = $1 AND role = 'admin') a`,
      [company.id, documents],
    );
  }
  const people = await query(`SELECT id, email, role FROM users WHERE company_id = $1 ORDER BY created_at DESC`, [company.id]);
  return { companyId: company.id, admin: people.find((p) => p.role === 'admin'), team: people.filter((p) => p.role !== 'admin') };
}

/** One argon2id hash (the api's own parameters: m = 19 MiB, t = 2) of BENCH_PASSWORD, reused for every seeded user. */
export async function benchPasswordHash() {
  const argon2 = apiRequire('argon2');
  return argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * A mail sink on loopback (the smtp-server package the api tests use): the api under test sends through it
 * (`SMTP_URL`), and a bench that registers a company reads the verification link from it, as the admin would.
 */
export async function startMailSink() {
  const { SMTPServer } = apiRequire('smtp-server');
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        // Quoted-printable undone, so a link reads as sent.
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), text });
        callback();
      });
    },
  });
  // A client that drops its connection (the api's mailer closing a pooled socket) is not the bench's failure: without a
  // listener, smtp-server's 'error' event would end the whole run.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Confirms the newest verification link mailed to `email` (bounded wait: 10 s). */
    async verify(apiUrl, email) {
      for (let attempt = 0; attempt < 40; attempt++) {
        const mail = mails
          .filter((m) => m.to.includes(email.toLowerCase()))
          .reverse()
          .find((m) => /verify-email#token=/.test(m.text));
        const token = mail && /verify-email#token=([A-Za-z0-9_-]+)/.exec(mail.text)[1];
        if (token) return api(apiUrl, 'POST', '/api/auth/email-verification/confirm', { token });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`no verification e-mail to ${email}`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Runs `runFor(kind, env)` on the embedded database (a fresh folder) and on a throw-away PostgreSQL database, or on
 * the one `only` names; answers the results of those that ran.
 */
export async function onEachDatabase(runFor, { only = null, log = console.error, pgDbName } = {}) {
  const results = [];
  if (!only || only === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-bench-'));
    try {
      results.push(await runFor('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!only || only === 'postgres') {
    const pg = await withPostgres(
      (url) => runFor('postgres', { DATABASE_URL: url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-bench-')) }),
      log,
      pgDbName,
    );
    if (pg) results.push(pg);
  }
  return results;
}

/** A document upload (a small PDF named `name`) as the register's form sends it: the body, its headers and the PDF's bytes. */
export function uploadForm(name) {
  const boundary = `----upload${randomBytes(8).toString('hex')}`;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'), randomBytes(2048)]);
  const fields = { name, category: 'KYC', nbfcType: 'NBFC below 500Cr' };
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="policy.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { pdf, body: new Uint8Array(body), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
