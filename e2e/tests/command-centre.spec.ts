import { expect, test, type Browser, type Page } from '@playwright/test';
import { type TestSmtpServer } from '../../api/test/support/smtpServer';
import { actionsMenu, chooseByKeyboard, chooseFromFirstRowOffering } from '../support/commandCentre';
import { sharedMailbox } from '../support/mailbox';
import { apiCall, login, registerCompany, signInAs, signInSuperAdmin, uniqueSuffix, type Account } from '../support/session';

// Every mail of the run arrives at the worker's one SMTP server (the registration helpers listen there too).
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await sharedMailbox();
});

/** The token of the newest invitation mailed to this address (read from the test SMTP server). */
async function invitationToken(email: string): Promise<string> {
  const mailTo = () => smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith('You are invited to'));
  await expect.poll(() => mailTo().length, { timeout: 30_000 }).toBeGreaterThan(0);
  return /#token=([A-Za-z0-9_-]+)/.exec(mailTo().at(-1)!.text)![1]!;
}

async function pageAs(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, account);
  return page;
}

const csv = (rows: string[][]) => Buffer.from([['First name', 'Last name', 'Email', 'Role'], ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n');
const PASSWORD = 'Ledger-Audit-2026';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a new company: invitations, bulk import, owners, a filing with proof signed off by its checker, the admin sees it filed, an overdue item escalated', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const suffix = uniqueSuffix();
  const { admin, company } = await registerCompany(request);
  await signInAs(page, admin);

  // The admin's dashboard: the onboarding checklist and one click to the command centre.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expect(page.getByLabel('Invite the team (a maker and a checker at least): to do')).toBeVisible();

  // Invite a checker by e-mail; she sets her own password from the link.
  await page.goto('/admin/panels/checker');
  const invite = page.getByRole('form', { name: 'Invite by e-mail' });
  const checkerEmail = `chitra-${suffix}@e2e.test`;
  await invite.getByLabel('First name').fill('Chitra');
  await invite.getByLabel('Last name').fill('Checker');
  await invite.getByLabel('Email').fill(checkerEmail);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${checkerEmail}`)).toBeVisible();
  const invited = await (await browser.newContext()).newPage();
  await invited.goto(`/accept-invitation#token=${await invitationToken(checkerEmail)}`);
  await expect(invited.getByText(/Welcome, Chitra\./)).toBeVisible();
  await invited.getByLabel(/^New password/).fill(PASSWORD);
  await invited.getByLabel(/^Confirm new password/).fill(PASSWORD);
  await invited.getByRole('button', { name: 'Set my password' }).click();
  await expect(invited.getByText(/^Your password is set\./)).toBeVisible();

  // Bulk import: a file of 50 people is previewed row by row; the trial's seats stop it whole (nothing half-created).
  await page.goto('/admin/panels/maker');
  const makerEmail = `mohan-${suffix}@e2e.test`;
  const fifty = Array.from({ length: 50 }, (_, i) => [`Person${i}`, 'Team', `p${i}-${suffix}@e2e.test`, i % 2 ? 'checker' : 'maker']);
  fifty[0] = ['Mohan', 'Maker', makerEmail, 'maker'];
  fifty[1] = ['Kavya', 'Checker', `kavya-${suffix}@e2e.test`, 'checker'];
  const teamFile = { name: 'team-50.csv', mimeType: 'text/csv', buffer: csv(fifty) };
  await page.getByLabel('Team file (CSV or XLSX)').setInputFiles(teamFile);
  await expect(page.getByRole('status').filter({ hasText: 'of 50 rows have errors' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'No maker seat left: Your free trial includes 2 maker seats' }).first()).toBeVisible();
  // The button counts only the rows it would invite, never the 50 of the file.
  await expect(page.getByRole('button', { name: /^Invite \d+ users?$/ })).not.toHaveText('Invite 50 users');
  // A team of 50 is larger than any plan on offer: the platform records the period agreed by contract; then all 50 go.
  const root = await signInSuperAdmin(request);
  const contract = { packageId: 'upper-layer', makers: 30, checkers: 30, months: 12, contractReference: `PO-${suffix}` };
  expect((await apiCall(request, 'POST', `/api/super-admin/companies/${company.id}/contract-period`, root.token, contract)).status()).toBe(201);
  await page.getByLabel('Team file (CSV or XLSX)').setInputFiles(teamFile);
  await expect(page.getByText('50 users ready to invite')).toBeVisible();
  await page.getByRole('button', { name: 'Invite 50 users' }).click();
  await expect(page.getByText('50 invitations sent')).toBeVisible();
  await expect(page.getByRole('row', { name: /Mohan Maker/ })).toContainText('Invited');
  const accepted = await apiCall(request, 'POST', '/api/auth/invitation/accept', null, { token: await invitationToken(makerEmail), newPassword: PASSWORD });
  expect(accepted.status()).toBe(200);
  const maker = await login(request, makerEmail, PASSWORD);
  const checker = await login(request, checkerEmail, PASSWORD);

  // Owners: every obligation to the maker, checked by Chitra, in one bulk change.
  await page.goto('/admin/obligation-owners');
  const bulk = page.getByRole('group', { name: 'Set owner and checker of the selected obligations' });
  await bulk.getByLabel('Select all').check();
  await bulk.getByLabel('New owner').selectOption({ label: 'Mohan Maker' });
  await bulk.getByLabel('New checker').selectOption({ label: 'Chitra Checker' });
  await bulk.getByRole('button', { name: /^Set for \d+ selected$/ }).click();
  await expect(page.getByText(/^Owners saved for \d+ obligations?$/)).toBeVisible();

  // The maker records one filing with its acknowledgement and receipt.
  const makerPage = await pageAs(browser, maker);
  await makerPage.goto('/maker/command-centre');
  const name = await chooseFromFirstRowOffering(makerPage, 'Record filing');
  const dialog = makerPage.getByRole('dialog', { name: `Record filing: ${name}` });
  await dialog.getByLabel('Acknowledgement / SRN / ARN number').fill(`ACK-${suffix}`);
  await dialog.getByLabel(/^Receipt/).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Record filing' }).click();
  await expect(dialog).toBeHidden();
  const row = (p: Page) => p.getByRole('row').filter({ has: p.getByText(`ack. ACK-${suffix}`, { exact: false }) });
  await expect(row(makerPage)).toContainText('Awaiting sign-off');

  // The checker is told at once (in-app and by e-mail) and approves.
  await expect
    .poll(() => smtp.messages.some((m) => m.to.includes(checkerEmail.toLowerCase()) && m.subject.startsWith('Awaiting your sign-off')), { timeout: 60_000 })
    .toBe(true);
  const inbox = await (await apiCall(request, 'GET', '/api/notifications', checker.token)).json();
  expect(JSON.stringify(inbox)).toContain('Awaiting your sign-off');
  const checkerPage = await pageAs(browser, checker);
  await checkerPage.goto('/checker/command-centre');
  // The checker's menu, worked from the keyboard, offers Approve and Return for the filing she checks.
  await actionsMenu(checkerPage, name).click();
  await expect(checkerPage.getByRole('menu').getByRole('menuitem')).toHaveText(['Approve', 'Return', 'Open']);
  await checkerPage.keyboard.press('Escape');
  await chooseByKeyboard(checkerPage, name, 'Approve');
  await checkerPage
    .getByRole('dialog', { name: `Approve: ${name}` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(row(checkerPage)).toContainText(/Filed/);

  // The admin's screen shows it filed, with its proof, under the filters in the address.
  await page.goto('/admin');
  await page.getByRole('link', { name: /^Open the command centre/ }).click();
  await expect(page).toHaveURL(/\/admin\/command-centre$/);
  await page.getByLabel('Group by').selectOption({ label: 'Status' });
  await expect(page).toHaveURL(/group=status/);
  // Filed, or Filed late when the first item the maker took was already past its due date.
  await expect(row(page)).toContainText(/Filed( late)?/);
  await expect(row(page).getByRole('link', { name: 'Receipt receipt.pdf' })).toBeVisible();
  // The row's Open shows the filing on its own at the top, with its history (the link form of a reminder).
  await actionsMenu(row(page)).click();
  await page.getByRole('menuitem', { name: 'Open' }).click();
  await expect(page).toHaveURL(/item=/);
  await expect(page.getByRole('region', { name }).getByRole('list', { name: 'History' })).toContainText('Approved by Chitra Checker');

  // An item past its due date and not filed is escalated to the admin: in the app at once (the bell), and by e-mail
  // only in the next daily digest (docs/decisions/0112-overdue-mail-digest-only.md), so no mail flood on day one.
  await expect
    .poll(
      async () => {
        const answer = await (await apiCall(request, 'GET', '/api/notifications', admin.token)).json();
        return JSON.stringify(answer).includes('Overdue: ');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  expect(smtp.messages.filter((m) => m.to.includes(admin.email.toLowerCase()) && m.subject.startsWith('Overdue: '))).toEqual([]);
});
