import { expect, test, type Page } from '@playwright/test';
import { dayInIndia, showMonthOf } from '../support/dates';
import { login, registerCompany, signInAs } from '../support/session';

/** A day counted from today in India (the server's calendar day: after 18:30 UTC it is already tomorrow there). */
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createUser(page: Page, role: 'Maker' | 'Checker', user: { first: string; last: string; email: string; password: string }) {
  // The create-with-password form shares its labels with the invitation form above it.
  const form = page.getByRole('form', { name: `Create ${role}` });
  await form.getByLabel('First name').fill(user.first);
  await form.getByLabel('Last name').fill(user.last);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: `Create ${role}` }).click();
}

const tile = (page: Page, label: string) => page.getByLabel('Task figures').getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

test('admin creates a maker and a checker, assigns a task; the maker completes it; the admin sees it; deleting asks first', async ({ page, browser, request }) => {
  const { admin } = await registerCompany(request, { firstName: 'Asha', lastName: 'Admin' });
  await signInAs(page, admin);
  const maker = { first: 'Mohan', last: 'Rao', email: `maker-${suffix}@e2e.test`, password: 'Maker-pass-1' };
  const checker = { first: 'Chitra', last: 'Iyer', email: `checker-${suffix}@e2e.test`, password: 'Checker-pass-1' };

  // User management: the rules and messages on bad input, then a real user.
  await page.goto('/admin/panels/maker');
  await expect(page.getByText('No maker users found. Create one to get started.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Maker' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible();
  await createUser(page, 'Maker', { ...maker, password: '1234567' });
  await expect(page.getByRole('alert').filter({ hasText: 'Password must be at least 8 characters long' })).toBeVisible();
  await page.getByLabel('Password').fill(maker.password);
  await page.getByRole('button', { name: 'Create Maker' }).click();
  await expect(page.getByText('Maker user created successfully!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Mohan Rao', exact: true })).toBeVisible();
  // The same e-mail again: the server's message after 'Error: '.
  await createUser(page, 'Maker', maker);
  await expect(page.getByText(/^Error: .+/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Checkers' }).click();
  await expect(page).toHaveURL(/\/admin\/panels\/checker$/);
  // The Makers page stays on screen while the Checkers page loads: fill the form only once it is there.
  await expect(page.getByRole('heading', { name: 'Checker Panel' })).toBeVisible();
  await createUser(page, 'Checker', checker);
  await expect(page.getByText('Checker user created successfully!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Chitra Iyer', exact: true })).toBeVisible();

  // Dashboard: figures before, then assign a task to the maker.
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(tile(page, 'Total tasks')).toHaveText('0');
  const form = page.getByRole('form', { name: 'Assign task' }).first();
  await form.getByRole('button', { name: 'Assign Task' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill all fields');
  await form.getByLabel('Description').fill('File the NBS-7 quarterly return');
  await form.getByLabel('Assign to').selectOption({ label: 'Mohan Rao' });
  await form.getByLabel('Priority').selectOption('high');
  await form.getByLabel('Category').selectOption('RBI');
  // Typed day first (the product's format), whatever the browser's locale.
  await form.getByLabel('Due date').fill(dayInIndia(7).typed);
  await form.getByRole('button', { name: 'Assign Task' }).click();
  await expect(page.getByText('Task assigned successfully!')).toBeVisible();
  await expect(tile(page, 'Total tasks')).toHaveText('1');
  await expect(tile(page, 'Pending')).toHaveText('1');
  const team = page.getByRole('table', { name: 'Team status' });
  await expect(team.getByRole('row', { name: /Mohan Rao/ }).getByRole('cell')).toHaveText(['1', '0', '0', '0']);
  await expect(page.getByRole('cell', { name: 'File the NBS-7 quarterly return', exact: true })).toBeVisible();
  await showMonthOf(page, dayInIndia(7).iso);
  await expect(page.locator('.fc-event', { hasText: 'File the NBS-7 quarterly return' })).toBeVisible();

  // The maker signs in, sees the task with the admin's name, starts and completes it.
  const makerSession = await login(request, maker.email, maker.password);
  const makerContext = await browser.newContext();
  const makerPage = await makerContext.newPage();
  await signInAs(makerPage, makerSession);
  await makerPage.goto('/maker');
  await makerPage.getByRole('navigation', { name: 'Maker navigation' }).getByRole('link', { name: 'My Tasks' }).click();
  const card = makerPage.getByRole('listitem', { name: 'File the NBS-7 quarterly return' });
  await expect(card).toContainText('Assigned byAsha Admin');
  await expect(card).toContainText('High');
  await expect(makerPage.getByRole('button', { name: 'Pending (1)' })).toBeVisible();
  await card.getByRole('button', { name: 'Start Task' }).click();
  await expect(makerPage.getByText('Task status updated!').first()).toBeVisible();
  await expect(makerPage.getByRole('button', { name: 'In Progress (1)' })).toBeVisible();
  await card.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(makerPage.getByRole('button', { name: 'Completed (1)' })).toBeVisible();
  // Completed is final: only its details open.
  await expect(card.getByRole('button')).toHaveText(['View Details']);
  // The maker's Calendar draws with the admin's month component: the maker's own task on its due date, faded when completed.
  await makerPage.getByRole('navigation', { name: 'Maker navigation' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(makerPage.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await showMonthOf(makerPage, dayInIndia(7).iso);
  await expect(makerPage.locator('.fc-event.task-completed', { hasText: 'RBI · File the NBS-7 quarterly return' })).toBeVisible();
  // Log Out, in the maker's menu, asks first.
  await makerPage.getByRole('button', { name: 'Log Out' }).click();
  await expect(makerPage.getByRole('dialog', { name: 'Log out' })).toContainText('Are you sure you want to log out?');
  await makerContext.close();

  // The admin's figures and team status follow.
  await page.reload();
  await expect(tile(page, 'Completed')).toHaveText('1');
  await expect(tile(page, 'Pending')).toHaveText('0');
  await expect(
    page
      .getByRole('table', { name: 'Team status' })
      .getByRole('row', { name: /Mohan Rao/ })
      .getByRole('cell'),
  ).toHaveText(['0', '0', '1', '0']);

  // Deleting a user asks first and removes it.
  await page.goto('/admin/panels/checker');
  await page.getByRole('button', { name: 'Delete Chitra Iyer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(dialog).toContainText('Are you sure you want to delete this user?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'Chitra Iyer', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Chitra Iyer' }).click();
  await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully!')).toBeVisible();
  await expect(page.getByText('No checker users found. Create one to get started.')).toBeVisible();

  // Logout asks first, then goes home.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: 'Log out' })).toContainText('Are you sure you want to log out?');
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('header search finds the company users; coming-soon items are not links', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  await signInAs(page, admin);
  await page.goto('/admin/panels/maker');
  await createUser(page, 'Maker', { first: 'Zubin', last: 'Searchable', email: `zubin-${suffix}@e2e.test`, password: 'Maker-pass-1' });
  await expect(page.getByText('Maker user created successfully!')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users and tasks' }).fill('Zubin');
  await expect(page.getByRole('region', { name: 'Users' }).getByRole('link', { name: /Zubin Searchable/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  await expect(nav.getByText('Litigation Management')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Litigation/ })).toHaveCount(0);
});
