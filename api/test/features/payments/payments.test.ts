import { PaymentRecordSchema, type PaymentInitiateResult } from 'shared-contracts';
import { requestHash, responseHash, verifyCommandHash } from '../../../src/features/payments/payuHash';
import { loadConfig } from '../../../src/config';
import { gatewayStartupNotice } from '../../../src/features/payments/gateway';
import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';
import { gatewayAnswer, initiate, localSalt, postForm } from '../../support/payuGateway';

// Vectors computed outside this code (sha512sum over PayU's documented field templates).
const VECTOR = {
  key: 'gtKFFx',
  salt: 'eCwWELxi',
  txnid: 'TXN12345',
  amount: '11798.82',
  productinfo: 'Professional Compliance (Middle Layer NBFC)',
  firstname: 'Asha',
  email: 'asha@example.com',
  udf1: 'middle-layer',
};

describe('PayU hashes', () => {
  test('request hash follows key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT', () => {
    expect(requestHash(VECTOR, VECTOR.salt)).toBe(
      '67f393e7921c8d88317d187ba0370a32002a296029c68f4042cb6185b4a21fb5804ddc9219bfecfe415861f6206ff9051a4e031d669aa28d2c238cce997483c2',
    );
  });
  test('response hash follows SALT|status||||||udf5..udf1|email|firstname|productinfo|amount|txnid|key', () => {
    expect(responseHash({ ...VECTOR, status: 'success' }, VECTOR.salt)).toBe(
      '5706722c3ad3741732837c5ae7a62edbaeb4323e26497ad32ef021b573a81c158dd3e82dfe69de2223193d83416737e26ab4b6b7bc02e29583f9b13a944cd9ef',
    );
  });
  test('additional_charges is prefixed to the response hash', () => {
    expect(responseHash({ ...VECTOR, status: 'success', additional_charges: '50.00' }, VECTOR.salt)).toBe(
      'be0321595ddb1eeb697c10e444f0b496b5f31a6af56cda90745082632178bbbae72b288c1b5b2e4bbe0248df192d2f09a11955954b1bfbce4abb0c49972d0737',
    );
  });
  test('verify_payment command hash', () => {
    expect(verifyCommandHash(VECTOR.key, VECTOR.txnid, VECTOR.salt)).toBe(
      '02adc38b31e459b83302a923d71ba5c12744f84006abbecfbe9afba4760706f52a3e3f3c003d5fde676323826b03dfe04cfc53fb41cece6d56aea90a3baf1c99',
    );
  });
});

describe('payments with the local test gateway', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof seedTeam>>;
  beforeAll(async () => {
    t = await buildTestApp();
    team = await seedTeam(t.app);
  });
  afterAll(() => t.close());

  const current = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: sessionHeaders(token) })).json().subscription;
  const paymentStatus = async (txnid: string) => (await t.db.one<{ status: string }>('SELECT status FROM payments WHERE txnid = $1', [txnid]))!.status;

  test('only an admin may initiate; the body takes nothing but packageId', async () => {
    expect((await initiate(t.app, team.maker.token, 'middle-layer')).res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/payments/initiate', payload: { packageId: 'middle-layer' } });
    expect(anonymous.statusCode).toBe(401);
    const withAmount = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initiate',
      headers: sessionHeaders(team.admin.token),
      payload: { packageId: 'middle-layer', amount: '1.00' },
    });
    expect(withAmount.statusCode).toBe(400);
    expect(withAmount.json().message).toBe('Unknown field: amount');
    const unknown = await initiate(t.app, team.admin.token, 'no-such-plan');
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body.message).toBe('The selected package is not available');
  });

  test('initiation answers the gateway URL and signed parameters with the amount from the package', async () => {
    const { res, body } = await initiate(t.app, team.admin.token, 'middle-layer');
    expect(res.statusCode).toBe(200);
    expect(body.success).toBe(true);
    expect(body.payuUrl).toBe('/api/payments/test-gateway');
    const p = body.paymentParams;
    expect(p.amount).toBe('11798.82');
    expect(p.txnid.length).toBeLessThanOrEqual(25);
    expect(p.email).toBe(team.admin.email);
    expect(p.surl).toBe(`${t.config.publicUrl}/api/payments/payu/success`);
    expect(p.furl).toBe(`${t.config.publicUrl}/api/payments/payu/failure`);
    expect(p.hash).toBe(requestHash(p as unknown as Parameters<typeof requestHash>[0], await localSalt(t.app)));
    const second = await initiate(t.app, team.admin.token, 'middle-layer');
    expect(second.body.paymentParams.txnid).not.toBe(p.txnid);
  });

  test('the test gateway checks the request hash and offers Pay and Decline', async () => {
    const { body } = await initiate(t.app, team.admin.token, 'base-layer');
    const page = await postForm(t.app, body.payuUrl, body.paymentParams);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pay ₹5,898.82');
    expect(page.body).toContain('Decline payment');
    expect(page.body).toContain('action="/api/payments/payu/success"');
    const tampered = await postForm(t.app, body.payuUrl, { ...body.paymentParams, amount: '1.00' });
    expect(tampered.statusCode).toBe(400);
  });

  test('ASVS v5.0 2.2.3 a tampered hash or amount is refused and changes nothing', async () => {
    const { body } = await initiate(t.app, team.admin.token, 'upper-layer');
    const salt = await localSalt(t.app);
    const good = gatewayAnswer(body.paymentParams, 'success', salt);
    const badHash = await postForm(t.app, '/api/payments/payu/success', { ...good, hash: 'a'.repeat(128) });
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json().message).toBe('The payment response could not be verified');
    const changedAmount = await postForm(t.app, '/api/payments/payu/success', { ...good, amount: '1.00' });
    expect(changedAmount.statusCode).toBe(400);
    // Even correctly signed, an amount other than the stored one is refused.
    const resigned = gatewayAnswer(body.paymentParams, 'success', salt, { amount: '1.00' });
    const wrongAmount = await postForm(t.app, '/api/payments/payu/success', resigned);
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().message).toBe('The paid amount does not match the payment');
    const forged = gatewayAnswer(body.paymentParams, 'success', 'not-the-salt');
    expect((await postForm(t.app, '/api/payments/payu/success', forged)).statusCode).toBe(400);
    expect(await paymentStatus(body.paymentParams.txnid)).toBe('initiated');
    expect((await current(team.admin.token)).status).toBe('trial');
  });

  test('a declined payment is recorded as failed and leaves the trial unchanged', async () => {
    const { body } = await initiate(t.app, team.admin.token, 'middle-layer');
    const answer = gatewayAnswer(body.paymentParams, 'failure', await localSalt(t.app), { error_Message: 'Card declined by bank' });
    const res = await postForm(t.app, '/api/payments/payu/failure', answer);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/admin/subscription/result?txnid=${body.paymentParams.txnid}`);
    const record = await t.app.inject({ method: 'GET', url: `/api/payments/${body.paymentParams.txnid}`, headers: sessionHeaders(team.admin.token) });
    expect(record.json().payment).toMatchObject({ status: 'failure', failureReason: 'Card declined by bank', amount: '11798.82' });
    const subscription = await current(team.admin.token);
    expect(subscription.status).toBe('trial');
    expect(subscription.plan).toBeNull();
  });

  test('ASVS v5.0 2.3.4 a successful payment activates the plan once; a replay changes nothing', async () => {
    const { body } = await initiate(t.app, team.admin.token, 'middle-layer');
    const answer = gatewayAnswer(body.paymentParams, 'success', await localSalt(t.app));
    const res = await postForm(t.app, '/api/payments/payu/success', answer);
    expect(res.statusCode).toBe(303);
    const subscription = await current(team.admin.token);
    expect(subscription).toMatchObject({ status: 'active', seats: { admin: 1, maker: 5, checker: 2 } });
    expect(subscription.plan.layer).toBe('Middle Layer NBFC');
    expect(subscription.daysLeft).toBeGreaterThanOrEqual(28);

    const replay = await postForm(t.app, '/api/payments/payu/success', answer);
    expect(replay.statusCode).toBe(303);
    // A failure posted for the settled payment (correctly signed) changes nothing either.
    await postForm(t.app, '/api/payments/payu/failure', gatewayAnswer(body.paymentParams, 'failure', await localSalt(t.app)));
    const periods = await t.db.query('SELECT id FROM company_subscriptions WHERE company_id = $1', [team.companyId]);
    expect(periods).toHaveLength(1);
    expect(await paymentStatus(body.paymentParams.txnid)).toBe('success');
    expect((await current(team.admin.token)).periodEnd).toBe(subscription.periodEnd);
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE company_id = $1 AND action IN ('payment.success', 'subscription.activated')`,
      [team.companyId],
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['payment.success', 'subscription.activated']);
  });

  test("ASVS v5.0 3.7.2 the gateway's return only ever redirects to the app's own result page", async () => {
    const { body } = await initiate(t.app, team.admin.token, 'base-layer');
    for (const outcome of ['success', 'failure'] as const) {
      const res = await postForm(
        t.app,
        `/api/payments/payu/${outcome}`,
        gatewayAnswer(body.paymentParams, outcome, await localSalt(t.app), { surl: 'https://evil.example/x', furl: '//evil.example' }),
      );
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/admin/subscription/result?txnid=${encodeURIComponent(body.paymentParams.txnid)}`);
    }
    // An unknown or forged transaction gets no redirect at all.
    const forged = await postForm(t.app, '/api/payments/payu/success', { txnid: '//evil.example', status: 'success', hash: 'x' });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers.location).toBeUndefined();
  });

  test('a payment is visible only to the admin of its company', async () => {
    const other = await seedTeam(t.app);
    const { body } = await initiate(t.app, team.admin.token, 'base-layer');
    const url = `/api/payments/${body.paymentParams.txnid}`;
    expect((await t.app.inject({ method: 'GET', url, headers: sessionHeaders(other.admin.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: sessionHeaders(team.maker.token) })).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/payments', headers: sessionHeaders(other.admin.token) });
    expect(list.json().payments).toEqual([]);
    const own = await t.app.inject({ method: 'GET', url: '/api/payments', headers: sessionHeaders(team.admin.token) });
    expect(own.statusCode).toBe(200);
    const mine = own.json().payments.find((p: { txnid: string }) => p.txnid === body.paymentParams.txnid);
    expect(mine).toMatchObject({ status: 'initiated', packageId: 'base-layer', failureReason: null, completedAt: null });
    // Serialized by its schema (PaymentRecordSchema): the record's fields only, never the company or the initiator.
    expect(Object.keys(mine).sort()).toEqual(Object.keys(PaymentRecordSchema.properties).sort());
  });

  test('an unknown transaction is refused', async () => {
    const res = await postForm(t.app, '/api/payments/payu/success', { txnid: 'TNOPE', status: 'success', hash: 'x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('payment configuration', () => {
  test('PAYU_MODE=production without PayU keys refuses to take payments and hides the test gateway', async () => {
    const t = await buildTestApp({ production: true, payu: { key: null, salt: null, mode: 'production' } });
    try {
      const team = await seedTeam(t.app);
      const { res, body } = await initiate(t.app, team.admin.token, 'base-layer');
      expect(res.statusCode).toBe(503);
      expect(body.message).toBe('Online payment is not configured yet. Please contact support.');
      const gateway = await postForm(t.app, '/api/payments/test-gateway', { txnid: 'T1' });
      expect(gateway.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  test('ASVS v5.0 2.2.2 with PayU configured, the form goes to PayU and a success is reconciled with verify_payment', async () => {
    const payu = { key: 'gtKFFx', salt: 'eCwWELxi', mode: 'test' as const };
    const t = await buildTestApp({ payu });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const team = await seedTeam(t.app);
      const { body } = await initiate(t.app, team.admin.token, 'base-layer');
      expect(body.payuUrl).toBe('https://test.payu.in/_payment');
      expect(body.paymentParams.key).toBe('gtKFFx');
      expect(body.paymentParams.hash).toBe(requestHash(body.paymentParams as never, payu.salt));
      // PayU's own record says the payment failed: the signed "success" is not trusted.
      const txnid = body.paymentParams.txnid;
      fetchSpy.mockResolvedValueOnce(new Response(JSON.stringify({ status: 1, transaction_details: { [txnid]: { status: 'failure', amt: '5898.82' } } })));
      await postForm(t.app, '/api/payments/payu/success', gatewayAnswer(body.paymentParams, 'success', payu.salt));
      const [call] = fetchSpy.mock.calls;
      expect(String(call[0])).toBe('https://test.payu.in/merchant/postservice.php?form=2');
      const record = await t.app.inject({ method: 'GET', url: `/api/payments/${txnid}`, headers: sessionHeaders(team.admin.token) });
      expect(record.json().payment.status).toBe('pending');
      // Confirmed later: the pending payment settles and activates.
      fetchSpy.mockResolvedValueOnce(new Response(JSON.stringify({ status: 1, transaction_details: { [txnid]: { status: 'success', amt: '5898.82' } } })));
      await postForm(t.app, '/api/payments/payu/success', gatewayAnswer(body.paymentParams, 'success', payu.salt));
      const now = await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: sessionHeaders(team.admin.token) });
      expect(now.json().subscription).toMatchObject({ status: 'active', seats: { maker: 2, checker: 0 } });
    } finally {
      fetchSpy.mockRestore();
      await t.close();
    }
  });

  test('ASVS v5.0 15.2.3 a production server without PayU keys does not fall back to the free local gateway: initiation answers 503', async () => {
    const t = await buildTestApp({ production: true });
    try {
      const team = await seedTeam(t.app);
      const { res, body } = await initiate(t.app, team.admin.token, 'base-layer');
      expect(res.statusCode).toBe(503);
      expect(body.message).toBe('Online payment is not configured yet. Please contact support.');
      expect(await t.db.one('SELECT txnid FROM payments')).toBeNull();
      expect((await postForm(t.app, '/api/payments/test-gateway', { txnid: 'T1' })).statusCode).toBe(404);
      const current = await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: sessionHeaders(team.admin.token) });
      expect(current.json().subscription?.status).not.toBe('active');
    } finally {
      await t.close();
    }
  });

  test('PAYU_MODE=local explicitly allows the local gateway in production', async () => {
    const t = await buildTestApp({ production: true, payu: { key: null, salt: null, mode: 'local' } });
    try {
      const team = await seedTeam(t.app);
      const { body } = await initiate(t.app, team.admin.token, 'base-layer');
      expect(body.payuUrl).toBe('/api/payments/test-gateway');
    } finally {
      await t.close();
    }
  });

  test('startup says why payment is off, and warns when the local gateway is allowed in production', () => {
    const production = loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv);
    expect(gatewayStartupNotice(production)).toEqual({
      level: 'error',
      message: expect.stringContaining('Online payment is off: NODE_ENV=production and PAYU_KEY / PAYU_SALT are not set'),
    });
    const local = loadConfig({ NODE_ENV: 'production', PAYU_MODE: 'local' } as NodeJS.ProcessEnv);
    expect(gatewayStartupNotice(local)).toEqual({ level: 'warn', message: expect.stringContaining('no money is charged') });
    const keyed = loadConfig({ NODE_ENV: 'production', PAYU_KEY: 'k', PAYU_SALT: 's', PAYU_MODE: 'production' } as NodeJS.ProcessEnv);
    expect(gatewayStartupNotice(keyed)).toBeNull();
    // Development keeps the local gateway without ceremony.
    expect(gatewayStartupNotice(loadConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv))).toBeNull();
  });

  test('a misspelt PAYU_MODE stops the server instead of silently choosing a mode', () => {
    expect(() => loadConfig({ PAYU_MODE: 'prod' } as NodeJS.ProcessEnv)).toThrow('PAYU_MODE must be one of test, production, local (got "prod")');
  });

  test('production mode posts to secure.payu.in', async () => {
    const t = await buildTestApp({ production: true, payu: { key: 'k1', salt: 's1', mode: 'production' } });
    try {
      const team = await seedTeam(t.app);
      const { body } = await initiate(t.app, team.admin.token, 'base-layer');
      expect((body as PaymentInitiateResult).payuUrl).toBe('https://secure.payu.in/_payment');
    } finally {
      await t.close();
    }
  });
});
