import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROOT } from '../support/ownSite';
import { createTeamUser, registerCompany, signInAs, signInSuperAdmin, type Account } from '../support/session';
import { serveFolder } from '../support/staticServer';

// docs/decisions/0048-each-area-ships-on-its-own.md, "one remote, one pipeline": each remote's release artefact (`remote-release.mjs`, the archive and its
// checksum), unpacked on a CDN of its own and tried against the running shell with only that remote replaced, as
// README "Shipping one area" tells a team to. A company's area is pinned for one pilot company (everyone else keeps
// the deployed copy); the public and super-admin areas, which no company's session carries, are replaced for
// everyone and put back afterwards (the suite runs one test at a time).
const CDN_PORT = Number(process.env.E2E_PORT || 8181) + 60;
const REMOTE_LIST = path.join(ROOT, 'shell', 'dist', 'remotes.json');
// The server looks at the list at most once a second.
const LIST_RELOAD_MS = 1200;

type Who = 'visitor' | 'admin' | 'maker' | 'super-admin';
const SMOKE: Array<{ remote: string; who: Who; path: string; shows: (page: Page) => Locator }> = [
  { remote: 'mfe-public', who: 'visitor', path: '/', shows: (page) => page.getByRole('heading', { name: 'Compliance Management', level: 1 }) },
  { remote: 'mfe-admin', who: 'admin', path: '/admin/panels/maker', shows: (page) => page.getByRole('button', { name: 'Create Maker' }) },
  { remote: 'mfe-workspace', who: 'maker', path: '/maker/drafts', shows: (page) => page.getByRole('heading', { name: 'Drafts' }) },
  { remote: 'mfe-compliance', who: 'maker', path: '/maker/hr-compliance', shows: (page) => page.getByRole('listitem', { name: /^1\. / }) },
  { remote: 'mfe-superadmin', who: 'super-admin', path: '/super-admin', shows: (page) => page.getByRole('heading', { name: 'Dashboard Overview' }) },
];

const federationName = (remote: string) => remote.replace(/-/g, '_');
const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

let cdn: http.Server;
let cdnRoot: string;
let deployedList: string;
let sessions: Record<'admin' | 'maker' | 'super-admin', Account>;

test.beforeAll(async ({ request }) => {
  cdnRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-cdn-'));
  cdn = await serveFolder(cdnRoot, CDN_PORT);
  deployedList = fs.readFileSync(REMOTE_LIST, 'utf8');
  const { admin } = await registerCompany(request);
  sessions = { admin, maker: await createTeamUser(request, admin.token, 'maker'), 'super-admin': await signInSuperAdmin(request) };
});

test.afterAll(async () => {
  fs.writeFileSync(REMOTE_LIST, deployedList);
  await new Promise((resolve) => cdn?.close(resolve));
  fs.rmSync(cdnRoot, { recursive: true, force: true });
});

/** Packs the remote's production build as its release does, checks the archive's checksum and unpacks it on the CDN. */
function deployRelease(remote: string): string {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'remote-release.mjs'), remote, '--no-build'], { cwd: ROOT, stdio: 'pipe' });
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8')) as { version: string };
  const archive = path.join(ROOT, 'release', `${remote}-${version}.tgz`);
  const [expected] = fs.readFileSync(`${archive}.sha256`, 'utf8').split(/\s+/);
  expect(sha256(archive)).toBe(expected);
  const folder = path.join(cdnRoot, remote, version);
  fs.mkdirSync(folder, { recursive: true });
  execFileSync('tar', ['-xzf', archive, '-C', folder]);
  // Every file the archive lists is there with the checksum it names.
  const release = JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8')) as { name: string; files: Record<string, string> };
  expect(release.name).toBe(remote);
  for (const [file, sum] of Object.entries(release.files)) expect(sha256(path.join(folder, file)), file).toBe(sum);
  return `http://127.0.0.1:${CDN_PORT}/${remote}/${version}/mf-manifest.json`;
}

/** Names the release in the live remote list: pinned for the pilot company, or for everyone where no company applies. */
function pointListAt(remote: string, manifest: string, who: Who) {
  const list = JSON.parse(deployedList) as Record<string, unknown>;
  const name = federationName(remote);
  if (who === 'admin' || who === 'maker') list.companies = { [sessions.admin.user.companyId as string]: { [name]: manifest } };
  else list[name] = manifest;
  fs.writeFileSync(REMOTE_LIST, JSON.stringify(list, null, 2));
}

for (const smoke of SMOKE) {
  test(`${smoke.remote}: its release, deployed alone on a CDN, serves its area in the running shell`, async ({ browser }) => {
    const manifest = deployRelease(smoke.remote);
    pointListAt(smoke.remote, manifest, smoke.who);
    await new Promise((resolve) => setTimeout(resolve, LIST_RELOAD_MS));
    try {
      const page = await (await browser.newContext()).newPage();
      if (smoke.who !== 'visitor') await signInAs(page, sessions[smoke.who]);
      const fromCdn: string[] = [];
      const fromSite: string[] = [];
      page.on('response', (r) => {
        if (r.url().startsWith(`http://127.0.0.1:${CDN_PORT}/${smoke.remote}/`) && r.ok()) fromCdn.push(r.url());
        if (r.url().includes(`/remotes/${smoke.remote}/`)) fromSite.push(r.url());
      });
      await page.goto(smoke.path);
      await expect(smoke.shows(page)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0);
      expect(fromCdn.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
      await expect.poll(() => fromCdn.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
      // Only that remote was replaced: nothing of it came from the site's deployed copy.
      expect(fromSite).toEqual([]);
      await page.context().close();
    } finally {
      fs.writeFileSync(REMOTE_LIST, deployedList);
    }
  });
}

test('a company without the pin keeps the deployed copy of the area', async ({ browser, request }) => {
  const manifest = deployRelease('mfe-admin');
  pointListAt('mfe-admin', manifest, 'admin');
  await new Promise((resolve) => setTimeout(resolve, LIST_RELOAD_MS));
  try {
    const { admin: otherAdmin } = await registerCompany(request);
    const page = await (await browser.newContext()).newPage();
    await signInAs(page, otherAdmin);
    const fromCdn: string[] = [];
    page.on('response', (r) => r.url().startsWith(`http://127.0.0.1:${CDN_PORT}/`) && fromCdn.push(r.url()));
    await page.goto('/admin/panels/maker');
    await expect(page.getByRole('button', { name: 'Create Maker' })).toBeVisible();
    expect(fromCdn).toEqual([]);
    await page.context().close();
  } finally {
    fs.writeFileSync(REMOTE_LIST, deployedList);
  }
});
