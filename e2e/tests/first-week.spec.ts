import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { type TestSmtpServer } from '../../api/test/support/smtpServer';
import { pdfText } from '../support/exportReaders';
import { sharedMailbox } from '../support/mailbox';
import { apiCall, signInSuperAdmin, uniqueSuffix, verificationTokenFor } from '../support/session';
import { nextCode, rememberSecret } from '../support/signInSteps';

// A new company's first week, as its people live it: the public site, registration, the team invited one by one
// and from a file, each role's first sign-in, a payment with its GST tax invoice, and the plan page's history.
const SUPPLIER = {
  legalName: 'Compliance Cloud Private Limited',
  gstin: '29AABCT1332L1ZA',
  address: '12 Residency Road, Bengaluru 560025',
  invoiceSeries: 'CM',
  sac: '998315',
};
const COMPANY_GSTIN = '29AAACW4202F1ZM';
const PASSWORD = 'Ledger-Audit-2026';

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await sharedMailbox();
});

async function invitationToken(email: string): Promise<string> {
  const mailTo = () => smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith('You are invited to'));
  await expect.poll(() => mailTo().length, { timeout: 30_000 }).toBeGreaterThan(0);
  return /#token=([A-Za-z0-9_-]+)/.exec(mailTo().at(-1)!.text)![1]!;
}

async function register(page: Page, suffix: string) {
  const email = `first-${suffix}@e2e.test`;
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const modal = page.getByRole('dialog', { name: 'Register Your Company' });
  await modal.getByLabel(/^Company Name/).fill(`First Week Finance ${suffix}`);
  await modal.getByLabel(/^Organization Type/).selectOption('Private Limited NBFC/Others');
  await modal.getByLabel(/^Email/).fill(email);
  await modal.getByLabel(/^Mobile Number/).fill('9876543210');
  await modal.getByLabel('GSTN').fill(COMPANY_GSTIN);
  await modal.getByRole('button', { name: 'Next' }).click();
  // The GSTN's state code (29) chose the state.
  await expect(modal.getByLabel(/^State/)).toHaveValue('Karnataka');
  await modal.getByLabel(/^Address/).fill('5 Cunningham Road');
  await modal.getByLabel(/^City/).fill('Bengaluru');
  await modal.getByLabel(/^Pincode/).fill('560052');
  await modal.getByLabel('NBFC Type').selectOption('Middle layer');
  await modal.getByRole('button', { name: 'Next' }).click();
  // The rules are said before they can fail.
  await expect(modal.getByText('At least 12 characters.', { exact: false })).toBeVisible();
  await expect(modal.getByText(/two-step verification: from your next sign-in/)).toBeVisible();
  await modal.getByLabel(/^Full Name/).fill('Farah Khan');
  await modal.getByLabel(/^Username/).fill(`farah${suffix}`);
  await modal.getByLabel(/^Password/).fill(PASSWORD);
  await modal.getByRole('checkbox', { name: /^RBI/ }).check();
  await modal.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return email;
}

test('a company from the public site to its first invoice', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const suffix = uniqueSuffix();

  // The public site says what the product does and its blog cards open their posts.
  await page.goto('/');
  const tour = page.getByRole('region', { name: 'What your team works with every day' });
  for (const feature of ['Command Centre', 'Statutory calendar', 'Filing proof', 'Reminders', 'Board report']) {
    await expect(tour.getByRole('heading', { name: feature })).toBeVisible();
  }
  await page.goto('/features');
  await expect(page.getByRole('heading', { name: 'Statutory calendar' })).toBeVisible();
  await page.goto('/blog');
  await page.getByRole('link', { name: 'Your MCA calendar for the year: from MSME-1 to MGT-7', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/mca-calendar-msme-1-to-mgt-7$/);
  await expect(page.getByText(/AOC-4, the financial statements, is due within 30 days of the AGM/)).toBeVisible();

  // Registration, then the verification link opened by the signed-in admin leads to the dashboard.
  await page.goto('/');
  const adminEmail = await register(page, suffix);
  await page.goto(`/verify-email#token=${await verificationTokenFor(request, adminEmail)}`);
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click();
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // One by one: a checker and a maker, by e-mail (the default way).
  const checkerEmail = `chitra-${suffix}@e2e.test`;
  const makerEmail = `mohan-${suffix}@e2e.test`;
  for (const [panel, first, email] of [
    ['checker', 'Chitra', checkerEmail],
    ['maker', 'Mohan', makerEmail],
  ] as const) {
    await page.goto(`/admin/panels/${panel}`);
    const invite = page.getByRole('form', { name: 'Invite by e-mail' });
    await invite.getByLabel('First name').fill(first);
    await invite.getByLabel('Last name').fill('Team');
    await invite.getByLabel('Email').fill(email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  }

  // From a file: the template downloads; a row with errors is highlighted and not counted.
  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download template (CSV)' }).click()]);
  expect(await readFile((await template.path())!, 'utf8')).toMatch(/^First name,Last name,Email,Role\n/);
  const file = `First name,Last name,Email,Role\r\nKiran,Rao,kiran-${suffix}@e2e.test,maker\r\nBad,Row,not-an-address,maker\r\n`;
  await page.getByLabel('Team file (CSV or XLSX)').setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  const badRow = page.getByRole('row', { name: /not-an-address/ });
  await expect(badRow).toHaveClass(/has-errors/);
  await expect(page.getByRole('row', { name: /kiran-/ })).not.toHaveClass(/has-errors/);
  await page.getByRole('button', { name: 'Invite 1 user' }).click();
  await expect(page.getByText('1 invitation sent')).toBeVisible();

  // First sign-ins: accepting an invitation signs in (the maker at once, the checker after setting up two-step verification).
  const makerPage = await (await browser.newContext()).newPage();
  await makerPage.goto(`/accept-invitation#token=${await invitationToken(makerEmail)}`);
  await makerPage.getByLabel(/^New password/).fill(PASSWORD);
  await makerPage.getByLabel(/^Confirm new password/).fill(PASSWORD);
  await makerPage.getByRole('button', { name: 'Set my password' }).click();
  await expect(makerPage).toHaveURL(/\/maker(\/|$)/);

  const checkerPage = await (await browser.newContext()).newPage();
  await checkerPage.goto(`/accept-invitation#token=${await invitationToken(checkerEmail)}`);
  await checkerPage.getByLabel(/^New password/).fill(PASSWORD);
  await checkerPage.getByLabel(/^Confirm new password/).fill(PASSWORD);
  await checkerPage.getByRole('button', { name: 'Set my password' }).click();
  await expect(checkerPage.getByText('Your password is set. One more step and you are signed in.')).toBeVisible();
  rememberSecret(checkerEmail, (await checkerPage.getByLabel('Authenticator key').textContent()) ?? '');
  await checkerPage.getByLabel(/^Authentication code/).fill(await nextCode(checkerEmail));
  await checkerPage.getByRole('button', { name: 'Turn on and sign in' }).click();
  await checkerPage.getByRole('button', { name: 'I have saved these codes, continue' }).click();
  await expect(checkerPage).toHaveURL(/\/checker(\/|$)/);

  // The platform's GST particulars, set by the super-admin (a wrong check character is refused first).
  const root = await signInSuperAdmin(request);
  const typo = await apiCall(request, 'PUT', '/api/super-admin/billing-profile', root.token, { ...SUPPLIER, gstin: '29AABCT1332L1ZB' });
  expect(typo.status()).toBe(400);
  expect((await apiCall(request, 'PUT', '/api/super-admin/billing-profile', root.token, SUPPLIER)).status()).toBe(200);

  // Paying during the trial keeps the trial's days, and the page says so before and after.
  await page.goto('/admin/subscription');
  await expect(page.getByText('Subscribing now keeps your trial: the 7 days left are added after your first paid month.')).toBeVisible();
  await page.getByRole('article', { name: 'Professional Compliance' }).getByRole('button', { name: 'Subscribe Now' }).click();
  await page.getByRole('button', { name: 'Pay ₹11,798.82' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(/The 7 days left of your trial were added after the paid month\./)).toBeVisible();
  const details = page.getByRole('definition').filter({ hasText: /^CM\/\d{2}-\d{2}\/\d{5}$/ });
  const invoiceNumber = (await details.textContent())!;

  // The invoice opened and read: both GSTINs, SAC, the taxable value and CGST + SGST (supplier and company both in Karnataka).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download tax invoice/ }).click()]);
  const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
  for (const expected of [
    'Tax Invoice',
    invoiceNumber,
    `GSTIN: ${SUPPLIER.gstin}`,
    `GSTIN: ${COMPANY_GSTIN}`,
    `First Week Finance ${suffix}`,
    'Place of supply: Karnataka (29)',
    'SAC',
    '998315',
    'Taxable value: ₹9,999.00',
    'CGST @ 9%: ₹899.91',
    'SGST/UTGST @ 9%: ₹899.91',
    'Invoice total: ₹11,798.82',
  ]) {
    expect(text).toContain(expected);
  }

  // The plan page's history lists the payment with its invoice.
  await page.getByRole('link', { name: 'View your plan' }).click();
  const history = page.getByRole('region', { name: 'Payment history' });
  const row = history.getByRole('row', { name: new RegExp(invoiceNumber.replace(/\//g, '\\/')) });
  await expect(row).toContainText('Professional Compliance (Middle Layer NBFC)');
  await expect(row).toContainText('₹11,798.82');
  await expect(row).toContainText('Paid, 7 trial days added');
  await expect(row.getByRole('button', { name: `Download tax invoice ${invoiceNumber} (PDF)` })).toBeVisible();
});
