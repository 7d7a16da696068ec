import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, startSite } from '../support/ownSite';
import { registrationOf } from '../support/session';
import { previousCode, rememberSecret } from '../support/signInSteps';

// Regulatory change management end to end (docs/decisions/0045-regulatory-change-management.md): the content team ships a new MCA library version with one
// changed and one added item; after the restart that deploys it, the company's "What changed for us" lists both,
// its earlier answer is marked changed since answered (there and in the assessment), and the admin acknowledges.
// The content is read at start, so this test runs its own server on its own data folder, restarted with the
// new library (CONTENT_DIR), as a deployment would.

const SHIPPED = path.join(ROOT, 'api', 'content');
let workDir: string;
let server: ChildProcess | null = null;
let base = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function start(contentDir: string) {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startSite(port, { DATA_DIR: path.join(workDir, 'data'), CONTENT_DIR: contentDir });
}

async function stop() {
  if (!server) return;
  const exited = new Promise((r) => server!.once('exit', r));
  server.kill('SIGTERM');
  await exited;
  server = null;
}

async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<{ status: number; body: T; token?: string }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { cookie: `session=${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('session='));
  return { status: response.status, body: (await response.json()) as T, token: cookie?.slice('session='.length).split(';')[0] };
}

/** The new library version: MCA-A1 reworded, MCA-H9 added, both in the release's change log. */
function newMcaVersion(): string {
  const dir = path.join(workDir, 'content-2027');
  fs.mkdirSync(dir);
  for (const name of fs.readdirSync(SHIPPED)) fs.copyFileSync(path.join(SHIPPED, name), path.join(dir, name));
  const file = path.join(dir, 'mca.json');
  const library = JSON.parse(fs.readFileSync(file, 'utf8'));
  library.version = '2027.1.1';
  const a1 = library.items.find((item: { id: string }) => item.id === 'MCA-A1');
  a1.text += ' (meetings by video conference included)';
  library.items.push({
    ...library.items.find((item: { id: string }) => item.id === 'MCA-H1'),
    id: 'MCA-H9',
    text: 'Is the audit trail of the accounting software kept for eight years?',
  });
  library.changes.unshift({
    version: '2027.1.1',
    date: '2027-01-15',
    items: [
      {
        item: 'MCA-A1',
        change: 'changed',
        summary: 'Board meetings held by video conference count towards the four.',
        instrument: 'Companies (Meetings of Board and its Powers) Rules, 2014, r.3',
        effective_date: '2027-01-01',
      },
      {
        item: 'MCA-H9',
        change: 'added',
        summary: 'The audit trail is kept for eight years.',
        instrument: 'Companies (Accounts) Rules, 2014, r.3(1)',
        effective_date: '2027-01-01',
      },
    ],
  });
  fs.writeFileSync(file, JSON.stringify(library));
  return dir;
}

test.beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'regulatory-changes-'));
});
test.afterAll(async () => {
  await stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('a new library version reaches "What changed for us"; the affected answer shows changed since answered; the admin acknowledges', async ({ page }) => {
  test.setTimeout(240_000);
  await start(SHIPPED);
  const registration = registrationOf();
  const registered = await api<{ user: { companyId: string } }>('POST', '/api/auth/register', null, registration.request);
  expect(registered.status).toBe(201);
  const token = registered.token!;
  // The new admin's session opens fully once two-step verification is set up (docs/decisions/0240-...).
  const setup = await api<{ secret: string }>('POST', '/api/auth/mfa/setup', token, { password: registration.password });
  rememberSecret(registration.email, setup.body.secret);
  // On a step boundary the previous step's code is two steps old by the time it arrives: once more.
  const confirm = () => api('POST', '/api/auth/mfa/confirm', token, { code: previousCode(registration.email) });
  let confirmed = await confirm();
  if (confirmed.status !== 200) confirmed = await confirm();
  expect(confirmed.status).toBe(200);
  expect((await api('POST', '/api/mca-compliance/submit', token, { responses: [{ questionId: 'MCA-A1', status: 'Yes', remarks: 'Four meetings held' }] })).status).toBe(
    200,
  );
  // What the company had to review so far is acknowledged: only the new release will be open.
  const shipped = await api<{ releases: { libraryId: string; version: string }[] }>('GET', '/api/regulatory-changes', token);
  expect(
    (await api('POST', '/api/regulatory-changes/acknowledge', token, { releases: shipped.body.releases.map(({ libraryId, version }) => ({ libraryId, version })) }))
      .status,
  ).toBe(200);

  // The deployment of the new library version.
  await stop();
  await start(newMcaVersion());

  await page.context().addCookies([{ name: 'session', value: token, url: base, httpOnly: true, sameSite: 'Strict' }]);
  await page.goto(`${base}/admin/updates`);
  await page.getByRole('link', { name: 'What changed for us' }).click();
  await expect(page).toHaveURL(/\/admin\/updates\/what-changed$/);
  const changed = page.getByRole('article', { name: 'MCA-A1: Changed' });
  await expect(changed).toBeVisible();
  await expect(changed.getByText('changed since answered')).toBeVisible();
  // The answer names the shipped library version it answered.
  const answeredVersion = (JSON.parse(fs.readFileSync(path.join(SHIPPED, 'mca.json'), 'utf8')) as { version: string }).version;
  await expect(changed.getByText(`Yes by Asha Admin, version ${answeredVersion}`, { exact: false })).toBeVisible();
  await expect(changed.getByText(/Your answer \(MCA, FY \d{4}-\d{2}\): Yes by Asha Admin/)).toBeVisible();
  await expect(changed.getByText(/Companies \(Meetings of Board and its Powers\) Rules, 2014, r\.3/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'MCA-H9: New item' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  // The assessment shows the same answer as changed since answered.
  await page.goto(`${base}/admin/compliance/mca`);
  const card = page.getByRole('listitem').filter({ hasText: 'meetings by video conference included' });
  await expect(card.getByText('Changed since answered')).toBeVisible();

  // The admin acknowledges: the list is empty, and stays so after a reload.
  await page.goto(`${base}/admin/updates/what-changed`);
  await page.getByRole('button', { name: 'Acknowledge these changes' }).click();
  await expect(page.getByText('Changes acknowledged (1 library release)')).toBeVisible();
  await expect(page.getByText('No changes since the last acknowledgement')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Last acknowledged .* by Asha Admin\./)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
