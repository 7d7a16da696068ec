import { SharedErrorRate } from '../../../src/features/insights/errorRate';
import { freshDatabase } from '../../support/testApp';

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

test('the error rate counts 5xx answers over the last 15 minutes only', async () => {
  let now = Date.UTC(2026, 0, 1, 10, 0, 0);
  const counter = new SharedErrorRate(database.db, () => now, 60_000);
  expect((await counter.snapshot()).errorRatePercent).toBeNull();
  counter.record(200);
  counter.record(404);
  counter.record(500);
  counter.record(503);
  expect(await counter.snapshot()).toEqual({ windowMinutes: 15, requests: 4, serverErrors: 2, errorRatePercent: 50 });

  now += 10 * 60_000;
  counter.record(200);
  expect(await counter.snapshot()).toMatchObject({ requests: 5, serverErrors: 2, errorRatePercent: 40 });

  // The first four answers leave the window; the fifth stays.
  now += 6 * 60_000;
  expect(await counter.snapshot()).toMatchObject({ requests: 1, serverErrors: 0, errorRatePercent: 0 });
  await counter.close();
});

test('two instances on one database report the same, summed error rate', async () => {
  const now = () => Date.UTC(2026, 0, 2, 10, 0, 0);
  const a = new SharedErrorRate(database.db, now, 60_000);
  const b = new SharedErrorRate(database.db, now, 60_000);
  a.record(200);
  a.record(500);
  b.record(200);
  b.record(200);
  // A counts not yet flushed elsewhere are added on that instance's next flush (every few seconds).
  await b.flush();
  expect(await a.snapshot()).toEqual({ windowMinutes: 15, requests: 4, serverErrors: 1, errorRatePercent: 25 });
  expect(await b.snapshot()).toEqual(await a.snapshot());
  await Promise.all([a.close(), b.close()]);
});
