import { ErrorRateCounter } from '../src/features/super-admin/errorRate';

test('the error rate counts 5xx answers over the last 15 minutes only', () => {
  let now = Date.UTC(2026, 0, 1, 10, 0, 0);
  const counter = new ErrorRateCounter(() => now);
  expect(counter.snapshot().errorRatePercent).toBeNull();
  counter.record(200);
  counter.record(404);
  counter.record(500);
  counter.record(503);
  expect(counter.snapshot()).toEqual({ windowMinutes: 15, requests: 4, serverErrors: 2, errorRatePercent: 50 });

  now += 10 * 60_000;
  counter.record(200);
  expect(counter.snapshot()).toMatchObject({ requests: 5, serverErrors: 2, errorRatePercent: 40 });

  // The first four answers leave the window; the fifth stays.
  now += 6 * 60_000;
  expect(counter.snapshot()).toMatchObject({ requests: 1, serverErrors: 0, errorRatePercent: 0 });
});
