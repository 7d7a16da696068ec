import { expect, test, type Page } from '@playwright/test';
import { apiCall, createTeamUser, registerCompany, signInAs } from '../support/session';

const NBFC_TYPE_NOT_FOUND = 'NBFC Type Not Found - Please update your company profile with the NBFC type to access RBI Compliance Assessment.';

/** Presses every not-yet-pressed `label` button on the page, one at a time (the list re-renders after each). */
async function pressAll(page: Page, label: string) {
  const unpressed = page.getByRole('button', { name: label, exact: true, pressed: false });
  while ((await unpressed.count()) > 0) {
    await unpressed.first().click();
  }
}

/** Every entry of a side list (areas, sections, categories), opened in turn, answering all its questions. */
async function answerEverySideEntry(page: Page, navName: string, label: string) {
  const entries = page.getByRole('navigation', { name: navName }).getByRole('button');
  const count = await entries.count();
  for (let i = 0; i < count; i++) {
    await entries.nth(i).click();
    await pressAll(page, label);
  }
}

test('HR: a maker’s answer survives a reload, is seen by its admin and never by another company', async ({ browser, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');

  const makerPage = await (await browser.newContext()).newPage();
  await signInAs(makerPage, maker);
  await makerPage.goto('/maker/hr-compliance');
  const cards = makerPage.getByRole('listitem', { name: /^\d+\. / });
  await expect(cards).toHaveCount(34);
  const first = cards.first();
  const saved = makerPage.waitForResponse((r) => r.url().endsWith('/api/hr-compliance/save') && r.ok());
  await first.getByRole('button', { name: 'Partial' }).click();
  await saved;
  await expect(makerPage.getByText(/^Auto-saved at /)).toBeVisible();

  const commentSaved = makerPage.waitForResponse((r) => r.url().endsWith('/api/hr-compliance/save') && r.ok());
  await first.getByLabel('Comments & Action Plan').fill('Policy manual under board review');
  await first.getByLabel('Comments & Action Plan').blur();
  await commentSaved;

  await makerPage.reload();
  const firstAfterReload = makerPage.getByRole('listitem', { name: /^1\. / });
  await expect(firstAfterReload.getByRole('button', { name: 'Partial' })).toHaveAttribute('aria-pressed', 'true');
  await expect(firstAfterReload.getByLabel('Comments & Action Plan')).toHaveValue('Policy manual under board review');
  await expect(makerPage.getByLabel('Assessment summary')).toContainText('3%'); // 1 of 34 answered

  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, admin);
  await adminPage.goto('/admin/hr-compliance');
  const adminFirst = adminPage.getByRole('listitem', { name: /^1\. / });
  await expect(adminFirst.getByRole('button', { name: 'Partial' })).toHaveAttribute('aria-pressed', 'true');
  await expect(adminFirst.getByLabel('Comments & Action Plan')).toHaveValue('Policy manual under board review');

  const other = await registerCompany(request);
  const otherPage = await (await browser.newContext()).newPage();
  await signInAs(otherPage, other.admin);
  await otherPage.goto('/admin/hr-compliance');
  const otherFirst = otherPage.getByRole('listitem', { name: /^1\. / });
  await expect(otherFirst.getByRole('button', { name: 'Partial' })).toHaveAttribute('aria-pressed', 'false');
  await expect(otherFirst.getByLabel('Comments & Action Plan')).toHaveValue('');
});

test('MCA: submit is refused below 100% with the message, then a completed assessment is submitted', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  await signInAs(page, maker);
  await page.goto('/maker/mca-compliance');
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button')).toHaveCount(8);

  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await expect(page.getByText('Please complete all questions before submitting')).toBeVisible();

  await answerEverySideEntry(page, 'Sections', 'Yes');
  await expect(page.getByRole('progressbar', { name: 'MCA assessment progress' })).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await expect(page.getByText('MCA Compliance Assessment Submitted Successfully!')).toBeVisible();

  const answer = await (await apiCall(request, 'GET', '/api/mca-compliance', admin.token)).json();
  expect(answer.assessment.status).toBe('completed');
  expect(answer.assessment.responses.filter((r: { status: string | null }) => r.status === 'Yes')).toHaveLength(31);
});

test('RBI: a maker answers the bank of the company’s NBFC type and submits; no NBFC type shows the message', async ({ page, request, browser }) => {
  const { admin } = await registerCompany(request, { company: { nbfc_type: 'Housing Finance Companies' } });
  const maker = await createTeamUser(request, admin.token, 'maker');
  await signInAs(page, maker);
  await page.goto('/maker/rbi-compliance');
  await expect(page.getByText('NBFC type: Housing Finance Companies')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Assessment' });
  await expect(submit).toBeDisabled();
  await answerEverySideEntry(page, 'Areas', 'Compliant');
  await expect(page.getByRole('progressbar', { name: 'RBI assessment progress' })).toHaveAttribute('aria-valuenow', '100');
  await submit.click();
  await expect(page.getByText('RBI Compliance Assessment Submitted Successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Compliant', pressed: true }).first()).toBeVisible();

  const bare = await registerCompany(request, { company: { nbfc_type: '' } });
  const barePage = await (await browser.newContext()).newPage();
  await signInAs(barePage, bare.admin);
  await barePage.goto('/admin/compliance/rbi');
  await expect(barePage.getByRole('alert').filter({ hasText: NBFC_TYPE_NOT_FOUND })).toBeVisible();
});

test('Self-audit: a maker answers every item and submits, landing on the maker dashboard', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  await signInAs(page, maker);
  await page.goto('/maker/self-audit');
  await expect(page.getByRole('combobox', { name: /NBFC category/ })).toHaveValue('NBFC Below 500CR');
  const submit = page.getByRole('button', { name: /^Complete Assessment \(0%\)$/ });
  await expect(submit).toBeDisabled();

  for (const [tab, nav] of [
    ['Returns', 'Categories'],
    ['Committees', 'Categories'],
    ['Policies', 'Policy Types'],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(`^${tab} \\(`) }).click();
    await answerEverySideEntry(page, nav, 'Compliant');
    await expect(page.getByRole('tab', { name: `${tab} (100%)` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await expect(page.getByText('Self Audit Completed Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/maker$/);

  const saved = await (await apiCall(request, 'GET', '/api/self-audit/get', admin.token)).json();
  expect(saved.audit.status).toBe('completed');
  expect(saved.audit.nbfcCategory).toBe('NBFC Below 500CR');
});
