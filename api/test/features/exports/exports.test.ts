import { formatPeriod } from 'shared-contracts';
import { content } from '../../../src/content';

const mcaQuestions = content().mcaQuestions;
const mcaItem = (id: string) => content().items.mca.get(id)!;
import { pdfText, xlsxRows } from '../../support/exportReaders';
import { type SeededTeam, type SeededUser, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';

let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
beforeAll(async () => {
  ({ t, team, other } = await testCompanies({ other: true }));
  const responses = mcaQuestions.map((q, i) => ({ questionId: q.id, status: i === 0 ? 'No' : 'Yes', remarks: i === 0 ? 'AGM held late on 30 Sept' : `Checked ${q.id}` }));
  responses[1].remarks = '=HYPERLINK("http://evil.example","click")';
  const call = (user: SeededUser, url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload, headers: sessionHeaders(user.token) });
  expect((await call(team.maker, '/api/mca-compliance/submit', { responses })).statusCode).toBe(200);
  expect((await call(team.maker, '/api/mca-compliance/complete')).statusCode).toBe(200);
  expect((await call(team.maker, '/api/sign-off/assessments/mca/submit', {})).statusCode).toBe(200);
  expect((await call(team.checker, '/api/sign-off/assessments/mca/approve', { comment: 'ok', password: team.checker.password })).statusCode).toBe(200);
});
afterAll(() => t.close());

const download = (user: SeededUser, url: string) => t.app.inject({ method: 'GET', url, headers: sessionHeaders(user.token) });

describe('assessment exports', () => {
  test('CSV: company, answers, remarks, who answered and approved, citations', async () => {
    const res = await download(team.checker, '/api/exports/assessments/mca.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mca-assessment-FY\d{4}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body;
    expect(text).toContain('Company,Test NBFC');
    expect(text).toContain('Approved by Chitra Checker');
    expect(text).toContain('AGM held late on 30 Sept');
    expect(text).toContain('Mohan Maker');
    // citations: each item's clause and the instrument's official URL, from the content library
    expect(text).toContain(mcaItem(mcaQuestions[0].id).clause.split(',')[0]);
    expect(text).toContain(mcaItem(mcaQuestions[0].id).sourceUrl);
    // how the item's law was established (official, corroborated, unverified), from the content library
    expect(text).toContain(`Official source: ${mcaItem(mcaQuestions[0].id).verification!.sources[0]!.publisher}`);
    expect(text).toMatch(/^Period,FY \d{4}-\d{2}\r$/m);
    expect(text.split('\r\n').filter((line) => line.startsWith('MCA-')).length).toBe(mcaQuestions.length);
  });

  test('ASVS v5.0 1.2.10 a remark starting a formula is neutralised in the CSV and the XLSX', async () => {
    const csv = (await download(team.checker, '/api/exports/assessments/mca.csv')).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
    const rows = await xlsxRows((await download(team.checker, '/api/exports/assessments/mca.xlsx')).rawPayload, 'Answers');
    const remark = rows.find((r) => r[0] === mcaQuestions[1].id)![4];
    expect(remark).toBe(`'=HYPERLINK("http://evil.example","click")`);
  });

  test('XLSX opens with every answer, remark, answerer and the sign-off', async () => {
    const res = await download(team.maker, '/api/exports/assessments/mca.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await xlsxRows(res.rawPayload, 'Answers');
    expect(rows[0]).toEqual([
      'Question ID',
      'Section',
      'Question',
      'Answer',
      'Remarks',
      'Answered by',
      'Answered at',
      'Citation',
      'Source',
      'Source evidence',
      'Evidence',
      'Note',
    ]);
    expect(rows).toHaveLength(mcaQuestions.length + 1);
    const first = rows.find((r) => r[0] === mcaQuestions[0].id)!;
    expect(first.slice(2, 6)).toEqual([mcaQuestions[0].question, 'No', 'AGM held late on 30 Sept', 'Mohan Maker']);
    expect(first[7]).toBe(mcaItem(mcaQuestions[0].id).clause);
    expect(first[8]).toBe(mcaItem(mcaQuestions[0].id).sourceUrl);
    expect(first[8]).toMatch(/^https:\/\//);
    expect(first[6]).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST$/);
    const summary = await xlsxRows(res.rawPayload, 'Summary');
    expect(summary).toEqual(expect.arrayContaining([expect.arrayContaining(['Sign-off', expect.stringMatching(/^Approved by Chitra Checker/)])]));
  });

  test('PDF opens and shows the company, answers, remarks and approval', async () => {
    const res = await download(team.maker, '/api/exports/assessments/mca.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('MCA Compliance Assessment');
    expect(text).toMatch(/Company: Test NBFC /);
    expect(text).toContain('Approved by Chitra Checker');
    expect(text).toContain('AGM held late on 30 Sept');
    expect(text).toContain(`Checked ${mcaQuestions[5].id}`);
    expect(text).toContain('Answer: No');
    expect(text).toMatch(/page 1 of \d+/);
  });

  test('an unanswered assessment exports its questions as not answered; other companies see only their own', async () => {
    const rows = await xlsxRows((await download(other.maker, '/api/exports/assessments/hr.xlsx')).rawPayload, 'Answers');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.slice(1).every((r) => r[3] === 'Not answered')).toBe(true);
    const theirs = (await download(other.maker, '/api/exports/assessments/mca.csv')).body;
    expect(theirs).not.toContain('AGM held late');
  });

  test('ASVS v5.0 8.2.1 bad input is a 4xx and exports need a company session', async () => {
    expect((await download(team.maker, '/api/exports/assessments/mca.docx')).statusCode).toBe(400);
    expect((await download(team.maker, '/api/exports/assessments/gst.csv')).statusCode).toBe(400);
    expect((await download(team.maker, '/api/exports/assessments/mca.csv?period=../../x')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/exports/assessments/mca.pdf' })).statusCode).toBe(401);
  });

  // Runs last: it starts a new period.
  test('periods: a new period exports and signs off on its own; ?period= exports the past period as it was, approval included', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/assessments/mca/periods', headers: sessionHeaders(team.maker.token) })).json().currentPeriod as string;
    const started = await t.app.inject({ method: 'POST', url: '/api/assessments/mca/periods', payload: { from: first }, headers: sessionHeaders(team.admin.token) });
    expect(started.statusCode).toBe(201);
    const second = started.json().period as string;
    expect(second).not.toBe(first);

    const current = await xlsxRows((await download(team.maker, '/api/exports/assessments/mca.xlsx')).rawPayload, 'Summary');
    expect(current).toEqual(
      expect.arrayContaining([
        // The period as shown everywhere ('FY 2026-27'); the file name keeps the key.
        ['Period', formatPeriod(second)],
        ['Sign-off', 'Not signed off'],
      ]),
    );
    const currentRows = await xlsxRows((await download(team.maker, '/api/exports/assessments/mca.xlsx')).rawPayload, 'Answers');
    // statuses reset, remarks kept
    expect(currentRows.find((r) => r[0] === mcaQuestions[0].id)!.slice(3, 5)).toEqual(['Not answered', 'AGM held late on 30 Sept']);
    expect((await download(team.maker, '/api/sign-off/assessments/mca')).json().signOff).toBeNull();

    const past = await download(team.maker, `/api/exports/assessments/mca.csv?period=${encodeURIComponent(first)}`);
    expect(past.statusCode).toBe(200);
    expect(past.headers['content-disposition']).toContain(`mca-assessment-${first}-`);
    expect(past.body).toContain(`Period,"${formatPeriod(first)} (past period, read-only)"`);
    expect(past.body).toContain('Approved by Chitra Checker');
    const pastSignOff = (await download(team.maker, `/api/sign-off/assessments/mca?period=${encodeURIComponent(first)}`)).json().signOff;
    expect(pastSignOff).toMatchObject({ status: 'approved', periodKey: first });
    const pdf = (await pdfText((await download(team.maker, `/api/exports/assessments/mca.pdf?period=${encodeURIComponent(first)}`)).rawPayload)).replace(/\s+/g, ' ');
    expect(pdf).toContain(`Period: ${formatPeriod(first)}`);
    expect(pdf).toContain('Answer: No');
    expect((await download(team.maker, '/api/exports/assessments/self-audit.csv?period=FY2026-27')).statusCode).toBe(400);
  });
});
