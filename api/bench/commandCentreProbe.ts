// In-process probe of the command centre (docs/decisions/0049-people-and-the-command-centre-screen.md): the bench's company (about 2,000 occurrences, 10,000 tasks,
// owners on every obligation, history filed), then each command-centre read through app.inject, with the queries
// it runs and its cost. On in-memory PGlite, or PostgreSQL with PROBE_DATABASE_URL (a throw-away schema).
//   node --import tsx api/bench/commandCentreProbe.ts [runs]
import fs from 'node:fs';
import path from 'node:path';
import type { Database, Queryable } from '../src/db/database';
import { createSession } from '../src/features/auth/sessions/sessionService';
import { startProbeApp } from './probeApp';

const RUNS = Number(process.argv[2] ?? 100);
const log: string[] = [];
let counting = false;

function counted<T extends Queryable>(q: T): T {
  const wrap = (name: 'query' | 'one' | 'execute') => async (sql: string, params?: unknown[]) => {
    const started = process.hrtime.bigint();
    try {
      return await q[name](sql, params);
    } finally {
      if (counting) log.push(`${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(2)}|${sql.replace(/\s+/g, ' ').trim().slice(0, 110)}`);
    }
  };
  return { ...q, query: wrap('query'), one: wrap('one'), execute: wrap('execute') } as T;
}

function countedDb(db: Database): Database {
  const outer = counted(db);
  return { ...outer, transaction: (fn) => db.transaction((tx) => fn(counted(tx))) };
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);
// The bench's profile (scripts/bench-command-centre.mjs reads the same file).
const PROFILE = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'scripts', 'command-centre-profile.json'), 'utf8')) as Record<string, unknown>;

async function main() {
  const { raw, db, app, close } = await startProbeApp('ccprobe', countedDb);

  await db.execute(`INSERT INTO platform_settings (key, value) VALUES ('trialDays', '5000') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  const company = (await db.one<{ id: string }>(
    `INSERT INTO companies (company_name, organization_type, email, mobile, address, state, city, pincode, nbfc_type, created_at)
     VALUES ('Probe NBFC', 'Private Limited NBFC/Others', 'probe@example.com', '9876543210', '1 MG Road', 'Karnataka', 'Bengaluru', '560001', 'Base layer',
             now() - interval '10 years 8 months') RETURNING id`,
  ))!.id;
  await db.execute(
    `INSERT INTO users (company_id, email, password_hash, first_name, last_name, role)
     SELECT $1, 'u' || g || '@probe.test', 'x', 'User', g::text, CASE WHEN g = 0 THEN 'admin' WHEN g % 2 = 1 THEN 'maker' ELSE 'checker' END FROM generate_series(0, 20) g`,
    [company],
  );
  const people = await db.query<{ id: string; role: string }>(`SELECT id, role FROM users WHERE company_id = $1 ORDER BY email`, [company]);
  const adminId = people.find((p) => p.role === 'admin')!.id;
  const makers = people.filter((p) => p.role === 'maker');
  const checkers = people.filter((p) => p.role === 'checker');
  await db.execute(
    `INSERT INTO tasks (company_id, description, priority, status, category, due_date, assigned_to, assigned_by)
     SELECT $1, 'Probe task ' || g, 'high', (ARRAY['pending','in-progress','completed'])[1 + g % 3], 'RBI', current_date + (g % 365 - 60),
            ($2::uuid[])[1 + g % cardinality($2::uuid[])], $3 FROM generate_series(1, 10000) g`,
    [company, [...makers, ...checkers].map((p) => p.id), adminId],
  );
  const cookie = async (id: string) => ({ cookie: `session=${(await createSession(db, id, 12)).token}` });
  const admin = await cookie(adminId);
  const maker = await cookie(makers[0]!.id);
  const put = async (u: string, payload: unknown) => {
    const res = await app.inject({ method: 'PUT', url: u, headers: admin, payload: payload as Record<string, unknown> });
    if (res.statusCode !== 200) throw new Error(`${u}: ${res.body}`);
    return res.json();
  };
  await put('/api/company/compliance-profile', PROFILE);
  const calendar = (await app.inject({ method: 'GET', url: '/api/obligations/calendar', headers: admin })).json();
  await put('/api/obligations/owners', {
    owners: calendar.obligations.map((o: { id: string }, i: number) => ({
      obligationId: o.id,
      assigneeId: makers[i % makers.length]!.id,
      checkerId: checkers[i % checkers.length]!.id,
    })),
  });
  await db.execute(
    `UPDATE obligation_occurrences SET state = CASE WHEN abs(hashtext(id::text)) % 10 = 0 THEN 'filed_late' ELSE 'filed' END,
            filed_on = due_date, acknowledgement = 'ACK', recorded_by = $2, recorded_at = now(), reviewed_by = $3, reviewed_at = now()
      WHERE company_id = $1 AND due_date < current_date - 45`,
    [company, makers[0]!.id, checkers[0]!.id],
  );
  // The owners' task-assigned e-mails are not what is measured: marked as not to be sent.
  await db.execute(`UPDATE notifications SET email_status = 'off' WHERE email_status IN ('pending', 'sending')`);
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM obligation_occurrences WHERE company_id = $1', [company]);
  const now = new Date();
  const window = `from=${ymd(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)))}&to=${ymd(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0)))}`;
  const br = { ...admin, 'accept-encoding': 'gzip, deflate, br' };
  const cases: Array<[string, string, Record<string, string>]> = [
    ['GET summary (admin)', '/api/obligations/summary', admin],
    ['GET work-items (admin)', `/api/obligations/work-items?scope=company&${window}&limit=50`, admin],
    ['GET calendar 2 months', `/api/obligations/calendar?${window}`, admin],
    // The library's texts the month answer names by version (read once per version by the browser).
    ['GET calendar library', `/api/obligations/library?version=${String(calendar.libraryVersion)}`, admin],
    ['GET calendar (br)', `/api/obligations/calendar?${window}`, br],
    ['GET calendar library (br)', `/api/obligations/library?version=${String(calendar.libraryVersion)}`, br],
    ['GET work-items (maker)', `/api/obligations/work-items?${window}`, maker],
    ['GET score (admin)', '/api/obligations/score', admin],
  ];
  console.log(`${raw.kind}: ${n} occurrences; ${RUNS} sequential requests each (after 10 warm-up)`);
  console.log('route'.padEnd(26), 'queries/req'.padStart(11), 'ms/req'.padStart(8), 'db ms/req'.padStart(10), 'bytes'.padStart(8));
  const detail: string[] = [];
  const only = process.env.PROBE_ONLY;
  for (const [name, u, who] of cases.filter(([c]) => !only || c.includes(only))) {
    // PROBE_MISS=1: every read misses the command centre's cache (as the first read after a write does).
    const run = () => {
      if (process.env.PROBE_MISS) app.sessions.invalidate('o:*');
      return app.inject({ method: 'GET', url: u, headers: who });
    };
    for (let i = 0; i < 10; i++) await run();
    log.length = 0;
    counting = true;
    const started = process.hrtime.bigint();
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const res = await run();
      if (res.statusCode >= 300) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      bytes = res.rawPayload.length;
    }
    counting = false;
    const ms = Number(process.hrtime.bigint() - started) / 1e6 / RUNS;
    const dbMs = log.reduce((s, l) => s + Number(l.split('|')[0]), 0) / RUNS;
    console.log(name.padEnd(26), (log.length / RUNS).toFixed(2).padStart(11), ms.toFixed(2).padStart(8), dbMs.toFixed(2).padStart(10), String(bytes).padStart(8));
    const freq = new Map<string, { n: number; ms: number }>();
    for (const l of log) {
      const [t, sql] = [Number(l.split('|')[0]), l.slice(l.indexOf('|') + 1)];
      const f = freq.get(sql) ?? { n: 0, ms: 0 };
      freq.set(sql, { n: f.n + 1, ms: f.ms + t });
    }
    detail.push(`${name}:`, ...[...freq].map(([sql, f]) => `   ${(f.n / RUNS).toFixed(2)} x ${(f.ms / f.n).toFixed(2)} ms  ${sql}`));
  }
  console.log(detail.join('\n'));
  await close();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
