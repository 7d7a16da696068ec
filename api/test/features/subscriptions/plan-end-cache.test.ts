import { PLAN_ENDED_MESSAGE, TRIAL_ENDED_MESSAGE } from 'shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';
import { gatewayAnswer, initiate, localSalt, postForm } from '../../support/payuGateway';

// docs/decisions/0042-fewer-statements-per-request-more-reads-cached.md: the check before every write (has the trial or the paid plan ended?) reads its facts from a
// per-instance cache. Whatever changes them (a payment, the platform's trial days, plain SQL, another
// instance), the very next write sees the change.

let t: TestApp;
let team: Awaited<ReturnType<typeof seedTeam>>;
const due = () => new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);

beforeEach(async () => {
  t = await buildTestApp();
  team = await seedTeam(t.app);
});
afterEach(async () => t.close());

/** A write every company user may make: the admin assigns a task to the maker. */
const assign = (app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/tasks/assign',
    headers: sessionHeaders(team.admin.token),
    payload: { description: 'Plan check', assignedTo: team.maker.id, dueDate: due() },
  });
const ageCompany = (days: number) => t.db.execute(`UPDATE companies SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [team.companyId, days]);

test('the cache is used: with the notifying trigger off, an ended trial stays unseen; with it on, the next write is refused', async () => {
  // The seeding's notifications delivered first, so the read below is remembered.
  expect(await t.app.sessions.fresh()).toBe(true);
  expect((await assign()).statusCode).toBe(201);
  // Only to prove the cache is used: the change below is not announced.
  await t.db.exec('ALTER TABLE companies DISABLE TRIGGER companies_created_at_changed');
  await ageCompany(400);
  expect((await assign()).statusCode).toBe(201);
  await t.db.exec('ALTER TABLE companies ENABLE TRIGGER companies_created_at_changed');
  await ageCompany(401);
  const refused = await assign();
  expect(refused.statusCode).toBe(402);
  expect(refused.json().message).toBe(TRIAL_ENDED_MESSAGE);
});

test("the platform's trial days: shortened, the running trial ends at once; lengthened, it runs again", async () => {
  await t.db.execute(`INSERT INTO platform_settings (key, value) VALUES ('trialDays', '30') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  await ageCompany(10);
  expect((await assign()).statusCode).toBe(201);
  await t.db.execute(`UPDATE platform_settings SET value = '7' WHERE key = 'trialDays'`);
  expect((await assign()).statusCode).toBe(402);
  await t.db.execute(`UPDATE platform_settings SET value = '30' WHERE key = 'trialDays'`);
  expect((await assign()).statusCode).toBe(201);
});

test('a paid period: its end moved into the past ends the plan at the next write; a new payment opens it again', async () => {
  await ageCompany(400);
  expect((await assign()).statusCode).toBe(402);
  const pay = async () => {
    const [pkg] = await t.db.query<{ id: string }>(`SELECT id FROM subscription_packages ORDER BY id LIMIT 1`);
    const { body } = await initiate(t.app, team.admin.token, pkg!.id);
    const res = await postForm(t.app, '/api/payments/payu/success', gatewayAnswer(body.paymentParams, 'success', await localSalt(t.app)));
    expect(res.statusCode).toBe(303);
  };
  await pay();
  expect((await assign()).statusCode).toBe(201);
  await t.db.execute(`UPDATE company_subscriptions SET period_end = now() - interval '1 hour' WHERE company_id = $1`, [team.companyId]);
  const refused = await assign();
  expect(refused.statusCode).toBe(402);
  expect(refused.json().message).toBe(PLAN_ENDED_MESSAGE);
  await pay();
  expect((await assign()).statusCode).toBe(201);
});

test('a trial that ends while its facts are cached is refused from that moment, without any change announced', async () => {
  // Created the trial's length minus 2 seconds ago: the trial ends 2 seconds from now.
  await t.db.execute(`UPDATE companies SET created_at = now() - make_interval(days => $2) + interval '2 seconds' WHERE id = $1`, [team.companyId, t.config.trialDays]);
  expect((await assign()).statusCode).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect((await assign()).statusCode).toBe(402);
});

test('a change committed through another API instance is seen by this one at the next write', async () => {
  const second = await t.secondInstance!();
  try {
    expect((await assign(second.app)).statusCode).toBe(201);
    expect((await assign()).statusCode).toBe(201);
    await ageCompany(400);
    expect((await assign(second.app)).statusCode).toBe(402);
    expect((await assign()).statusCode).toBe(402);
  } finally {
    await second.close();
  }
});
