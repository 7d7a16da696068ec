import net from 'node:net';
import { drainServer } from '../../src/plugins/drain';
import { buildTestApp, type TestApp } from '../support/testApp';

/**
 * The instance's part of a rolling restart: from the signal on, readiness answers 503 and a new request 503 before
 * anything runs (a proxy resends it to the other instance, even a POST); then new connections are refused; a request
 * already in flight is answered, told to close, and the drain ends without cutting anything.
 */
jest.setTimeout(180_000);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

/** Sends a raw HTTP/1.1 request on an open socket and answers the whole response text once the server closes it. */
const exchange = (socket: net.Socket, request: string) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('close', () => resolve(text));
    socket.write(request);
  });

test('draining: ready answers 503, a new request 503 at once (nothing done), then new connections are refused; one accepted before is answered and closed', async () => {
  const { port } = t.app.server.address() as net.AddressInfo;
  // Accepted before the drain, its request not yet sent: what a proxy's connection looks like at that moment.
  const early = await connect(port);
  const late = await connect(port);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  const login = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  // Its headers read before the signal: a request in flight (its body still to come), which finishes.
  early.write(login);
  await new Promise((resolve) => setTimeout(resolve, 300));

  t.app.beginDrain();
  const drained = drainServer(t.app.server, { noticeMs: 1000, graceMs: 1000, cutMs: 10_000 });

  const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ success: false, status: 'closing', message: 'This instance is shutting down' });
  expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  // A request that starts now is refused before anything runs, and told to close.
  const refused = await exchange(late, `${login}${body}`);
  expect(refused).toMatch(/^HTTP\/1\.1 503 /);
  expect(refused.toLowerCase()).toContain('connection: close');
  expect(refused).toContain('This server is restarting. Please try again.');

  const answer = await exchange(early, body);
  expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  expect(answer.toLowerCase()).toContain('connection: close');
  // After the notice the listener is closed: a new connection is refused before anything is sent.
  await new Promise((resolve) => setTimeout(resolve, 1200));
  await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  expect(await drained).toEqual({ cut: false });
});
