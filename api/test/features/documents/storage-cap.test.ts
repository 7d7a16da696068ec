import { samplePdf } from '../../../src/features/documents/testFixtures';
import { UNPAID_STORAGE_FULL } from '../../../src/features/documents/service';
import { multipart } from '../../support/storedFiles';
import { type SeededTeam, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';

jest.setTimeout(300_000);

/** Free (unverified or trial) companies share one platform-wide storage allowance; paying companies keep their own quota. */
let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
beforeAll(async () => ({ t, team, other } = await testCompanies({ other: true, overrides: { unpaidStorageCapBytes: 1536 * 1024 } })));
afterAll(() => t.close());

const upload = (who: SeededTeam, name: string) => {
  const form = multipart({ name, category: 'KYC', nbfcType: 'NBFC below 500Cr' }, { fileName: `${name}.pdf`, content: samplePdf(1024 * 1024) });
  return t.app.inject({ method: 'POST', url: '/api/documents/upload', headers: { ...sessionHeaders(who.admin.token), ...form.headers }, payload: form.payload });
};

async function paid(companyId: string) {
  const payment = await t.db.one<{ id: string }>(
    `INSERT INTO payments (txnid, company_id, package_id, amount, gateway, status) VALUES ($1, $2, 'upper-layer', 1, 'local', 'success') RETURNING id`,
    [`cap${companyId.replace(/-/g, '').slice(0, 12)}`, companyId],
  );
  await t.db.execute(
    `INSERT INTO company_subscriptions (company_id, package_id, payment_id, seats_admin, seats_maker, seats_checker, period_start, period_end)
     VALUES ($1, 'upper-layer', $2, 1, 5, 5, now() - interval '1 day', now() + interval '300 days')`,
    [companyId, payment!.id],
  );
}

test('ASVS v5.0 2.4.1 a second trial company cannot store past the platform-wide allowance; a paying one can', async () => {
  expect((await upload(team, 'First trial policy')).statusCode).toBe(201);
  const refused = await upload(other, 'Second trial policy');
  expect(refused.statusCode).toBe(413);
  expect(refused.json().message).toBe(UNPAID_STORAGE_FULL);
  expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM documents WHERE company_id = $1', [other.companyId]))!.n).toBe(0);

  await paid(other.companyId);
  expect((await upload(other, 'Paid company policy')).statusCode).toBe(201);
});
