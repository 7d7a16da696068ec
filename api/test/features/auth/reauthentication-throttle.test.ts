import { testCompanies, type SeededTeam, type TestApp } from '../../support/testApp';
import { signInThroughSteps } from '../../support/signInSteps';

jest.setTimeout(300_000);

/** Re-entering the password on the account pages counts toward the sign-in throttle: a stolen session guesses no faster. */
let t: TestApp;
let team: SeededTeam;
beforeAll(async () => ({ t, team } = await testCompanies()));
afterAll(() => t.close());

test('ASVS v5.0 6.3.1 wrong passwords re-entered with a session are counted like failed sign-ins, then refused for a while', async () => {
  const { token } = await signInThroughSteps(t.app, team.maker.email, team.maker.password, { ip: '10.88.0.1' });
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/end-others',
      headers: { cookie: `session=${token}` },
      payload: { password: `wrong-guess-${i}` },
      remoteAddress: '10.88.0.2',
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) expect(res.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ (seconds|minutes)\.$/);
  }
  // The fifth failure from one address starts a delay, as at sign-in: from then on even the right password waits.
  expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
  const right = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sessions/end-others',
    headers: { cookie: `session=${token}` },
    payload: { password: team.maker.password },
    remoteAddress: '10.88.0.2',
  });
  expect(right.statusCode).toBe(429);
  const counted = await t.db.one<{ failures: number }>('SELECT failures FROM auth_counters WHERE key = $1', [`acct:${team.maker.email.toLowerCase()}`]);
  expect(counted!.failures).toBeGreaterThanOrEqual(5);
});
