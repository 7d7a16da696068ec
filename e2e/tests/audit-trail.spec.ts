import { expect, test } from '@playwright/test';
import { apiCall, createTeamUser, registerCompany, signInAs } from '../support/session';

test('ASVS v5.0 16.2.1 the admin reads the audit trail, filters it by user and entity, checks its integrity and sees refusals', async ({ page, request }) => {
  const { admin } = await registerCompany(request, { firstName: 'Asha', lastName: 'Admin' });
  const maker = await createTeamUser(request, admin.token, 'maker', { firstName: 'Mohan', lastName: 'Rao' });
  // The maker tries an admin-only call: the refusal is in the trail with who tried.
  expect((await apiCall(request, 'GET', '/api/admin/users', maker.token)).status()).toBe(403);
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  expect((await apiCall(request, 'POST', '/api/tasks/assign', admin.token, { description: 'File NBS-7', assignedTo: maker.user.id, dueDate: due })).status()).toBe(201);

  await signInAs(page, admin);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('button', { name: 'Insights' }).click();
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-trail$/);
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();

  // Each action one row, in a sentence naming who did what to which record.
  const table = page.getByRole('table', { name: 'Audit events' });
  await expect(table.getByRole('row', { name: /Asha Admin assigned the task "File NBS-7"/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Asha Admin registered a company/ })).toBeVisible();

  await page.getByLabel('User', { exact: true }).selectOption({ label: 'Mohan Rao (maker)' });
  await expect(table.getByRole('row', { name: /Mohan Rao was refused GET \/api\/admin\/users: outside their role/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /assigned the task/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Entity', { exact: true }).selectOption('task');
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Verify integrity' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Intact: all \d+ events are linked and unchanged\.$/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
});
