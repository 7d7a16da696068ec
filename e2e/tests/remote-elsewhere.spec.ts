import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, startSite } from '../support/ownSite';
import { serveFolder } from '../support/staticServer';

// A remote deployed at its own origin, picked up through the remote list alone (no shell rebuild).
const SITE_PORT = Number(process.env.E2E_PORT || 8181) + 50;
const CDN_PORT = SITE_PORT + 1;

let cdn: http.Server;
let site: ChildProcess;
let workDir: string;

test.beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-elsewhere-'));
  cdn = await serveFolder(path.join(ROOT, 'mfe-public', 'dist'), CDN_PORT);
  const list = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'remotes.json'), 'utf8'));
  list.mfe_public = `http://127.0.0.1:${CDN_PORT}/mf-manifest.json`;
  const remotesFile = path.join(workDir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(list));
  site = await startSite(SITE_PORT, { DATA_DIR: path.join(workDir, 'data'), REMOTES_FILE: remotesFile });
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await new Promise((r) => cdn?.close(r));
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('the public remote is loaded from another origin named in the remote list', async ({ page }) => {
  const fromCdn: string[] = [];
  page.on('response', (r) => r.url().startsWith(`http://127.0.0.1:${CDN_PORT}/`) && r.ok() && fromCdn.push(r.url()));
  await page.goto(`http://127.0.0.1:${SITE_PORT}/`);
  await expect(page.getByRole('heading', { name: 'Compliance Management', level: 1 })).toBeVisible();
  expect(fromCdn.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromCdn.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
});
