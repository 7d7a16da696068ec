import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildTestApp, type TestApp } from '../support/testApp';

/** A built site as `pnpm build` leaves it: entry files and a hashed chunk, each with its .br and .gz beside it. */
function builtSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-headers-'));
  const shell = path.join(root, 'shell', 'dist');
  const remote = path.join(root, 'mfe-public', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.mkdirSync(remote, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>t</title>');
  const script = `console.log(${JSON.stringify('x'.repeat(2048))});`;
  for (const file of [path.join(shell, 'main.js'), path.join(shell, '262.bc25fc4e.js'), path.join(remote, 'remoteEntry.js')]) {
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  }
  return root;
}

let siteRoot: string;
let site: TestApp;
beforeAll(async () => {
  siteRoot = builtSite();
  site = await buildTestApp({ siteRoot, production: true });
});
afterAll(async () => {
  await site.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const fetchScript = (url: string, encoding: string) => site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

test.each([
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['identity', undefined],
])('entry files sent as %s are revalidated on every visit, so a deploy is seen at once', async (accepted, encoding) => {
  for (const url of ['/main.js', '/remotes/mfe-public/remoteEntry.js']) {
    const res = await fetchScript(url, accepted);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  }
});

test('a content-hashed chunk sent pre-compressed is kept by the browser for a year', async () => {
  const res = await fetchScript('/262.bc25fc4e.js', 'gzip, deflate, br');
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers.etag).toBeUndefined();
});

test('a script answer carries no header the browser does not use (no Last-Modified, no Accept-Ranges), and still its security headers', async () => {
  const res = await fetchScript('/262.bc25fc4e.js', 'br');
  expect(res.headers['last-modified']).toBeUndefined();
  expect(res.headers['accept-ranges']).toBeUndefined();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
});

test('an entry file is revalidated by its ETag: an unchanged one answers 304 without a body', async () => {
  const first = await fetchScript('/main.js', 'br');
  const again = await site.app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
});
