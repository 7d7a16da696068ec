import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { dayInIndia } from '../support/dates';
import { pdfText, xlsxRows } from '../support/exportReaders';
import { apiCall, createTeamUser, registerCompany, sessionCookieHeader, signInAs, type Account } from '../support/session';

/** Answers all of the MCA assessment through the api (Yes, one No with a remark) and completes it. */
async function completeMca(request: Parameters<typeof apiCall>[0], user: Account, remark: string) {
  const content = await (await apiCall(request, 'GET', '/api/assessments/content/mca', user.token)).json();
  const ids: string[] = content.sections.flatMap((s: { questions: { id: string }[] }) => s.questions.map((q) => q.id));
  const responses = ids.map((questionId, i) => ({ questionId, status: i === 0 ? 'No' : 'Yes', remarks: i === 0 ? remark : '' }));
  expect((await apiCall(request, 'POST', '/api/mca-compliance/submit', user.token, { responses })).status()).toBe(200);
  expect((await apiCall(request, 'POST', '/api/mca-compliance/complete', user.token)).status()).toBe(200);
  return ids;
}

test('maker-checker: a maker’s submission is approved by a checker; a checker’s own submission is refused for self-approval', async ({ browser, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  const checker = await createTeamUser(request, admin.token, 'checker');
  const secondChecker = await createTeamUser(request, admin.token, 'checker', { firstName: 'Kavya', lastName: 'Rao' });
  await completeMca(request, maker, 'AGM held on 30 September');

  const makerPage = await (await browser.newContext()).newPage();
  await signInAs(makerPage, maker);
  await makerPage.goto('/maker/mca-compliance');
  const makerStatus = makerPage.getByTestId('sign-off-status');
  await expect(makerStatus).toContainText('Not submitted for review');
  await expect(makerPage.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await makerPage.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(makerStatus).toContainText('Awaiting review: submitted by Mohan Maker');

  const checkerPage = await (await browser.newContext()).newPage();
  await signInAs(checkerPage, checker);
  await checkerPage.goto('/checker');
  await checkerPage.getByRole('navigation', { name: 'Checker navigation' }).getByRole('link', { name: 'Sign-off Queue' }).click();
  const item = checkerPage.getByRole('listitem', { name: 'MCA Compliance Assessment' });
  await expect(item).toContainText('Submitted by Mohan Maker');
  await item.getByRole('button', { name: 'Approve' }).click();
  await checkerPage.getByRole('dialog').getByLabel('Comment (optional)').fill('Verified against the minutes book');
  await checkerPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(checkerPage.getByText('Assessment approved')).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(checkerPage.getByText('Nothing is waiting for your review.')).toBeVisible();

  await makerPage.reload();
  await expect(makerStatus).toContainText('Approved by Chitra Checker');
  await expect(makerPage.getByText("Reviewer's comment: Verified against the minutes book")).toBeVisible();

  // The second checker changes an answer, completes and submits: they may not approve it themselves.
  await completeMca(request, secondChecker, 'Minutes signed late');
  const secondPage = await (await browser.newContext()).newPage();
  await signInAs(secondPage, secondChecker);
  await secondPage.goto('/checker/mca-compliance');
  await expect(secondPage.getByText('The assessment changed after this approval.')).toBeVisible();
  await secondPage.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(secondPage.getByTestId('sign-off-status')).toContainText('Awaiting review: submitted by Kavya Rao');
  await expect(secondPage.getByText('You submitted this assessment; another checker must review it.')).toBeVisible();
  await expect(secondPage.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const selfApproval = await apiCall(request, 'POST', '/api/sign-off/assessments/mca/approve', secondChecker.token, {});
  expect(selfApproval.status()).toBe(403);
  expect((await selfApproval.json()).message).toBe('You cannot approve or return an assessment you submitted yourself; another checker must review it');
  await secondPage.goto('/checker/sign-off');
  await expect(secondPage.getByText('Nothing is waiting for your review.')).toBeVisible();

  // The first checker still can, and the audit trail has every step with who.
  await checkerPage.goto('/checker/sign-off');
  await expect(checkerPage.getByRole('listitem', { name: 'MCA Compliance Assessment' })).toContainText('Submitted by Kavya Rao');
  const audit = await (await apiCall(request, 'GET', '/api/audit?pageSize=100', admin.token)).json();
  const steps = audit.events
    .filter((e: { action: string }) => e.action.startsWith('sign_off.'))
    .map((e: { action: string; actor: { firstName: string } }) => `${e.action} ${e.actor.firstName}`);
  expect(steps.reverse()).toEqual(['sign_off.submitted Mohan', 'sign_off.approved Chitra', 'sign_off.submitted Kavya']);
});

test('exports: the XLSX and the PDF report download and contain the answers', async ({ page, request }) => {
  const { admin, company } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  const ids = await completeMca(request, maker, 'Board meeting gap exceeded 120 days');
  await signInAs(page, maker);
  await page.goto('/maker/mca-compliance');
  await expect(page.getByTestId('sign-off-status')).toContainText('Not submitted for review');

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download XLSX' }).click()]);
  // the current period's export: its name and summary carry the period
  expect(xlsx.suggestedFilename()).toMatch(/^mca-assessment-FY\d{4}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const period = /^mca-assessment-(FY\d{4}-\d{2})-/.exec(xlsx.suggestedFilename())![1];
  expect(await xlsxRows((await xlsx.path())!, 'Summary')).toEqual(expect.arrayContaining([['Period', period.replace(/^FY/, 'FY ')]]));
  const rows = await xlsxRows((await xlsx.path())!, 'Answers');
  expect(rows).toHaveLength(ids.length + 1);
  const first = rows.find((r) => r[0] === ids[0])!;
  expect(first[3]).toBe('No');
  expect(first[4]).toBe('Board meeting gap exceeded 120 days');
  expect(first[5]).toBe('Mohan Maker');
  // citation: the item's clause and the instrument's official URL
  expect(first[7]).toBeTruthy();
  expect(first[8]).toMatch(/^https:\/\//);
  expect(rows.filter((r) => r[3] === 'Yes')).toHaveLength(ids.length - 1);

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF report' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText(new Uint8Array(fs.readFileSync((await pdf.path())!)));
  expect(text).toContain('MCA Compliance Assessment');
  expect(text).toContain(`Company: ${company.company_name}`);
  expect(text).toContain(`Period: ${period.replace(/^FY/, 'FY ')}`);
  expect(text).toContain('Board meeting gap exceeded 120 days');
  expect(text).toContain('Answer: No (by Mohan Maker');

  // "Download CSV" is the server's CSV of the period shown (no CSV built in the browser)
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^mca-assessment-${period}-.*\\.csv$`));
  const csvText = fs.readFileSync((await csv.path())!, 'utf8');
  expect(csvText).toContain('Board meeting gap exceeded 120 days');
  expect(csvText).toContain(`Period,${period.replace(/^FY/, 'FY ')}`);
});

test('evidence: one register document attached to two questions with an expiry date; listed as expiring and in the export', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  const upload = await request.post('/api/documents/upload', {
    headers: sessionCookieHeader(maker.token),
    multipart: { name: 'KYC and AML Policy', category: 'KYC', nbfcType: 'NBFC below 500Cr', file: { name: 'kyc.pdf', mimeType: 'application/pdf', buffer: pdfBytes } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  // Typed day first and shown in the one date format (30 Nov 2026), in screens and exports alike.
  const { iso: expiry, typed, shown } = dayInIndia(20);

  await signInAs(page, maker);
  await page.goto('/maker/mca-compliance');
  for (const questionId of ['MCA-A1', 'MCA-A2']) {
    const group = page.getByRole('group', { name: `Evidence for ${questionId}`, exact: true });
    await expect(group).toContainText('none yet');
    await group.getByRole('button', { name: 'Attach evidence' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('option', { name: /KYC and AML Policy/ })).toHaveCount(1);
    await dialog.getByLabel('Document').selectOption({ index: 1 });
    await dialog.getByLabel('Expiry date (optional)').fill(typed);
    await dialog.getByRole('button', { name: 'Attach' }).click();
    await expect(group).toContainText(`KYC and AML Policy (document pending) · expires ${shown}`);
  }

  const expiring = await (await apiCall(request, 'GET', '/api/evidence/expiring?withinDays=30', admin.token)).json();
  expect(expiring.evidence).toHaveLength(2);
  expect(expiring.evidence[0]).toMatchObject({ documentName: 'KYC and AML Policy', expiresOn: expiry, assessmentTitle: 'MCA Compliance Assessment' });

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download XLSX' }).click()]);
  const rows = await xlsxRows((await xlsx.path())!, 'Answers');
  // The column is found by its header: the sheet also carries each item's source evidence.
  const evidenceColumn = (rows.find((r) => r.includes('Evidence')) ?? []).indexOf('Evidence');
  expect(evidenceColumn).toBeGreaterThan(0);
  expect(rows.filter((r) => r[evidenceColumn] === `KYC and AML Policy (expires ${shown})`)).toHaveLength(2);
});
