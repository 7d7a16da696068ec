import { type SeededTeam, type SeededUser, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';

jest.setTimeout(120_000);

/** Each PDF or XLSX export renders the whole report: a signed-in user gets a limited number per ten minutes. */
let t: TestApp;
let team: SeededTeam;
beforeAll(async () => {
  ({ t, team } = await testCompanies({ overrides: { exportLimitPer10Minutes: 3 } }));
});
afterAll(() => t.close());

const download = (user: SeededUser, url: string) => t.app.inject({ method: 'GET', url, headers: sessionHeaders(user.token) });

test('ASVS v5.0 2.4.1 ASVS v5.0 16.3.3 PDF and XLSX exports are limited per user: beyond the limit a 429 with a clear message, audited', async () => {
  const answers = [
    await download(team.maker, '/api/exports/assessments/mca.pdf'),
    await download(team.maker, '/api/exports/assessments/mca.xlsx'),
    await download(team.maker, '/api/exports/assessments/hr.pdf'),
  ];
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  const refused = await download(team.maker, '/api/exports/assessments/mca.pdf');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/) });
  const audited = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM audit_events WHERE actor_id = $1 AND action = 'access.rate_limited'", [team.maker.id]);
  expect(audited!.n).toBe(1);
  // CSV is plain text and stays available; another user of the same company has a budget of their own.
  expect((await download(team.maker, '/api/exports/assessments/mca.csv')).statusCode).toBe(200);
  expect((await download(team.checker, '/api/exports/assessments/mca.pdf')).statusCode).toBe(200);
});
