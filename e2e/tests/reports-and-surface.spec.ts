import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { showMonthOf } from '../support/dates';
import { pdfText } from '../support/exportReaders';
import { apiCall, createTeamUser, registerCompany, sessionCookieHeader, signInAs, uniqueSuffix } from '../support/session';

// docs/decisions/0052-reports-a-board-and-an-auditor-accept.md: what a compliance officer hands upward (the PDF pack and the board's company report),
// the registration wizard, the one date format and a console without errors or warnings.

// A 1x1 PNG: the screenshot of a portal acknowledgement.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A day counted from today in India. */
const inDays = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Errors and warnings the page writes to the console, and uncaught exceptions. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    problems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`));
  return problems;
}

test('the registration wizard: step 2 and step 3 arrive without an error before the user acts', async ({ page }) => {
  const problems = consoleProblems(page);
  const suffix = uniqueSuffix();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const modal = page.getByRole('dialog', { name: 'Register Your Company' });
  await modal.getByLabel(/^Company Name/).fill(`Walk Finance ${suffix}`);
  await modal.getByLabel(/^Organization Type/).selectOption('Private Limited NBFC/Others');
  await modal.getByLabel(/^Email/).fill(`walk-${suffix}@e2e.test`);
  await modal.getByLabel(/^Mobile Number/).fill('9876543210');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Step 2 of 3: Address Details')).toBeVisible();
  await expect(modal.getByText(/is required/)).toHaveCount(0);
  await modal.getByLabel(/^Address/).fill('21 Residency Road');
  await modal.getByLabel(/^State/).selectOption('Karnataka');
  await modal.getByLabel(/^City/).fill('Bengaluru');
  await modal.getByLabel(/^Pincode/).fill('560025');
  await modal.getByLabel('NBFC Type').selectOption('Base layer');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Step 3 of 3: User Account')).toBeVisible();
  // The bug of docs/decisions/0063-screenshot-review-compliance-super-admin-public.md: the Next click also submitted step 3, which then showed three errors.
  await expect(modal.getByText(/is required/)).toHaveCount(0);
  await expect(modal.locator('[aria-invalid="true"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the PDF pack of an assessment and the board report: summary, an exception and the sign-off trail, read back from the files', async ({ browser, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  const checker = await createTeamUser(request, admin.token, 'checker');
  const content = await (await apiCall(request, 'GET', '/api/assessments/content/mca', maker.token)).json();
  const ids: string[] = content.sections.flatMap((s: { questions: { id: string }[] }) => s.questions.map((q) => q.id));
  const responses = ids.map((questionId, i) => ({ questionId, status: i === 0 ? 'No' : 'Yes', remarks: i === 0 ? 'Board meeting gap of 140 days' : '' }));
  expect((await apiCall(request, 'POST', '/api/mca-compliance/submit', maker.token, { responses })).status()).toBe(200);
  expect((await apiCall(request, 'POST', '/api/mca-compliance/complete', maker.token)).status()).toBe(200);
  expect((await apiCall(request, 'POST', '/api/sign-off/assessments/mca/submit', maker.token, {})).status()).toBe(200);
  expect((await apiCall(request, 'POST', '/api/sign-off/assessments/mca/approve', checker.token, { comment: 'Checked against the minutes book' })).status()).toBe(200);

  const page = await (await browser.newContext()).newPage();
  const problems = consoleProblems(page);
  await signInAs(page, admin);
  await page.goto('/admin/compliance/mca');
  const [packFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF report' }).click()]);
  const pack = await pdfText(new Uint8Array(fs.readFileSync((await packFile.path())!)));
  expect(pack).toContain('Board and auditor pack');
  expect(pack).toMatch(/Summary Score \d+%: \d+ of \d+ applicable answers are fully met; 0 partly met, 1 not met/);
  const exceptions = pack.slice(pack.indexOf('Exceptions'));
  expect(exceptions).toContain('Board meeting gap of 140 days');
  expect(exceptions).toContain('Mohan Maker');
  const trail = pack.slice(pack.indexOf('Sign-off trail'));
  expect(trail).toMatch(/Assessment completed .*Submitted for review .*Approved .*Checked against the minutes book/);
  expect(pack).toMatch(/Audit trail verified on \d{1,2} \w{3,4} 20\d\d/);

  await page.goto('/admin/reports');
  const [reportFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download company report (PDF)' }).click()]);
  expect(reportFile.suggestedFilename()).toMatch(/^compliance-report-FY\d{4}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const report = await pdfText(new Uint8Array(fs.readFileSync((await reportFile.path())!)));
  expect(report).toContain('Assessment scores');
  expect(report).toMatch(/MCA Compliance Assessment, FY \d{4}-\d{2} \d+ \d+ 0 1/);
  expect(report).toContain('Statutory filings');
  expect(report).toContain('Board meeting gap of 140 days');
  expect(report).toMatch(/Approved by Chitra Checker on \d{1,2} \w{3,4} 20\d\d/);
  expect(problems).toEqual([]);
});

test('one date format: the tasks table, the dashboard, My Tasks and the calendar show 30 Nov 2026, never 2026-11-30', async ({ browser, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  const due = inDays(3);
  const assigned = await apiCall(request, 'POST', '/api/tasks/assign', admin.token, {
    description: 'File the quarterly return',
    assignedTo: maker.user.id,
    dueDate: due,
    priority: 'high',
  });
  expect(assigned.status()).toBe(201);
  const shown = new Date(`${due}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const page = await (await browser.newContext()).newPage();
  const problems = consoleProblems(page);
  await signInAs(page, admin);
  await page.goto('/admin/tasks');
  const row = page.getByRole('row', { name: /File the quarterly return/ });
  await expect(row).toContainText(shown);
  // Priorities read capitalised; the stored value stays 'high'.
  await expect(row).toContainText('High');
  await signInAs(page, maker);
  for (const path of ['/maker', '/maker/my-tasks', '/maker/calendar']) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const text = await page.locator('main').innerText();
    expect(text.match(/\b20\d\d-\d\d-\d\d\b/g), `${path} shows ISO dates`).toBeNull();
    if (path === '/maker/my-tasks') expect(text, 'My Tasks shows the due date').toContain(shown);
  }
  // The calendar's event opens the task, whose due date reads the product's way.
  await showMonthOf(page, due);
  await page.locator('.fc-event', { hasText: 'File the quarterly return' }).click();
  await expect(page.getByRole('dialog', { name: 'File the quarterly return' })).toContainText(`Due date${shown}`);
  expect(problems).toEqual([]);
});

test('no console error or warning on the public pages', async ({ page }) => {
  const problems = consoleProblems(page);
  for (const path of [
    '/',
    '/login',
    '/about',
    '/features',
    '/careers',
    '/contact-us',
    '/blog',
    '/faq',
    '/support',
    '/terms',
    '/privacy',
    '/subscription',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

for (const { label, company } of [
  { label: 'a Middle-layer NBFC', company: { nbfc_type: 'Middle layer', your_current_asset_size: 1500 } },
  { label: 'a Base-layer NBFC', company: { nbfc_type: 'Base layer', your_current_asset_size: 100 } },
  { label: 'an HFC', company: { nbfc_type: 'Housing Finance Companies', your_current_asset_size: 3000 } },
])
  test(`${label}: the board report names decisions in sentences, the audit trail shows one row per action, "What changed for us" starts at the tracking start`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const { admin } = await registerCompany(request, { company });
    const checker = await createTeamUser(request, admin.token, 'checker');
    const monthStart = `${inDays(0).slice(0, 7)}-01`;
    const calendar = await (await apiCall(request, 'GET', `/api/obligations/calendar?from=${monthStart}&to=${inDays(60)}`, admin.token)).json();
    const open = (calendar.occurrences as Array<{ id: string; title: string; period: string; status: string }>).filter(
      (o) => o.status === 'upcoming' || o.status === 'overdue',
    );
    const [approved, dropped] = open;
    // The admin records a filing with its receipt uploaded in place; the checker approves filing and receipt at once.
    const receipt = await request.post(`/api/obligations/occurrences/${approved!.id}/receipt`, {
      headers: sessionCookieHeader(admin.token),
      multipart: { file: { name: 'challan.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(receipt.status()).toBe(201);
    const receiptId = (await receipt.json()).document.id;
    expect(
      (
        await apiCall(request, 'POST', `/api/obligations/occurrences/${approved!.id}/filing`, admin.token, {
          filedOn: inDays(0),
          acknowledgement: 'ACK-BOARD-1',
          receiptDocumentId: receiptId,
        })
      ).status(),
    ).toBe(200);
    expect((await apiCall(request, 'POST', `/api/obligations/occurrences/${approved!.id}/approve`, checker.token, { password: checker.password })).status()).toBe(200);
    expect((await apiCall(request, 'POST', `/api/obligations/occurrences/${dropped!.id}/not-applicable`, admin.token, { reason: 'No such transactions' })).status()).toBe(
      200,
    );
    const inSentence = (o: { title: string; period: string }) =>
      `${o.title} for ${/^(FY |[A-Z][a-z]{2} \d{4})/.test(o.period) ? o.period : o.period.charAt(0).toLowerCase() + o.period.slice(1)}`;

    const page = await (await browser.newContext()).newPage();
    const problems = consoleProblems(page);
    await signInAs(page, admin);

    // The audit trail: the approval is one row, in a sentence, although it wrote the filing's and the receipt's events.
    await page.goto('/admin/audit-trail');
    const table = page.getByRole('table', { name: 'Audit events' });
    const approval = table.getByRole('row').filter({ hasText: `Chitra Checker approved the filing of ${inSentence(approved!)}` });
    await expect(approval).toHaveCount(1);
    await expect(approval).toContainText('recorded events');
    await expect(table.getByRole('row').filter({ hasText: `Asha Admin marked ${inSentence(dropped!)} not applicable: "No such transactions"` })).toHaveCount(1);
    await expect(table).not.toContainText('occurrence.');

    // What changed for us: from the tracking start (this month), citation fixes never as cards.
    await page.goto('/admin/updates/what-changed');
    await expect(page.getByText(/in force since 1 \w{3,4} 20\d\d, when tracking starts/)).toBeVisible();
    await expect(page.getByRole('article', { name: /Citation corrected/ })).toHaveCount(0);

    // The board report: the cover's summary and sign-off block, the decisions in sentences.
    await page.goto('/admin/reports');
    const [reportFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download company report (PDF)' }).click()]);
    const report = (await pdfText(new Uint8Array(fs.readFileSync((await reportFile.path())!)))).replace(/\s+/g, ' ');
    const cover = report.slice(0, report.indexOf('Assessment scores'));
    expect(cover).toMatch(/On-time rate: \d+% \(\d+ of \d+ filings due so far\)/);
    expect(cover).toMatch(/Not applicable filings: [1-9]/);
    expect(cover).toContain('Returned filings: 0');
    expect(cover).toMatch(/Prepared by Asha Admin _+/);
    const decisions = report.slice(report.indexOf('Decisions of the year'), report.indexOf('Audit-chain verification'));
    expect(decisions).toContain(`Chitra Checker approved the filing of ${inSentence(approved!)}`);
    expect(decisions).toContain(`Asha Admin marked ${inSentence(dropped!)} not applicable: "No such transactions"`);
    expect(report).not.toMatch(/\d{1,2} \w{3,4} 20\d\d Upcoming/);
    expect(problems).toEqual([]);
  });
