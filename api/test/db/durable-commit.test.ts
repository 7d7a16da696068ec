import type { Database } from '../../src/db/database';
import { freshDatabase } from '../support/testApp';

// PostgreSQL only. A commit that notifies holds the server's one notification lock until it returns, so write
// transactions commit without waiting for the disk and then wait for it in a second transaction of the same message
// (postgresDatabase.ts). What a caller relies on: the change is on disk when the answer comes, a failed statement
// leaves nothing behind, and the notification still arrives.
const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

/** Whether the server's WAL is flushed to disk at or past this position. */
async function flushedPast(db: Database, lsn: string): Promise<boolean> {
  const row = await db.one<{ flushed: boolean }>('SELECT pg_current_wal_flush_lsn() >= $1::pg_lsn AS flushed', [lsn]);
  return row!.flushed;
}

onPostgres('a transaction commits without waiting for the disk inside, and answers only once its change is on disk', async () => {
  const { db, drop } = await freshDatabase();
  try {
    await db.execute('CREATE TABLE durable_probe (n int)');
    const inside = await db.transaction(async (tx) => {
      await tx.execute('INSERT INTO durable_probe (n) VALUES (1)');
      return (await tx.one<{ setting: string; lsn: string }>("SELECT current_setting('synchronous_commit') AS setting, pg_current_wal_insert_lsn()::text AS lsn"))!;
    });
    expect(inside.setting).toBe('off');
    expect(await flushedPast(db, inside.lsn)).toBe(true);
    // The setting was the transaction's own: the pool's connections are back to the server's default.
    expect((await db.one<{ setting: string }>("SELECT current_setting('synchronous_commit') AS setting"))!.setting).toBe('on');
    expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM durable_probe'))!.n).toBe(1);
  } finally {
    await drop();
  }
});

onPostgres('a notifying statement answers its row once on disk, notifies listeners, and a failing one leaves nothing', async () => {
  const { db, drop } = await freshDatabase();
  const heard: string[] = [];
  const listener = await db.listen(
    'durable_probe_channel',
    (payload) => heard.push(payload),
    () => undefined,
  );
  try {
    await db.execute('CREATE TABLE durable_probe (n int CHECK (n > 0), at_lsn text)');
    const sql = `WITH added AS (INSERT INTO durable_probe (n, at_lsn) VALUES ($1, pg_current_wal_insert_lsn()::text) RETURNING n, at_lsn)
                 SELECT added.n, added.at_lsn, pg_notify('durable_probe_channel', $2) IS NULL AS sent FROM added`;
    // Several at once, on several connections, each prepared once on its connection and executed again.
    const rows = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => db.oneNotifying!<{ n: number; at_lsn: string }>(sql, [n, `added ${n}`])));
    expect(rows.map((row) => row!.n)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const row of rows) expect(await flushedPast(db, row!.at_lsn)).toBe(true);
    await listener.sync();
    expect([...heard].sort()).toEqual(['added 1', 'added 2', 'added 3', 'added 4', 'added 5', 'added 6']);

    await expect(db.oneNotifying!(sql, [-1, 'refused'])).rejects.toMatchObject({ code: '23514' });
    // Quoting in the parameters is kept as data.
    expect((await db.oneNotifying!<{ n: number }>(sql, [7, "it's 'quoted'"]))!.n).toBe(7);
    await listener.sync();
    expect(heard).not.toContain('refused');
    expect(heard).toContain("it's 'quoted'");
    expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM durable_probe'))!.n).toBe(7);
  } finally {
    await listener.stop();
    await drop();
  }
});
