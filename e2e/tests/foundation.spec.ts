import { expect, test, type Browser, type Page } from '@playwright/test';
import { loadedCopies } from '../support/federationCopies';
import { createTeamUser, registerCompany, signInAs, signInSuperAdmin, type Account } from '../support/session';

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

/** One case per remote: who visits, which of that remote's pages, the frame's menu and sign-out, an item another remote gives. */
const BLOCKED_REMOTES = [
  { remote: 'mfe-admin', who: 'admin', path: '/admin/panels/maker', nav: 'Admin navigation', signOut: 'Logout', otherItem: 'Dashboard', page: 'Create Maker' },
  { remote: 'mfe-workspace', who: 'maker', path: '/maker', nav: 'Maker navigation', signOut: 'Log Out', otherItem: 'HR Compliance', page: null },
  { remote: 'mfe-compliance', who: 'maker', path: '/maker/hr-compliance', nav: 'Maker navigation', signOut: 'Log Out', otherItem: 'Dashboard', page: null },
  { remote: 'mfe-superadmin', who: 'super-admin', path: '/super-admin/users', nav: 'Super admin navigation', signOut: 'Logout', otherItem: null, page: null },
  { remote: 'mfe-public', who: 'visitor', path: '/faq', nav: 'Main', signOut: null, otherItem: 'Pricing', page: null },
] as const;

test.describe('each remote blocked in turn: the frame, its other items and sign-out stay; the page offers Retry', () => {
  let sessions: Record<'admin' | 'maker' | 'super-admin', Account>;
  test.beforeAll(async ({ request }) => {
    const { admin } = await registerCompany(request);
    const maker = await createTeamUser(request, admin.token, 'maker');
    sessions = { admin, maker, 'super-admin': await signInSuperAdmin(request) };
  });

  async function visit(browser: Browser, who: (typeof BLOCKED_REMOTES)[number]['who']): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    if (who !== 'visitor') await signInAs(page, sessions[who]);
    return page;
  }

  for (const blocked of BLOCKED_REMOTES) {
    test(`${blocked.remote} blocked at ${blocked.path}`, async ({ browser }) => {
      const page = await visit(browser, blocked.who);
      let down = true;
      await page.route(`**/remotes/${blocked.remote}/**`, (route) => (down ? route.abort() : route.continue()));
      await page.goto(blocked.path);

      await expect(page.getByRole('alert').filter({ hasText: 'This part of the site is temporarily unavailable.' })).toBeVisible();
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();
      const nav = page.getByRole('navigation', { name: blocked.nav, exact: true });
      await expect(nav).toBeVisible();
      if (blocked.otherItem)
        await expect(nav.getByRole('link', { name: blocked.otherItem, exact: true }).or(nav.getByRole('button', { name: new RegExp(blocked.otherItem) }))).toBeVisible();
      if (blocked.signOut) await expect(page.getByRole('button', { name: blocked.signOut, exact: true })).toBeVisible();
      else await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();

      // Back up: Retry brings the page without a reload.
      down = false;
      await retry.click();
      await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0);
      if (blocked.page) await expect(page.getByRole('button', { name: blocked.page })).toBeVisible();
      await page.context().close();
    });
  }
});

test('React, ReactDOM, the router, the auth store and the theme are loaded once across the shell and the remotes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Compliance Management', level: 1 })).toBeVisible();
  const copies = await loadedCopies(page, ['react', 'react-dom', 'react-router-dom', 'styled-components', 'shared-auth']);
  expect(copies).toEqual({ react: 1, 'react-dom': 1, 'react-router-dom': 1, 'styled-components': 1, 'shared-auth': 1 });
});
