import { ArrivalQueue, arrivalOfCurrentWork, arrivalOrderedSlots, runAsArrivedAt } from '../src/db/arrivalOrder';
import { openPostgres } from '../src/db/database';
import { buildTestApp, type TestApp } from './helper';

// Issue 14: whoever waits for the database is served by the time its request arrived, so a request's
// later statements do not queue again behind newer requests (the tail of bench:load).

test('the queue hands out waiters by arrival, ties in the order they asked', () => {
  const queue = new ArrivalQueue();
  const taken: string[] = [];
  for (const [name, at] of [
    ['c', 30],
    ['a', 10],
    ['d', 30],
    ['b', 20],
    ['e', 5],
  ] as const)
    queue.push(() => taken.push(name), at);
  while (queue.size > 0) queue.pop()!();
  expect(taken).toEqual(['e', 'a', 'b', 'c', 'd']);
});

test('a slot freed goes to the waiter whose request arrived first', async () => {
  const inSlot = arrivalOrderedSlots(1);
  const order: string[] = [];
  let open!: () => void;
  const holder = inSlot(() => new Promise<void>((resolve) => (open = resolve)));
  const waiters = [30, 10, 20].map((at) => runAsArrivedAt(at, () => inSlot(async () => void order.push(`arrived ${at}`))));
  open();
  await Promise.all([holder, ...waiters]);
  expect(order).toEqual(['arrived 10', 'arrived 20', 'arrived 30']);
});

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? test : test.skip)("PostgreSQL: a request's next statement takes the pool's next free connection before newer requests", async () => {
  const db = await openPostgres(pgUrl!, { max: 1 });
  try {
    const order: string[] = [];
    const older = runAsArrivedAt(1, async () => {
      await db.query('SELECT 1');
      order.push('older 1');
      await db.query('SELECT 2');
      order.push('older 2');
    });
    const newer = [2, 3].map((at) =>
      runAsArrivedAt(at, async () => {
        await db.query('SELECT 3');
        order.push(`newer ${at}`);
      }),
    );
    await Promise.all([older, ...newer]);
    expect(order).toEqual(['older 1', 'older 2', 'newer 2', 'newer 3']);
  } finally {
    await db.close();
  }
});

describe('in the api', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        beforeReady: (app) =>
          app.post('/api/test-arrival', async () => {
            // Past the body parser and a wait: the arrival is still the request's, not the present moment.
            await new Promise((resolve) => setTimeout(resolve, 30));
            return { arrivedAt: arrivalOfCurrentWork(), answeredAt: performance.now() };
          }),
      },
    );
  });
  afterAll(() => t.close());

  test('every request carries the time it arrived through its hooks, body parsing and handler', async () => {
    const sentAt = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/test-arrival', payload: { some: 'body' } });
    const { arrivedAt, answeredAt } = res.json<{ arrivedAt: number; answeredAt: number }>();
    expect(arrivedAt).toBeGreaterThanOrEqual(sentAt);
    expect(answeredAt - arrivedAt).toBeGreaterThanOrEqual(25);
  });
});
