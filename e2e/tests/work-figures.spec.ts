import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../support/exportReaders';
import { apiCall, createTeamUser, registerCompany, signInAs } from '../support/session';

// One figure and one calendar: a company registered today has due dates earlier this month, now overdue filings.

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const HUMAN_DATE = /\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/;

/** The number an overdue figure link shows (its accessible name: 'Overdue: 19. The company’s tasks and filings'). */
async function overdueFigure(page: Page, whose: string): Promise<number> {
  const link = page.getByRole('link', { name: new RegExp(`^Overdue: \\d+\\. ${whose}$`) });
  await expect(link).toBeVisible();
  return Number(/^Overdue: (\d+)/.exec((await link.getAttribute('aria-label'))!)![1]);
}

for (const { label, company } of [
  { label: 'a Middle-layer NBFC', company: { nbfc_type: 'Middle layer', your_current_asset_size: 1500 } },
  { label: 'a Base-layer NBFC', company: { nbfc_type: 'Base layer', your_current_asset_size: 100 } },
  { label: 'an HFC', company: { nbfc_type: 'Housing Finance Companies', your_current_asset_size: 3000 } },
])
  test(`${label}: the dashboard’s overdue figure opens its list; the calendar shows the overdue filing in human dates, opens it, and prints`, async ({
    page,
    request,
  }) => {
    const { admin } = await registerCompany(request, { company });
    await signInAs(page, admin);
    await page.goto('/admin');
    const overdue = await overdueFigure(page, 'The company’s tasks and filings');
    expect(overdue).toBeGreaterThan(0);
    await page.getByRole('link', { name: /^Overdue: \d+\./ }).click();
    await expect(page).toHaveURL(/\/admin\/command-centre\?figure=overdue&scope=company$/);
    await expect(page.getByRole('heading', { name: `Overdue: the company’s tasks and filings (${overdue})` })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Overdue: the company’s tasks and filings' }).getByRole('row');
    await expect(rows).toHaveCount(Math.min(overdue, 100) + 1);
    // The same figure on the command centre itself and on Statistics (Reports lists the same items instead).
    expect(await overdueFigure(page, 'The company’s tasks and filings')).toBe(overdue);
    await page.goto('/admin/statistics');
    expect(await overdueFigure(page, 'The company’s tasks and filings')).toBe(overdue);

    // The statutory calendar: this month, the overdue filing marked, opened by a click, its due date written as people write it.
    await page.goto('/admin/calendar');
    await expect(page.getByText(/from \d{1,2} [A-Z][a-z]{2} \d{4} to/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Overdue');
    const event = page.getByRole('button', { name: /^Open Overdue · / }).first();
    await expect(event).toBeVisible();
    await event.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Statutory filing');
    await expect(dialog).toContainText('Overdue');
    await expect(dialog).toContainText(/Due date\d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(await dialog.textContent()).not.toMatch(ISO_DATE);
    await dialog.getByRole('button', { name: /close/i }).click();
    // No page taller than a few screens: one month of due dates at a time, the obligations folded.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6000);

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^compliance-calendar-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = (await pdfText(new Uint8Array(fs.readFileSync((await file.path())!)))).replace(/\s+/g, ' ');
    expect(text).toContain('Compliance calendar');
    expect(text).toContain('The company’s tasks and filings');
    expect(text).toMatch(/\d+ items, [1-9]\d* of them overdue/);
    expect(text).toMatch(HUMAN_DATE);
    expect(text).not.toMatch(ISO_DATE);
  });

test('an HFC: the maker who owns the filings sees the same overdue figure as the admin, and the filings on their calendar', async ({ page, request }) => {
  const { admin } = await registerCompany(request, { company: { nbfc_type: 'Housing Finance Companies', your_current_asset_size: 8000 } });
  const maker = await createTeamUser(request, admin.token, 'maker');
  const calendar = await (await apiCall(request, 'GET', '/api/obligations/calendar', admin.token)).json();
  const ids = [...new Set((calendar.obligations as Array<{ id: string }>).map((o) => o.id))].slice(0, 200);
  const owners = await apiCall(request, 'PUT', '/api/obligations/owners', admin.token, {
    owners: ids.map((obligationId) => ({ obligationId, assigneeId: maker.user.id })),
  });
  expect(owners.status()).toBe(200);

  await signInAs(page, admin);
  await page.goto('/admin');
  const companyOverdue = await overdueFigure(page, 'The company’s tasks and filings');
  expect(companyOverdue).toBeGreaterThan(0);

  const makerPage = await (await page.context().browser()!.newContext()).newPage();
  await signInAs(makerPage, maker);
  for (const path of ['/maker', '/maker/my-tasks', '/maker/command-centre']) {
    await makerPage.goto(path);
    expect(await overdueFigure(makerPage, 'My tasks and filings')).toBe(companyOverdue);
  }
  await makerPage.goto('/maker/calendar');
  await makerPage
    .getByRole('button', { name: /^Open Overdue · / })
    .first()
    .click();
  await expect(makerPage.getByRole('dialog')).toContainText('OwnerMohan Maker');
  await expect(makerPage.getByRole('dialog').getByRole('link', { name: 'Open in the Command Centre' })).toBeVisible();
});
