import { openPglite, type Database } from '../../src/db/database';
import { PGLITE_PIPELINE } from '../../src/db/pgliteDatabase';
import { runAsArrivedAt } from '../../src/db/arrivalOrder';

// docs/decisions/0040-the-tail-under-load-fifth-pass.md: on the embedded database the event loop must read sockets between statements, or under load an
// upload's body and new connections wait for the whole queue of statements (tens of seconds in bench:load).
let db: Database;
beforeAll(async () => {
  db = await openPglite();
});
afterAll(async () => db.close());

test('the event loop turns between queued statements (an I/O callback runs before the queue drains)', async () => {
  let done = 0;
  const statements = Array.from({ length: 100 }, () => db.query('SELECT 1 AS one').then(() => done++));
  const seenByTheEventLoop = new Promise<number>((resolve) => setImmediate(() => resolve(done)));
  await Promise.all(statements);
  expect(done).toBe(100);
  expect(await seenByTheEventLoop).toBeLessThan(10);
});

test('statements and transactions keep their order and a transaction is not interleaved', async () => {
  await db.exec('CREATE TEMP TABLE turn_log (n int)');
  const order: number[] = [];
  await Promise.all([
    db.transaction(async (tx) => {
      await tx.execute('INSERT INTO turn_log VALUES (1)');
      await new Promise((r) => setTimeout(r, 20));
      await tx.execute('INSERT INTO turn_log VALUES (2)');
      order.push(1);
    }),
    db.execute('INSERT INTO turn_log VALUES (3)').then(() => order.push(2)),
  ]);
  expect(order).toEqual([1, 2]);
  const rows = await db.query<{ n: number }>('SELECT n FROM turn_log');
  expect(rows.map((r) => r.n)).toEqual([1, 2, 3]);
});

test("statements a transaction starts together each get their own rows (PGlite keeps one call's results at a time)", async () => {
  const [letters, numbers] = await db.transaction((tx) =>
    Promise.all([tx.query<{ v: string }>("SELECT 'a' AS v UNION ALL SELECT 'b'"), tx.query<{ n: number }>('SELECT 1 AS n')]),
  );
  expect(letters).toEqual([{ v: 'a' }, { v: 'b' }]);
  expect(numbers).toEqual([{ n: 1 }]);
});

test("a request's next statement goes before the statements of requests that arrived after it", async () => {
  const order: string[] = [];
  // The request that arrived first runs its first statement while more newer requests than the pipeline holds queue
  // theirs; its second statement then asks: it is served before the newer ones still waiting (only those already
  // handed to the database's thread go first), although it asked last. First come, first served put it last.
  const older = runAsArrivedAt(1, async () => {
    await db.query('SELECT 1');
    order.push('older 1');
    await db.query('SELECT 2');
    order.push('older 2');
  });
  const arrivals = Array.from({ length: PGLITE_PIPELINE + 4 }, (_, i) => i + 2);
  const newer = arrivals.map((arrivedAt) =>
    runAsArrivedAt(arrivedAt, async () => {
      await db.query('SELECT 3');
      order.push(`newer ${arrivedAt}`);
    }),
  );
  await Promise.all([older, ...newer]);
  expect(order[0]).toBe('older 1');
  expect(order.indexOf('older 2')).toBeLessThanOrEqual(PGLITE_PIPELINE);
  expect(order.filter((step) => step.startsWith('newer'))).toEqual(arrivals.map((at) => `newer ${at}`));
});
