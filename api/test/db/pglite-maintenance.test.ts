import { HOT_TABLES } from '../../src/db/pgliteMaintenance';
import { buildTestApp, type TestApp } from '../support/testApp';

// docs/decisions/0040-the-tail-under-load-fifth-pass.md: PGlite runs without autovacuum, so the API vacuums the tables it rewrites on every request itself.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

test('on the embedded database the hot tables are vacuumed at start (PostgreSQL: left to autovacuum)', async () => {
  const rows = await t.db.query<{ relname: string; vacuum_count: number }>(
    `SELECT relname, vacuum_count::int AS vacuum_count FROM pg_stat_user_tables WHERE relname = ANY($1::text[])`,
    [[...HOT_TABLES]],
  );
  expect(rows.map((r) => r.relname).sort()).toEqual([...HOT_TABLES].sort());
  for (const row of rows) expect(row.vacuum_count).toBe(t.db.kind === 'pglite' ? 1 : 0);
});
