import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRemoteList, RemoteListSource } from '../../src/remoteList';
import { buildTestApp, seedCompany, seedUser, sessionHeaders, type TestApp } from '../support/testApp';

const EVERYONE = {
  mfe_public: '/remotes/mfe-public/mf-manifest.json',
  mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
};

/** A built site (index page, one script) and a remote list file outside it (REMOTES_FILE). */
function site() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-list-'));
  const shell = path.join(root, 'shell', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(shell, 'main.js'), 'console.log(1)');
  fs.mkdirSync(path.join(root, 'mfe-admin', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-admin', 'dist', '123.abcdef01.js'), 'var x');
  const remotesFile = path.join(root, 'remotes.json');
  return { root, remotesFile };
}

/** Writes the list and gives it a new time, as a deploy would (file times can be coarse). */
let tick = 0;
function writeList(file: string, list: unknown) {
  fs.writeFileSync(file, JSON.stringify(list));
  const when = new Date(Date.now() + ++tick * 2000);
  fs.utimesSync(file, when, when);
}

let t: TestApp;
let files: ReturnType<typeof site>;
beforeAll(async () => {
  files = site();
  writeList(files.remotesFile, EVERYONE);
  t = await buildTestApp({ siteRoot: files.root, remotesFile: files.remotesFile, production: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(files.root, { recursive: true, force: true });
});

/** Waits past the list's re-check interval (one second), as the next visitor after a deploy would. */
const afterRecheck = () => new Promise((resolve) => setTimeout(resolve, 1100));

test('an edited remote list is served, and allowed by the page CSP, without a restart; a rollback likewise', async () => {
  const before = await t.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(before.json()).toEqual(EVERYONE);
  expect(before.headers['cache-control']).toBe('no-cache');
  expect(String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])).not.toContain('cdn.example.in');

  const moved = { ...EVERYONE, mfe_admin: 'https://cdn.example.in/mfe-admin/v43/mf-manifest.json' };
  writeList(files.remotesFile, moved);
  await afterRecheck();
  expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual(moved);
  const csp = String((await t.app.inject({ method: 'GET', url: '/admin' })).headers['content-security-policy']);
  expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.in/);
  expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.in/);

  writeList(files.remotesFile, EVERYONE);
  await afterRecheck();
  expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual(EVERYONE);
  expect(String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])).not.toContain('cdn.example.in');
});

test("a remote pinned for one company is what that company's users load; other companies and visitors keep everyone's", async () => {
  const pilot = await seedCompany(t.app.db);
  const other = await seedCompany(t.app.db);
  const [pilotMaker, otherAdmin] = await Promise.all([seedUser(t.app, 'maker', pilot), seedUser(t.app, 'admin', other)]);
  const v43 = 'https://cdn.example.in/mfe-admin/v43/mf-manifest.json';
  writeList(files.remotesFile, { ...EVERYONE, companies: { [pilot]: { mfe_admin: v43 } } });
  await afterRecheck();

  const forPilot = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: sessionHeaders(pilotMaker.token) });
  expect(forPilot.json()).toEqual({ ...EVERYONE, mfe_admin: v43 });
  // The answer depends on the session: no shared cache may hand it to another company.
  expect(forPilot.headers['cache-control']).toBe('no-cache');
  expect(forPilot.headers.vary).toMatch(/cookie/i);
  expect((await t.app.inject({ method: 'GET', url: '/remotes.json', headers: sessionHeaders(otherAdmin.token) })).json()).toEqual(EVERYONE);
  expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual(EVERYONE);
  expect((await t.app.inject({ method: 'GET', url: '/remotes.json', headers: sessionHeaders('not-a-live-session-token-000000000000000') })).json()).toEqual(EVERYONE);

  // Then everyone: the pin's location becomes the list's, and the pin goes.
  writeList(files.remotesFile, { ...EVERYONE, mfe_admin: v43 });
  await afterRecheck();
  expect((await t.app.inject({ method: 'GET', url: '/remotes.json', headers: sessionHeaders(otherAdmin.token) })).json()).toEqual({ ...EVERYONE, mfe_admin: v43 });
  writeList(files.remotesFile, EVERYONE);
});

test('a broken edit is refused with the place of the fault and the last good list keeps being served', async () => {
  const errors: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-list-src-'));
  const file = path.join(dir, 'remotes.json');
  writeList(file, EVERYONE);
  const source = new RemoteListSource(file, (message) => errors.push(message), 0);
  expect(source.forCompany(null)).toEqual(EVERYONE);
  writeList(file, { ...EVERYONE, mfe_admin: 'javascript:alert(1)' });
  expect(source.forCompany(null)).toEqual(EVERYONE);
  expect(errors).toEqual([expect.stringContaining('the URL of "mfe_admin" must be an absolute http(s) URL or a path on this site')]);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the list names federation remotes only, and pins are keyed by company', () => {
  expect(() => parseRemoteList('{"mfe-admin": "/x.json"}')).toThrow('"mfe-admin" is not a federation name');
  expect(() => parseRemoteList('{"companies": []}')).toThrow('"companies" is not an object keyed by company id');
  expect(parseRemoteList(JSON.stringify({ mfe_a: 'https://a.example/m.json', companies: { c1: { mfe_a: 'https://b.example/m.json' } } })).origins).toEqual([
    'https://a.example',
    'https://b.example',
  ]);
});

test('static files carry only the headers a script needs; pages carry the full set', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/' });
  for (const header of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'referrer-policy', 'x-content-type-options']) {
    expect(page.headers[header]).toBeDefined();
  }
  for (const url of ['/main.js', '/remotes/mfe-admin/123.abcdef01.js', '/remotes.json']) {
    const asset = await t.app.inject({ method: 'GET', url });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
    ]) {
      expect([url, asset.headers[header]]).toEqual([url, undefined]);
    }
  }
});
