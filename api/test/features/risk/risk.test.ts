import { type SeededTeam, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';
import type { RiskListResponse, RiskRecord } from 'shared-contracts';

let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
beforeAll(async () => ({ t, team, other } = await testCompanies({ other: true })));
afterAll(() => t.close());

const liquidity = {
  title: 'Asset-liability mismatch in the 1-30 day bucket',
  category: 'Liquidity',
  description: 'Short-term borrowings fund 3-year loans.',
  owner: 'CFO',
  likelihood: 4,
  impact: 5,
  controls: 'ALCO reviews the structural liquidity statement monthly.',
  residualLikelihood: 3,
  residualImpact: 4,
  status: 'open',
  actions: [
    { description: 'Raise a 3-year term loan', dueDate: '2020-01-31', status: 'planned', owner: 'Treasury' },
    { description: 'Adopt a contingency funding plan', dueDate: '2099-03-31', status: 'in-progress' },
  ],
};

const register = async (token: string): Promise<RiskListResponse> => (await t.app.inject({ method: 'GET', url: '/api/risks', headers: sessionHeaders(token) })).json();

let created: RiskRecord;

test('a maker adds a risk: ratings computed on the server, actions kept in order, overdue flagged', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/risks', headers: sessionHeaders(team.maker.token), payload: liquidity });
  expect(res.statusCode).toBe(201);
  created = res.json().risk;
  expect(created).toMatchObject({ inherentScore: 20, inherentRating: 'Critical', residualScore: 12, residualRating: 'High' });
  expect(created.actions.map((a) => [a.description, a.overdue])).toEqual([
    ['Raise a 3-year term loan', true],
    ['Adopt a contingency funding plan', false],
  ]);
});

test('the heat map counts the risk in its residual cell, 25 cells in all', async () => {
  const { heatMap, risks } = await register(team.checker.token);
  expect(risks).toHaveLength(1);
  expect(heatMap).toHaveLength(25);
  expect(heatMap.find((c) => c.likelihood === 3 && c.impact === 4)?.count).toBe(1);
  expect(heatMap.reduce((n, c) => n + c.count, 0)).toBe(1);
});

test('a client-sent score is refused, as are bad scales, residual above inherent and invalid dates', async () => {
  const bad = [
    { ...liquidity, inherentScore: 1 },
    { ...liquidity, likelihood: 6 },
    { ...liquidity, impact: 0 },
    { ...liquidity, category: 'Weather' },
    { ...liquidity, title: '  ' },
    { ...liquidity, residualLikelihood: 5, residualImpact: 5 },
    { ...liquidity, actions: [{ description: 'x', dueDate: '2026-02-30', status: 'planned' }] },
  ];
  for (const payload of bad) {
    const res = await t.app.inject({ method: 'POST', url: '/api/risks', headers: sessionHeaders(team.admin.token), payload });
    expect(res.statusCode).toBe(400);
  }
  expect((await register(team.admin.token)).risks).toHaveLength(1);
});

test('a checker edits; closing a risk takes it off the heat map', async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/risks/${created.id}`,
    headers: sessionHeaders(team.checker.token),
    payload: { ...liquidity, status: 'closed', actions: [] },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().risk.actions).toEqual([]);
  const { heatMap } = await register(team.admin.token);
  expect(heatMap.reduce((n, c) => n + c.count, 0)).toBe(0);
});

test('another company neither sees, edits nor deletes the risk', async () => {
  expect((await register(other.admin.token)).risks).toEqual([]);
  const put = await t.app.inject({ method: 'PUT', url: `/api/risks/${created.id}`, headers: sessionHeaders(other.maker.token), payload: liquidity });
  expect(put.statusCode).toBe(404);
  const del = await t.app.inject({ method: 'DELETE', url: `/api/risks/${created.id}`, headers: sessionHeaders(other.admin.token) });
  expect(del.statusCode).toBe(404);
  expect((await register(team.admin.token)).risks[0].title).toBe(liquidity.title);
});

test('only the admin deletes, and the deletion is audited', async () => {
  for (const user of [team.maker, team.checker]) {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/risks/${created.id}`, headers: sessionHeaders(user.token) });
    expect(res.statusCode).toBe(403);
  }
  const res = await t.app.inject({ method: 'DELETE', url: `/api/risks/${created.id}`, headers: sessionHeaders(team.admin.token) });
  expect(res.statusCode).toBe(200);
  expect((await register(team.admin.token)).risks).toEqual([]);
  const actions = await t.db.query<{ action: string }>(`SELECT action FROM audit_events WHERE target_id = $1 ORDER BY created_at`, [created.id]);
  expect(actions.map((a) => a.action)).toEqual(['risk.created', 'risk.updated', 'risk.deleted']);
});
