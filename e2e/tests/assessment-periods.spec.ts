import { expect, test } from '@playwright/test';
import { apiCall, registerCompany, signInAs } from '../support/session';

// Periods end to end: an admin starts the next period from the last one's answers (statuses
// reset, remarks kept); the earlier period stays readable and cannot be changed.

test('MCA: the admin starts a new period; the past one is shown read-only with its answers, the new one keeps the remarks', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  const saved = await apiCall(request, 'POST', '/api/mca-compliance/submit', admin.token, {
    responses: [{ questionId: 'MCA-A1', status: 'Yes', remarks: 'Four meetings held' }],
  });
  expect(saved.ok()).toBe(true);
  const first = (await (await apiCall(request, 'GET', '/api/assessments/mca/periods', admin.token)).json()).currentPeriod as string;

  await signInAs(page, admin);
  await page.goto('/admin/compliance/mca');
  const period = page.getByRole('combobox', { name: /Period/ });
  await expect(period).toHaveValue(first);
  await page.getByRole('button', { name: 'Start new period' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start new period' });
  await dialog.getByRole('button', { name: 'Start new period' }).click();
  await expect(page.getByText(/started from .*: statuses reset, remarks kept/)).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: 'Did the Board meet at least four times' });
  await expect(card.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByRole('textbox')).toHaveValue('Four meetings held');
  await expect(card.getByRole('button', { name: 'Yes' })).toBeEnabled();

  await period.selectOption(first);
  await expect(page.getByText(`${first.replace(/^FY/, 'FY ')} is a past period: it is shown as it was and cannot be changed.`, { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Progress' })).toBeDisabled();
  // The exports still work on a past period.
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();

  const refused = await apiCall(request, 'POST', '/api/mca-compliance/submit', admin.token, { period: first, responses: [{ questionId: 'MCA-A1', status: 'No' }] });
  expect(refused.status()).toBe(409);
});
