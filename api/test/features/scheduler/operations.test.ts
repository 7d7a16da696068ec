import { releaseSchedulerLease, secondsSinceLastRun, takeSchedulerLease } from '../../../src/features/schedulerRepository';
import { buildTestApp, type TestApp } from '../../support/testApp';

/** What an operator runs the product with: liveness and readiness, Prometheus metrics kept private, the scheduler's lease. */
const TOKEN = 'metrics-token-for-tests-0123456789';
jest.setTimeout(180_000);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ metricsToken: TOKEN, metricsPort: 8266, metricsHost: '127.0.0.1' });
});
afterAll(() => t.close());

test('liveness answers without the database; readiness answers when the database does', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ success: true, status: 'live' });
  const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ success: true, status: 'ready' });
});

test('GET /metrics needs the token; with it, requests by route pattern, the mail queue and the scheduler', async () => {
  await t.app.inject({ method: 'GET', url: '/api/health/live' });
  await t.app.inject({ method: 'GET', url: '/api/tasks/00000000-0000-0000-0000-000000000000' });
  expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-wrong-token-000' } })).statusCode).toBe(401);
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
  expect(res.body).toMatch(/^http_requests_total\{method="GET",route="\/api\/health\/live",status="2xx"\} [1-9]/m);
  expect(res.body).toMatch(/^http_request_duration_seconds_bucket\{method="GET",route="\/api\/health\/live",status="2xx",le="\+Inf"\} [1-9]/m);
  // Never a path with an id: unknown paths share one label.
  expect(res.body).not.toContain('00000000-0000');
  expect(res.body).toMatch(/^mail_queue\{state="pending"\} \d+$/m);
  expect(res.body).toMatch(/^scheduler_interval_seconds 0$/m);
});

test('without a token configured, /metrics is not on the main port; the separate listener serves it', async () => {
  const plain = await buildTestApp();
  try {
    expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
  const scraped = await fetch('http://127.0.0.1:8266/metrics');
  expect(scraped.status).toBe(200);
  expect(await scraped.text()).toContain('# TYPE http_request_duration_seconds histogram');
});

test('the scheduler runs on one instance at a time, once per interval', async () => {
  expect(await takeSchedulerLease(t.db, 'lease-test', 300, 'instance-a')).toBe(true);
  expect(await takeSchedulerLease(t.db, 'lease-test', 300, 'instance-b')).toBe(false);
  await releaseSchedulerLease(t.db, 'lease-test', 'instance-a');
  // Finished, but the interval since it began has not passed: nobody runs it again yet.
  expect(await takeSchedulerLease(t.db, 'lease-test', 300, 'instance-b')).toBe(false);
  expect(await secondsSinceLastRun(t.db, 'lease-test')).toBeGreaterThanOrEqual(0);
  // A lease whose holder died ends at lease_until; then another instance takes it.
  await t.db.execute("UPDATE scheduler_leases SET started_at = now() - interval '1 hour', lease_until = now() - interval '1 second' WHERE job = 'lease-test'");
  expect(await takeSchedulerLease(t.db, 'lease-test', 300, 'instance-b')).toBe(true);
});
