import { formatPeriod } from 'shared-contracts';
import { content, installContent, loadContent } from '../../../src/content';
import { reopenForNewItems } from '../../../src/features/assessments/periodService';
import { nextPeriod, periodOn } from '../../../src/features/assessments/periods';
import { indiaToday } from '../../../src/features/updates/deadlines';
import { contentWith } from '../../support/contentFolders';
import { buildTestApp, type SeededUser, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';

jest.setTimeout(90_000);

// Answers are traceable to the question text, version and period they answered; a content update
// never moves an answer; periods start from the last one's answers and past ones stay as they were.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  installContent(loadContent());
  await t.close();
});

const call = (user: SeededUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: sessionHeaders(user.token) });
const mca = () => content().mcaQuestions;
const answerAllMca = (status = 'Yes') => mca().map((q) => ({ questionId: q.id, status, remarks: `remark ${q.id}` }));

describe('what an answer records', () => {
  test('an answer stores the item id, the library version and a fingerprint of the question text', async () => {
    const team = await seedTeam(t.app);
    await call(team.maker, 'POST', '/api/mca-compliance/submit', { responses: [{ questionId: 'MCA-C1', status: 'Yes', remarks: 'filed' }] });
    const row = await t.db.one<{ question_id: string; content_version: string; question_fingerprint: string; question_text: string; period: string }>(
      `SELECT question_id, content_version, question_fingerprint, question_text, period FROM assessment_answers WHERE company_id = $1`,
      [team.companyId],
    );
    const item = content().items.mca.get('MCA-C1')!;
    expect(row).toEqual({
      question_id: 'MCA-C1',
      content_version: content().mca.version,
      question_fingerprint: item.fingerprint,
      question_text: item.text,
      period: periodOn('mca', indiaToday()),
    });
    const loaded = (await call(team.admin, 'GET', '/api/mca-compliance')).json().assessment;
    expect(loaded.responses[0]).toMatchObject({ questionId: 'MCA-C1', answeredVersion: content().mca.version, changedSinceAnswered: false });
    expect(loaded).toMatchObject({
      period: periodOn('mca', indiaToday()),
      currentPeriod: periodOn('mca', indiaToday()),
      readOnly: false,
      reopenedNote: null,
      retired: [],
    });
  });
});

describe('the migration rule, with a modified library loaded', () => {
  test('reworded items show changed since answered, removed items are kept as retired, new items reopen a completed assessment', async () => {
    const team = await seedTeam(t.app);
    const shipped = content().mca.version;
    expect((await call(team.maker, 'POST', '/api/mca-compliance/submit', { responses: answerAllMca() })).statusCode).toBe(200);
    expect((await call(team.checker, 'POST', '/api/mca-compliance/complete')).json().success).toBe(true);

    // The content team publishes a new version: MCA-A1 reworded, MCA-H2 removed, MCA-H9 added.
    const modified = contentWith('mca.json', (library) => {
      library.version = '2027.1.1';
      library.items.find((item: { id: string }) => item.id === 'MCA-A1').text += ' (including meetings by video conference)';
      library.items = library.items.filter((item: { id: string }) => item.id !== 'MCA-H2');
      library.items.push({
        ...library.items.find((item: { id: string }) => item.id === 'MCA-H1'),
        id: 'MCA-H9',
        text: 'Is the audit trail of the accounting software kept for eight years?',
      });
    });
    installContent(loadContent(modified));
    expect(await reopenForNewItems(t.db)).toBeGreaterThanOrEqual(1);

    const loaded = (await call(team.admin, 'GET', '/api/mca-compliance')).json().assessment;
    expect(loaded.status).toBe('in-progress');
    expect(loaded.reopenedNote).toMatch(
      /^Reopened on \d{1,2} \w{3,4} \d{4}: the content was updated to version 2027\.1\.1 and 1 new item needs an answer \(MCA-H9\)\. Earlier answers are kept\.$/,
    );
    const byId = new Map(loaded.responses.map((r: { questionId: string }) => [r.questionId, r]));
    expect(byId.get('MCA-A1')).toMatchObject({ status: 'Yes', remarks: 'remark MCA-A1', changedSinceAnswered: true, answeredVersion: shipped });
    // Unchanged text: the answer still stands although the library's version moved on.
    expect(byId.get('MCA-A2')).toMatchObject({ status: 'Yes', changedSinceAnswered: false });
    expect(byId.has('MCA-H2')).toBe(false);
    expect(loaded.retired).toEqual([
      { questionId: 'MCA-H2', questionText: expect.stringContaining('?'), status: 'Yes', remarks: 'remark MCA-H2', answeredVersion: shipped },
    ]);
    const progress = (await call(team.admin, 'GET', '/api/assessments/progress')).json().progress.mca;
    expect(progress).toMatchObject({ total: 31, answered: 30, status: 'in-progress' });

    // Re-answering the reworded question records the new text; answering the new one completes again.
    await call(team.maker, 'POST', '/api/mca-compliance/submit', {
      responses: [
        { questionId: 'MCA-A1', status: 'No', remarks: 'VC meetings not minuted' },
        { questionId: 'MCA-H9', status: 'Yes' },
      ],
    });
    expect((await call(team.checker, 'POST', '/api/mca-compliance/complete')).json().success).toBe(true);
    const again = (await call(team.admin, 'GET', '/api/mca-compliance')).json().assessment;
    expect(again.responses.find((r: { questionId: string }) => r.questionId === 'MCA-A1')).toMatchObject({ changedSinceAnswered: false, answeredVersion: '2027.1.1' });
    expect(again).toMatchObject({ status: 'completed', reopenedNote: null });
    const audit = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1 AND action = 'mca.reopened'`, [team.companyId]);
    expect(audit!.n).toBe(1);
    installContent(loadContent());
  });

  test('answers given before fingerprints count as changed only once their library version has moved on', async () => {
    const team = await seedTeam(t.app);
    await call(team.maker, 'POST', '/api/hr-compliance/save', { questionId: 'HR-19', status: 'complied', comments: 'licences checked' });
    await t.db.execute(`UPDATE assessment_answers SET question_fingerprint = NULL, content_version = $2 WHERE company_id = $1`, [team.companyId, content().hr.version]);
    expect((await call(team.admin, 'GET', '/api/hr-compliance')).json().assessment.responses[0]).toMatchObject({ changedSinceAnswered: false });
    await t.db.execute(`UPDATE assessment_answers SET content_version = '2024.1.1' WHERE company_id = $1`, [team.companyId]);
    expect((await call(team.admin, 'GET', '/api/hr-compliance')).json().assessment.responses[0]).toMatchObject({
      changedSinceAnswered: true,
      answeredVersion: '2024.1.1',
    });
  });
});

describe('periods', () => {
  test('ASVS v5.0 8.2.1 only an admin starts the next period, from the last one: statuses reset, remarks kept, the past period readable and never overwritten', async () => {
    const team = await seedTeam(t.app);
    const first = periodOn('mca', indiaToday());
    await call(team.maker, 'POST', '/api/mca-compliance/submit', { responses: answerAllMca() });
    await call(team.checker, 'POST', '/api/mca-compliance/complete');

    // Makers and checkers cannot start a period.
    expect((await call(team.maker, 'POST', '/api/assessments/mca/periods', { from: first })).statusCode).toBe(403);
    expect((await call(team.admin, 'POST', '/api/assessments/nope/periods', {})).statusCode).toBe(404);
    const started = await call(team.admin, 'POST', '/api/assessments/mca/periods', { from: first });
    expect(started.statusCode).toBe(201);
    const second = nextPeriod('mca', first);
    expect(started.json()).toEqual({
      success: true,
      period: second,
      message: `${formatPeriod(second)} started from ${formatPeriod(first)}: statuses reset, remarks kept`,
    });
    // A second click from the same screen does not start yet another period.
    expect((await call(team.admin, 'POST', '/api/assessments/mca/periods', { from: first })).statusCode).toBe(409);

    const periods = (await call(team.checker, 'GET', '/api/assessments/mca/periods')).json();
    expect(periods).toMatchObject({ success: true, kind: 'mca', currentPeriod: second });
    expect(periods.periods.map((p: { period: string; status: string; current: boolean }) => [p.period, p.status, p.current])).toEqual([
      [second, 'in-progress', true],
      [first, 'completed', false],
    ]);

    const now = (await call(team.maker, 'GET', '/api/mca-compliance')).json().assessment;
    expect(now).toMatchObject({ period: second, readOnly: false, status: 'in-progress' });
    expect(now.responses).toHaveLength(31);
    expect(now.responses.every((r: { status: unknown; remarks: string; questionId: string }) => r.status === null && r.remarks === `remark ${r.questionId}`)).toBe(true);
    expect((await call(team.admin, 'GET', '/api/assessments/progress')).json().progress.mca).toMatchObject({ answered: 0, status: 'not-started' });

    const past = (await call(team.maker, 'GET', `/api/mca-compliance?period=${encodeURIComponent(first)}`)).json().assessment;
    expect(past).toMatchObject({ period: first, currentPeriod: second, readOnly: true, status: 'completed' });
    expect(past.responses.every((r: { status: string }) => r.status === 'Yes')).toBe(true);

    // Past periods are read-only; the current one takes answers.
    const refused = await call(team.maker, 'POST', '/api/mca-compliance/submit', { period: first, responses: [{ questionId: 'MCA-A1', status: 'No' }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${first} is closed and read-only; answers can be changed in the current period (${second}) only`);
    expect((await call(team.maker, 'POST', '/api/mca-compliance/submit', { period: second, responses: [{ questionId: 'MCA-A1', status: 'No' }] })).statusCode).toBe(200);
    const pastAgain = (await call(team.maker, 'GET', `/api/mca-compliance?period=${encodeURIComponent(first)}`)).json().assessment;
    expect(pastAgain.responses.find((r: { questionId: string }) => r.questionId === 'MCA-A1').status).toBe('Yes');
  });

  test("ASVS v5.0 8.2.2 bad periods are refused with a clear message; a company never reads another company's periods or answers", async () => {
    const team = await seedTeam(t.app);
    const other = await seedTeam(t.app);
    await call(other.maker, 'POST', '/api/hr-compliance/save', { questionId: 'HR-01', status: 'complied', comments: 'other company' });
    const bad = await call(team.maker, 'GET', '/api/hr-compliance?period=2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid period. Use a financial year like FY2026-27');
    expect((await call(team.maker, 'GET', '/api/self-audit/get?period=FY2026-27')).json().message).toBe('Invalid period. Use a quarter like FY2026-27 Q3');
    expect((await call(team.maker, 'GET', '/api/hr-compliance?period=FY2026-28')).statusCode).toBe(400);
    const empty = (await call(team.maker, 'GET', '/api/assessments/hr/periods')).json();
    expect(empty.periods).toEqual([
      { period: periodOn('hr', indiaToday()), status: 'in-progress', startedAt: null, completedAt: null, startedFrom: null, current: true },
    ]);
    expect((await call(team.admin, 'POST', '/api/assessments/hr/periods', {})).statusCode).toBe(409);
    expect((await call(team.maker, 'GET', '/api/hr-compliance')).json().assessment.responses).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/assessments/hr/periods' })).statusCode).toBe(401);
  });
});
