import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { auditKey } from '../../../../src/features/audit/seal';
import { purposeKey } from '../../../../src/features/secrets/purposeKey';
import { DEVICE_TOKEN_LIFETIME_SECONDS, deviceAudience, mintDeviceToken } from '../../../../src/features/auth/devices/deviceCookie';
import { buildTestApp, relaxMakerMfa, seedTeam, type TestApp } from '../../../support/testApp';

// ASVS 5.0 chapter 9: the device cookie (deviceCookie.ts) is the one self-contained token the application
// issues. What a known device buys is visible to its owner: while the account is slowed down by failures from
// elsewhere, the browser holding a valid device cookie still gets in (200), any other browser waits (429).

jest.setTimeout(120_000);

let t: TestApp;
let audience: string;
beforeAll(async () => {
  t = await buildTestApp();
  audience = deviceAudience(t.config.publicUrl);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
let addresses = 0;
/** A new client address per attempt, so only the account-wide slow-down (or the device's) applies. */
const nextAddress = () => `10.91.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const login = (app: FastifyInstance, email: string, password: string, device?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
    headers: device ? { cookie: `device=${device}` } : {},
  });

/** The device cookie's value a sign-in left in the browser. */
function deviceCookieOf(res: Awaited<ReturnType<typeof login>>): string {
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'device');
  expect(cookie).toBeDefined();
  return cookie!.value;
}

/** An account that wrong passwords from elsewhere have slowed down: its own password alone now waits. */
async function slowedAccount() {
  const { maker } = await seedTeam(t.app);
  // The password alone ends the sign-in (and sets the device cookie) where makers are relaxed.
  await relaxMakerMfa(t.app, maker.companyId!);
  for (let i = 0; i < 15; i++) await login(t.app, maker.email, 'wrong-password');
  expect((await login(t.app, maker.email, maker.password)).statusCode).toBe(429);
  return maker;
}

/** Would this browser, holding `device`, get in to the slowed-down account at `app`? (200 known device, 429 not.) */
const signInStatus = async (app: FastifyInstance, user: { email: string; password: string }, device: string) =>
  (await login(app, user.email, user.password, device)).statusCode;

/** A device token as deviceCookie.ts lays it out, with the MAC made by `sign` over the same fields. */
function forgedToken(email: string, issuedAt: Date, sign: (fields: string) => string, type = 'device', version = 'v2'): string {
  const seconds = String(Math.floor(issuedAt.getTime() / 1000));
  const nonce = randomBytes(16).toString('base64url');
  return `${type}.${version}.${seconds}.${nonce}.${sign([type, version, audience, email, seconds, nonce].join('\n'))}`;
}

test('ASVS v5.0 9.2.1 a device cookie is honoured only within its validity window: issued 181 days ago or in the future it is no known device', async () => {
  const user = await slowedAccount();
  const now = Date.now();
  expect(DEVICE_TOKEN_LIFETIME_SECONDS).toBe(180 * 24 * 60 * 60);
  expect(await signInStatus(t.app, user, mintDeviceToken(t.app.dataKey, audience, user.email, new Date(now - 181 * DAY)))).toBe(429);
  expect(await signInStatus(t.app, user, mintDeviceToken(t.app.dataKey, audience, user.email, new Date(now + 60 * 60 * 1000)))).toBe(429);
  expect(await signInStatus(t.app, user, mintDeviceToken(t.app.dataKey, audience, user.email, new Date(now - 179 * DAY)))).toBe(200);

  // The browser is told the same lifetime; the server does not rely on it.
  const res = await login(t.app, user.email, user.password);
  expect(res.cookies.find((c) => c.name === 'device')).toMatchObject({ maxAge: DEVICE_TOKEN_LIFETIME_SECONDS });
});

test('ASVS v5.0 9.1.1 the device cookie MAC is verified before its content is used: an expired cookie with its issue time moved forward is refused', async () => {
  const user = await slowedAccount();
  const expired = mintDeviceToken(t.app.dataKey, audience, user.email, new Date(Date.now() - 200 * DAY));
  const [type, version, , nonce, mac] = expired.split('.');
  const renewed = [type, version, String(Math.floor(Date.now() / 1000)), nonce, mac].join('.');
  expect(await signInStatus(t.app, user, renewed)).toBe(429);
  const otherNonce = [type, version, expired.split('.')[2], randomBytes(16).toString('base64url'), mac].join('.');
  expect(await signInStatus(t.app, user, otherNonce)).toBe(429);

  const genuine = deviceCookieOf(await login(t.app, user.email, user.password, mintDeviceToken(t.app.dataKey, audience, user.email, new Date())));
  expect(genuine).toMatch(/^device\.v2\.\d+\.[\w-]{22}\.[\w-]{43}$/);
});

test('ASVS v5.0 9.1.2 only HMAC-SHA-256 of format v2 makes a device cookie: no MAC, another algorithm or another version is refused, and an old cookie only means an unknown browser', async () => {
  const user = await slowedAccount();
  const key = purposeKey(t.app.dataKey, 'deviceCookie');
  const sha3 = forgedToken(user.email, new Date(), (fields) => createHmac('sha3-256', key).update(fields).digest('base64url'));
  expect(sha3.split('.')[4]).toHaveLength(43);
  expect(await signInStatus(t.app, user, sha3)).toBe(429);
  expect(
    await signInStatus(
      t.app,
      user,
      forgedToken(user.email, new Date(), () => ''),
    ),
  ).toBe(429);
  expect(
    await signInStatus(
      t.app,
      user,
      forgedToken(user.email, new Date(), () => 'none'),
    ),
  ).toBe(429);
  const v3 = forgedToken(user.email, new Date(), (fields) => createHmac('sha256', key).update(fields).digest('base64url'), 'device', 'v3');
  expect(await signInStatus(t.app, user, v3)).toBe(429);

  // The cookie of the previous format, genuine under the same data key: not a known device, never an error.
  const nonce = randomBytes(16).toString('base64url');
  const v1 = `${nonce}.${createHmac('sha256', t.app.dataKey).update(`device:${user.email}:${nonce}`).digest('base64url')}`;
  expect(await signInStatus(t.app, user, v1)).toBe(429);
  const { maker: fresh } = await seedTeam(t.app);
  await relaxMakerMfa(t.app, fresh.companyId!);
  const signedIn = await login(t.app, fresh.email, fresh.password, v1);
  expect(deviceCookieOf(signedIn)).toMatch(/^device\.v2\./);
});

test('ASVS v5.0 9.1.3 device cookies are checked only against the configured data key: another key, even a well-formed one, is refused', async () => {
  const user = await slowedAccount();
  const attackerKey = randomBytes(32);
  expect(await signInStatus(t.app, user, mintDeviceToken(attackerKey, audience, user.email, new Date()))).toBe(429);

  // Another deployment on the same database with its own DATA_ENCRYPTION_KEY does not honour this one's cookie.
  const theirs = mintDeviceToken(t.app.dataKey, audience, user.email, new Date());
  const other = await t.secondInstance!({ dataEncryptionKey: randomBytes(32).toString('base64') });
  try {
    expect(await signInStatus(other.app, user, theirs)).toBe(429);
  } finally {
    await other.close();
  }
  expect(await signInStatus(t.app, user, theirs)).toBe(200);
});

test('ASVS v5.0 9.2.2 a device cookie is accepted only as a device cookie: a MAC the app makes for another purpose or another token type is refused', async () => {
  const user = await slowedAccount();
  // The audit chain's MAC key, over exactly the device cookie's fields.
  const audit = auditKey(t.app.dataKey);
  expect(
    await signInStatus(
      t.app,
      user,
      forgedToken(user.email, new Date(), (fields) => createHmac('sha256', audit).update(fields).digest('base64url')),
    ),
  ).toBe(429);
  // The raw data key, as the recovery-code lookup uses it.
  expect(
    await signInStatus(
      t.app,
      user,
      forgedToken(user.email, new Date(), (fields) => createHmac('sha256', t.app.dataKey).update(fields).digest('base64url')),
    ),
  ).toBe(429);
  // A genuine token of this account with another type name.
  const genuine = mintDeviceToken(t.app.dataKey, audience, user.email, new Date());
  expect(await signInStatus(t.app, user, genuine.replace(/^device\./, 'session.'))).toBe(429);
  expect(await signInStatus(t.app, user, genuine)).toBe(200);
});

test('ASVS v5.0 9.2.3 ASVS v5.0 9.2.4 device cookies carry their audience: two sites sharing one data key each honour only the cookies issued for them', async () => {
  const user = await slowedAccount();
  const staging = await t.secondInstance!({ publicUrl: 'https://staging.example.com' });
  try {
    expect(deviceAudience(staging.app.config.publicUrl)).not.toBe(audience);
    expect(staging.app.dataKey.equals(t.app.dataKey)).toBe(true);
    const forStaging = mintDeviceToken(t.app.dataKey, 'https://staging.example.com', user.email, new Date());
    const forHere = mintDeviceToken(t.app.dataKey, audience, user.email, new Date());
    expect(await signInStatus(t.app, user, forStaging)).toBe(429);
    expect(await signInStatus(staging.app, user, forHere)).toBe(429);
    expect(await signInStatus(staging.app, user, forStaging)).toBe(200);
  } finally {
    await staging.close();
  }
});
