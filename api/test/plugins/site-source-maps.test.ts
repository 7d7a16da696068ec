import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../support/testApp';

/** A built site as `pnpm build` leaves it: bundles with their maps beside them. */
function siteWithMaps(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-maps-'));
  const shell = path.join(root, 'shell', 'dist');
  const remote = path.join(root, 'mfe-admin', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.mkdirSync(remote, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(shell, 'main.js'), 'console.log(1)');
  fs.writeFileSync(path.join(shell, 'main.js.map'), '{"version":3,"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(remote, 'remoteEntry.js'), 'var x');
  fs.writeFileSync(path.join(remote, '123.abcdef01.js.map'), '{"version":3,"sources":["secret.ts"]}');
  return root;
}

let siteRoot: string;
let production: TestApp;
let development: TestApp;
beforeAll(async () => {
  siteRoot = siteWithMaps();
  production = await buildTestApp({ siteRoot, production: true });
  development = await buildTestApp({ siteRoot, production: false });
});
afterAll(async () => {
  await production.close();
  await development.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

test.each([
  ['/main.js.map'],
  ['/MAIN.JS.MAP'],
  ['/main.js.map?download=1'],
  ['/main.js%2Emap'],
  ['/main.js%2emap'],
  ['/remotes/mfe-admin/123.abcdef01.js.map'],
  ['/remotes/mfe-admin/123.abcdef01.js%2Emap'],
])('ASVS v5.0 13.4.2 a production server does not serve the source map %s', async (url) => {
  expect((await production.app.inject({ method: 'GET', url: '/main.js' })).statusCode).toBe(200);
  const res = await production.app.inject({ method: 'GET', url });
  // 404, or for a path that does not look like a file the app's index page; never the map.
  expect(res.statusCode === 404 || (res.statusCode === 200 && res.body.startsWith('<!doctype html>'))).toBe(true);
  expect(res.body).not.toContain('secret.ts');
});

test('a development server serves source maps (pnpm dev)', async () => {
  expect((await development.app.inject({ method: 'GET', url: '/main.js.map' })).body).toContain('secret.ts');
});

test('ASVS v5.0 13.4.2 production bundles do not point at their source maps (hidden-source-map)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- build-config is CommonJS without type declarations.
  const { createAppConfig } = require('../../../build-config/webpack.js') as { createAppConfig: (o: object) => (env: object, argv: object) => { devtool: string } };
  const make = createAppConfig({ dir: path.join(__dirname, '../../../shell'), name: 'shell', host: true });
  expect(make({}, { mode: 'production' }).devtool).toBe('hidden-source-map');
  expect(make({}, { mode: 'development' }).devtool).toBe('eval-cheap-module-source-map');
});
