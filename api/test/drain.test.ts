import net from 'node:net';
import { drainServer } from '../src/plugins/drain';
import { buildTestApp, type TestApp } from './helper';

/**
 * The instance's part of a rolling restart: from the signal on, readiness answers 503; new connections are refused
 * (a proxy then tries the other instance, even for a POST, as nothing was sent); a connection accepted before that
 * still gets its request answered, told to close, and the drain ends without cutting anything.
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

test('draining: ready answers 503, new connections are refused, an accepted one is answered and closed, nothing is cut', async () => {
  const { port } = t.app.server.address() as net.AddressInfo;
  // Accepted before the drain, its request not yet sent: what a proxy's connection looks like at that moment.
  const early = await connect(port);
  await new Promise((resolve) => setTimeout(resolve, 100));

  t.app.beginDrain();
  const drained = drainServer(t.app.server, { graceMs: 1000, cutMs: 10_000 });

  const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ success: false, status: 'closing', message: 'This instance is shutting down' });
  await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  const answer = await exchange(
    early,
    `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  expect(answer.toLowerCase()).toContain('connection: close');
  expect(await drained).toEqual({ cut: false });
});
