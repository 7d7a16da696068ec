import { buildTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('GET /api/health reports the database as up with the migrations applied', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe('ok');
  expect(body.database.state).toBe('up');
  expect(body.database.migrations).toBeGreaterThanOrEqual(1);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('an unknown api path is a JSON 404', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ success: false, message: 'Not found' });
});
