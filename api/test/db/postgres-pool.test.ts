import { Client } from 'pg';
import { openPostgres } from '../../src/db/database';
import { freshDatabase } from '../support/testApp';

// PostgreSQL only: the pool keeps its connections (a fixed-size pool), and one lost while idle neither ends
// the process nor fails the next query.
const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres('connections lost while idle in the pool are replaced: the next queries answer, and the process goes on', async () => {
  const { db, drop } = await freshDatabase();
  const admin = await openPostgres(process.env.TEST_DATABASE_URL!, { max: 1 });
  try {
    // Five at once: the pool opens its five connections; they stay open afterwards.
    const rows = await Promise.all(Array.from({ length: 5 }, () => db.one<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')));
    const pids = [...new Set(rows.map((row) => row!.pid))];
    expect(pids).toHaveLength(5);
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    for (let i = 0; i < 50; i++) {
      const left = await admin.one<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ANY($1::int[])', [pids]);
      if (left!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Let the pool see the lost connections (each raises its error while idle).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await Promise.all(Array.from({ length: 5 }, () => db.one<{ pid: number }>('SELECT pg_backend_pid() AS pid')));
    expect(again.every((row) => row && !pids.includes(row.pid))).toBe(true);
  } finally {
    await admin.close();
    await drop();
  }
});

onPostgres('statements started together inside a transaction run one after another on its connection, in order (pg 9 refuses a query on a busy connection)', async () => {
  const { db, drop } = await freshDatabase();
  // Counts, per connection, the statements sent while another was still running on it.
  const running = new WeakMap<object, number>();
  let sentWhileBusy = 0;
  const original = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const busy = running.get(this) ?? 0;
    if (busy > 0) sentWhileBusy++;
    running.set(this, busy + 1);
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise)
      result.then(
        () => running.set(this, (running.get(this) ?? 1) - 1),
        () => running.set(this, (running.get(this) ?? 1) - 1),
      );
    else running.set(this, busy);
    return result as never;
  });
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.query('CREATE TEMP TABLE seen (n int, at timestamptz DEFAULT clock_timestamp()) ON COMMIT DROP');
      await Promise.all([
        tx.query('INSERT INTO seen (n) SELECT 1 FROM pg_sleep(0.05)'),
        tx.query('INSERT INTO seen (n) VALUES (2)'),
        tx.query('INSERT INTO seen (n) VALUES (3)'),
      ]);
      return tx.query<{ n: number }>('SELECT n FROM seen ORDER BY at');
    });
    expect(rows.map((row) => row.n)).toEqual([1, 2, 3]);
    // A failed statement fails its own caller; the transaction is then aborted, as PostgreSQL does, and nothing is kept.
    const failed = await db
      .transaction(async (tx) => {
        const settled = await Promise.allSettled([tx.query('SELECT $1::int', ['not a number']), tx.query('SELECT 1')]);
        return settled.map((s) => s.status);
      })
      .catch((error: Error) => error.message);
    expect(failed).toEqual(['rejected', 'rejected']);
    expect(sentWhileBusy).toBe(0);
  } finally {
    spy.mockRestore();
    await drop();
  }
});
