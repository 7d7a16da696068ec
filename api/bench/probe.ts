// In-process probe (no HTTP, no other process): the queries each hot request runs and its cost, through
// app.inject, on in-memory PGlite or on PostgreSQL (PROBE_DATABASE_URL). Noise of a shared machine
// matters less here than in the socket benchmarks: the query count is exact.
//   node --import tsx api/bench/probe.ts [runs]          (pnpm bench:probe)
import fs from 'node:fs';
import argon2 from 'argon2';
import type { Database, Queryable } from '../src/db/database';
import { createSession } from '../src/features/auth/sessions/sessionService';
import { startProbeApp } from './probeApp';

const RUNS = Number(process.argv[2] ?? 300);
const TICK_US = 1e6 / 100; // Linux reports process CPU time in 1/100 s

/** CPU time (µs) used so far by the given server processes (this probe's connections to PostgreSQL). */
function cpuMicrosOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the connection ended meanwhile
    }
  }
  return ticks * TICK_US;
}
const log: string[] = [];
let counting = false;

function counted<T extends Queryable>(q: T): T {
  const wrap = (name: 'query' | 'one' | 'execute') => (sql: string, params?: unknown[]) => {
    if (counting) log.push(sql.replace(/\s+/g, ' ').trim().slice(0, 90));
    return q[name](sql, params);
  };
  const oneNotifying = q.oneNotifying?.bind(q);
  const counted = { ...q, query: wrap('query'), one: wrap('one'), execute: wrap('execute') } as T;
  if (oneNotifying)
    counted.oneNotifying = (sql, params) => {
      if (counting) log.push(sql.replace(/\s+/g, ' ').trim().slice(0, 90));
      return oneNotifying(sql, params);
    };
  return counted;
}

function countedDb(db: Database): Database {
  const outer = counted(db);
  return { ...outer, transaction: (fn) => db.transaction((tx) => fn(counted(tx))) };
}

async function main() {
  const { raw, db, app, close } = await startProbeApp('probe', countedDb);

  const company = (await db.one<{ id: string }>(
    `INSERT INTO companies (company_name, organization_type, email, mobile, address, state, city, pincode, nbfc_type)
     VALUES ('Probe NBFC', 'Private Limited NBFC/Others', 'probe@example.com', '9876543210', '1 MG Road', 'Karnataka', 'Bengaluru', '560001', 'Base layer') RETURNING id`,
  ))!.id;
  const hash = await argon2.hash('probe-pass-1', { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const user = async (role: string) =>
    (await db.one<{ id: string }>(`INSERT INTO users (company_id, email, password_hash, first_name, last_name, role) VALUES ($1, $2, $3, 'Probe', $4, $4) RETURNING id`, [
      company,
      `${role}@probe.test`,
      hash,
      role,
    ]))!.id;
  const adminId = await user('admin');
  const makerId = await user('maker');
  await db.execute(
    `INSERT INTO tasks (company_id, description, priority, category, due_date, assigned_to, assigned_by)
     SELECT $1, 'Probe task ' || g, 'high', 'RBI', current_date + 7, $2, $3 FROM generate_series(1, 25) g`,
    [company, makerId, adminId],
  );
  const taskId = (await db.one<{ id: string }>(`SELECT id FROM tasks WHERE assigned_to = $1 LIMIT 1`, [makerId]))!.id;
  const cookie = async (id: string) => `session=${(await createSession(db, id, 12)).token}`;
  const maker = { cookie: await cookie(makerId) };
  const admin = { cookie: await cookie(adminId) };

  let toggle = false;
  const cases: [string, () => Promise<number>][] = [
    ['GET /api/auth/me', async () => (await app.inject({ method: 'GET', url: '/api/auth/me', headers: maker })).statusCode],
    ['GET /api/tasks/my-tasks', async () => (await app.inject({ method: 'GET', url: '/api/tasks/my-tasks', headers: maker })).statusCode],
    ['GET /api/tasks/my-tasks?limit=20', async () => (await app.inject({ method: 'GET', url: '/api/tasks/my-tasks?limit=20', headers: maker })).statusCode],
    ['GET /api/tasks/summary', async () => (await app.inject({ method: 'GET', url: '/api/tasks/summary', headers: maker })).statusCode],
    ['GET /api/documents/get?limit=20', async () => (await app.inject({ method: 'GET', url: '/api/documents/get?limit=20', headers: maker })).statusCode],
    ['GET /api/updates?pageSize=20', async () => (await app.inject({ method: 'GET', url: '/api/updates?pageSize=20', headers: maker })).statusCode],
    ['GET /api/tasks?pageSize=20', async () => (await app.inject({ method: 'GET', url: '/api/tasks?pageSize=20', headers: admin })).statusCode],
    ['GET /api/admin/users?limit=20', async () => (await app.inject({ method: 'GET', url: '/api/admin/users?limit=20', headers: admin })).statusCode],
    [
      'PATCH /api/tasks/update-status/:id',
      async () => {
        toggle = !toggle;
        return (await app.inject({ method: 'PATCH', url: `/api/tasks/update-status/${taskId}`, headers: maker, payload: { status: toggle ? 'in-progress' : 'pending' } }))
          .statusCode;
      },
    ],
  ];
  console.log(`${raw.kind}, ${RUNS} sequential requests each (after 20 warm-up)`);
  // CPU per request does not depend on how busy the machine is, as wall time does.
  const pgCpu = raw.kind === 'postgres' && fs.existsSync('/proc/self/stat');
  console.log('route'.padEnd(38), 'queries/req'.padStart(11), 'µs/req'.padStart(8), 'api CPU µs'.padStart(11), pgCpu ? 'db CPU µs'.padStart(10) : '');
  const detail: string[] = [];
  const only = process.env.PROBE_ONLY;
  for (const [name, run] of cases.filter(([n]) => !only || n.includes(only))) {
    for (let i = 0; i < 20; i++) await run();
    log.length = 0;
    counting = true;
    const started = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    // This database's server processes (the pool and the listener), the same before and after the runs.
    const pids = pgCpu ? (await raw.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).map((row) => row.pid) : [];
    const pgBefore = cpuMicrosOf(pids);
    for (let i = 0; i < RUNS; i++) {
      const status = await run();
      if (status >= 300) throw new Error(`${name}: ${status}`);
    }
    const us = Number(process.hrtime.bigint() - started) / 1000 / RUNS;
    const cpu = process.cpuUsage(cpuBefore);
    const apiCpu = (cpu.user + cpu.system) / RUNS;
    const dbCpu = pgCpu ? (cpuMicrosOf(pids) - pgBefore) / RUNS : 0;
    counting = false;
    console.log(
      name.padEnd(38),
      (log.length / RUNS).toFixed(2).padStart(11),
      us.toFixed(0).padStart(8),
      apiCpu.toFixed(0).padStart(11),
      pgCpu ? dbCpu.toFixed(0).padStart(10) : '',
    );
    const freq = new Map<string, number>();
    for (const sql of log) freq.set(sql, (freq.get(sql) ?? 0) + 1);
    detail.push(`${name}:`, ...[...freq].map(([sql, n]) => `   ${(n / RUNS).toFixed(2)}  ${sql}`));
  }
  if (process.env.PROBE_DETAIL) console.log(detail.join('\n'));
  await close();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
