import { expect, test, type Page } from '@playwright/test';
import { apiCall, createTeamUser, registerCompany, sessionCookieHeader, signInAs, type Account } from '../support/session';

const MiB = 1024 * 1024;
const pdf = (size = 0) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return size > head.length ? Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]) : head;
};
const exe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(400, 0)]);

async function openUpload(page: Page) {
  await page.getByRole('button', { name: 'Upload Document' }).click();
  return page.getByRole('dialog', { name: 'Upload Document' });
}

test('documents: empty state, upload, browser and server refusals, checker approval ticks the checklist', async ({ page, request, browser }) => {
  const { admin } = await registerCompany(request);
  const checker: Account = await createTeamUser(request, admin.token, 'checker');
  await signInAs(page, admin);
  await page.goto('/admin/document-management');
  await expect(page.getByText('No documents uploaded yet')).toBeVisible();
  await expect(page.getByText('NBFC type:', { exact: false }).first()).toBeVisible();

  const dialog = await openUpload(page);
  await expect(dialog.getByLabel('Document Name', { exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please provide a document name and select a file to upload');
  await dialog.getByLabel('Category').selectOption('KYC');
  await dialog.getByLabel('Document Name', { exact: true }).selectOption('KYC and AML Policy');

  // Refused in the browser before sending: too large, and an executable renamed .pdf.
  await dialog.getByLabel(/^File/).setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: pdf(10 * MiB + 1) });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toContainText('larger than 10 MB');
  await dialog.getByLabel(/^File/).setInputFiles({ name: 'policy.pdf', mimeType: 'application/pdf', buffer: exe() });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toContainText('not a valid .pdf file');

  await dialog.getByLabel(/^File/).setInputFiles({ name: 'kyc-aml-policy.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Document uploaded successfully!')).toBeVisible();
  const row = page.getByRole('row', { name: /KYC and AML Policy/ });
  await expect(row).toContainText('kyc-aml-policy.pdf');
  await expect(row).toContainText('pending');
  await expect(page.getByTestId('count-pending')).toHaveText('1');
  // The uploader (an admin) cannot approve its own upload.
  await expect(row.getByRole('button', { name: /Approve/ })).toHaveCount(0);

  // The server refuses the same files when the browser is bypassed, and stores nothing.
  const send = (name: string, buffer: Buffer) =>
    request.post('/api/documents/upload', {
      headers: sessionCookieHeader(admin.token),
      multipart: { name: 'KYC and AML Policy', category: 'KYC', nbfcType: 'NBFC below 500Cr', file: { name, mimeType: 'application/pdf', buffer } },
    });
  const big = await send('huge.pdf', pdf(10 * MiB + 1));
  expect(big.status()).toBe(413);
  expect((await big.json()).message).toContain('larger than 10 MB');
  const renamed = await send('policy.pdf', exe());
  expect(renamed.status()).toBe(415);
  const listed = await (await apiCall(request, 'GET', '/api/documents/get', admin.token)).json();
  expect(listed.documents).toHaveLength(1);

  // A checker of the same company approves; the checklist entry is ticked.
  const checkerContext = await browser.newContext();
  const checkerPage = await checkerContext.newPage();
  await signInAs(checkerPage, checker);
  await checkerPage.goto('/checker/documents');
  await checkerPage.getByRole('button', { name: 'Approve KYC and AML Policy' }).click();
  const review = checkerPage.getByRole('dialog');
  await review.getByLabel('Comment (optional)').fill('Board approved');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(checkerPage.getByRole('row', { name: /KYC and AML Policy/ })).toContainText('approved');
  await expect(checkerPage.locator('li[data-done="true"]', { hasText: 'KYC and AML Policy' })).toBeVisible();
  await checkerContext.close();

  await page.reload();
  await expect(page.getByTestId('count-approved')).toHaveText('1');
  await expect(page.locator('li[data-done="true"]', { hasText: 'KYC and AML Policy' })).toBeVisible();
});

test('updates feed: filters, details, archive and Archived, load more', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  await signInAs(page, admin);
  await page.goto('/admin/updates');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(page.getByText(/\d+ Urgent/)).toBeVisible();

  await page.getByRole('button', { name: 'Important Deadlines' }).click();
  await expect(page.getByRole('button', { name: 'Important Deadlines' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.first()).toContainText('Due date');
  for (const card of await cards.all()) await expect(card).toContainText('Due date');

  await page.getByRole('button', { name: 'Regulatory Changes' }).click();
  // The newest regulatory notes come first (the 2026 law notes of the content library).
  await expect(page.getByRole('article', { name: /Central Rules under the four Labour Codes/ })).toBeVisible();
  await page.getByRole('button', { name: 'View details: Central Rules under the four Labour Codes notified on 8 May 2026' }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('8 May 2026');
  await expect(details.getByRole('link', { name: 'Ministry of Labour and Employment' })).toHaveAttribute('href', 'https://labour.gov.in/');
  await details.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'All Updates' }).click();
  await expect(cards).toHaveCount(6);
  await page.getByRole('button', { name: 'Load More Updates' }).click();
  await expect(cards).toHaveCount(12);

  const archivedId = await cards.first().getAttribute('aria-labelledby');
  const archivedCard = page.locator(`article[aria-labelledby="${archivedId}"]`);
  await cards
    .first()
    .getByRole('button', { name: /^Archive:/ })
    .click();
  await expect(page.getByText('Update archived')).toBeVisible();
  await expect(archivedCard).toHaveCount(0);
  await page.getByRole('button', { name: 'Archived' }).click();
  await expect(cards).toHaveCount(1);
  await expect(archivedCard).toHaveCount(1);
  await archivedCard.getByRole('button', { name: /^Restore:/ }).click();
  await expect(page.getByText('No archived updates')).toBeVisible();
});

test('risk assessment: a risk is added and appears on the heat map', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  await signInAs(page, maker);
  await page.goto('/maker/risk-assessment');
  await expect(page.getByText('No risks recorded yet', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add Risk' }).click();
  const form = page.getByRole('dialog', { name: 'Add Risk' });
  await form.getByLabel('Risk title').fill('Asset-liability mismatch in the 1-30 day bucket');
  await form.getByLabel('Category').selectOption('Liquidity');
  await form.getByLabel('Risk owner').fill('CFO');
  await form.getByLabel('Inherent likelihood').selectOption('4');
  await form.getByLabel('Inherent impact').selectOption('5');
  await form.getByLabel('Residual likelihood').selectOption('3');
  await form.getByLabel('Residual impact').selectOption('4');
  await expect(form.getByText('Inherent rating: 20 (Critical)')).toBeVisible();
  await form.getByRole('button', { name: 'Add mitigation action' }).click();
  await form.getByLabel('Action', { exact: true }).fill('Raise a 3-year term loan');
  await form.getByLabel('Due date').fill('31/03/2027');
  await form.getByRole('button', { name: 'Add Risk' }).click();
  await expect(page.getByRole('row', { name: /Asset-liability mismatch/ })).toContainText('High (12)');
  await expect(page.getByTestId('heat-3-4')).toHaveText('1');
  await expect(page.getByTestId('heat-3-4')).toHaveAttribute('aria-label', 'Likelihood 3, impact 4: 1 risk, High');
  // Only the admin deletes.
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});
