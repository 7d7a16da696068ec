import { addDays, istDate } from '../../../src/dates';
import { call } from '../../support/registration';
import { testCompanies, type SeededTeam, type TestApp } from '../../support/testApp';

/**
 * The application seals only the audit events it wrote itself: a row inserted into audit_events by SQL (as the
 * application's own database role could) is chained by the trigger but never sealed, and verification reports it.
 * On both databases; database-roles.test.ts shows on PostgreSQL that the role cannot move the chain head.
 */
jest.setTimeout(300_000);
let t: TestApp;
let team: SeededTeam;
beforeAll(async () => ({ t, team } = await testCompanies()));
afterAll(() => t.close());

const verify = async () => (await call(t.app, 'GET', '/api/audit/verify', team.admin.token)).json();
const assignTask = (description: string) =>
  call(t.app, 'POST', '/api/tasks/assign', team.admin.token, { description, assignedTo: team.maker.id, dueDate: addDays(istDate(), 3) });

test('ASVS v5.0 16.4.2 a back-dated sign-off inserted by SQL is never sealed: verification names it, and audited writes go on', async () => {
  expect((await assignTask('File the board minutes')).statusCode).toBeLessThan(300);
  expect(await verify()).toMatchObject({ intact: true, firstBroken: null });

  const forged = (await t.db.one<{ id: string; seq: number }>(
    `INSERT INTO audit_events (company_id, actor_id, actor_role, action, target_type, target_id, created_at)
     VALUES ($1, $2, 'checker', 'sign_off.approved', 'assessment', 'rbi-2026', now() - interval '40 days') RETURNING id, seq`,
    [team.companyId, team.checker.id],
  ))!;
  // Later genuine writes are sealed as usual and do not bless the forged row before them.
  expect((await assignTask('Renew the KYC policy')).statusCode).toBeLessThan(300);
  const result = await verify();
  expect(result).toMatchObject({ intact: false, firstBroken: { seq: Number(forged.seq), eventId: forged.id, problem: 'altered' } });
  const seals = await t.db.query<{ seq: number }>('SELECT seq FROM audit_seals WHERE chain = $1 ORDER BY seq', [team.companyId]);
  expect(seals.map((s) => Number(s.seq))).not.toContain(Number(forged.seq));
  expect(seals.map((s) => Number(s.seq))).toContain(Number(forged.seq) + 1);
});

test('ASVS v5.0 16.4.2 the upgrade cut-off cannot be extended to cover a forged row', async () => {
  await expect(t.db.execute('INSERT INTO audit_legacy_cutoff (chain, seq) VALUES ($1, 999)', [team.companyId])).rejects.toThrow(/append-only/);
});
