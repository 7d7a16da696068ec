import type { FastifyInstance } from 'fastify';
import { SubscriptionPackageSchema, type SubscriptionPackage } from 'shared-contracts';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { assertSeatAvailable } from '../../../src/features/subscriptions/seats';
import { addOneMonth } from '../../../src/features/subscriptions/service';
import { buildTestApp, freshDatabase, seedTeam, seedUser, sessionHeaders, type TestApp } from '../../support/testApp';
import { gatewayAnswer, initiate, localSalt, postForm } from '../../support/payuGateway';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const current = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: sessionHeaders(token) });
  expect(res.statusCode).toBe(200);
  return res.json().subscription;
};
const ageCompany = (companyId: string, days: number) =>
  t.db.execute(`UPDATE companies SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [companyId, days]);
const checkSeat = (companyId: string, role: 'maker' | 'checker') => t.db.transaction((tx) => assertSeatAvailable(tx, companyId, role, t.config));

async function pay(app: FastifyInstance, adminToken: string, packageId: string) {
  const { body } = await initiate(app, adminToken, packageId);
  const res = await postForm(app, '/api/payments/payu/success', gatewayAnswer(body.paymentParams, 'success', await localSalt(app)));
  expect(res.statusCode).toBe(303);
}

test('the packages are public, one per layer, with GST at 18% and the seats of each', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/packages' });
  expect(res.statusCode).toBe(200);
  const packages: SubscriptionPackage[] = res.json().packages;
  expect(packages.map((p) => p.layer)).toEqual(['Base Layer NBFC', 'Middle Layer NBFC', 'Upper Layer NBFC']);
  for (const p of packages) {
    expect(p.gst).toBeCloseTo(p.basePrice * 0.18, 2);
    expect(p.totalPrice).toBeCloseTo(p.basePrice + p.gst, 2);
    expect(p.seats.admin).toBeGreaterThanOrEqual(1);
  }
  expect(packages[1]).toMatchObject({ basePrice: 9999, gst: 1799.82, totalPrice: 11798.82, seats: { admin: 1, maker: 5, checker: 2 } });
  // Serialized by its schema: exactly the contract's fields, no column of the table beyond them.
  for (const p of packages) expect(Object.keys(p).sort()).toEqual(Object.keys(SubscriptionPackageSchema.properties).sort());
});

test('a new company is on a 7-day trial with the trial seats', async () => {
  const team = await seedTeam(t.app);
  const subscription = await current(t.app, team.maker.token);
  expect(subscription).toMatchObject({
    status: 'trial',
    plan: null,
    seats: { admin: 1, maker: 2, checker: 2 },
    seatsUsed: { admin: 1, maker: 1, checker: 1 },
    daysLeft: 7,
  });
  const length = Date.parse(subscription.periodEnd) - Date.parse(subscription.periodStart);
  expect(length).toBe(7 * 24 * 60 * 60 * 1000);
  expect((await t.app.inject({ method: 'GET', url: '/api/subscriptions/current' })).statusCode).toBe(401);
});

test('the trial length follows the platform setting', async () => {
  await t.db.execute(`INSERT INTO platform_settings (key, value) VALUES ('trialDays', '14')`);
  try {
    const team = await seedTeam(t.app);
    expect((await current(t.app, team.admin.token)).daysLeft).toBe(14);
  } finally {
    await t.db.execute(`DELETE FROM platform_settings WHERE key = 'trialDays'`);
  }
});

test('ASVS v5.0 2.3.2 a maker or checker beyond the seats is refused with a clear message', async () => {
  const team = await seedTeam(t.app);
  await expect(checkSeat(team.companyId, 'maker')).resolves.toBeUndefined();
  await seedUser(t.app, 'maker', team.companyId);
  await expect(checkSeat(team.companyId, 'maker')).rejects.toMatchObject({
    statusCode: 409,
    message: 'Your free trial includes 2 maker seats, all in use. Subscribe to a plan to add more.',
  });
  // Base Layer: 2 makers and no checker seats.
  await pay(t.app, team.admin.token, 'base-layer');
  await expect(checkSeat(team.companyId, 'checker')).rejects.toMatchObject({
    statusCode: 409,
    message: 'Your plan includes no checker seats. Upgrade your plan to add checkers.',
  });
  await expect(checkSeat(team.companyId, 'maker')).rejects.toMatchObject({
    message: 'Your plan includes 2 maker seats, all in use. Upgrade your plan to add more.',
  });
  // A deleted user frees the seat.
  await t.db.execute(`UPDATE users SET deleted_at = now() WHERE id = $1`, [team.maker.id]);
  await expect(checkSeat(team.companyId, 'maker')).resolves.toBeUndefined();
});

test('an upgrade brings the new seat count into force at once', async () => {
  const team = await seedTeam(t.app);
  await seedUser(t.app, 'maker', team.companyId);
  await expect(checkSeat(team.companyId, 'maker')).rejects.toMatchObject({ statusCode: 409 });
  await pay(t.app, team.admin.token, 'middle-layer');
  expect(await current(t.app, team.admin.token)).toMatchObject({ status: 'active', seats: { maker: 5, checker: 2 } });
  await expect(checkSeat(team.companyId, 'maker')).resolves.toBeUndefined();
});

test('an ended trial: reads work, writes answer 402, seats are refused, plans and payments stay open', async () => {
  const team = await seedTeam(t.app);
  await ageCompany(team.companyId, 8);
  const subscription = await current(t.app, team.checker.token);
  expect(subscription).toMatchObject({ status: 'expired', daysLeft: 0, plan: null });
  await expect(checkSeat(team.companyId, 'maker')).rejects.toMatchObject({
    statusCode: 402,
    message: 'Your trial has ended. Please subscribe to continue.',
  });
  const { res } = await initiate(t.app, team.admin.token, 'base-layer');
  expect(res.statusCode).toBe(200);
  await pay(t.app, team.admin.token, 'base-layer');
  expect((await current(t.app, team.admin.token)).status).toBe('active');
});

test('paying again for the running plan extends it by a month', async () => {
  const team = await seedTeam(t.app);
  await pay(t.app, team.admin.token, 'base-layer');
  const first = await current(t.app, team.admin.token);
  await pay(t.app, team.admin.token, 'base-layer');
  const second = await current(t.app, team.admin.token);
  expect(second.periodEnd).toBe(addOneMonth(new Date(first.periodEnd)).toISOString());
});

test('a month later is the same day of the next month, clamped to its end', () => {
  expect(addOneMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  expect(addOneMonth(new Date('2026-03-15T00:00:00Z')).toISOString()).toBe('2026-04-15T00:00:00.000Z');
  expect(addOneMonth(new Date('2026-12-31T00:00:00Z')).toISOString()).toBe('2027-01-31T00:00:00.000Z');
});

describe('the expiry hook applies to every feature write', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv), db: fresh.db, logger: false });
    // A stand-in write route of another feature, registered like any feature route.
    app.post('/api/probe-write', { preHandler: app.requireAuth() }, async () => ({ success: true }));
    app.get('/api/probe-read', { preHandler: app.requireAuth() }, async () => ({ success: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  test('writes of an expired company answer 402; reads and other companies are untouched', async () => {
    const expired = await seedTeam(app);
    const live = await seedTeam(app);
    await app.db.execute(`UPDATE companies SET created_at = now() - interval '30 days' WHERE id = $1`, [expired.companyId]);
    const write = await app.inject({ method: 'POST', url: '/api/probe-write', headers: sessionHeaders(expired.maker.token), payload: {} });
    expect(write.statusCode).toBe(402);
    expect(write.json()).toEqual({ success: false, message: 'Your trial has ended. Please subscribe to continue.' });
    const read = await app.inject({ method: 'GET', url: '/api/probe-read', headers: sessionHeaders(expired.maker.token) });
    expect(read.statusCode).toBe(200);
    const other = await app.inject({ method: 'POST', url: '/api/probe-write', headers: sessionHeaders(live.maker.token), payload: {} });
    expect(other.statusCode).toBe(200);
    const anonymous = await app.inject({ method: 'POST', url: '/api/probe-write', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  test('an ended paid plan says so', async () => {
    const team = await seedTeam(app);
    await pay(app, team.admin.token, 'base-layer');
    await app.db.execute(`UPDATE company_subscriptions SET period_start = now() - interval '40 days', period_end = now() - interval '1 day' WHERE company_id = $1`, [
      team.companyId,
    ]);
    const write = await app.inject({ method: 'POST', url: '/api/probe-write', headers: sessionHeaders(team.admin.token), payload: {} });
    expect(write.statusCode).toBe(402);
    expect(write.json().message).toBe('Your plan has ended. Please subscribe to continue.');
    expect((await current(app, team.admin.token)).status).toBe('expired');
  });
});
