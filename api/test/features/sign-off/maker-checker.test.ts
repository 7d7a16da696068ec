import { content } from '../../../src/content';
import { type SeededTeam, type SeededUser, seedUser, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';

// docs/decisions/0051-maker-checker-mfa-coverage-and-lock-out.md: the four-eyes rule covers the work of the period, not only the Submit button, and any change
// after an approval (answers or evidence) shows on the sign-off and must be approved again.

const mcaQuestions = content().mcaQuestions;
let t: TestApp;
let team: SeededTeam;
let checker2: SeededUser;
let licence: string;

beforeAll(async () => {
  ({ t, team } = await testCompanies());
  checker2 = await seedUser(t.app, 'checker', team.companyId, { firstName: 'Kavya', lastName: 'Checker' });
  const row = await t.db.one<{ id: string }>(
    `INSERT INTO documents (company_id, name, category, nbfc_type, file_name, extension, mime_type, size_bytes, sha256, status, uploaded_by)
     VALUES ($1, 'Board minutes', 'Licences', 'NBFC below 500Cr', 'minutes.pdf', 'pdf', 'application/pdf', 10, 'x', 'approved', $2) RETURNING id`,
    [team.companyId, team.maker.id],
  );
  licence = row!.id;
});
afterAll(() => t.close());

const call = (user: SeededUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: sessionHeaders(user.token) });
/** An approval as the reviewer gives it: with the password re-entered when they have no authenticator (step-up). */
const approve = (user: SeededUser, comment = 'Verified') => call(user, 'POST', '/api/sign-off/assessments/mca/approve', { comment, password: user.password });
const signOff = async () => (await call(team.maker, 'GET', '/api/sign-off/assessments/mca')).json().signOff;

async function answerAll(user: SeededUser, remarks: string) {
  const responses = mcaQuestions.map((q) => ({ questionId: q.id, status: 'Yes', remarks }));
  expect((await call(user, 'POST', '/api/mca-compliance/submit', { responses })).statusCode).toBe(200);
}

test('ASVS v5.0 2.3.5 a checker who saved the answers and completed the period cannot approve it after a maker submits; another checker can', async () => {
  await answerAll(team.checker, 'Checked by the checker');
  expect((await call(team.checker, 'POST', '/api/mca-compliance/complete')).statusCode).toBe(200);
  expect((await call(team.maker, 'POST', '/api/sign-off/assessments/mca/submit', { comment: 'Ready' })).statusCode).toBe(200);

  const own = await approve(team.checker);
  expect(own.statusCode).toBe(403);
  expect(own.json().message).toBe(
    'You wrote, changed or completed this assessment (or its evidence) in this period, so you cannot approve it; another checker must review it',
  );
  expect((await signOff()).status).toBe('pending-review');
  // nor is it offered to them for review
  expect((await call(team.checker, 'GET', '/api/sign-off/queue')).json().assessments).toEqual([]);
  expect((await call(checker2, 'GET', '/api/sign-off/queue')).json().assessments).toHaveLength(1);

  const approved = await approve(checker2);
  expect(approved.statusCode).toBe(200);
  expect(approved.json().signOff).toMatchObject({ status: 'approved', changedSince: false, reviewedBy: { id: checker2.id } });
});

test('ASVS v5.0 2.3.5 ASVS v5.0 2.3.1 attaching or removing evidence after approval shows as changed since and needs a new submission and approval', async () => {
  const attached = await call(team.maker, 'POST', '/api/evidence', { kind: 'mca', questionId: mcaQuestions[0].id, documentId: licence });
  expect(attached.statusCode).toBe(201);
  expect(await signOff()).toMatchObject({ status: 'approved', changedSince: true });
  // the approval no longer stands: a new submission is accepted, and the maker who attached cannot be the one to approve
  expect((await call(team.maker, 'POST', '/api/sign-off/assessments/mca/submit', {})).statusCode).toBe(200);
  expect((await approve(checker2)).statusCode).toBe(200);
  expect(await signOff()).toMatchObject({ status: 'approved', changedSince: false });

  expect((await call(team.maker, 'DELETE', `/api/evidence/${attached.json().evidence.id}`)).statusCode).toBe(200);
  expect(await signOff()).toMatchObject({ status: 'approved', changedSince: true });
  // an approval given while the submission is stale is refused
  expect((await call(team.maker, 'POST', '/api/sign-off/assessments/mca/submit', {})).statusCode).toBe(200);
  expect((await call(team.maker, 'POST', '/api/evidence', { kind: 'mca', questionId: mcaQuestions[1].id, documentId: licence })).statusCode).toBe(201);
  const stale = await approve(checker2);
  expect(stale.statusCode).toBe(409);
  expect(stale.json().message).toBe('The assessment changed after it was submitted; the maker must submit it again');
});

test('ASVS v5.0 2.3.5 the evidence change of a reviewer makes them a contributor: they cannot approve the period', async () => {
  expect((await signOff()).status).toBe('pending-review');
  // checker2 attaches a document of their own, then a new submission: checker2 worked on it now
  expect((await call(checker2, 'POST', '/api/evidence', { kind: 'mca', questionId: mcaQuestions[2].id, documentId: licence })).statusCode).toBe(201);
  expect((await call(team.maker, 'POST', '/api/sign-off/assessments/mca/submit', {})).statusCode).toBe(200);
  expect((await approve(checker2)).statusCode).toBe(403);
  expect((await approve(team.admin)).statusCode).toBe(200);
});

test('ASVS v5.0 7.5.3 a reviewer without an authenticator re-enters the password for each approval; a wrong one approves nothing', async () => {
  await answerAll(team.maker, 'Step-up round');
  expect((await call(team.maker, 'POST', '/api/mca-compliance/complete')).statusCode).toBe(200);
  expect((await call(team.maker, 'POST', '/api/sign-off/assessments/mca/submit', {})).statusCode).toBe(200);
  const reviewer = await seedUser(t.app, 'checker', team.companyId, { firstName: 'Ravi', lastName: 'Reviewer' });
  expect((await call(reviewer, 'GET', '/api/sign-off/assessments/mca')).json().approvalNeedsPassword).toBe(true);
  expect((await call(reviewer, 'GET', '/api/sign-off/queue')).json().approvalNeedsPassword).toBe(true);

  const bare = await call(reviewer, 'POST', '/api/sign-off/assessments/mca/approve', {});
  expect(bare.statusCode).toBe(403);
  expect(bare.json().message).toBe('Enter your password to confirm this approval: you sign in without two-step verification');
  const wrong = await call(reviewer, 'POST', '/api/sign-off/assessments/mca/approve', { password: 'not-it' });
  expect(wrong.statusCode).toBe(403);
  expect(wrong.json().message).toBe('The password is not correct');
  expect((await signOff()).status).toBe('pending-review');
  expect((await approve(reviewer)).statusCode).toBe(200);
  expect((await signOff()).status).toBe('approved');
});
