import { seedCompany, type SeededTeam, type SeededUser, seedUser, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';

// A team larger than any plan on offer (docs/decisions/0049-people-and-the-command-centre-screen.md: onboarding 40 or 50 people): the super-admin grants a period agreed
// by contract, with its reference; the company's seats follow it at once.
let t: TestApp;
let root: SeededUser;
let team: SeededTeam;
beforeAll(async () => ({ t, root, team } = await testCompanies({ root: true })));
afterAll(() => t.close());

const grant = (companyId: string, body: object, token = root.token) =>
  t.app.inject({ method: 'POST', url: `/api/super-admin/companies/${companyId}/contract-period`, payload: body, headers: sessionHeaders(token) });
const CONTRACT = { packageId: 'upper-layer', makers: 40, checkers: 12, months: 12, contractReference: 'PO-2026-118' };
const periods = (companyId: string) =>
  t.db.query<{ seats_maker: number; contract_reference: string | null; granted_by: string | null; payment_id: string | null }>(
    'SELECT seats_maker, contract_reference, granted_by, payment_id FROM company_subscriptions WHERE company_id = $1',
    [companyId],
  );

test('a contract period gives the company its seats at once, shows its reference and is audited', async () => {
  const res = await grant(team.companyId, CONTRACT);
  expect(res.statusCode).toBe(201);
  expect(res.json().company.plan).toMatchObject({ state: 'subscribed', planName: 'Enterprise Compliance', seatLimit: 53, contractReference: 'PO-2026-118' });
  const endsAt = new Date(res.json().company.plan.endsAt);
  const inAYear = new Date();
  inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
  expect(Math.abs(endsAt.getTime() - inAYear.getTime())).toBeLessThan(2 * 86_400_000);
  expect(await periods(team.companyId)).toEqual([{ seats_maker: 40, contract_reference: 'PO-2026-118', granted_by: root.id, payment_id: null }]);

  const current = (await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: sessionHeaders(team.admin.token) })).json().subscription;
  expect(current).toMatchObject({ status: 'active', seats: { admin: 1, maker: 40, checker: 12 }, seatsUsed: { admin: 1, maker: 1, checker: 1 } });
  // Past the trial's two makers: the third, fourth and fifth are created.
  for (const n of [3, 4, 5]) {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: sessionHeaders(team.admin.token),
      payload: { firstName: `Maker${n}`, lastName: 'Team', email: `maker${n}-${team.companyId.slice(0, 8)}@example.com`, password: 'Ledger-Audit-2026', role: 'maker' },
    });
    expect(made.statusCode).toBe(201);
  }

  const audit = await t.db.query<{ actor_id: string; after: { contractReference: string; seats: object } }>(
    "SELECT actor_id, after FROM audit_events WHERE action = 'subscription.contract_granted' AND company_id = $1",
    [team.companyId],
  );
  expect(audit).toEqual([{ actor_id: root.id, after: expect.objectContaining({ contractReference: 'PO-2026-118', seats: { admin: 1, maker: 40, checker: 12 } }) }]);
});

test('bad input is refused with a clear message and changes nothing', async () => {
  const other = await testCompanyWithoutPlan();
  const cases: Array<[object, number, RegExp?]> = [
    [{ ...CONTRACT, makers: 501 }, 400],
    [{ ...CONTRACT, months: 0 }, 400],
    [{ ...CONTRACT, contractReference: '   ' }, 400],
    [{ ...CONTRACT, packageId: 'platinum' }, 400, /Choose one of the plans on offer/],
    [{ ...CONTRACT, extra: 1 }, 400],
    [{ ...CONTRACT, makers: 0 }, 409, /^The company has 1 maker: the contract needs at least 1 maker seat\.$/],
  ];
  for (const [body, status, message] of cases) {
    const res = await grant(other, body);
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().message).toMatch(message);
  }
  expect(await periods(other)).toEqual([]);
  expect((await grant('00000000-0000-4000-8000-000000000000', CONTRACT)).statusCode).toBe(404);
  expect((await grant('not-a-uuid', CONTRACT)).statusCode).toBe(400);
});

test('only the super-admin grants a contract period: a company admin cannot grant one to their own company', async () => {
  for (const user of [team.admin, team.maker, team.checker]) expect((await grant(team.companyId, CONTRACT, user.token)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'POST', url: `/api/super-admin/companies/${team.companyId}/contract-period`, payload: CONTRACT })).statusCode).toBe(401);
});

async function testCompanyWithoutPlan(): Promise<string> {
  const companyId = await seedCompany(t.db);
  await seedUser(t.app, 'admin', companyId);
  await seedUser(t.app, 'maker', companyId);
  return companyId;
}
