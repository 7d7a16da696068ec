import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../support/ownSite';
import { login, registerCompany, signInAs, SUPERADMIN, SECOND_SUPERADMIN } from '../support/session';

// Content releases end to end: the super-admin uploads a corrected income-tax calendar (TDS due on the 10th), sees it
// compared with the live library, a second super-admin approves it, it is published without a restart, the company
// admin reads it in "What changed for us" with the recomputed due dates, and it is rolled back.

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const shortDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The shipped income-tax calendar with the TDS deposit due on the 10th, as the next version, with its change log. */
function correctedCalendar(dir: string) {
  const library = JSON.parse(fs.readFileSync(path.join(ROOT, 'api', 'content', 'calendar-income-tax.json'), 'utf8'));
  const version = String(library.version).replace(/(\d+)$/, (last) => String(Number(last) + 1));
  library.version = version;
  const tds = library.items.find((item: { id: string }) => item.id === 'TAX-TDS-DEPOSIT');
  tds.rule.day = 10;
  library.changes = [
    {
      version,
      date: indiaToday(),
      items: [
        {
          item: 'TAX-TDS-DEPOSIT',
          change: 'changed',
          summary: 'TDS is deposited by the 10th of the next month.',
          instrument: 'Income-tax Rules, 2026',
          effective_date: indiaToday(),
        },
      ],
    },
    ...(library.changes ?? []),
  ];
  const text = JSON.stringify(library, null, 2);
  const file = path.join(dir, 'calendar-income-tax.json');
  fs.writeFileSync(file, text);
  return { file, version, checksum: createHash('sha256').update(text).digest('hex') };
}

test('upload, compare, approve by a second operator, publish, a company reads it, roll back', async ({ page, request }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-release-'));
  const release = correctedCalendar(dir);
  const { admin, company } = await registerCompany(request, { firstName: 'Tara', lastName: 'Tax' });
  const root = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const checker = await login(request, SECOND_SUPERADMIN.email, SECOND_SUPERADMIN.password);
  const heading = `Statutory calendar: income tax ${release.version}`;
  // The company's first TDS date after today that is due on the 7th now, and on the 10th after the release.
  let next = addDays(indiaToday(), 1);
  while (!next.endsWith('-07')) next = addDays(next, 1);
  const moved = `${next.slice(0, 8)}10`;

  // The uploader: a wrong checksum is refused with the server's reason; the right one stores a draft.
  await signInAs(page, root);
  await page.goto('/super-admin/system');
  await page.getByRole('link', { name: 'Content releases' }).click();
  await expect(page.getByRole('heading', { name: 'Content releases' })).toBeVisible();
  await page.getByLabel('Library file (JSON)').setInputFiles(release.file);
  await page.getByLabel('SHA-256 checksum').fill('0'.repeat(64));
  await page.getByRole('button', { name: 'Upload release' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The checksum does not match the file' })).toBeVisible();
  await page.getByLabel('SHA-256 checksum').fill(`${release.checksum}  calendar-income-tax.json`);
  await page.getByRole('button', { name: 'Upload release' }).click();
  const card = page
    .getByRole('region', { name: heading })
    .or(page.locator(`[aria-label="${heading}"]`))
    .first();
  await expect(card.getByText('Awaiting approval')).toBeVisible();
  await expect(card.getByText(/0 added, 1 changed, 0 withdrawn; \d+ compan(y|ies) affected/)).toBeVisible();
  await expect(card.getByText('TAX-TDS-DEPOSIT', { exact: false }).first()).toBeVisible();
  const row = card
    .getByRole('row')
    .filter({ hasText: company.company_name })
    .filter({ hasText: shortDate(next) });
  await expect(row).toContainText(shortDate(moved));
  await expect(card.getByText('Another super-admin must approve this release.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Approve release' })).toHaveCount(0);

  // The second operator approves and publishes it for today.
  await page.context().clearCookies();
  await signInAs(page, checker);
  await page.reload();
  await card.getByRole('button', { name: 'Approve release' }).click();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Publish release' }).click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await expect(card.getByText('Live', { exact: true })).toBeVisible();

  // The company admin reads it in "What changed for us", with the due dates recomputed; no restart happened.
  await page.context().clearCookies();
  await signInAs(page, admin);
  await page.goto('/admin/updates/what-changed');
  const change = page.getByRole('article', { name: 'TAX-TDS-DEPOSIT: Changed' });
  await expect(change).toBeVisible();
  await expect(change.getByText('TDS is deposited by the 10th of the next month.')).toBeVisible();
  await expect(change.getByText(new RegExp(`due ${shortDate(moved)}`))).toBeVisible();

  // The uploader rolls it back: the company no longer sees it.
  await page.context().clearCookies();
  await signInAs(page, root);
  await page.goto('/super-admin/content');
  await card.getByRole('button', { name: 'Roll back' }).click();
  await expect(card.getByText('Rolled back', { exact: true })).toBeVisible();
  await page.context().clearCookies();
  await signInAs(page, admin);
  await page.goto('/admin/updates/what-changed');
  await expect(page.getByRole('heading', { name: 'What changed for us' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'TAX-TDS-DEPOSIT: Changed' })).toHaveCount(0);
  fs.rmSync(dir, { recursive: true, force: true });
});
