import { expect, test, type Browser, type Page } from '@playwright/test';
import { actionsMenu, chooseFromFirstRowOffering, expectCommandCentreFitsAPhone } from '../support/commandCentre';
import { apiCall, createTeamUser, registerCompany, signInAs, type Account } from '../support/session';

// The loop from a due date to its sign-off, for the companies the product is for: a Middle-layer NBFC, a Base-layer
// NBFC and an HFC each record a filing from the screen with a PNG screenshot uploaded in place, and a checker approves
// it from the Sign-off Queue or Pending Review; the receipt is approved with it, once. The Command Centre's rows each
// have one actions menu, and fit a 360 px phone.

// A 1x1 PNG: the screenshot of a portal acknowledgement, the most common receipt.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function pageAs(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, account);
  return page;
}

const COMPANIES = [
  { label: 'a Middle-layer NBFC', company: { nbfc_type: 'Middle layer', your_current_asset_size: 1500 }, reviewFrom: 'sign-off queue' },
  { label: 'a Base-layer NBFC', company: { nbfc_type: 'Base layer', your_current_asset_size: 100 }, reviewFrom: 'pending review' },
  { label: 'an HFC', company: { nbfc_type: 'Housing Finance Companies', your_current_asset_size: 3000 }, reviewFrom: 'sign-off queue' },
] as const;

for (const { label, company, reviewFrom } of COMPANIES) {
  test(`${label}: the maker records a filing with a PNG receipt uploaded in place; the checker approves it from the ${reviewFrom}`, async ({ request, browser }) => {
    test.setTimeout(180_000);
    const { admin } = await registerCompany(request, { company });
    const maker = await createTeamUser(request, admin.token, 'maker');
    const checker = await createTeamUser(request, admin.token, 'checker');
    // Every obligation due this month or next is the maker's, signed off by the checker (as the bulk screen sets it).
    const monthStart = `${new Date().toISOString().slice(0, 7)}-01`;
    const calendar = await (await apiCall(request, 'GET', `/api/obligations/calendar?from=${monthStart}`, admin.token)).json();
    const ids = [...new Set((calendar.occurrences as Array<{ obligationId: string }>).map((o) => o.obligationId))];
    expect(ids.length).toBeGreaterThan(0);
    const owners = await apiCall(request, 'PUT', '/api/obligations/owners', admin.token, {
      owners: ids.map((obligationId) => ({ obligationId, assigneeId: maker.user.id, checkerId: checker.user.id })),
    });
    expect(owners.status()).toBe(200);

    const makerPage = await pageAs(browser, maker);
    await makerPage.goto('/maker/command-centre');
    // The maker's own due dates come first; each row's one actions menu offers Record filing while it is open.
    await expect(makerPage.getByRole('table', { name: 'Due dates: Mine' })).toBeVisible();
    const name = await chooseFromFirstRowOffering(makerPage, 'Record filing');
    const dialog = makerPage.getByRole('dialog', { name: `Record filing: ${name}` });
    const ack = `ACK-${Date.now().toString(36)}`;
    await dialog.getByLabel('Acknowledgement / SRN / ARN number').fill(ack);
    await dialog.getByLabel(/^Receipt \(PDF, Word, Excel, PNG or JPG/).setInputFiles({ name: 'epfo-portal.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Record filing' }).click();
    await expect(dialog).toBeHidden();
    const row = (p: Page) => p.getByRole('row').filter({ has: p.getByText(`ack. ${ack}`, { exact: false }) });
    await expect(row(makerPage)).toContainText('Awaiting sign-off');
    await expect(row(makerPage).getByRole('link', { name: 'Receipt epfo-portal.png' })).toBeVisible();
    // Awaiting sign-off, the maker's menu no longer offers Record filing (nor Approve): only Open.
    await actionsMenu(makerPage, name).click();
    await expect(makerPage.getByRole('menu').getByRole('menuitem')).toHaveText(['Open']);
    await makerPage.keyboard.press('Escape');
    // On a phone: no sideways scroll, every value of a row named, the menu within the screen.
    await expectCommandCentreFitsAPhone(makerPage);
    await makerPage.setViewportSize({ width: 1280, height: 900 });

    const checkerPage = await pageAs(browser, checker);
    if (reviewFrom === 'sign-off queue') {
      await checkerPage.goto('/checker/sign-off');
      const item = checkerPage.getByRole('listitem', { name });
      await expect(item).toContainText(`acknowledgement ${ack}`);
      await item.getByRole('button', { name: 'Approve' }).click();
      await checkerPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await expect(item).toBeHidden();
    } else {
      await checkerPage.goto('/checker/pending-review');
      const filings = checkerPage.getByRole('region', { name: 'Filings awaiting your sign-off' });
      await filings.getByRole('button', { name: `Approve: ${name}` }).click();
      await checkerPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await expect(filings.getByRole('list', { name: 'History' })).toContainText('Approved by Chitra Checker');
    }
    // The receipt was approved with the filing: no second approval waits in the queue.
    await checkerPage.goto('/checker/sign-off');
    await expect(checkerPage.getByRole('heading', { name: 'Sign-off Queue' })).toBeVisible();
    await expect(checkerPage.getByText('Nothing is waiting for your review.')).toBeVisible();

    await makerPage.reload();
    await expect(row(makerPage)).toContainText(/Filed( late)?/);
    await expect(row(makerPage)).toContainText('Approved by Chitra Checker');
  });
}

for (const { label, company } of COMPANIES) {
  test(`${label}: the admin marks a whole obligation not applicable from a due date on, with its reason, and reinstates it`, async ({ request, browser }) => {
    test.setTimeout(120_000);
    const { admin } = await registerCompany(request, { company });
    const page = await pageAs(browser, admin);
    await page.goto('/admin/command-centre');

    // From a due date's menu: every due date of its obligation from that one on. No reason: refused, nothing marked.
    await chooseFromFirstRowOffering(page, 'Mark not applicable');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Every due date of this obligation/).check();
    await expect(dialog.getByLabel('First due date it does not apply to')).toHaveValue(/^\d{1,2} \w{3,4} \d{4}$/);
    await dialog.getByRole('button', { name: 'Mark not applicable' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/Give the reason/);
    await dialog.getByLabel('Reason').fill('No public deposits are taken');
    await dialog.getByRole('button', { name: 'Mark not applicable' }).click();
    await expect(page.getByText(/^Not applicable from \d{1,2} \w{3,4} \d{4}: \d+ due dates? marked$/)).toBeVisible();

    // The audit trail says who did it and why, in one row.
    const trail = await (await apiCall(request, 'GET', '/api/audit', admin.token)).json();
    expect(JSON.stringify(trail)).toContain('No public deposits are taken');

    // Reinstated from a marked due date: every one of them applies again.
    await page.reload();
    await chooseFromFirstRowOffering(page, 'Reinstate');
    const back = page.getByRole('dialog');
    await expect(back).toContainText(/Not applicable for the whole obligation from \d{1,2} \w{3,4} \d{4}/);
    await back.getByRole('button', { name: 'Reinstate' }).click();
    await expect(page.getByText(/^The obligation applies again: \d+ due dates? reinstated$/)).toBeVisible();
  });
}
