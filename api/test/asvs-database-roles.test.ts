import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { openPostgres, type Database, type Queryable } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { recordAudit } from '../src/features/audit/auditService';

/**
 * The two database roles of docs/security.md (Deploying securely), set up with the statements written there, on real
 * PostgreSQL: the application's role does its work and nothing an owner may do. PGlite has a single superuser, so
 * there this file has nothing to check.
 */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? test : test.skip;

const deploying = fs.readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'security.md'), 'utf8').split('## Deploying securely')[1] ?? '';
/** The SQL statements of the "Database roles" point, in order. */
const documentedGrants = () => {
  const point = deploying.slice(deploying.indexOf('**Database roles'), deploying.indexOf('- **Keys.'));
  return [...point.matchAll(/`((?:GRANT|REVOKE)[^`]+;)`/g)].flatMap((m) =>
    m[1]
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean),
  );
};

/** Runs `work` as the application's role, as the server would connect with DATABASE_URL=<app url>. */
const asApp = <T>(work: (db: Queryable) => Promise<T>) =>
  app.transaction(async (tx) => {
    await tx.execute(`SET LOCAL ROLE ${role}`);
    return work(tx);
  });

let owner: Database;
let app: Database;
let schema: string;
let role: string;
beforeAll(async () => {
  if (!url) return;
  schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  role = `app_${schema}`;
  owner = await openPostgres(url, { max: 1 });
  await owner.exec(`CREATE SCHEMA ${schema}; CREATE ROLE ${role} NOLOGIN`);
  const migrated = await openPostgres(url, { schema, max: 1 });
  await migrate(migrated);
  await migrated.close();
  // The documented statements as written, in this test's schema and for this test's role.
  await owner.exec(`SET search_path TO ${schema}`);
  for (const statement of documentedGrants()) await owner.exec(statement.replace(/\bpublic\b/g, schema).replace(/\b(TO|FROM) app$/, `$1 ${role}`));
  app = await openPostgres(url, { schema, max: 1 });
});
afterAll(async () => {
  if (!url) return;
  await app.close();
  await owner.exec(`DROP SCHEMA ${schema} CASCADE; DROP OWNED BY ${role}; DROP ROLE ${role}`);
  await owner.close();
});

onPostgres('ASVS v5.0 13.2.2 the application runs with a role that reads and writes rows but cannot change the audit trail, its triggers or the schema', async () => {
  expect(documentedGrants().length).toBeGreaterThanOrEqual(5);
  // The server starts with this role: its start-up migration step finds nothing to do, and does not fail.
  const applied = await asApp((tx) =>
    migrate({ ...tx, exec: async (sql: string) => void (await tx.execute(sql)), transaction: (fn: (q: Queryable) => Promise<unknown>) => fn(tx) } as unknown as Database),
  );
  expect(applied).toEqual([]);
  const company = await asApp((db) =>
    db.one<{ id: string }>(
      `INSERT INTO companies (company_name, organization_type, email, mobile, address, state, city, pincode)
     VALUES ('Least Privilege NBFC', 'Private Limited NBFC/Others', 'lp@example.com', '9876543210', '1 MG Road', 'Karnataka', 'Bengaluru', '560001') RETURNING id`,
    ),
  );
  await asApp((db) =>
    recordAudit(db, {
      companyId: company!.id,
      actorId: null,
      actorRole: 'admin',
      action: 'company.registered',
      targetType: 'company',
      targetId: company!.id,
      ip: '127.0.0.1',
    }),
  );
  expect((await asApp((db) => db.query(`SELECT id FROM audit_events WHERE company_id = $1`, [company!.id]))).length).toBe(1);
  const refused = async (sql: string) => {
    const error = await asApp((db) => db.execute(sql)).then(
      () => null,
      (e: Error) => e.message,
    );
    return { sql, refused: /permission denied|must be owner/.test(error ?? '') || error };
  };
  for (const sql of [
    `UPDATE audit_events SET action = 'nothing.happened'`,
    `DELETE FROM audit_events`,
    `TRUNCATE audit_events`,
    `ALTER TABLE audit_events DISABLE TRIGGER ALL`,
    `DROP TABLE users`,
    `CREATE TABLE ${schema}.extra (id int)`,
  ]) {
    expect(await refused(sql)).toEqual({ sql, refused: true });
  }
  expect((await owner.query(`SELECT action FROM ${schema}.audit_events WHERE company_id = $1`, [company!.id])).map((r) => (r as { action: string }).action)).toEqual([
    'company.registered',
  ]);
});
