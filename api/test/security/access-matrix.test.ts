import { addDays, istDate } from '../../src/dates';
import { buildTestApp, seedTeam, seedUser, type SeededUser, type TestApp } from '../support/testApp';
import { call } from '../support/registration';
import { calendarLibraryTexts } from '../../src/features/obligations/library/library';

/**
 * Every endpoint of this area against every role (anonymous, super-admin, admin, maker, checker)
 * of the company that owns the data; the other company's view is checked below it.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof seedTeam>>;
let b: Awaited<ReturnType<typeof seedTeam>>;
let root: SeededUser;
let taskOfMaker: string;
let disposable: SeededUser;

beforeAll(async () => {
  t = await buildTestApp();
  a = await seedTeam(t.app);
  b = await seedTeam(t.app);
  root = await seedUser(t.app, 'super-admin', null);
  disposable = await seedUser(t.app, 'checker', a.companyId);
  const res = await call(t.app, 'POST', '/api/tasks/assign', a.admin.token, { description: 'Matrix task', assignedTo: a.maker.id, dueDate: addDays(istDate(), 2) });
  taskOfMaker = res.json().task._id;
});
afterAll(() => t.close());

const UNKNOWN = '3f0b6c52-9a1e-4d7a-8c1e-2b9f4e6d7a10';
const FILING = { filedOn: '2026-11-02', acknowledgement: 'ACK', receiptDocumentId: UNKNOWN };

type Who = 'anonymous' | 'super-admin' | 'admin' | 'maker' | 'checker';
const tokenOf = (who: Who) => ({ anonymous: undefined, 'super-admin': root.token, admin: a.admin.token, maker: a.maker.token, checker: a.checker.token })[who];

// [method, path, body?, expected status per role: anonymous, super-admin, admin, maker, checker]
const matrix: Array<[string, () => ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?], number[]]> = [
  ['GET users', () => ['GET', '/api/admin/users?role=maker'], [401, 403, 200, 403, 403]],
  ['POST users (invalid body: reaches the rules only as admin)', () => ['POST', '/api/admin/users', {}], [401, 403, 400, 403, 403]],
  ['DELETE user', () => ['DELETE', `/api/admin/users/${disposable.id}`], [401, 403, 200, 403, 403]],
  ['GET search', () => ['GET', '/api/admin/search?q=a'], [401, 403, 200, 403, 403]],
  ['POST assign (invalid body)', () => ['POST', '/api/tasks/assign', {}], [401, 403, 400, 403, 403]],
  ['GET my-tasks', () => ['GET', '/api/tasks/my-tasks'], [401, 403, 200, 200, 200]],
  ['GET tasks', () => ['GET', '/api/tasks'], [401, 403, 200, 403, 403]],
  ['GET summary', () => ['GET', '/api/tasks/summary'], [401, 403, 200, 200, 200]],
  ['PATCH status (maker is the assignee)', () => ['PATCH', `/api/tasks/update-status/${taskOfMaker}`, { status: 'in-progress' }], [401, 403, 403, 200, 403]],
  ['GET audit', () => ['GET', '/api/audit'], [401, 403, 200, 403, 403]],
  ['GET me', () => ['GET', '/api/auth/me'], [401, 200, 200, 200, 200]],
  ['GET company events', () => ['GET', '/api/company/events'], [401, 403, 200, 200, 200]],
  ['POST company event (invalid body: reaches the rules only as admin)', () => ['POST', '/api/company/events', {}], [401, 403, 400, 403, 403]],
  ['DELETE company event (unknown id)', () => ['DELETE', '/api/company/events/3f0b6c52-9a1e-4d7a-8c1e-2b9f4e6d7a10'], [401, 403, 404, 403, 403]],
  // Regulatory change management (docs/decisions/0045-regulatory-change-management.md): the company's users read; only its admin acknowledges and makes tasks.
  ['GET what changed for us', () => ['GET', '/api/regulatory-changes'], [401, 403, 200, 200, 200]],
  ['POST acknowledge changes (invalid body)', () => ['POST', '/api/regulatory-changes/acknowledge', {}], [401, 403, 400, 403, 403]],
  ['POST tasks from a change (invalid body)', () => ['POST', '/api/regulatory-changes/tasks', {}], [401, 403, 400, 403, 403]],
  ['GET the updates that changed an item', () => ['GET', '/api/library-items/RBI-BL-01/updates'], [401, 200, 200, 200, 200]],
  // docs/decisions/0049-people-and-the-command-centre-screen.md: occurrences, the work-item list, counts and score (an unknown occurrence: the role check comes first).
  ['GET calendar', () => ['GET', '/api/obligations/calendar'], [401, 403, 200, 200, 200]],
  // The calendar library's texts: law as published, the same for everybody on a version.
  ['GET calendar library', () => ['GET', `/api/obligations/library?version=${calendarLibraryTexts().version}`], [401, 200, 200, 200, 200]],
  ['PUT owners in bulk (invalid body)', () => ['PUT', '/api/obligations/owners', {}], [401, 403, 400, 403, 403]],
  ['GET work-items', () => ['GET', '/api/obligations/work-items'], [401, 403, 200, 200, 200]],
  ['GET work-items of the company', () => ['GET', '/api/obligations/work-items?scope=company'], [401, 403, 200, 403, 403]],
  ['GET obligations summary', () => ['GET', '/api/obligations/summary'], [401, 403, 200, 200, 200]],
  ['GET compliance score', () => ['GET', '/api/obligations/score'], [401, 403, 200, 200, 200]],
  ['GET occurrence (unknown)', () => ['GET', `/api/obligations/occurrences/${UNKNOWN}`], [401, 403, 404, 404, 404]],
  ['POST start (unknown)', () => ['POST', `/api/obligations/occurrences/${UNKNOWN}/start`, {}], [401, 403, 404, 404, 404]],
  ['POST filing (unknown)', () => ['POST', `/api/obligations/occurrences/${UNKNOWN}/filing`, FILING], [401, 403, 404, 404, 404]],
  ['POST approve (unknown)', () => ['POST', `/api/obligations/occurrences/${UNKNOWN}/approve`, {}], [401, 403, 404, 403, 404]],
  ['POST return (unknown)', () => ['POST', `/api/obligations/occurrences/${UNKNOWN}/return`, { comment: 'x' }], [401, 403, 404, 403, 404]],
  ['POST not-applicable (unknown)', () => ['POST', `/api/obligations/occurrences/${UNKNOWN}/not-applicable`, { reason: 'x' }], [401, 403, 404, 403, 403]],
  ['POST reinstate (unknown)', () => ['POST', `/api/obligations/occurrences/${UNKNOWN}/reinstate`, {}], [401, 403, 404, 403, 403]],
  // Invitations by e-mail (docs/decisions/0049-people-and-the-command-centre-screen.md): admin only.
  ['POST invitation (invalid body)', () => ['POST', '/api/admin/users/invitations', {}], [401, 403, 400, 403, 403]],
  ['POST invitation preview (no file)', () => ['POST', '/api/admin/users/invitations/preview', {}], [401, 403, 400, 403, 403]],
  ['POST invitation import (invalid body)', () => ['POST', '/api/admin/users/invitations/import', { rows: [] }], [401, 403, 400, 403, 403]],
  ['GET onboarding checklist', () => ['GET', '/api/admin/onboarding'], [401, 403, 200, 403, 403]],
  ['POST dismiss onboarding (steps still open)', () => ['POST', '/api/admin/onboarding/dismiss'], [401, 403, 409, 403, 403]],
  ['POST resend invitation (the maker has a password)', () => ['POST', `/api/admin/users/${a.maker.id}/invitation`], [401, 403, 409, 403, 403]],
  ['GET company report (board PDF)', () => ['GET', '/api/exports/company-report.pdf'], [401, 403, 200, 403, 200]],
  ['GET security policy', () => ['GET', '/api/admin/security-policy'], [401, 403, 200, 403, 403]],
  ['PATCH security policy (invalid body: reaches the rules only as admin)', () => ['PATCH', '/api/admin/security-policy', {}], [401, 403, 400, 403, 403]],
];
const roles: Who[] = ['anonymous', 'super-admin', 'admin', 'maker', 'checker'];

describe.each(matrix)('%s', (_name, request, expected) => {
  // Roles run in order; the allowed one goes last among its peers where it changes data.
  test.each(roles.map((who, i) => [who, expected[i]] as const))('%s → %i', async (who, status) => {
    const [method, path, body] = request();
    const res = await call(t.app, method, path, tokenOf(who), body);
    expect(res.statusCode).toBe(status);
    if (status >= 400) expect(res.json().success).toBe(false);
  });
});

describe("ASVS v5.0 8.4.1 another company's admin and maker see and change nothing of company A", () => {
  test("lists, search, summary and audit hold none of A's rows", async () => {
    const bodies = await Promise.all(
      ['/api/admin/users', '/api/admin/search?q=Matrix', '/api/tasks', '/api/tasks/summary', '/api/audit?pageSize=100'].map(async (path) =>
        JSON.stringify((await call(t.app, 'GET', path, b.admin.token)).json()),
      ),
    );
    for (const body of bodies) {
      for (const id of [a.admin.id, a.maker.id, a.checker.id, taskOfMaker, a.companyId]) expect(body).not.toContain(id);
    }
    expect(JSON.stringify((await call(t.app, 'GET', '/api/tasks/my-tasks', b.maker.token)).json())).not.toContain(taskOfMaker);
  });

  test('ids of company A answer 404 or 400 and nothing changes', async () => {
    const before = await t.db.one('SELECT status, updated_at FROM tasks WHERE id = $1', [taskOfMaker]);
    expect((await call(t.app, 'DELETE', `/api/admin/users/${a.maker.id}`, b.admin.token)).statusCode).toBe(404);
    expect((await call(t.app, 'PATCH', `/api/tasks/update-status/${taskOfMaker}`, b.maker.token, { status: 'completed' })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/tasks/assign', b.admin.token, { description: 'x', assignedTo: a.maker.id, dueDate: addDays(istDate(), 1) })).statusCode).toBe(
      400,
    );
    expect(await t.db.one('SELECT status, updated_at FROM tasks WHERE id = $1', [taskOfMaker])).toEqual(before);
    expect((await call(t.app, 'GET', '/api/auth/me', a.maker.token)).statusCode).toBe(200);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM tasks WHERE company_id = $1', [b.companyId]))!.n).toBe(0);
  });
});
