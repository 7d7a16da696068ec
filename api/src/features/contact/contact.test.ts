import { buildTestApp, seedTeam, seedUser, sessionHeaders, type TestApp } from '../../../test/support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Priya Sharma',
  email: 'Priya@FinServ.example.in',
  phone: '+91 98765 43210',
  companyName: 'FinServ Capital Pvt Ltd',
  subject: 'Demo for our NBFC',
  message: 'We are a base-layer NBFC and would like a demo of the RBI checklists.',
};

const post = (body: unknown, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/contact', payload: body as object, remoteAddress: ip });

const countRows = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages'))!.n;

describe('POST /api/contact', () => {
  test('stores a valid message without a token and answers 201', async () => {
    const res = await post(valid, '10.0.1.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true });
    const row = await t.db.one<{ email: string; subject: string; status: string }>('SELECT email, subject, status FROM contact_messages WHERE id = $1', [res.json().id]);
    expect(row).toEqual({ email: 'priya@finserv.example.in', subject: 'Demo for our NBFC', status: 'new' });
  });

  test.each([
    [{ ...valid, name: '   ' }, 'Name is required'],
    [{ ...valid, email: 'not-an-address' }, 'Email is invalid'],
    [{ ...valid, phone: 'call me' }, 'Phone number is invalid'],
    [{ ...valid, subject: ' ' }, 'Subject is required'],
    [{ ...valid, message: 'short' }, 'Message must be at least 10 characters'],
  ])('refuses bad input with a clear message and stores nothing (%#)', async (body, message) => {
    const before = await countRows();
    const res = await post(body, '10.0.2.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await countRows()).toBe(before);
  });

  test('refuses unknown fields and over-long text with 400', async () => {
    expect((await post({ ...valid, companyId: 'x' }, '10.0.3.1')).statusCode).toBe(400);
    expect((await post({ ...valid, message: 'x'.repeat(4001) }, '10.0.3.1')).statusCode).toBe(400);
    expect((await post({ name: 'A' }, '10.0.3.1')).statusCode).toBe(400);
  });

  test('is rate limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post(valid, '10.0.4.1')).statusCode);
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes[5]).toBe(429);
  });
});

describe('the super-admin inbox', () => {
  test('only the super-admin may list or update messages', async () => {
    const team = await seedTeam(t.app);
    for (const user of [team.admin, team.maker, team.checker]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/contact-messages', headers: sessionHeaders(user.token) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-messages' })).statusCode).toBe(401);
    const id = (await post(valid, '10.0.5.1')).json().id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${id}`,
      headers: sessionHeaders(team.admin.token),
      payload: { handled: true },
    });
    expect(res.statusCode).toBe(403);
    const row = await t.db.one<{ status: string }>('SELECT status FROM contact_messages WHERE id = $1', [id]);
    expect(row!.status).toBe('new');
  });

  test('lists newest first with paging and a status filter, and marks a message handled', async () => {
    const root = await seedUser(t.app, 'super-admin', null, { firstName: 'Root', lastName: 'Owner' });
    await t.db.execute('DELETE FROM contact_messages');
    const ids: string[] = [];
    for (let i = 1; i <= 3; i++) {
      ids.push((await post({ ...valid, subject: `Question ${i}` }, `10.0.6.${i}`)).json().id);
      // distinct creation times so the order is certain
      await t.db.execute(`UPDATE contact_messages SET created_at = now() - ($1 || ' minutes')::interval WHERE id = $2`, [String(10 - i), ids[i - 1]]);
    }
    const page1 = await t.app.inject({ method: 'GET', url: '/api/contact-messages?page=1&pageSize=2', headers: sessionHeaders(root.token) });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['Question 3', 'Question 2']);
    const page2 = await t.app.inject({ method: 'GET', url: '/api/contact-messages?page=2&pageSize=2', headers: sessionHeaders(root.token) });
    expect(page2.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['Question 1']);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${ids[0]}`,
      headers: sessionHeaders(root.token),
      payload: { handled: true },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().message).toMatchObject({ status: 'handled', handledBy: 'Root Owner' });

    const fresh = await t.app.inject({ method: 'GET', url: '/api/contact-messages?status=new', headers: sessionHeaders(root.token) });
    expect(fresh.json().total).toBe(2);
    const audit = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'contact.message_handled' AND target_id = $1`, [ids[0]]);
    expect(audit!.n).toBe(1);

    const reopen = await t.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${ids[0]}`,
      headers: sessionHeaders(root.token),
      payload: { handled: false },
    });
    expect(reopen.json().message).toMatchObject({ status: 'new', handledAt: null, handledBy: null });
  });

  test('bad ids and bad queries are 400/404, never 500', async () => {
    const root = await seedUser(t.app, 'super-admin', null);
    const h = sessionHeaders(root.token);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/contact-messages/nope', headers: h, payload: { handled: true } })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/contact-messages/00000000-0000-4000-8000-000000000000', headers: h, payload: { handled: true } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-messages?page=0', headers: h })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-messages?pageSize=500', headers: h })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-messages?status=spam', headers: h })).statusCode).toBe(400);
  });
});
