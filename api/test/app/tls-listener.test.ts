import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { loadTlsFiles } from '../../src/tlsFiles';
import { buildTestApp, type TestApp } from '../support/testApp';

// The optional TLS listener (TLS_CERT_FILE, TLS_KEY_FILE): the hop from the reverse proxy to the application
// encrypted with a certificate of the operator's internal CA, which the proxy alone is set to trust.

jest.setTimeout(120_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tls-listener-'));
const file = (name: string) => path.join(dir, name);
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** An internal CA and, signed by it, the application's certificate for 127.0.0.1. */
function internalCa(name: string) {
  openssl(
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    file(`${name}-ca.key`),
    '-out',
    file(`${name}-ca.crt`),
    '-days',
    '2',
    '-subj',
    `/CN=${name} internal CA`,
  );
}

let t: TestApp;
let port: number;
let ca: string;
let otherCa: string;
beforeAll(async () => {
  internalCa('ours');
  internalCa('other');
  openssl(
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    file('app.key'),
    '-out',
    file('app.csr'),
    '-subj',
    '/CN=compliance-app',
  );
  fs.writeFileSync(file('san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    'x509',
    '-req',
    '-in',
    file('app.csr'),
    '-CA',
    file('ours-ca.crt'),
    '-CAkey',
    file('ours-ca.key'),
    '-CAcreateserial',
    '-out',
    file('app.crt'),
    '-days',
    '2',
    '-extfile',
    file('san.ext'),
  );
  ca = fs.readFileSync(file('ours-ca.crt'), 'utf8');
  otherCa = fs.readFileSync(file('other-ca.crt'), 'utf8');

  const tls = loadTlsFiles({ TLS_CERT_FILE: file('app.crt'), TLS_KEY_FILE: file('app.key') });
  t = await buildTestApp({ tls });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** GET /api/health over HTTPS trusting only `trusted` (undefined: the system's public CAs). */
const httpsHealth = (trusted?: string) =>
  new Promise<number>((resolve, reject) => {
    const req = https.get({ host: '127.0.0.1', port, path: '/api/health', ...(trusted ? { ca: trusted } : {}) }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });

const plainHealth = () =>
  new Promise<number>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });

test('ASVS v5.0 12.3.3 with TLS_CERT_FILE and TLS_KEY_FILE the application port speaks HTTPS only: plain HTTP gets no answer', async () => {
  expect(await httpsHealth(ca)).toBe(200);
  await expect(plainHealth()).rejects.toThrow();
});

test('ASVS v5.0 12.3.4 a client trusting only the internal CA connects; one trusting another CA or only public CAs is refused', async () => {
  expect(await httpsHealth(ca)).toBe(200);
  await expect(httpsHealth(otherCa)).rejects.toMatchObject({ code: expect.stringMatching(/UNABLE_TO_VERIFY|SELF_SIGNED|CERT/) });
  await expect(httpsHealth()).rejects.toMatchObject({ code: expect.stringMatching(/UNABLE_TO_VERIFY|SELF_SIGNED|CERT/) });
});

test('ASVS v5.0 12.3.3 TLS settings that cannot work refuse the start with the reason', () => {
  const env = { NODE_ENV: 'test' } as NodeJS.ProcessEnv;
  expect(() => loadConfig({ ...env, TLS_CERT_FILE: file('app.crt') })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together');
  expect(() => loadConfig({ ...env, TLS_CERT_FILE: file('app.crt'), TLS_KEY_FILE: file('missing.key') })).toThrow(
    /TLS_KEY_FILE \(.*missing\.key\) cannot be read: ENOENT/,
  );
  expect(() => loadConfig({ ...env, TLS_CERT_FILE: file('app.crt'), TLS_KEY_FILE: file('other-ca.key') })).toThrow('are not a PEM certificate and its private key');
  expect(loadConfig(env).tls).toBeNull();
});
