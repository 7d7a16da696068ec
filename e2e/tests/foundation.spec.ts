import { expect, test } from '@playwright/test';
import { loadedCopies } from '../support/federationCopies';

test('/ shows the shell header and the public home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compliance Management', level: 1 })).toBeVisible();
});

test('/admin without a session lands on /login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
});

test('a blocked remote is contained: the header works, the area offers Retry, Retry recovers without reload', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/mfe-public/**', (route) => (blocked ? route.abort() : route.continue()));
  await page.goto('/');
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByText(/temporarily unavailable/)).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // Marker on window: a page reload would remove it.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  blocked = false;
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Compliance Management', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('React, ReactDOM, the router, the auth store and the theme are loaded once across the shell and the remotes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Compliance Management', level: 1 })).toBeVisible();
  const copies = await loadedCopies(page, ['react', 'react-dom', 'react-router-dom', 'styled-components', 'shared-auth']);
  expect(copies).toEqual({ react: 1, 'react-dom': 1, 'react-router-dom': 1, 'styled-components': 1, 'shared-auth': 1 });
});
