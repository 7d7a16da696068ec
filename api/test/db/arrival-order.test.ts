import { ArrivalQueue, arrivalOfCurrentWork } from '../../src/db/arrivalOrder';
import { buildTestApp, type TestApp } from '../support/testApp';

// docs/decisions/0040-the-tail-under-load-fifth-pass.md: on the embedded database whoever waits is served by the time its request arrived, so a request's
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

// On PGlite only: PostgreSQL's pool keeps its own order (docs/decisions/0040-the-tail-under-load-fifth-pass.md).
(process.env.TEST_DATABASE_URL ? describe.skip : describe)('in the api on PGlite', () => {
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
