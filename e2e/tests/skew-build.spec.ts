import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadedCopies } from '../support/federationCopies';
import { ROOT } from '../support/ownSite';
import { registerCompany, signInAs, type Account } from '../support/session';
import { serveFolder } from '../support/staticServer';

// docs/decisions/0048-each-area-ships-on-its-own.md, skew-safe sharing, for real: a team adds a component to shared-ui (a minor release), uses it in
// mfe-admin and ships only mfe-admin. The remote is really built (webpack, production) against that newer
// shared-ui, deployed on a CDN of its own and pinned for one company; the running shell, built with today's
// shared-ui, stays as it is. The admin area must work: the remote brings its own copy with the new export.
const CDN_PORT = Number(process.env.E2E_PORT || 8181) + 70;
const REMOTE_LIST = path.join(ROOT, 'shell', 'dist', 'remotes.json');

let work: string;
let cdn: http.Server;
let deployedList: string;
let admin: Account;
let newer: string;

/** Copies an app or package folder without its installed and built parts. */
const copyFolder = (from: string, to: string) => fs.cpSync(from, to, { recursive: true, filter: (src) => !/[\\/](node_modules|dist|release)$/.test(src) });

/** The folder's node_modules as links to the installed ones, with some packages swapped for other folders. */
function linkModules(installed: string, to: string, swap: Record<string, string> = {}) {
  fs.mkdirSync(path.join(to, 'node_modules'));
  for (const entry of fs.readdirSync(installed)) fs.symlinkSync(swap[entry] ?? fs.realpathSync(path.join(installed, entry)), path.join(to, 'node_modules', entry));
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'skew-build-'));
  // The apps' tsconfig extends the workspace's base one, which ts-loader reads.
  fs.copyFileSync(path.join(ROOT, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
  // shared-ui, next minor version, with one component more.
  const ui = path.join(work, 'shared-ui');
  copyFolder(path.join(ROOT, 'shared-ui'), ui);
  linkModules(path.join(ROOT, 'shared-ui', 'node_modules'), ui);
  const pkg = JSON.parse(fs.readFileSync(path.join(ui, 'package.json'), 'utf8')) as { version: string };
  const [major, minor] = pkg.version.split('.').map(Number);
  newer = `${major}.${minor + 1}.0`;
  fs.writeFileSync(path.join(ui, 'package.json'), JSON.stringify({ ...pkg, version: newer }, null, 2));
  fs.writeFileSync(path.join(ui, 'src', 'SkewProbe.tsx'), `export function SkewProbe() {\n  return <p>Added in shared-ui ${newer}</p>;\n}\n`);
  fs.appendFileSync(path.join(ui, 'src', 'index.ts'), "export { SkewProbe } from './SkewProbe';\n");
  // mfe-admin using it, built against that shared-ui.
  const remote = path.join(work, 'mfe-admin');
  copyFolder(path.join(ROOT, 'mfe-admin'), remote);
  linkModules(path.join(ROOT, 'mfe-admin', 'node_modules'), remote, { 'shared-ui': ui });
  const page = path.join(remote, 'src', 'features', 'users', 'MakerPanelPage.tsx');
  fs.writeFileSync(
    page,
    "import { SkewProbe } from 'shared-ui';\nimport { UserManagementPage } from './UserManagementPage';\n\nexport default function MakerPanelPage() {\n  return (\n    <>\n      <SkewProbe />\n      <UserManagementPage role=\"maker\" />\n    </>\n  );\n}\n",
  );
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], { cwd: remote, stdio: 'pipe' });
  const manifest = JSON.parse(fs.readFileSync(path.join(remote, 'dist', 'mf-manifest.json'), 'utf8')) as { shared: Array<{ name: string; version: string }> };
  expect(manifest.shared.find((s) => s.name === 'shared-ui')?.version).toBe(newer);

  cdn = await serveFolder(path.join(remote, 'dist'), CDN_PORT);
  ({ admin } = await registerCompany(request));
  deployedList = fs.readFileSync(REMOTE_LIST, 'utf8');
  const list = JSON.parse(deployedList) as Record<string, unknown>;
  list.companies = { [admin.user.companyId as string]: { mfe_admin: `http://127.0.0.1:${CDN_PORT}/mf-manifest.json` } };
  fs.writeFileSync(REMOTE_LIST, JSON.stringify(list, null, 2));
  // The server looks at the list at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1200));
});

test.afterAll(async () => {
  if (deployedList) fs.writeFileSync(REMOTE_LIST, deployedList);
  await new Promise((resolve) => cdn?.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

test('mfe-admin built against a newer shared-ui with a new export works in the running shell built with the older one', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const fromCdn: string[] = [];
  page.on('response', (r) => r.url().startsWith(`http://127.0.0.1:${CDN_PORT}/`) && r.ok() && fromCdn.push(r.url()));
  await signInAs(page, admin);
  await page.goto('/admin/panels/maker');
  await expect(page.getByText(`Added in shared-ui ${newer}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Maker' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0);
  expect(fromCdn.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
  // The page's shared-ui for the shell and the other areas, the remote's own newer copy for it.
  expect(await loadedCopies(page, ['shared-ui', 'react', 'shared-auth'])).toEqual({ 'shared-ui': 2, react: 1, 'shared-auth': 1 });
  expect(errors).toEqual([]);
});
