import { expect, test, type Page } from '@playwright/test';
import { apiCall, login, registerCompany, signInAs, SUPERADMIN } from '../support/session';
import { finishSignInSteps } from '../support/signInSteps';

const ZERO_ID = '00000000-0000-4000-8000-000000000000';
/** Every super-admin endpoint, for the 403 check. */
const ENDPOINTS: Array<['GET' | 'POST' | 'PATCH' | 'PUT', string, unknown?]> = [
  ['GET', '/api/super-admin/overview'],
  ['GET', '/api/super-admin/analytics'],
  ['GET', '/api/super-admin/users'],
  ['POST', '/api/super-admin/users', {}],
  ['PATCH', `/api/super-admin/users/${ZERO_ID}`, { firstName: 'x' }],
  ['POST', `/api/super-admin/users/${ZERO_ID}/suspend`, {}],
  ['POST', `/api/super-admin/users/${ZERO_ID}/reactivate`, {}],
  ['GET', '/api/super-admin/companies'],
  ['GET', '/api/super-admin/company-choices'],
  ['GET', `/api/super-admin/companies/${ZERO_ID}`],
  ['POST', '/api/super-admin/companies', {}],
  ['POST', `/api/super-admin/companies/${ZERO_ID}/suspend`, {}],
  ['POST', `/api/super-admin/companies/${ZERO_ID}/reactivate`, {}],
  ['GET', '/api/super-admin/settings'],
  ['PUT', '/api/super-admin/settings', {}],
];

const figure = (page: Page, id: string) => page.getByTestId(id);

async function companiesShown(page: Page): Promise<number> {
  const text = (await figure(page, 'total-companies').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

test('the super-admin signs in, sees a new company counted, finds its admin, suspends and reactivates them', async ({ page, request }) => {
  // Sign in through the header's Sign In modal: the api sends a super-admin to /admin, the shell on to /super-admin.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(SUPERADMIN.email);
  await dialog.getByLabel('Password').fill(SUPERADMIN.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await finishSignInSteps(page, SUPERADMIN.email);
  await expect(page).toHaveURL(/\/super-admin$/);

  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('System Administrator')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Super admin navigation' });
  for (const label of ['Dashboard Overview', 'User Management', 'Company Management', 'System Settings', 'Analytics']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(figure(page, 'total-companies')).toHaveText(/^[0-9,]+$/);
  const before = await companiesShown(page);
  await expect(page.getByText('Healthy')).toBeVisible();

  // A company registers: the overview counts it at once.
  const { admin, company } = await registerCompany(request, { firstName: 'Kavya', lastName: 'Nair' });
  await page.reload();
  await expect(figure(page, 'total-companies')).toHaveText(String(before + 1));
  await expect(page.getByText('Kavya Nair registered a company').first()).toBeVisible();

  // Company Management: find it, open its detail with its admin.
  await nav.getByRole('link', { name: 'Company Management' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(company.company_name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const companies = page.getByRole('table', { name: 'Companies' });
  await expect(companies.getByRole('row')).toHaveCount(2);
  await expect(companies.getByRole('row').nth(1)).toContainText('Trial');
  await companies.getByRole('link', { name: company.company_name }).click();
  await expect(page.getByRole('heading', { name: company.company_name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Company users' }).getByRole('cell', { name: admin.email })).toBeVisible();

  // User Management: find the admin and suspend them.
  await nav.getByRole('link', { name: 'User Management' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(admin.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const users = page.getByRole('table', { name: 'Users' });
  const row = users.getByRole('row', { name: new RegExp(admin.email) });
  await expect(row).toContainText('Kavya Nair');
  await expect(row).toContainText(company.company_name);
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Suspend Kavya Nair' }).click();
  await page.getByRole('dialog', { name: 'Suspend user' }).getByRole('button', { name: 'Suspend' }).click();
  await expect(row).toContainText('Suspended');

  // The suspended admin's session has ended and they cannot sign in.
  expect((await apiCall(request, 'GET', '/api/auth/me', admin.token)).status()).toBe(401);
  const refused = await request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Your account has been suspended. Please contact your administrator.');

  // Reactivated, they sign in again.
  await row.getByRole('button', { name: 'Reactivate Kavya Nair' }).click();
  await expect(row).toContainText('Active');
  const again = await login(request, admin.email, admin.password);
  expect(again.user.status).toBe('active');
});

test('an admin gets Access Denied in /super-admin/* and 403 from every super-admin endpoint', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  for (const [method, path, body] of ENDPOINTS) {
    const response = await apiCall(request, method, path, admin.token, body);
    expect(response.status(), `${method} ${path}`).toBe(403);
  }
  await signInAs(page, admin);
  for (const path of ['/super-admin', '/super-admin/users', '/super-admin/companies', '/super-admin/system', '/super-admin/analytics']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Super Admin Dashboard')).toHaveCount(0);
  }
});

test('system settings change the trial length the public pages read; analytics draws its charts', async ({ page, request }) => {
  const root = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  await signInAs(page, root);
  await page.goto('/super-admin/system');
  const trial = page.getByLabel('Free trial length (days)');
  await expect(trial).toHaveValue(/^[0-9]+$/);
  const original = await trial.inputValue();
  await trial.fill('0');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Trial length must be between 1 and 90 days' })).toBeVisible();
  await trial.fill('14');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const publicSettings = await (await request.get('/api/public/site-settings')).json();
  expect(publicSettings.settings.trialDays).toBe(14);
  // Leave the platform as it was for other tests.
  await trial.fill(original);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect.poll(async () => (await (await request.get('/api/public/site-settings')).json()).settings.trialDays).toBe(Number(original));

  await page.getByRole('navigation', { name: 'Super admin navigation' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('img', { name: 'Company registrations per day' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.getByRole('button', { name: '7 days' }).click();
  await page.getByText('Show the figures as a table').click();
  await expect(page.getByRole('table', { name: 'Daily figures' }).getByRole('row')).toHaveCount(8);
});

test('suspending a company keeps its users out until it is reactivated; the console fits a 360px screen', async ({ page, request }) => {
  const { admin, company } = await registerCompany(request, { firstName: 'Farhan', lastName: 'Ali' });
  const root = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, root);
  await page.goto(`/super-admin/companies/${company.id}`);
  await expect(page.getByRole('heading', { name: company.company_name })).toBeVisible();
  await page.getByRole('button', { name: 'Suspend Company' }).click();
  await page.getByRole('dialog', { name: 'Suspend company' }).getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('button', { name: 'Reactivate Company' })).toBeVisible();
  expect((await apiCall(request, 'GET', '/api/auth/me', admin.token)).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } })).status()).toBe(403);

  await page.getByRole('button', { name: 'Reactivate Company' }).click();
  await expect(page.getByRole('button', { name: 'Suspend Company' })).toBeVisible();
  await login(request, admin.email, admin.password);

  // Narrow screens: the menu folds behind a toggle and nothing but the tables scrolls sideways.
  for (const path of ['/super-admin', '/super-admin/users', '/super-admin/companies', `/super-admin/companies/${company.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Super admin navigation' }).getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/super-admin\/users$/);
});
