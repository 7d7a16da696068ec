import { samplePdf } from '../../../src/features/documents/testFixtures';
import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';

const pdf = samplePdf();
let t: TestApp;
beforeAll(async () => {
  // Room for exactly two sample files per company.
  t = await buildTestApp({ companyStorageQuotaBytes: pdf.length * 2 + 10 });
});
afterAll(() => t.close());

function form(name: string, content: Buffer) {
  const boundary = `----quota${Math.random().toString(16).slice(2)}`;
  const fields = { name, category: 'KYC', nbfcType: 'NBFC below 500Cr' };
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      ...parts,
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const upload = (token: string, name: string) => {
  const f = form(name, pdf);
  return t.app.inject({ method: 'POST', url: '/api/documents/upload', headers: { ...sessionHeaders(token), ...f.headers }, payload: f.payload });
};
const stored = async (companyId: string) => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM documents WHERE company_id = $1', [companyId]))!.n;

test('ASVS v5.0 5.2.4 a company cannot store more than its quota: 413 with a clear message, nothing stored', async () => {
  const team = await seedTeam(t.app);
  expect((await upload(team.maker.token, 'First')).statusCode).toBe(201);
  expect((await upload(team.admin.token, 'Second')).statusCode).toBe(201);
  const third = await upload(team.checker.token, 'Third');
  expect(third.statusCode).toBe(413);
  expect(third.json().message).toMatch(
    /^Your company's document storage is full: \d+\.\d MB of \d+\.\d MB used, and this file needs \d+\.\d MB\. Please contact support to raise the limit\.$/,
  );
  expect(await stored(team.companyId)).toBe(2);
  const usage = await t.app.inject({ method: 'GET', url: '/api/documents/storage', headers: sessionHeaders(team.maker.token) });
  expect(usage.json()).toEqual({ success: true, usedBytes: pdf.length * 2, quotaBytes: pdf.length * 2 + 10 });
  // The quota is per company: another one is not affected.
  const other = await seedTeam(t.app);
  expect((await upload(other.maker.token, 'Theirs')).statusCode).toBe(201);
});

test('ASVS v5.0 5.2.4 ASVS v5.0 2.3.4 uploads at the same time cannot together pass the quota', async () => {
  const team = await seedTeam(t.app);
  const answers = await Promise.all(['A', 'B', 'C', 'D'].map((name) => upload(team.maker.token, name)));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 413, 413]);
  expect(await stored(team.companyId)).toBe(2);
});
