import { openPostgres } from '../src/db/database';
import { freshDatabase } from './helper';

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
