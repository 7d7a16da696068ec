import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { grantAppRole } from '../../src/db/appRole';
import { openPostgres, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { startupTasks } from '../../src/startup';
import { addDays, istDate } from '../../src/dates';
import { call } from '../support/registration';
import { seedTeam } from '../support/testApp';

// PostgreSQL only (PGlite has one superuser): the deployment docs/security.md describes, for real. The owner runs
// the migrations and grants; the application runs as a role that owns nothing, and that role cannot switch off the
// audit triggers or change an audit row, while the product works.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('the application under its own database role', () => {
  jest.setTimeout(120_000);
  const ownerUrl = process.env.TEST_DATABASE_URL!;
  const schema = `r_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const role = `app_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const password = randomUUID();
  let owner: Database;
  let asApp: Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-roles-'));

  beforeAll(async () => {
    owner = await openPostgres(ownerUrl, { max: 1 });
    await owner.exec(`CREATE SCHEMA ${schema}`);
    await owner.exec(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
    const ownerDb = await openPostgres(ownerUrl, { schema, max: 1 });
    await migrate(ownerDb);
    await grantAppRole(ownerDb, role, schema);
    await ownerDb.close();
    const url = new URL(ownerUrl);
    url.username = role;
    url.password = password;
    asApp = await openPostgres(url.toString(), { schema, max: 5 });
  });
  afterAll(async () => {
    await asApp?.close();
    await owner.exec(`DROP SCHEMA ${schema} CASCADE`);
    await owner.exec(`DROP OWNED BY ${role}`);
    await owner.exec(`DROP ROLE ${role}`);
    await owner.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('ASVS v5.0 16.4.2 ASVS v5.0 13.2.2 the app starts, works and keeps its audit trail as a role that owns nothing', async () => {
    // The start runs the migrations check too: nothing left to apply, so the role needs no right to create.
    expect(await migrate(asApp)).toEqual([]);
    const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, { dataDir });
    const app = await buildApp({ config, db: asApp, logger: false });
    // What a start does before it listens (seeds, data moves), all as the role.
    for (const task of startupTasks) await task(app);
    await app.ready();
    try {
      const team = await seedTeam(app);
      const created = await call(app, 'POST', '/api/tasks/assign', team.admin.token, {
        description: 'File the board minutes',
        assignedTo: team.maker.id,
        dueDate: addDays(istDate(), 3),
      });
      expect(created.statusCode).toBeLessThan(300);
      expect(await app.auditCheckpoints()).toBeGreaterThan(0);
      const verified = (await call(app, 'GET', '/api/audit/verify', team.admin.token)).json();
      expect(verified).toMatchObject({ intact: true, firstBroken: null });
      expect(verified.checked).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  test('ASVS v5.0 16.4.2 the role can neither switch off the audit triggers nor change, remove or empty audit rows', async () => {
    const attempts = [
      'ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only',
      'ALTER TABLE audit_events DISABLE TRIGGER ALL',
      "UPDATE audit_events SET action = 'forged'",
      'DELETE FROM audit_events',
      'TRUNCATE audit_events',
      'DELETE FROM audit_seals',
      "UPDATE audit_checkpoints SET mac = 'forged'",
      'DELETE FROM audit_checkpoints',
      'DROP TABLE audit_events',
    ];
    for (const statement of attempts) await expect(asApp.exec(statement)).rejects.toThrow(/must be owner|permission denied/);
    const rows = await asApp.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_events');
    expect(rows!.n).toBeGreaterThan(0);
  });

  test('ASVS v5.0 16.4.2 the role cannot move a chain head or extend the upgrade cut-off; a row it inserts is chained but never sealed', async () => {
    const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, { dataDir });
    const app = await buildApp({ config, db: asApp, logger: false });
    await app.ready();
    try {
      const team = await seedTeam(app);
      const assign = (description: string) =>
        call(app, 'POST', '/api/tasks/assign', team.admin.token, { description, assignedTo: team.maker.id, dueDate: addDays(istDate(), 3) });
      expect((await assign('File the board minutes')).statusCode).toBeLessThan(300);
      for (const statement of [
        `UPDATE audit_chain_heads SET seq = 1 WHERE chain = '${team.companyId}'`,
        `INSERT INTO audit_chain_heads (chain, seq, hash) VALUES ('forged', 5, 'x')`,
        `INSERT INTO audit_legacy_cutoff (chain, seq) VALUES ('${team.companyId}', 999)`,
      ]) {
        await expect(asApp.exec(statement)).rejects.toThrow(/permission denied/);
      }
      const forged = (await asApp.one<{ id: string; seq: number }>(
        `INSERT INTO audit_events (company_id, actor_id, actor_role, action, target_type, target_id, created_at)
         VALUES ($1, $2, 'checker', 'sign_off.approved', 'assessment', 'rbi-2026', now() - interval '40 days') RETURNING id, seq`,
        [team.companyId, team.checker.id],
      ))!;
      // The head moved only with the trigger: audited writes of the company still succeed afterwards.
      expect((await assign('Renew the KYC policy')).statusCode).toBeLessThan(300);
      const verified = (await call(app, 'GET', '/api/audit/verify', team.admin.token)).json();
      expect(verified).toMatchObject({ intact: false, firstBroken: { seq: Number(forged.seq), eventId: forged.id, problem: 'altered' } });
    } finally {
      await app.close();
    }
  });
});
