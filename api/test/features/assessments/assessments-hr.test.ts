import { content } from '../../../src/content';
import { type SeededTeam, type SeededUser, seedUser, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';

const hrLibrary = content().hr;

let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
beforeAll(async () => {
  ({ t, team, other } = await testCompanies({ other: true }));
});
afterAll(() => t.close());

const call = (user: SeededUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: user ? sessionHeaders(user.token) : {} });
const hrAnswers = async (user: SeededUser) => (await call(user, 'GET', '/api/hr-compliance')).json().assessment;
const ids = hrLibrary.questions.map((q) => q.id);

describe('every assessment call needs a company session', () => {
  // Every row has three cells: jest would take a missing third argument for a done callback.
  const calls: [string, 'GET' | 'POST' | 'PUT', object | undefined][] = [
    ['/api/assessments/content/hr', 'GET', undefined],
    ['/api/assessments/content/rbi', 'GET', undefined],
    ['/api/assessments/content/mca', 'GET', undefined],
    ['/api/assessments/content/self-audit', 'GET', undefined],
    ['/api/assessments/progress', 'GET', undefined],
    ['/api/hr-compliance', 'GET', undefined],
    ['/api/hr-compliance/save', 'POST', { questionId: 'HR-01', status: 'complied' }],
    ['/api/hr-compliance/save-bulk', 'POST', { responses: [] }],
    ['/api/hr-compliance/status', 'PUT', { status: 'completed' }],
    ['/api/rbi-compliance', 'GET', undefined],
    ['/api/rbi-compliance/submit', 'POST', { responses: [] }],
    ['/api/mca-compliance', 'GET', undefined],
    ['/api/mca-compliance/submit', 'POST', { responses: [] }],
    ['/api/mca-compliance/complete', 'POST', undefined],
    ['/api/self-audit/get', 'GET', undefined],
    ['/api/self-audit/save', 'POST', { nbfcCategory: 'NBFC Below 500CR', responses: [] }],
  ];
  test.each(calls)('%s without a token is 401', async (url, method, payload) => {
    const res = await call(null, method, url, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });
  test.each(calls)('%s as the super-admin (no company) is 403', async (url, method, payload) => {
    const root = await seedUser(t.app, 'super-admin', null);
    expect((await call(root, method, url, payload)).statusCode).toBe(403);
  });
});

test('the HR content lists 34 questions (31 of the specification + HR-32 to HR-34), nine categories in order and seven filter categories', async () => {
  const body = (await call(team.checker, 'GET', '/api/assessments/content/hr')).json();
  expect(body.library).toMatchObject({ id: 'hr-labour-compliance', version: hrLibrary.version });
  expect(body.questions).toHaveLength(34);
  expect(body.categories).toHaveLength(9);
  expect(body.filterCategories).toEqual(body.categories.slice(0, 7));
  expect(body.filterCategories).not.toContain('Employee Management');
  expect(body.filterCategories).not.toContain('Data Protection');
  expect(body.questions[0]).toEqual(
    expect.objectContaining({ id: 'HR-01', area: expect.any(String), documentsEvidence: expect.any(Array), legalReference: expect.any(String) }),
  );
});

test('before any answer the company has an empty HR assessment', async () => {
  const assessment = await hrAnswers(other.admin);
  expect(assessment).toMatchObject({ _id: null, status: 'in-progress', updatedAt: null, responses: [] });
});

test('a saved HR answer is shared by the company and records who saved it and when', async () => {
  const res = await call(team.maker, 'POST', '/api/hr-compliance/save', {
    questionId: 'HR-05',
    questionText: 'anything the client shows',
    area: 'Working Hours & Overtime',
    status: 'partial',
    comments: 'Overtime register missing at Pune',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ success: true, assessment: { _id: expect.any(String), updatedAt: expect.any(String) } });
  const seenByAdmin = await hrAnswers(team.admin);
  expect(seenByAdmin.responses).toEqual([
    expect.objectContaining({
      questionId: 'HR-05',
      status: 'partial',
      comments: 'Overtime register missing at Pune',
      evidenceUploaded: false,
      updatedBy: { firstName: 'Mohan', lastName: 'Maker' },
    }),
  ]);
  const audit = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1 AND action = 'hr.answers_saved'`, [team.companyId]);
  expect(audit!.n).toBeGreaterThanOrEqual(1);
});

test('editing the comment keeps the saved status', async () => {
  await call(team.checker, 'POST', '/api/hr-compliance/save', { questionId: 'HR-05', comments: 'Register now kept' });
  const answer = (await hrAnswers(team.admin)).responses.find((r: { questionId: string }) => r.questionId === 'HR-05');
  expect(answer).toMatchObject({ status: 'partial', comments: 'Register now kept', updatedBy: { firstName: 'Chitra' } });
});

test('an unknown question or a bad status is refused and changes nothing', async () => {
  const before = await hrAnswers(team.admin);
  const unknown = await call(team.admin, 'POST', '/api/hr-compliance/save', { questionId: 'HR-99', status: 'complied', comments: '' });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json()).toEqual({ success: false, message: 'Unknown question' });
  const badStatus = await call(team.admin, 'POST', '/api/hr-compliance/save', { questionId: 'HR-01', status: 'done' });
  expect(badStatus.statusCode).toBe(400);
  expect(badStatus.json().message).toMatch(/status/i);
  const bulkWithOneBad = await call(team.admin, 'POST', '/api/hr-compliance/save-bulk', {
    responses: [
      { questionId: 'HR-02', status: 'complied' },
      { questionId: 'HR-03', status: 'yes' },
    ],
  });
  expect(bulkWithOneBad.statusCode).toBe(400);
  const extraField = await call(team.admin, 'POST', '/api/hr-compliance/save', { questionId: 'HR-01', status: 'complied', companyId: other.companyId });
  expect(extraField.statusCode).toBe(400);
  expect(await hrAnswers(team.admin)).toEqual(before);
});

test('answers never cross companies', async () => {
  await call(other.maker, 'POST', '/api/hr-compliance/save', { questionId: 'HR-05', status: 'not-complied', comments: 'other company' });
  const mine = (await hrAnswers(team.admin)).responses.find((r: { questionId: string }) => r.questionId === 'HR-05');
  expect(mine).toMatchObject({ status: 'partial', comments: 'Register now kept' });
  const theirs = (await hrAnswers(other.admin)).responses;
  expect(theirs).toEqual([expect.objectContaining({ questionId: 'HR-05', status: 'not-complied', comments: 'other company' })]);
});

test('two people saving different questions at the same moment both keep their answers', async () => {
  const makerIds = ids.slice(10, 20);
  const checkerIds = ids.slice(20, 30);
  await Promise.all([
    ...makerIds.map((questionId) => call(team.maker, 'POST', '/api/hr-compliance/save', { questionId, status: 'complied', comments: 'maker' })),
    ...checkerIds.map((questionId) => call(team.checker, 'POST', '/api/hr-compliance/save', { questionId, status: 'not-complied', comments: 'checker' })),
    call(team.admin, 'POST', '/api/hr-compliance/save-bulk', { responses: [{ questionId: 'HR-01', status: 'complied', comments: 'admin', evidenceUploaded: true }] }),
  ]);
  const responses: { questionId: string; status: string; comments: string }[] = (await hrAnswers(team.admin)).responses;
  for (const id of makerIds) expect(responses.find((r) => r.questionId === id)).toMatchObject({ status: 'complied', comments: 'maker' });
  for (const id of checkerIds) expect(responses.find((r) => r.questionId === id)).toMatchObject({ status: 'not-complied', comments: 'checker' });
  expect(responses.find((r) => r.questionId === 'HR-01')).toMatchObject({ status: 'complied', evidenceUploaded: true });
});

test('completion needs all 34 answered; then the progress shows it completed', async () => {
  const early = await call(team.admin, 'PUT', '/api/hr-compliance/status', { status: 'completed' });
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe('Please answer all 34 questions before completing the assessment');
  expect((await call(team.admin, 'PUT', '/api/hr-compliance/status', { status: 'archived' })).statusCode).toBe(400);

  const bulk = await call(team.maker, 'POST', '/api/hr-compliance/save-bulk', {
    responses: ids.map((questionId) => ({ questionId, questionText: 'x', area: 'y', status: 'complied', comments: '', evidenceUploaded: false })),
  });
  expect(bulk.json()).toEqual({ success: true, message: 'All responses saved successfully!' });
  const done = await call(team.checker, 'PUT', '/api/hr-compliance/status', { status: 'completed' });
  expect(done.statusCode).toBe(200);
  expect(done.json().assessment).toMatchObject({ status: 'completed', completedBy: { firstName: 'Chitra', lastName: 'Checker' } });

  const progress = (await call(team.admin, 'GET', '/api/assessments/progress')).json().progress;
  expect(progress.hr).toMatchObject({ key: 'hr', answered: 34, total: 34, percent: 100, status: 'completed' });
  expect(progress.mca).toMatchObject({ answered: 0, total: 31, percent: 0, status: 'not-started' });

  // A later change reopens the assessment: the sign-off covered the earlier answers.
  await call(team.maker, 'POST', '/api/hr-compliance/save', { questionId: 'HR-02', status: 'partial', comments: '' });
  expect((await hrAnswers(team.admin)).status).toBe('in-progress');
});
