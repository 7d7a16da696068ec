import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordAudit } from '../../../src/features/audit/auditService';
import { verifyChain } from '../../../src/features/audit/chain';
import { auditKey } from '../../../src/features/audit/seal';

/** A key for a database with no app on it (the migration test). */
const TEST_AUDIT_KEY = auditKey(Buffer.alloc(32, 7));
import { MIGRATIONS_DIR, migrate } from '../../../src/db/migrate';
import { buildTestApp, seedCompany, seedTeam, seedUser, sessionHeaders, type TestApp } from '../../support/testApp';
import { call } from '../../support/registration';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Tampering as a database owner would: with the append-only triggers switched off for one statement. */
async function tamper(sql: string, params: unknown[] = []) {
  await t.db.transaction(async (tx) => {
    await tx.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
    await tx.query(sql, params);
    await tx.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
  });
}

async function companyWithEvents(n: number) {
  const companyId = await seedCompany(t.db);
  for (let i = 1; i <= n; i++) await recordAudit(t.db, { companyId, actorId: null, action: 'test.event', targetType: 'task', targetId: String(i), after: { i } });
  return companyId;
}

describe('append-only', () => {
  test('ASVS v5.0 16.4.2 the database refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
    const companyId = await companyWithEvents(2);
    await expect(t.db.execute("UPDATE audit_events SET action = 'x' WHERE company_id = $1", [companyId])).rejects.toThrow(/append-only: UPDATE/);
    await expect(t.db.execute('DELETE FROM audit_events WHERE company_id = $1', [companyId])).rejects.toThrow(/append-only: DELETE/);
    await expect(t.db.execute('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
    await expect(t.db.execute('DELETE FROM audit_chain_heads WHERE chain = $1', [companyId])).rejects.toThrow(/append-only/);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1', [companyId]))!.n).toBe(2);
  });

  test('ASVS v5.0 16.4.2 rows are kept when their company and its users are deleted', async () => {
    const team = await seedTeam(t.app);
    await call(t.app, 'POST', '/api/auth/logout', team.maker.token);
    const before = await t.db.query('SELECT id, hash FROM audit_events WHERE company_id = $1 ORDER BY seq', [team.companyId]);
    expect(before.length).toBeGreaterThan(0);
    await t.db.execute('DELETE FROM companies WHERE id = $1', [team.companyId]);
    expect(await t.db.one('SELECT id FROM users WHERE id = $1', [team.maker.id])).toBeNull();
    const after = await t.db.query<{ id: string; hash: string; actor_id: string }>('SELECT id, hash, actor_id FROM audit_events WHERE company_id = $1 ORDER BY seq', [
      team.companyId,
    ]);
    expect(after).toEqual(before.map((row) => expect.objectContaining(row as object)));
    expect(after[0].actor_id).toBe(team.maker.id);
    expect((await verifyChain(t.db, team.companyId, auditKey(t.app.dataKey))).intact).toBe(true);
  });
});

describe('hash chain', () => {
  test('ASVS v5.0 16.4.2 each row is linked to the previous one by sha-256, per company, and verifies intact', async () => {
    const companyId = await companyWithEvents(3);
    const rows = await t.db.query<{ seq: number; prev_hash: string; hash: string }>('SELECT seq, prev_hash, hash FROM audit_events WHERE company_id = $1 ORDER BY seq', [
      companyId,
    ]);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(rows[0].prev_hash).toBe('');
    expect(rows[1].prev_hash).toBe(rows[0].hash);
    expect(rows[2].prev_hash).toBe(rows[1].hash);
    expect(rows[2].hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyChain(t.db, companyId, auditKey(t.app.dataKey))).toMatchObject({
      chain: companyId,
      intact: true,
      checked: 3,
      head: { seq: 3, hash: rows[2].hash },
      firstBroken: null,
    });
  });

  test('ASVS v5.0 11.4.1 ASVS v5.0 11.4.3 each link is a 256-bit SHA-256 over the previous hash and the canonical row, recomputable outside the database', async () => {
    const companyId = await companyWithEvents(2);
    const rows = await t.db.query<{ prev_hash: string; hash: string; canonical: string }>(
      'SELECT prev_hash, hash, audit_event_canonical(e) AS canonical FROM audit_events e WHERE company_id = $1 ORDER BY seq',
      [companyId],
    );
    for (const row of rows) {
      expect(row.hash).toBe(
        createHash('sha256')
          .update(row.prev_hash + row.canonical, 'utf8')
          .digest('hex'),
      );
      expect(row.hash).toHaveLength(64);
    }
    // The canonical row holds every column, so changing any of them changes the hash.
    const canonical = JSON.parse(rows[1].canonical);
    expect(canonical).toEqual([
      companyId,
      2,
      expect.any(String),
      companyId,
      null,
      null,
      'test.event',
      'task',
      '2',
      null,
      { i: 2 },
      null,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
    ]);
  });

  test('ASVS v5.0 16.4.2 a changed row is reported as the first broken link, by the admin and the super-admin endpoints', async () => {
    const team = await seedTeam(t.app);
    for (let i = 0; i < 3; i++)
      await recordAudit(t.db, { companyId: team.companyId, actorId: team.admin.id, action: 'task.assigned', targetType: 'task', targetId: `t${i}` });
    const intact = await call(t.app, 'GET', '/api/audit/verify', team.admin.token);
    expect(intact.json()).toMatchObject({ success: true, intact: true, checked: 3, firstBroken: null });

    const second = (await t.db.one<{ id: string }>('SELECT id FROM audit_events WHERE company_id = $1 AND seq = 2', [team.companyId]))!;
    await tamper(`UPDATE audit_events SET after = '{"forged":true}' WHERE id = $1`, [second.id]);
    const report = (await call(t.app, 'GET', '/api/audit/verify', team.admin.token)).json();
    expect(report).toMatchObject({ intact: false, firstBroken: { seq: 2, eventId: second.id, problem: 'altered' } });

    const root = await seedUser(t.app, 'super-admin', null);
    const platform = (await call(t.app, 'GET', '/api/super-admin/audit-verify', root.token)).json();
    expect(platform.intact).toBe(false);
    expect(platform.broken).toEqual([expect.objectContaining({ chain: team.companyId, firstBroken: expect.objectContaining({ seq: 2, problem: 'altered' }) })]);
    // Another company's admin verifies its own chain only, and it is intact.
    const other = await seedTeam(t.app);
    expect((await call(t.app, 'GET', '/api/audit/verify', other.admin.token)).json()).toMatchObject({ chain: other.companyId, intact: true });
    // Only admins and the super-admin verify.
    expect((await call(t.app, 'GET', '/api/audit/verify', team.maker.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/super-admin/audit-verify', team.admin.token)).statusCode).toBe(403);
  });

  test('ASVS v5.0 16.4.2 a removed row, a re-linked row and a removed tail are detected', async () => {
    const gap = await companyWithEvents(4);
    await tamper('DELETE FROM audit_events WHERE company_id = $1 AND seq = 2', [gap]);
    expect((await verifyChain(t.db, gap, auditKey(t.app.dataKey))).firstBroken).toMatchObject({ seq: 2, problem: 'missing', eventId: null });

    // Recomputing a row's own hash after editing it does not help: the next row still points at the old hash.
    const relinked = await companyWithEvents(3);
    await tamper(`UPDATE audit_events e SET action = 'forged' WHERE company_id = $1 AND seq = 2`, [relinked]);
    await tamper(`UPDATE audit_events e SET hash = audit_event_hash(e) WHERE company_id = $1 AND seq = 2`, [relinked]);
    expect((await verifyChain(t.db, relinked, auditKey(t.app.dataKey))).firstBroken).toMatchObject({ seq: 3, problem: 'relinked' });

    const tail = await companyWithEvents(3);
    await tamper('DELETE FROM audit_events WHERE company_id = $1 AND seq = 3', [tail]);
    expect((await verifyChain(t.db, tail, auditKey(t.app.dataKey))).firstBroken).toMatchObject({ seq: 3, problem: 'missing' });
  });

  test('ASVS v5.0 16.4.2 concurrent writers keep one unbroken chain (no duplicate or skipped position)', async () => {
    const companyId = await seedCompany(t.db);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? recordAudit(t.db, { companyId, actorId: null, action: 'test.parallel', targetId: String(i) })
          : t.db.transaction(async (tx) => {
              await recordAudit(tx, { companyId, actorId: null, action: 'test.parallel', targetId: String(i) });
              await tx.query('SELECT pg_sleep(0.01)');
            }),
      ),
    );
    const seqs = (await t.db.query<{ seq: number }>('SELECT seq FROM audit_events WHERE company_id = $1 ORDER BY seq', [companyId])).map((r) => Number(r.seq));
    expect(seqs).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await verifyChain(t.db, companyId, auditKey(t.app.dataKey))).toMatchObject({ intact: true, checked: 40 });
  });

  test('the migration chains the rows written before it, oldest first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-migrations-'));
    // A database migrated up to just before the chain, with events, then migrated the rest of the way.
    const early = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f < '0730');
    for (const f of early) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    const fresh = await freshDatabaseWithout();
    try {
      await migrate(fresh.db, dir);
      const companyId = (await fresh.db.one<{ id: string }>(
        `INSERT INTO companies (company_name, organization_type, email, mobile, address, state, city, pincode)
         VALUES ('Old NBFC', 'Private Limited NBFC/Others', 'old@nbfc.in', '9876543210', 'a', 'Karnataka', 'Bengaluru', '560001') RETURNING id`,
      ))!.id;
      await fresh.db.execute(
        `INSERT INTO audit_events (company_id, action, created_at) VALUES ($1, 'old.first', now() - interval '2 days'), ($1, 'old.second', now() - interval '1 day')`,
        [companyId],
      );
      await migrate(fresh.db);
      const rows = await fresh.db.query<{ action: string; seq: number }>('SELECT action, seq FROM audit_events WHERE company_id = $1 ORDER BY seq', [companyId]);
      expect(rows).toEqual([
        { action: 'old.first', seq: 1 },
        { action: 'old.second', seq: 2 },
      ]);
      expect(await verifyChain(fresh.db, companyId, TEST_AUDIT_KEY)).toMatchObject({ intact: true, checked: 2 });
    } finally {
      await fresh.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A fresh, empty database (no migrations), on the same engine as the rest of the suite. */
async function freshDatabaseWithout() {
  const { openPglite, openPostgres } = await import('../../../src/db/database');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  const schema = `t_mig_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openPostgres(url, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(url, { schema, max: 2 });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

describe('what is recorded', () => {
  test('ASVS v5.0 16.3.2 refusals are audited: a 403 with the caller and the route, a 401 with the route', async () => {
    const team = await seedTeam(t.app);
    expect((await call(t.app, 'GET', '/api/admin/users', team.maker.token)).statusCode).toBe(403);
    const denied = await t.db.one<{ actor_id: string; actor_role: string; target_id: string; after: { status: number; path: string } }>(
      "SELECT actor_id, actor_role, target_id, after FROM audit_events WHERE company_id = $1 AND action = 'access.denied'",
      [team.companyId],
    );
    expect(denied).toEqual({
      actor_id: team.maker.id,
      actor_role: 'maker',
      target_id: 'GET /api/admin/users',
      after: expect.objectContaining({ status: 403, path: '/api/admin/users' }),
    });

    const marker = `/api/tasks/my-tasks?probe=${Date.now()}`;
    expect((await t.app.inject({ method: 'GET', url: marker, headers: sessionHeaders('x'.repeat(43)) })).statusCode).toBe(401);
    const unauth = await t.db.one<{ company_id: string | null; target_id: string; after: { path: string; credentials: boolean } }>(
      "SELECT company_id, target_id, after FROM audit_events WHERE chain = 'platform' AND action = 'access.unauthenticated' ORDER BY seq DESC LIMIT 1",
    );
    expect(unauth).toMatchObject({ company_id: null, target_id: 'GET /api/tasks/my-tasks', after: { path: '/api/tasks/my-tasks', credentials: true } });
    // The query string (which may carry anything) is not kept.
    expect(JSON.stringify(unauth)).not.toContain('probe=');
  });

  test('ASVS v5.0 16.3.1 ASVS v5.0 16.2.5 a failed sign-in for an unknown account is audited, without the password', async () => {
    const email = `nobody-${Date.now()}@nowhere.in`;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Guess-1234' } });
    expect(res.statusCode).toBe(401);
    const rows = await t.db.query<{ action: string; target_type: string; after: { email: string } }>(
      "SELECT action, target_type, after FROM audit_events WHERE chain = 'platform' AND action = 'auth.login_failed' AND after->>'email' = $1",
      [email],
    );
    expect(rows).toEqual([{ action: 'auth.login_failed', target_type: 'account', after: { email } }]);
    expect(JSON.stringify(await t.db.query("SELECT * FROM audit_events WHERE chain = 'platform'"))).not.toContain('Guess-1234');
    // Only the sign-in's own record: the 401 of the sign-in route is not counted twice.
    expect(
      (await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM audit_events WHERE action = 'access.unauthenticated' AND target_id = 'POST /api/auth/login'"))!.n,
    ).toBe(0);
    // A mistyped password in the e-mail field is not kept.
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'Secret-Typed-In-Email', password: 'x' } });
    expect(JSON.stringify(await t.db.query("SELECT after FROM audit_events WHERE chain = 'platform'"))).not.toContain('Secret-Typed-In-Email');
  });

  test('ASVS v5.0 16.2.1 ASVS v5.0 16.2.2 the super-admin reads the platform trail (who, what, when, where)', async () => {
    const root = await seedUser(t.app, 'super-admin', null);
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `ghost-${Date.now()}@nowhere.in`, password: 'Guess-1234' } });
    const res = await call(t.app, 'GET', '/api/super-admin/audit/platform?entity=account', root.token);
    expect(res.statusCode).toBe(200);
    const event = res.json().events[0];
    expect(event).toMatchObject({ action: 'auth.login_failed', targetType: 'account', ip: '127.0.0.1' });
    expect(event.createdAt).toMatch(/Z$/);
    expect((await call(t.app, 'GET', '/api/super-admin/audit/not-a-chain', root.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/super-admin/audit/3f0b6c52-9a1e-4d7a-8c1e-2b9f4e6d7a10', root.token)).statusCode).toBe(404);
    // A deleted company's trail is still readable.
    const gone = await seedTeam(t.app);
    await recordAudit(t.db, { companyId: gone.companyId, actorId: gone.admin.id, action: 'task.assigned', targetType: 'task' });
    await t.db.execute('DELETE FROM companies WHERE id = $1', [gone.companyId]);
    const kept = await call(t.app, 'GET', `/api/super-admin/audit/${gone.companyId}`, root.token);
    expect(kept.json().events.map((e: { action: string }) => e.action)).toContain('task.assigned');
  });
});

describe('admin console queries', () => {
  test('ASVS v5.0 8.4.1 filters by user, entity and date range, paginated on the server, within the company only', async () => {
    const team = await seedTeam(t.app);
    const other = await seedTeam(t.app);
    await recordAudit(t.db, { companyId: other.companyId, actorId: other.maker.id, action: 'task.status_changed', targetType: 'task', targetId: 'theirs' });
    for (let i = 0; i < 5; i++)
      await recordAudit(t.db, {
        companyId: team.companyId,
        actorId: team.maker.id,
        actorRole: 'maker',
        action: 'task.status_changed',
        targetType: 'task',
        targetId: `m${i}`,
      });
    await recordAudit(t.db, {
      companyId: team.companyId,
      actorId: team.checker.id,
      actorRole: 'checker',
      action: 'document.approved',
      targetType: 'document',
      targetId: 'd1',
    });

    const byMaker = (await call(t.app, 'GET', `/api/audit?userId=${team.maker.id}&pageSize=2&page=2`, team.admin.token)).json();
    expect(byMaker).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(byMaker.events.map((e: { targetId: string }) => e.targetId)).toEqual(['m2', 'm1']);
    const documents = (await call(t.app, 'GET', '/api/audit?entity=document', team.admin.token)).json();
    expect(documents.events).toEqual([
      expect.objectContaining({ action: 'document.approved', actor: expect.objectContaining({ id: team.checker.id, role: 'checker' }) }),
    ]);
    // Another company's user filters to nothing.
    expect((await call(t.app, 'GET', `/api/audit?userId=${other.maker.id}`, team.admin.token)).json().total).toBe(0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect((await call(t.app, 'GET', `/api/audit?from=${today}&to=${today}`, team.admin.token)).json().total).toBe(6);
    expect((await call(t.app, 'GET', '/api/audit?from=2020-01-01&to=2020-12-31', team.admin.token)).json().total).toBe(0);

    const options = (await call(t.app, 'GET', '/api/audit/filters', team.admin.token)).json();
    expect(options.entities).toEqual(['document', 'task']);
    expect(options.users.map((u: { id: string }) => u.id).sort()).toEqual([team.maker.id, team.checker.id].sort());
  });

  test('ASVS v5.0 2.2.1 malformed filters are refused with a clear 400', async () => {
    const { admin } = await seedTeam(t.app);
    const cases: Array<[string, string]> = [
      ['userId=123', 'userId must be a user id'],
      ['entity=task;drop', 'entity must be an entity type such as task or user'],
      ['from=2026-02-30', 'from must be a date as YYYY-MM-DD'],
      ['to=yesterday', 'to must be a date as YYYY-MM-DD'],
      ['from=2026-05-02&to=2026-05-01', 'from must be on or before to'],
    ];
    for (const [query, message] of cases) {
      const res = await call(t.app, 'GET', `/api/audit?${query}`, admin.token);
      expect({ query, status: res.statusCode, message: res.json().message }).toEqual({ query, status: 400, message });
    }
  });
});
