import { PassThrough } from 'node:stream';
import { call } from '../support/registration';
import { testCompanies, type SeededTeam, type TestApp } from '../support/testApp';

jest.setTimeout(300_000);

/** The application log names routes, never query strings: e-mail addresses and search text stay out of it. */
let t: TestApp;
let team: SeededTeam;
const logged: string[] = [];
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logged.push(chunk.toString('utf8')));
  ({ t, team } = await testCompanies({ hooks: { logStream } }));
});
afterAll(() => t.close());

test('ASVS v5.0 16.2.5 refused, failed and unknown requests are logged by route without their query strings', async () => {
  const secret = 'victim.person@example.com';
  // A forbidden call (logged as "access denied"), a refused query, and a path that matches no route.
  expect((await call(t.app, 'GET', `/api/super-admin/users?search=${secret}`, team.maker.token)).statusCode).toBe(403);
  expect((await call(t.app, 'GET', `/api/admin/search?q=${secret}&unknown=1`, team.admin.token)).statusCode).toBe(400);
  expect((await call(t.app, 'GET', `/api/no-such-route?email=${secret}`, team.admin.token)).statusCode).toBe(404);
  const text = logged.join('');
  expect(text).toContain('/api/super-admin/users');
  expect(text).toContain('access denied');
  expect(text).not.toContain('victim.person');
  expect(text).not.toContain('search=');
});
