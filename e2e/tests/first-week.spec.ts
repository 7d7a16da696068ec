import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { type TestSmtpServer } from '../../api/test/support/smtpServer';
import { pdfText } from '../support/exportReaders';
import { sharedMailbox } from '../support/mailbox';
import { apiCall, createTeamUser, registerCompany, sessionCookieHeader, signInAs, signInSuperAdmin, uniqueSuffix, verificationTokenFor } from '../support/session';
import { enrolOnEnrolmentPage, finishSignInSteps, nextCode, rememberSecret } from '../support/signInSteps';

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

/** The Sign In modal on the public site, from a fresh browser: e-mail and password, then whatever step is asked. */
async function openSignIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const modal = page.getByRole('dialog', { name: 'Sign In' });
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Sign In' }).click();
  return modal;
}

async function acceptInvitation(page: Page, token: string) {
  await page.goto(`/accept-invitation#token=${token}`);
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set my password' }).click();
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
  await expect(modal.getByText(/two-step verification: right after registering you will set up/)).toBeVisible();
  await modal.getByLabel(/^Full Name/).fill('Farah Khan');
  await modal.getByLabel(/^Username/).fill(`farah${suffix}`);
  await modal.getByLabel(/^Password/).fill(PASSWORD);
  await modal.getByRole('checkbox', { name: /^RBI/ }).check();
  await modal.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await enrolOnEnrolmentPage(page, email, PASSWORD);
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

  // Bad input on the invitation form is refused beside it and sends nothing: an address that is no address, and
  // the admin's own (already in use; the server's message).
  await page.goto('/admin/panels/checker');
  const inviteForm = page.getByRole('form', { name: 'Invite by e-mail' });
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteForm.getByRole('alert')).toHaveText('Please fill in all fields');
  await inviteForm.getByLabel('First name').fill('Chitra');
  await inviteForm.getByLabel('Last name').fill('Team');
  await inviteForm.getByLabel('Email').fill('chitra-at-nowhere');
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteForm.getByRole('alert')).toHaveText('Email is invalid');
  await inviteForm.getByLabel('Email').fill(adminEmail);
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteForm.getByRole('alert')).toBeVisible();
  await expect(page.getByText(`Invitation sent to ${adminEmail}`)).toHaveCount(0);
  expect(smtp.messages.filter((m) => m.subject.startsWith('You are invited to') && m.to.includes(adminEmail.toLowerCase()))).toHaveLength(0);

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
  const file = `First name,Last name,Email,Role\r\nKiran,Rao,kiran-${suffix}@e2e.test,checker\r\nBad,Row,not-an-address,maker\r\n`;
  await page.getByLabel('Team file (CSV or XLSX)').setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  const badRow = page.getByRole('row', { name: /not-an-address/ });
  await expect(badRow).toHaveClass(/has-errors/);
  await expect(page.getByRole('row', { name: /kiran-/ })).not.toHaveClass(/has-errors/);
  await page.getByRole('button', { name: 'Invite 1 user' }).click();
  await expect(page.getByText('1 invitation sent')).toBeVisible();

  // The specified create form: same labels; a short password is refused and nothing is created; the person gets a
  // welcome e-mail that never holds the password.
  const createdEmail = `priya-${suffix}@e2e.test`;
  const givenPassword = 'Given-pass-2026';
  const create = page.getByRole('form', { name: 'Create Maker' });
  await create.getByLabel('First name').fill('Priya');
  await create.getByLabel('Last name').fill('Team');
  await create.getByLabel('Email').fill(createdEmail);
  await create.getByLabel('Password').fill('short');
  await create.getByRole('button', { name: 'Create Maker' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password must be at least 8 characters long' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Priya Team', exact: true })).toHaveCount(0);
  await create.getByLabel('Password').fill(givenPassword);
  await create.getByRole('button', { name: 'Create Maker' }).click();
  await expect(page.getByText('Maker user created successfully!')).toBeVisible();
  const welcome = () => smtp.messages.filter((m) => m.to.includes(createdEmail) && m.subject.startsWith('Your Compliance Management account at'));
  await expect.poll(() => welcome().length, { timeout: 30_000 }).toBe(1);
  expect(welcome()[0]!.text).toContain(`with this e-mail address (${createdEmail})`);
  expect(welcome()[0]!.text).not.toContain(givenPassword);

  // First sign-ins: accepting an invitation signs in after setting up two-step verification on the same page (every
  // role: the maker invited by hand, the checker invited by hand and the one from the file).
  for (const [email, area] of [
    [makerEmail, 'maker'],
    [checkerEmail, 'checker'],
    [`kiran-${suffix}@e2e.test`, 'checker'],
  ] as const) {
    const personPage = await (await browser.newContext()).newPage();
    await acceptInvitation(personPage, await invitationToken(email));
    await expect(personPage.getByText('Your password is set. One more step and you are signed in.')).toBeVisible();
    rememberSecret(email, (await personPage.getByLabel('Authenticator key').textContent()) ?? '');
    await personPage.getByLabel(/^Authentication code/).fill(await nextCode(email));
    await personPage.getByRole('button', { name: 'Turn on and sign in' }).click();
    await personPage.getByRole('button', { name: 'I have saved these codes, continue' }).click();
    await expect(personPage).toHaveURL(new RegExp(`/${area}(/|$)`));
    await personPage.context().close();
  }

  // The created maker's first sign-in: the password the admin gave, then one of their own.
  const createdPage = await (await browser.newContext()).newPage();
  const signIn = await openSignIn(createdPage, createdEmail, givenPassword);
  await signIn.getByLabel(/^New password/).fill(PASSWORD);
  await signIn.getByLabel(/^Confirm new password/).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Set new password' }).click();
  await finishSignInSteps(createdPage, createdEmail);
  await expect(createdPage).toHaveURL(/\/maker(\/|$)/);
  await createdPage.context().close();

  // The admin's next sign-in asks for a code of the authenticator set up right after registering; then the dashboard.
  const adminPage = await (await browser.newContext()).newPage();
  await openSignIn(adminPage, adminEmail, PASSWORD);
  await expect(adminPage.getByRole('dialog', { name: 'Sign In' }).getByLabel(/^Authentication code/)).toBeVisible();
  await finishSignInSteps(adminPage, adminEmail);
  await expect(adminPage).toHaveURL(/\/admin$/);
  await adminPage.context().close();

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

test('a task the calendar made: a short title with the calendar named, on a phone and a desktop; the citation in View Details', async ({ page, request }) => {
  const { admin } = await registerCompany(request, { company: { nbfc_type: 'Middle layer', your_current_asset_size: 1500 } });
  const maker = await createTeamUser(request, admin.token, 'maker');
  // The owner's lead time (90 days) makes the next DNBS01 due date's task at once: nobody assigns it.
  const owner = await apiCall(request, 'PUT', '/api/obligations/RBI-DNBS01/owner', admin.token, { assigneeId: maker.user.id, leadDays: 90 });
  expect(owner.status()).toBe(200);
  expect((await owner.json()).tasksCreated).toBeGreaterThan(0);

  await signInAs(page, maker);
  for (const size of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/maker/my-tasks');
    const card = page.getByRole('listitem', { name: /^DNBS01 for quarter ended \d{1,2} [A-Z][a-z]{2} \d{4}$/ }).first();
    await expect(card).toContainText('From the statutory calendar');
    await expect(card).not.toContainText('Assigned by');
    await expect(card).not.toContainText('Supervisory Returns');
    // The title is read at a glance: two lines at most, even on a phone.
    const heading = card.getByRole('heading');
    const lineHeight = await heading.evaluate((h) => parseFloat(getComputedStyle(h).lineHeight) || parseFloat(getComputedStyle(h).fontSize) * 1.3);
    expect((await heading.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(size.width);
  }
  const card = page.getByRole('listitem', { name: /^DNBS01 for quarter ended/ }).first();
  await card.getByRole('button', { name: /^View Details: DNBS01 for quarter ended/ }).click();
  const details = page.getByRole('dialog', { name: /^DNBS01 for quarter ended/ });
  await expect(details).toContainText('DNBS01 - Important Financial Parameters');
  await expect(details).toContainText('CitationRBI (Non-Banking Financial Companies – Supervisory Returns) Directions, 2026');
  await expect(details).toContainText('FromStatutory calendar');
  await expect(details.getByRole('link', { name: 'Open the filing in the Command Centre' })).toHaveAttribute('href', /\/maker\/command-centre\?start=\d{4}-\d{2}&item=/);
});

// A 1x1 PNG: the screenshot of a portal acknowledgement.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test("the checker's Reviewed page lists the assessment, the filing and the task they decided", async ({ page, request }) => {
  const { admin } = await registerCompany(request, { company: { nbfc_type: 'Middle layer', your_current_asset_size: 1500 } });
  const maker = await createTeamUser(request, admin.token, 'maker');
  const checker = await createTeamUser(request, admin.token, 'checker');
  const ok = async (response: ReturnType<typeof apiCall>, status = 200) => expect((await response).status()).toBe(status);

  // The MCA assessment: answered and completed by the maker, submitted, approved by the checker.
  const content = await (await apiCall(request, 'GET', '/api/assessments/content/mca', maker.token)).json();
  const responses = content.sections.flatMap((s: { questions: { id: string }[] }) => s.questions.map((q) => ({ questionId: q.id, status: 'Yes', remarks: '' })));
  await ok(apiCall(request, 'POST', '/api/mca-compliance/submit', maker.token, { responses }));
  await ok(apiCall(request, 'POST', '/api/mca-compliance/complete', maker.token));
  await ok(apiCall(request, 'POST', '/api/sign-off/assessments/mca/submit', maker.token, {}));
  await ok(apiCall(request, 'POST', '/api/sign-off/assessments/mca/approve', checker.token, {}));

  // A filing: DNBS01's next due date, recorded by its owner with a receipt, approved by its checker.
  await ok(apiCall(request, 'PUT', '/api/obligations/RBI-DNBS01/owner', admin.token, { assigneeId: maker.user.id, checkerId: checker.user.id, leadDays: 90 }));
  const mine = (await (await apiCall(request, 'GET', '/api/tasks/my-tasks', maker.token)).json()).tasks as Array<{ filing: { occurrenceId: string } | null }>;
  const occurrenceId = mine.find((task) => task.filing)!.filing!.occurrenceId;
  const upload = await request.post(`/api/obligations/occurrences/${occurrenceId}/receipt`, {
    headers: sessionCookieHeader(maker.token),
    multipart: { file: { name: 'rbi-portal.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const receiptDocumentId = (await upload.json()).document.id;
  const filedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await ok(apiCall(request, 'POST', `/api/obligations/occurrences/${occurrenceId}/filing`, maker.token, { filedOn, acknowledgement: 'XBRL-2026-77', receiptDocumentId }));
  await ok(apiCall(request, 'POST', `/api/obligations/occurrences/${occurrenceId}/approve`, checker.token, {}));

  // A task with the checker, done by the maker and returned with a comment.
  const assigned = await apiCall(request, 'POST', '/api/tasks/assign', admin.token, {
    description: 'Reconcile the TDS ledger',
    assignedTo: maker.user.id,
    dueDate: filedOn,
    checkerId: checker.user.id,
  });
  expect(assigned.status()).toBe(201);
  const taskId = (await assigned.json()).task._id;
  for (const status of ['in-progress', 'completed']) await ok(apiCall(request, 'PATCH', `/api/tasks/update-status/${taskId}`, maker.token, { status }));
  await ok(apiCall(request, 'POST', `/api/sign-off/tasks/${taskId}/review`, checker.token, { decision: 'returned', comment: 'Attach the challan' }));

  await signInAs(page, checker);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/checker/reviewed');
  const list = page.getByRole('list', { name: 'Reviewed items' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('No tasks found')).toHaveCount(0);
  await expect(list.getByRole('listitem', { name: 'MCA Compliance Assessment: Approved' })).toContainText('Submitted by Mohan Maker');
  const task = list.getByRole('listitem', { name: 'Reconcile the TDS ledger: Returned for rework' });
  await expect(task).toContainText('Your comment: Attach the challan');
  const filing = list.getByRole('listitem', { name: 'DNBS01 - Important Financial Parameters: Approved' });
  await expect(filing).toContainText('Recorded by Mohan Maker');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The filing opens in the Command Centre.
  await filing.getByRole('link', { name: 'DNBS01 - Important Financial Parameters' }).click();
  await expect(page).toHaveURL(new RegExp(`/checker/command-centre\\?start=\\d{4}-\\d{2}&item=${occurrenceId}$`));
});
