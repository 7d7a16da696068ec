import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../src/config';
import { smtpTransportOptions } from '../../src/features/mail/mailer';
import { buildTestApp, seedTeam, sessionHeaders } from '../support/testApp';
import { gatewayAnswer, initiate, postForm } from '../support/payuGateway';

/** What the server connects to on its own: the mail server and the payment gateway. */

/** The JSON lines an app wrote to `stream` so far. */
function linesOf(chunks: string[]): Record<string, unknown>[] {
  return chunks
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function capture() {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  return { stream, lines: () => linesOf(chunks) };
}

test('ASVS v5.0 12.3.2 ASVS v5.0 16.3.4 a mail server presenting an untrusted certificate gets no mail; the failure is kept and logged', async () => {
  // smtp-server's built-in self-signed certificate: what an impostor on the network would present.
  const received: string[] = [];
  const impostor = new SMTPServer({
    secure: true,
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', (chunk: Buffer) => received.push(chunk.toString('utf8')));
      stream.on('end', () => callback());
    },
  });
  // The refused handshake is reported on the server's side too; that is the point here.
  impostor.on('error', () => undefined);
  await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
  const port = (impostor.server.address() as AddressInfo).port;
  const log = capture();
  const t = await buildTestApp({ smtpUrl: `smtps://127.0.0.1:${port}` }, { logStream: log.stream });
  try {
    const result = await t.app.mailer.sendMail({ to: 'asha@example.com', subject: 'Reset your password', text: 'https://example.test/reset#token=secret-value' });
    expect(result.status).toBe('failed');
    expect(received).toEqual([]);
    const row = await t.db.one<{ status: string; last_error: string }>('SELECT status, last_error FROM mail_outbox WHERE id = $1', [result.id]);
    expect(row).toMatchObject({ status: 'failed', last_error: expect.stringMatching(/certificate/i) });
    const logged = log.lines().find((line) => line.msg === 'mail could not be sent');
    expect(logged).toMatchObject({ level: 40, mailId: result.id, err: { message: expect.stringMatching(/certificate/i) } });
    expect(JSON.stringify(log.lines())).not.toContain('secret-value');
  } finally {
    await t.close();
    await new Promise<void>((resolve) => impostor.close(() => resolve()));
  }
});

test('ASVS v5.0 15.3.2 the payment check does not follow a redirect away from the gateway', async () => {
  // A stand-in for PayU's verify address that redirects; the redirect's target records any visit.
  const visits: string[] = [];
  const server = http.createServer((request, response) => {
    visits.push(request.url ?? '');
    if (request.url === '/verify') {
      response.writeHead(307, { location: '/elsewhere' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 1, transaction_details: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const verifyAt = `http://127.0.0.1:${(server.address() as AddressInfo).port}/verify`;
  const payu = { key: 'gtKFFx', salt: 'eCwWELxi', mode: 'test' as const };
  const t = await buildTestApp({ payu });
  const realFetch = globalThis.fetch;
  // The product's own request (method, body, options) goes to the stand-in instead of PayU.
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => realFetch(verifyAt, init));
  try {
    const team = await seedTeam(t.app);
    const { body } = await initiate(t.app, team.admin.token, 'base-layer');
    await postForm(t.app, '/api/payments/payu/success', gatewayAnswer(body.paymentParams, 'success', payu.salt));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(visits).toEqual(['/verify']);
    // The signed callback stands on its own (the verify call failed); nothing from the redirect was used.
    const record = await t.app.inject({ method: 'GET', url: `/api/payments/${body.paymentParams.txnid}`, headers: sessionHeaders(team.admin.token) });
    expect(record.json().payment.status).toBe('success');
  } finally {
    fetchSpy.mockRestore();
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://comply.example', ...env } as NodeJS.ProcessEnv);

test('ASVS v5.0 12.3.1 a production server reaches a database or mail server on another machine only over verified TLS', () => {
  expect(production({ DATABASE_URL: 'postgres://app:Xq7-long-secret@db.internal:5432/comply' })).toThrow(/^Refusing to start: DATABASE_URL .*sslmode=verify-full/);
  expect(production({ DATABASE_URL: 'postgres://app:Xq7-long-secret@db.internal:5432/comply?sslmode=require' })).toThrow(/verified TLS/);
  expect(production({ DATABASE_URL: 'postgres://app:Xq7-long-secret@db.internal:5432/comply?sslmode=verify-full' })().databaseUrl).toContain('verify-full');
  expect(production({ SMTP_URL: 'smtp://relay:Xq7-long-secret@mail.internal:587?ignoreTLS=true' })).toThrow(/^Refusing to start: SMTP_URL turns TLS/);
  expect(production({ SMTP_URL: 'smtps://relay:Xq7-long-secret@mail.internal:465?tls.rejectUnauthorized=false' })).toThrow(/certificate check off/);
  // Plain smtp:// to another machine must upgrade with STARTTLS, or the mail is not sent; smtps:// is TLS from the start.
  expect(smtpTransportOptions('smtp://relay:secret@mail.internal:587')).toMatchObject({ requireTLS: true });
  expect(smtpTransportOptions('smtps://relay:secret@mail.internal:465')).toMatchObject({ requireTLS: false });
  // On this machine there is no network between them (pnpm start, benchmarks, the tests).
  expect(production({ DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5432/comply' })().databaseUrl).toContain('127.0.0.1');
  expect(smtpTransportOptions('smtp://127.0.0.1:2525')).toMatchObject({ requireTLS: false });
});

test('ASVS v5.0 13.2.3 a production server refuses a default or user-named password for its database or mail account', () => {
  for (const [name, url] of [
    ['DATABASE_URL', 'postgres://postgres:postgres@db.internal:5432/comply?sslmode=verify-full'],
    ['DATABASE_URL', 'postgres://admin:Admin@db.internal/comply?sslmode=verify-full'],
    ['DATABASE_URL', 'postgres://comply:comply@db.internal/comply?sslmode=verify-full'],
    ['SMTP_URL', 'smtp://root:changeme@mail.internal:587'],
  ]) {
    expect(production({ [name]: url })).toThrow(new RegExp(`^Refusing to start: ${name} signs in as "[a-z]+" with a default password`));
  }
  expect(
    production({
      DATABASE_URL: 'postgres://comply_app:Xq7-long-secret@db.internal/comply?sslmode=verify-full',
      SMTP_URL: 'smtp://relay:Xq7-long-secret@mail.internal:587',
    })(),
  ).toMatchObject({
    smtpUrl: 'smtp://relay:Xq7-long-secret@mail.internal:587',
  });
});
