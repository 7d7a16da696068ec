import { addOneMonth } from '../../../src/features/subscriptions/service';
import { issuePendingInvoices } from '../../../src/features/invoices/service';
import { buildTestApp, seedCompany, type SeededUser, seedTeam, seedUser, sessionHeaders, type TestApp } from '../../support/testApp';
import { pdfText } from '../../support/exportReaders';
import { gatewayAnswer, initiate, localSalt, postForm } from '../../support/payuGateway';

// GST tax invoices: the platform's billing profile (super-admin), one invoice per successful payment, numbered
// without gaps per series and financial year, CGST + SGST inside the supplier's state and IGST across states.
const SUPPLIER = {
  legalName: 'Compliance Cloud Private Limited',
  gstin: '29AABCT1332L1ZA',
  address: '12 Residency Road, Bengaluru 560025',
  invoiceSeries: 'CM',
  sac: '998315',
};
const MAHARASHTRA_GSTIN = '27AACCN4521K1ZG';

let t: TestApp;
let root: SeededUser;
beforeAll(async () => {
  t = await buildTestApp();
  root = await seedUser(t.app, 'super-admin', null);
});
afterAll(() => t.close());

const putProfile = (token: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/super-admin/billing-profile', headers: sessionHeaders(token), payload });
const getProfile = async () => (await t.app.inject({ method: 'GET', url: '/api/super-admin/billing-profile', headers: sessionHeaders(root.token) })).json();
const invoiceOf = (token: string, txnid: string) => t.app.inject({ method: 'GET', url: `/api/payments/${txnid}/invoice.pdf`, headers: sessionHeaders(token) });
const paymentOf = async (token: string, txnid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/payments/${txnid}`, headers: sessionHeaders(token) })).json().payment;

async function pay(token: string, packageId: string) {
  const { body } = await initiate(t.app, token, packageId);
  const res = await postForm(t.app, '/api/payments/payu/success', gatewayAnswer(body.paymentParams, 'success', await localSalt(t.app)));
  expect(res.statusCode).toBe(303);
  return body.paymentParams.txnid;
}

describe('the billing profile', () => {
  test('only the super-admin reads and sets it', async () => {
    const team = await seedTeam(t.app);
    expect((await putProfile(team.admin.token, SUPPLIER)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/super-admin/billing-profile', headers: sessionHeaders(team.admin.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/super-admin/billing-profile' })).statusCode).toBe(401);
  });

  test.each([
    [{ gstin: '29AABCT1332L1ZB' }, 'GSTIN check character does not match: please check the number for a typing mistake'],
    [{ gstin: '29AABCT1332L1Z' }, 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character (e.g. 27AAPFU0939F1ZV)'],
    [{ gstin: '99AABCT1332L1ZA' }, 'GSTIN starts with 99, which is not a GST state code'],
    [{ legalName: '  ' }, 'Legal name is required'],
    [{ address: '' }, 'Registered address is required'],
    [{ invoiceSeries: 'INV-2026' }, 'Invoice series must be 1 to 4 capital letters or digits, e.g. CM'],
    [{ sac: '9983' }, 'SAC must be 6 digits starting with 99, e.g. 998315'],
  ])('%j is refused with a clear message and nothing is stored', async (change, message) => {
    const before = await getProfile();
    const res = await putProfile(root.token, { ...SUPPLIER, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await getProfile()).profile).toEqual(before.profile);
  });

  test('an unknown field is refused', async () => {
    const res = await putProfile(root.token, { ...SUPPLIER, stateCode: '29' });
    expect(res.statusCode).toBe(400);
  });
});

describe('tax invoices', () => {
  test('a payment before the profile waits for its invoice; saving the profile issues it', async () => {
    const team = await seedTeam(t.app);
    const txnid = await pay(team.admin.token, 'middle-layer');
    expect((await paymentOf(team.admin.token, txnid)).invoiceNumber).toBeNull();
    const early = await invoiceOf(team.admin.token, txnid);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not ready yet/);
    expect((await getProfile()).invoicesWaiting).toBeGreaterThanOrEqual(1);

    const saved = await putProfile(root.token, { ...SUPPLIER, gstin: SUPPLIER.gstin.toLowerCase(), invoiceSeries: 'cm' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ profile: SUPPLIER, supplierState: 'Karnataka', invoicesWaiting: 0 });
    expect((await paymentOf(team.admin.token, txnid)).invoiceNumber).toMatch(/^CM\/\d{2}-\d{2}\/\d{5}$/);
  });

  test('within the supplier state: CGST and SGST at 9% each, with both parties, SAC and the taxable value', async () => {
    await putProfile(root.token, SUPPLIER);
    const team = await seedTeam(t.app); // Karnataka, no GSTIN
    const txnid = await pay(team.admin.token, 'middle-layer');
    const { invoiceNumber } = await paymentOf(team.admin.token, txnid);
    const res = await invoiceOf(team.admin.token, txnid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tax-invoice-${invoiceNumber.replace(/\//g, '-')}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Tax Invoice',
      invoiceNumber,
      SUPPLIER.legalName,
      `GSTIN: ${SUPPLIER.gstin}`,
      'GSTIN: Unregistered',
      'Place of supply: Karnataka (29)',
      '998315',
      'Taxable value: ₹9,999.00',
      'CGST @ 9%: ₹899.91',
      'SGST/UTGST @ 9%: ₹899.91',
      'Invoice total: ₹11,798.82',
      txnid,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  test("to a registered company in another state: IGST at 18%, place of supply from the customer's GSTIN", async () => {
    await putProfile(root.token, SUPPLIER);
    const team = await seedTeam(t.app);
    await t.db.execute(`UPDATE companies SET gstn = $2, state = 'Maharashtra', city = 'Mumbai' WHERE id = $1`, [team.companyId, MAHARASHTRA_GSTIN]);
    const txnid = await pay(team.admin.token, 'upper-layer');
    const text = await pdfText((await invoiceOf(team.admin.token, txnid)).rawPayload);
    expect(text).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('IGST @ 18%: ₹3,599.82');
    expect(text).toContain('Invoice total: ₹23,598.82');
    expect(text).not.toContain('CGST');
  });

  test('numbers run without gaps in a series, also when payments settle at the same moment', async () => {
    await putProfile(root.token, { ...SUPPLIER, invoiceSeries: 'SEQ' });
    const teams = await Promise.all([1, 2, 3, 4].map(() => seedTeam(t.app)));
    const started = await Promise.all(teams.map((team) => initiate(t.app, team.admin.token, 'base-layer')));
    const salt = await localSalt(t.app);
    await Promise.all(started.map(({ body }) => postForm(t.app, '/api/payments/payu/success', gatewayAnswer(body.paymentParams, 'success', salt))));
    const rows = await t.db.query<{ sequence: number; invoice_number: string }>(
      `SELECT sequence, invoice_number FROM tax_invoices WHERE series = 'SEQ' ORDER BY sequence`,
    );
    expect(rows.map((r) => r.sequence)).toEqual([1, 2, 3, 4]);
    expect(rows[3].invoice_number).toMatch(/^SEQ\/\d{2}-\d{2}\/00004$/);
    expect(rows[3].invoice_number.length).toBeLessThanOrEqual(16);
  });

  test('a new financial year starts the series again at 1', async () => {
    await putProfile(root.token, { ...SUPPLIER, invoiceSeries: 'FY' });
    const team = await seedTeam(t.app);
    const txnids = [await pay(team.admin.token, 'base-layer'), await pay(team.admin.token, 'base-layer')];
    // The two payments were invoiced at once; take their invoices back and issue them on both sides of 1 April.
    await t.db.execute(`DELETE FROM tax_invoices WHERE transaction_id = ANY($1)`, [txnids]);
    const ids = await t.db.query<{ id: string }>(`SELECT id FROM payments WHERE txnid = ANY($1) ORDER BY completed_at`, [txnids]);
    const march = await t.db.transaction((tx) => issuePendingInvoices(tx, { paymentId: ids[0].id, at: new Date('2031-03-31T12:00:00+05:30') }));
    const april = await t.db.transaction((tx) => issuePendingInvoices(tx, { paymentId: ids[1].id, at: new Date('2031-04-01T00:30:00+05:30') }));
    expect(march).toEqual(['FY/30-31/00001']);
    expect(april).toEqual(['FY/31-32/00001']);
  });

  test("the invoice is the paying company's admin's only", async () => {
    await putProfile(root.token, SUPPLIER);
    const team = await seedTeam(t.app);
    const other = await seedTeam(t.app);
    const txnid = await pay(team.admin.token, 'base-layer');
    expect((await invoiceOf(other.admin.token, txnid)).statusCode).toBe(404);
    expect((await invoiceOf(team.maker.token, txnid)).statusCode).toBe(403);
    expect((await invoiceOf(root.token, txnid)).statusCode).toBe(403);
    const { body } = await initiate(t.app, team.admin.token, 'base-layer');
    const unpaid = await invoiceOf(team.admin.token, body.paymentParams.txnid);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Only a successful payment has a tax invoice.');
  });
});

describe('trial days on upgrade', () => {
  test('the days left of the trial are added after the first paid month, and the payment says how many', async () => {
    const team = await seedTeam(t.app);
    const txnid = await pay(team.admin.token, 'middle-layer');
    expect((await paymentOf(team.admin.token, txnid)).trialDaysCredited).toBe(7);
    const period = await t.db.one<{ period_start: Date; period_end: Date }>('SELECT period_start, period_end FROM company_subscriptions WHERE company_id = $1', [
      team.companyId,
    ]);
    expect(period!.period_end.toISOString()).toBe(new Date(addOneMonth(period!.period_start).getTime() + 7 * 86_400_000).toISOString());
    // A second payment is not during the trial: nothing more is credited.
    const second = await pay(team.admin.token, 'middle-layer');
    expect((await paymentOf(team.admin.token, second)).trialDaysCredited).toBe(0);
  });

  test('an ended trial credits nothing', async () => {
    const companyId = await seedCompany(t.db);
    await t.db.execute(`UPDATE companies SET created_at = now() - interval '30 days' WHERE id = $1`, [companyId]);
    const admin = await seedUser(t.app, 'admin', companyId);
    const txnid = await pay(admin.token, 'base-layer');
    expect((await paymentOf(admin.token, txnid)).trialDaysCredited).toBe(0);
  });
});
