import { expect, test } from '@playwright/test';
import { apiCall, BASE_URL, createTeamUser, login, registerCompany, SESSION_COOKIE, signInAs } from '../support/session';

test('ASVS v5.0 7.5.2 an admin sees both signed-in browsers and ends the other one with the password; it is signed out at once', async ({ browser, page, request }) => {
  const { admin } = await registerCompany(request, { firstName: 'Devi', lastName: 'Admin' });
  const other = await login(request, admin.email, admin.password);
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signInAs(otherPage, other);
  await otherPage.goto('/admin');
  await expect(otherPage.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();

  await signInAs(page, admin);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Signed-in devices' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/devices$/);
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);

  const otherItem = sessions.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'End session' }) });
  await otherItem.getByRole('button', { name: 'End session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End session' });
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'End session' }).click();
  await expect(dialog.getByText('The password is not correct')).toBeVisible();
  await dialog.getByLabel('Password').fill(admin.password);
  await dialog.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByText('The session has been ended')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The other browser's next request is refused, and it shows the signed-out header.
  expect((await apiCall(request, 'GET', '/api/auth/me', other.token)).status()).toBe(401);
  await otherPage.goto('/');
  await expect(otherPage.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect((await otherContext.cookies()).filter((c) => c.name === SESSION_COOKIE)).toEqual([]);
  await otherContext.close();
});

test("ASVS v5.0 7.5.2 the devices page is in the maker's menu too", async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  await signInAs(page, maker);
  await page.goto('/maker');
  await page.getByRole('link', { name: 'Signed-in devices' }).click();
  await expect(page).toHaveURL(/\/maker\/account\/devices$/);
  await expect(page.getByRole('list', { name: 'Active sessions' }).getByText('This device')).toBeVisible();
});

test('ASVS v5.0 3.5.1 the served site refuses a state change that carries the session cookie from another origin', async ({ request }) => {
  const { admin } = await registerCompany(request);
  const forged = await request.fetch('/api/auth/logout', { method: 'POST', headers: { cookie: `${SESSION_COOKIE}=${admin.token}`, origin: 'https://evil.example' } });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).message).toBe('This request did not come from this site. Please reload the page and try again.');
  expect((await apiCall(request, 'GET', '/api/auth/me', admin.token)).status()).toBe(200);
  // The same call from the site's own origin works.
  const own = await request.fetch('/api/auth/logout', { method: 'POST', headers: { cookie: `${SESSION_COOKIE}=${admin.token}`, origin: BASE_URL } });
  expect(own.status()).toBe(200);
  expect((await apiCall(request, 'GET', '/api/auth/me', admin.token)).status()).toBe(401);
});

test('ASVS v5.0 7.3.1 a session ended elsewhere: the next call on any screen says so and offers Sign In again', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  await signInAs(page, maker);
  await page.goto('/maker/calendar');
  const menu = page.getByRole('navigation', { name: 'Maker navigation' });
  await expect(menu.getByRole('link', { name: 'My Tasks' })).toBeVisible();

  // Signed out from another place: the browser still holds the (now dead) cookie.
  expect((await apiCall(request, 'POST', '/api/auth/logout', maker.token)).status()).toBe(200);
  // The next call: the click's, or one the open page makes by itself first (the bell, the calendar), which already
  // says so and takes the link away with the signed-in frame.
  await menu
    .getByRole('link', { name: 'My Tasks' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);

  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});
