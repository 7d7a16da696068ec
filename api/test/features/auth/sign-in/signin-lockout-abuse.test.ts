import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, seedTeam, sessionTokenFrom, type TestApp } from '../../../support/testApp';

// docs/decisions/0051-maker-checker-mfa-coverage-and-lock-out.md: failures that anyone can cause (from a few addresses against one account, or from one shared
// address against many) must not keep the owner's own browser out. A browser that signed in before holds
// a signed device cookie and is counted on its own (OWASP lock-out guidance: device cookies).

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (app: FastifyInstance, email: string, password: string, ip: string, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });

/** The device cookie a completed sign-in left in the browser, as the browser sends it back. */
function deviceCookieOf(res: Awaited<ReturnType<typeof login>>): string {
  const cookie = res.cookies.find((c) => c.name === 'device');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  return `device=${cookie!.value}`;
}

test('ASVS v5.0 6.1.1 ASVS v5.0 6.3.1 failures from other addresses slow the account, yet the browser its owner signed in with before gets in at once', async () => {
  const { maker } = await seedTeam(t.app, { makerMfa: false });
  const device = deviceCookieOf(await login(t.app, maker.email, maker.password, '10.61.0.1'));

  // An attacker from three addresses: 15 wrong passwords, past the account-wide free failures.
  for (const ip of ['10.61.1.1', '10.61.1.2', '10.61.1.3']) {
    for (let i = 0; i < 5; i++) await login(t.app, maker.email, 'wrong-password', ip);
  }
  expect((await login(t.app, maker.email, maker.password, '10.61.2.1')).statusCode).toBe(429);

  // A forged or another account's device cookie is no device at all.
  const forged = device.slice(0, -3) + (device.endsWith('AAA') ? 'BBB' : 'AAA');
  expect((await login(t.app, maker.email, maker.password, '10.61.2.2', forged)).statusCode).toBe(429);
  const { maker: someoneElse } = await seedTeam(t.app, { makerMfa: false });
  const theirs = deviceCookieOf(await login(t.app, someoneElse.email, someoneElse.password, '10.61.3.1'));
  expect((await login(t.app, maker.email, maker.password, '10.61.2.3', theirs)).statusCode).toBe(429);

  const owner = await login(t.app, maker.email, maker.password, '10.61.0.9', device);
  expect(owner.statusCode).toBe(200);
  expect(sessionTokenFrom(owner)).toEqual(expect.any(String));

  // A known device's own mistakes are still counted, on the device: five wrong, then it waits too.
  const fresh = deviceCookieOf(owner);
  for (let i = 0; i < 5; i++) expect((await login(t.app, maker.email, 'wrong-again', '10.61.0.9', fresh)).statusCode).toBe(401);
  expect((await login(t.app, maker.email, maker.password, '10.61.0.9', fresh)).statusCode).toBe(429);
});

test('ASVS v5.0 6.1.1 ASVS v5.0 2.4.1 a shared address that sprayed random e-mails waits at most 5 minutes, and known devices behind it are not slowed', async () => {
  const { maker, admin } = await seedTeam(t.app, { makerMfa: false });
  const office = '10.62.0.1';
  const device = deviceCookieOf(await login(t.app, maker.email, maker.password, office));
  for (let i = 0; i < 31; i++) await login(t.app, `nobody-${randomUUID()}@example.com`, 'Guess-1234', office);

  const colleague = await login(t.app, admin.email, admin.password, office);
  expect(colleague.statusCode).toBe(429);
  const wait = Number(colleague.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(5 * 60);
  const row = await t.db.one<{ seconds: number }>('SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS seconds FROM auth_counters WHERE key = $1', [
    `ip:${office}`,
  ]);
  expect(row!.seconds).toBeLessThanOrEqual(5 * 60);

  const known = await login(t.app, maker.email, maker.password, office, device);
  expect(known.statusCode).toBe(200);
});
