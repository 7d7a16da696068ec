import { content } from '../../../src/content';

const mcaQuestions = content().mcaQuestions;
import { type SeededTeam, type SeededUser, seedUser, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';

let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
let checker2: SeededUser;
beforeAll(async () => {
  ({ t, team, other } = await testCompanies({ other: true }));
  checker2 = await seedUser(t.app, 'checker', team.companyId, { firstName: 'Kavya', lastName: 'Checker' });
});
afterAll(() => t.close());

const call = (user: SeededUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: sessionHeaders(user.token) });

async function completeMca(user: SeededUser, remarks = 'Checked') {
  const responses = mcaQuestions.map((q) => ({ questionId: q.id, status: 'Yes', remarks }));
  expect((await call(user, 'POST', '/api/mca-compliance/submit', { responses })).statusCode).toBe(200);
  expect((await call(user, 'POST', '/api/mca-compliance/complete')).statusCode).toBe(200);
}

async function auditActions(companyId: string) {
  const rows = await t.db.query<{ action: string; actor_id: string; created_at: Date }>(
    `SELECT action, actor_id, created_at FROM audit_events WHERE company_id = $1 AND action LIKE 'sign_off.%' ORDER BY created_at, id`,
    [companyId],
  );
  return rows;
}

describe('assessment sign-off', () => {
  test('an incomplete assessment cannot be submitted for review', async () => {
    const res = await call(team.maker, 'POST', '/api/sign-off/assessments/mca/submit', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Complete the assessment (every question answered) before submitting it for review');
  });

  test('ASVS v5.0 2.3.5 maker submits, the submitter cannot approve, a checker approves; every step audited', async () => {
    await completeMca(team.maker);
    const submitted = await call(team.maker, 'POST', '/api/sign-off/assessments/mca/submit', { comment: 'Ready for FY review' });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().signOff).toMatchObject({
      status: 'pending-review',
      submittedBy: { id: team.maker.id, name: 'Mohan Maker' },
      submitNote: 'Ready for FY review',
    });

    expect((await call(team.maker, 'POST', '/api/sign-off/assessments/mca/submit', {})).statusCode).toBe(409);
    // a maker is not a reviewer at all
    expect((await call(team.maker, 'POST', '/api/sign-off/assessments/mca/approve', {})).statusCode).toBe(403);

    const queue = (await call(team.checker, 'GET', '/api/sign-off/queue')).json();
    expect(queue.assessments).toEqual([expect.objectContaining({ kind: 'mca', title: 'MCA Compliance Assessment', status: 'pending-review' })]);

    const approved = await call(team.checker, 'POST', '/api/sign-off/assessments/mca/approve', { comment: 'Verified', password: team.checker.password });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().signOff).toMatchObject({
      status: 'approved',
      reviewedBy: { id: team.checker.id, name: 'Chitra Checker' },
      reviewComment: 'Verified',
      changedSince: false,
    });
    expect((await call(team.checker, 'POST', '/api/sign-off/assessments/mca/approve', { password: team.checker.password })).statusCode).toBe(409);
    expect((await call(team.maker, 'POST', '/api/sign-off/assessments/mca/submit', {})).json().message).toBe(
      'This assessment is already approved and has not changed since',
    );

    const state = (await call(team.maker, 'GET', '/api/sign-off/assessments/mca')).json();
    expect(state.signOff.status).toBe('approved');
    const steps = await auditActions(team.companyId);
    expect(steps.map((s) => [s.action, s.actor_id])).toEqual([
      ['sign_off.submitted', team.maker.id],
      ['sign_off.approved', team.checker.id],
    ]);
  });

  test('ASVS v5.0 2.3.5 a checker who submitted cannot approve their own submission (403); a second checker can return it with a comment', async () => {
    const responses = mcaQuestions.slice(0, 1).map((q) => ({ questionId: q.id, status: 'No', remarks: 'Board minutes missing' }));
    await call(team.checker, 'POST', '/api/mca-compliance/submit', { responses });
    // the change reopened the assessment: approval is stale and it must be completed again
    expect((await call(team.maker, 'GET', '/api/sign-off/assessments/mca')).json().signOff.changedSince).toBe(true);
    expect((await call(team.checker, 'POST', '/api/mca-compliance/complete')).statusCode).toBe(200);
    expect((await call(team.checker, 'POST', '/api/sign-off/assessments/mca/submit', {})).statusCode).toBe(200);

    const self = await call(team.checker, 'POST', '/api/sign-off/assessments/mca/approve', { password: team.checker.password });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot approve or return an assessment you submitted yourself; another checker must review it');
    expect((await call(team.checker, 'GET', '/api/sign-off/queue')).json().assessments).toEqual([]);

    const noComment = await call(checker2, 'POST', '/api/sign-off/assessments/mca/return', { comment: '  ' });
    expect(noComment.statusCode).toBe(400);
    const returned = await call(checker2, 'POST', '/api/sign-off/assessments/mca/return', { comment: 'Attach the board minutes' });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().signOff).toMatchObject({ status: 'returned', reviewComment: 'Attach the board minutes', reviewedBy: { name: 'Kavya Checker' } });
  });

  test('a change after submission blocks approval until resubmitted', async () => {
    expect((await call(team.maker, 'POST', '/api/sign-off/assessments/mca/submit', {})).statusCode).toBe(200);
    const responses = mcaQuestions.slice(1, 2).map((q) => ({ questionId: q.id, status: 'No', remarks: 'Not held yet' }));
    await call(team.maker, 'POST', '/api/mca-compliance/submit', { responses });
    await call(team.maker, 'POST', '/api/mca-compliance/complete');
    const stale = await call(checker2, 'POST', '/api/sign-off/assessments/mca/approve', { password: checker2.password });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The assessment changed after it was submitted; the maker must submit it again');
  });

  test('ASVS v5.0 8.2.2 another company sees and reviews nothing of this one; bad input is a 4xx', async () => {
    expect((await call(other.checker, 'GET', '/api/sign-off/queue')).json().assessments).toEqual([]);
    expect((await call(other.checker, 'POST', '/api/sign-off/assessments/mca/approve', { password: other.checker.password })).statusCode).toBe(404);
    expect((await call(team.checker, 'GET', '/api/sign-off/assessments/gst')).statusCode).toBe(400);
    expect((await call(team.checker, 'GET', '/api/sign-off/assessments/mca?period=FY%202026')).statusCode).toBe(400);
    expect((await call(team.checker, 'GET', '/api/sign-off/assessments/rbi?scope=Nope')).statusCode).toBe(400);
    expect((await call(team.checker, 'POST', '/api/sign-off/assessments/mca/approve', { extra: 1 })).statusCode).toBe(400);
  });
});

describe('task review', () => {
  async function assign(checkerId?: string) {
    const res = await call(team.admin, 'POST', '/api/tasks/assign', { description: 'File DIR-3 KYC', assignedTo: team.maker.id, dueDate: '2099-01-01' });
    const id = res.json().task._id as string;
    if (checkerId) expect((await call(team.admin, 'PUT', `/api/sign-off/tasks/${id}/checker`, { checkerId })).statusCode).toBe(200);
    return id;
  }
  const move = (id: string, status: string) => call(team.maker, 'PATCH', `/api/tasks/update-status/${id}`, { status });

  test('a completed task with a checker waits for that checker; returned goes back in progress; approved stays completed', async () => {
    const id = await assign(team.checker.id);
    await move(id, 'in-progress');
    await move(id, 'completed');
    const queue = (await call(team.checker, 'GET', '/api/sign-off/queue')).json();
    expect(queue.tasks).toEqual([expect.objectContaining({ id, description: 'File DIR-3 KYC', assignedTo: { id: team.maker.id, name: 'Mohan Maker' } })]);
    expect((await call(checker2, 'POST', `/api/sign-off/tasks/${id}/review`, { decision: 'approved', password: checker2.password })).statusCode).toBe(403);

    const returned = await call(team.checker, 'POST', `/api/sign-off/tasks/${id}/review`, { decision: 'returned', comment: 'Attach the SRN' });
    expect(returned.json()).toMatchObject({ reviewStatus: 'returned', status: 'in-progress' });
    const mine = (await call(team.maker, 'GET', '/api/tasks/my-tasks')).json().tasks.find((x: { _id: string }) => x._id === id);
    expect(mine.status).toBe('in-progress');

    await move(id, 'completed');
    expect((await call(team.checker, 'POST', `/api/sign-off/tasks/${id}/review`, { decision: 'approved', password: team.checker.password })).json()).toMatchObject({
      reviewStatus: 'approved',
      status: 'completed',
    });
    expect((await call(team.checker, 'POST', `/api/sign-off/tasks/${id}/review`, { decision: 'approved', password: team.checker.password })).statusCode).toBe(409);
    const actions = await t.db.query<{ action: string }>(`SELECT action FROM audit_events WHERE target_id = $1 ORDER BY created_at, id`, [id]);
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['task.checker_set', 'task.returned', 'task.approved']));
  });

  test('the admin names the checker when assigning; a bad checker refuses the whole assignment; the maker sees the return comment', async () => {
    const bad = await call(team.admin, 'POST', '/api/tasks/assign', {
      description: 'Bad checker task',
      assignedTo: team.maker.id,
      dueDate: '2099-01-01',
      checkerId: team.maker.id,
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'The checker must be a checker or admin of your company, other than the assignee']);
    expect(await t.db.one(`SELECT id FROM tasks WHERE description = 'Bad checker task'`)).toBeNull();

    const res = await call(team.admin, 'POST', '/api/tasks/assign', {
      description: 'File MGT-7',
      assignedTo: team.maker.id,
      dueDate: '2099-01-01',
      checkerId: checker2.id,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().task._id as string;
    expect(res.json().task.review).toEqual({ checkerId: checker2.id, status: null, comment: null });
    await move(id, 'in-progress');
    await move(id, 'completed');
    expect((await call(team.checker, 'POST', `/api/sign-off/tasks/${id}/review`, { decision: 'approved', password: team.checker.password })).statusCode).toBe(403);
    expect((await call(checker2, 'POST', `/api/sign-off/tasks/${id}/review`, { decision: 'returned', comment: 'Wrong FY' })).statusCode).toBe(200);
    const mine = (await call(team.maker, 'GET', '/api/tasks/my-tasks')).json().tasks.find((x: { _id: string }) => x._id === id);
    expect(mine).toMatchObject({ status: 'in-progress', review: { checkerId: checker2.id, status: 'returned', comment: 'Wrong FY' } });
  });

  test('a task without a checker completes without review; the checker must be a reviewer of the company, not the assignee', async () => {
    const id = await assign();
    await move(id, 'in-progress');
    await move(id, 'completed');
    expect((await call(team.checker, 'GET', '/api/sign-off/queue')).json().tasks.map((x: { id: string }) => x.id)).not.toContain(id);
    for (const checkerId of [team.maker.id, other.checker.id, 'not-a-uuid']) {
      const res = await call(team.admin, 'PUT', `/api/sign-off/tasks/${id}/checker`, { checkerId });
      expect(res.statusCode).toBe(400);
    }
    expect((await call(team.maker, 'PUT', `/api/sign-off/tasks/${id}/checker`, { checkerId: team.checker.id })).statusCode).toBe(403);
    expect((await call(other.admin, 'PUT', `/api/sign-off/tasks/${id}/checker`, { checkerId: other.checker.id })).statusCode).toBe(404);
  });
});

describe('notifications from the sign-off steps', () => {
  // The notifications feature reads sign_off.approved|returned (before.submittedBy) and
  // task.approved|returned (before.assignedTo) from the audit trail: the real steps above must match.
  test('the submitter hears of the approval and of the return with its comment; the assignee of a reviewed task too', async () => {
    await t.app.runJobs();
    const notices = async (userId: string) =>
      (
        await t.db.query<{ event_type: string; title: string; body: string }>(
          `SELECT event_type, title, body FROM notifications WHERE user_id = $1 AND event_type IN ('approved', 'returned') ORDER BY created_at, title`,
          [userId],
        )
      ).map((n) => [n.event_type, n.title, n.body]);
    expect(await notices(team.maker.id)).toEqual(
      expect.arrayContaining([
        ['approved', 'Approved: MCA assessment', 'Chitra Checker approved "MCA assessment".'],
        ['returned', 'Returned for rework: File DIR-3 KYC', 'Chitra Checker returned "File DIR-3 KYC" for rework: Attach the SRN'],
        ['approved', 'Approved: File DIR-3 KYC', 'Chitra Checker approved "File DIR-3 KYC".'],
        ['returned', 'Returned for rework: File MGT-7', 'Kavya Checker returned "File MGT-7" for rework: Wrong FY'],
      ]),
    );
    expect(await notices(team.checker.id)).toEqual([
      ['returned', 'Returned for rework: MCA assessment', 'Kavya Checker returned "MCA assessment" for rework: Attach the board minutes'],
    ]);
    // once per review step, however often the scheduler runs
    const before = (await notices(team.maker.id)).length;
    await t.app.runJobs();
    expect(await notices(team.maker.id)).toHaveLength(before);
  });
});
