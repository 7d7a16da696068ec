import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../src/app';
import { loadConfig } from '../../../../src/config';
import type { Database } from '../../../../src/db/database';
import { POLICIES, delayAfter } from '../../../../src/features/auth/passwords/signInThrottle';
import { buildTestApp, freshDatabase, relaxMakerMfa, seedTeam, seedUser, sessionTokenFrom, type TestApp } from '../../../support/testApp';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
/** Lets the current waits pass (instead of sleeping): every key's blocked_until moves to the past. */
const letWaitsPass = (db: Database) => db.execute("UPDATE auth_counters SET blocked_until = now() - interval '1 second' WHERE blocked_until IS NOT NULL");
const counters = (db: Database, like: string) =>
  db.query<{ key: string; failures: number }>('SELECT key, failures FROM auth_counters WHERE key LIKE $1 ORDER BY key', [like]);

describe('progressive slow-down instead of a hard lock', () => {
  test('ASVS v5.0 6.3.1 five wrong passwords from one address make that address wait (429, Retry-After) even with the right password', async () => {
    const { maker } = await seedTeam(t.app);
    await relaxMakerMfa(t.app, maker.companyId!);
    for (let i = 0; i < 5; i++) expect((await login(t.app, maker.email, 'wrong-password', '10.20.0.1')).statusCode).toBe(401);
    const refused = await login(t.app, maker.email, maker.password, '10.20.0.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(refused.json()).toEqual({ success: false, message: `Too many failed sign-in attempts. Please try again in ${retryAfter} seconds.` });
    // ASVS v5.0 6.1.1: the owner elsewhere is not locked out by someone else's failures from one address.
    const owner = await login(t.app, maker.email, maker.password, '10.20.0.2');
    expect(owner.statusCode).toBe(200);
    expect(sessionTokenFrom(owner)).toEqual(expect.any(String));
  });

  test('ASVS v5.0 6.3.1 the wait grows with each further failure (30 s, 60 s, 120 s ... capped)', async () => {
    const { checker } = await seedTeam(t.app);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) await login(t.app, checker.email, 'wrong-password', '10.21.0.1');
    for (let round = 0; round < 3; round++) {
      waits.push(Number((await login(t.app, checker.email, checker.password, '10.21.0.1')).headers['retry-after']));
      await letWaitsPass(t.db);
      expect((await login(t.app, checker.email, 'wrong-password', '10.21.0.1')).statusCode).toBe(401);
    }
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[1]).toBeGreaterThan(30);
    expect(waits[1]).toBeLessThanOrEqual(60);
    expect(waits[2]).toBeGreaterThan(60);
    expect(waits[2]).toBeLessThanOrEqual(120);
    expect([5, 6, 7, 20].map((n) => delayAfter(POLICIES.accountClient, n))).toEqual([30, 60, 120, 30 * 60]);
    expect(delayAfter(POLICIES.account, 40)).toBe(10 * 60);
  });

  test('ASVS v5.0 6.3.1 failures spread over many addresses slow the account down; the right password then clears its count', async () => {
    const { maker } = await seedTeam(t.app);
    for (let i = 0; i < 10; i++) expect((await login(t.app, maker.email, 'wrong-password', `10.22.1.${i}`)).statusCode).toBe(401);
    const slowed = await login(t.app, maker.email, maker.password, '10.22.2.1');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);
    await letWaitsPass(t.db);
    expect((await login(t.app, maker.email, maker.password, '10.22.2.1')).statusCode).toBe(200);
    expect(await counters(t.db, `%${maker.email.toLowerCase()}%`)).toEqual([]);
  });

  test('ASVS v5.0 6.3.1 one address trying many accounts (spraying) is slowed down after 30 failures', async () => {
    for (let i = 0; i < 30; i++) await login(t.app, `nobody-${i}@spray.test`, 'Winter2026!', '10.23.0.1');
    const { maker } = await seedTeam(t.app);
    const res = await login(t.app, maker.email, maker.password, '10.23.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login(t.app, maker.email, maker.password, '10.23.0.2')).statusCode).toBe(200);
  });

  test('ASVS v5.0 6.3.8 an unknown e-mail is slowed down exactly like a known one', async () => {
    const { maker } = await seedTeam(t.app);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await login(t.app, maker.email, 'wrong-password', '10.24.0.1')).statusCode);
      unknown.push((await login(t.app, `ghost-${maker.email}`, 'wrong-password', '10.24.0.2')).statusCode);
    }
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });

  test('ASVS v5.0 6.3.1 the slow-down is audited once per episode for the account, not for each failure', async () => {
    const { maker, companyId } = await seedTeam(t.app);
    for (let i = 0; i < 5; i++) await login(t.app, maker.email, 'wrong-password', '10.25.0.1');
    await letWaitsPass(t.db);
    await login(t.app, maker.email, 'wrong-password', '10.25.0.1');
    const rows = await t.db.query<{ action: string; company_id: string; after: { scopes: string[]; failures: number; retryAfterSeconds: number } }>(
      "SELECT action, company_id, after FROM audit_events WHERE target_id = $1 AND action = 'auth.lockout'",
      [maker.id],
    );
    expect(rows).toEqual([{ action: 'auth.lockout', company_id: companyId, after: { scopes: ['accountClient'], failures: 5, retryAfterSeconds: 30 } }]);
  });

  test('the super-admin is protected the same way and can still sign in from its own address', async () => {
    const root = await seedUser(t.app, 'super-admin', null);
    for (let i = 0; i < 5; i++) await login(t.app, root.email, 'wrong-password', '10.26.0.1');
    expect((await login(t.app, root.email, root.password, '10.26.0.1')).statusCode).toBe(429);
    const own = await login(t.app, root.email, root.password, '10.26.0.2');
    expect(own.json()).toMatchObject({ success: true, step: 'mfa-enrol' });
  });
});

/** Two API instances on one database: two PostgreSQL pools on one database, or two apps on one embedded database. */
async function twoInstances(): Promise<{ a: FastifyInstance; b: FastifyInstance; db: Database; close: () => Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, { dataDir: '/tmp/compliance-test-data' });
  const { db, reopen, drop } = await freshDatabase();
  const other = await reopen();
  const a = await buildApp({ config, db, logger: false });
  const b = await buildApp({ config, db: other, logger: false });
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    db,
    close: async () => {
      await a.close();
      await b.close();
      await other.close();
      await drop();
    },
  };
}

describe('counts shared across instances', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances();
  });
  afterAll(() => pair.close());

  test('ASVS v5.0 6.3.1 failures on two instances add up: 3 on one and 2 on the other slow the account on both', async () => {
    const companyId = (await pair.db.one<{ id: string }>(
      `INSERT INTO companies (company_name, organization_type, email, mobile, address, state, city, pincode)
       VALUES ('Two Node NBFC', 'Private Limited NBFC/Others', 'two@node.test', '9876543210', '1 Road', 'Goa', 'Panaji', '403001') RETURNING id`,
    ))!.id;
    const user = await seedUser(pair.a, 'maker', companyId);
    for (let i = 0; i < 3; i++) expect((await login(pair.a, user.email, 'wrong-password', '10.30.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(pair.b, user.email, 'wrong-password', '10.30.0.1')).statusCode).toBe(401);
    expect((await login(pair.a, user.email, user.password, '10.30.0.1')).statusCode).toBe(429);
    expect((await login(pair.b, user.email, user.password, '10.30.0.1')).statusCode).toBe(429);
  });

  test('ASVS v5.0 2.4.1 the per-address request limit counts requests to both instances together', async () => {
    const statuses: number[] = [];
    // 60 sign-in requests a minute per address: 30 to each instance, then the 61st is refused by either.
    for (let i = 0; i < 60; i++) statuses.push((await login(i % 2 ? pair.b : pair.a, '', '', '10.31.0.1')).statusCode);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const a = await login(pair.a, '', '', '10.31.0.1');
    const b = await login(pair.b, '', '', '10.31.0.1');
    expect([a.statusCode, b.statusCode]).toEqual([429, 429]);
    expect(a.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });
});
