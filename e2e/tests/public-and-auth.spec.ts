import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, shootInSlices } from '../support/pageChecks';
import { apiCall, createTeamUser, registerCompany, SESSION_COOKIE, signInSuperAdmin, uniqueSuffix } from '../support/session';
import { finishSignInSteps } from '../support/signInSteps';

const banner = (page: Page) => page.getByRole('banner').first();
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The error text shown under a field (aria-describedby). */
async function errorUnder(page: Page, label: string | RegExp) {
  const input = page.getByLabel(label);
  const id = (await input.getAttribute('aria-describedby'))?.split(' ')[0];
  return id ? page.locator(`[id="${id}"]`).innerText() : null;
}

async function signInThroughModal(page: Page, email: string, password: string, { expectSteps = true } = {}) {
  await banner(page).getByRole('button', { name: 'Sign In' }).click();
  const modal = dialog(page, 'Sign In');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Sign In' }).click();
  // An admin enrols an authenticator (first time) or types its code (docs/decisions/0014-sign-in-and-credentials.md).
  if (expectSteps) await finishSignInSteps(page, email);
}

test('a company registers through the wizard, each step refusing bad input, and lands on /admin signed in', async ({ page, browser }) => {
  const suffix = uniqueSuffix();
  const email = `wizard-${suffix}@e2e.test`;
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Sign Up' }).click();
  const modal = dialog(page, 'Register Your Company');
  await expect(modal).toBeVisible();

  // Step 1
  await modal.getByRole('button', { name: 'Next' }).click();
  expect(await errorUnder(page, /^Company Name/)).toBe('Company name is required');
  expect(await errorUnder(page, /^Organization Type/)).toBe('Organization type is required');
  expect(await errorUnder(page, /^Email/)).toBe('Email is required');
  expect(await errorUnder(page, /^Mobile Number/)).toBe('Mobile number is required');
  await modal.getByLabel(/^Company Name/).fill(`Wizard Finance ${suffix}`);
  await modal.getByLabel(/^Organization Type/).selectOption('Private Limited NBFC/Others');
  await modal.getByLabel(/^Email/).fill('wrong-address');
  await modal.getByLabel(/^Mobile Number/).fill('98765');
  await modal.getByRole('button', { name: 'Next' }).click();
  expect(await errorUnder(page, /^Email/)).toBe('Email is invalid');
  expect(await errorUnder(page, /^Mobile Number/)).toBe('Mobile number must be 10 digits');
  await modal.getByLabel(/^Email/).fill(email);
  await modal.getByLabel(/^Mobile Number/).fill('9876543210');
  await modal.getByRole('button', { name: 'Next' }).click();

  // Step 2
  await expect(modal.getByText('Step 2 of 3: Address Details')).toBeVisible();
  await expect(modal.getByLabel('Country')).toHaveValue('India');
  await modal.getByRole('button', { name: 'Next' }).click();
  expect(await errorUnder(page, /^Address/)).toBe('Address is required');
  expect(await errorUnder(page, /^State/)).toBe('State is required');
  expect(await errorUnder(page, /^City/)).toBe('City is required');
  expect(await errorUnder(page, /^Pincode/)).toBe('Pincode is required');
  await modal.getByLabel(/^Address/).fill('21 Residency Road');
  await modal.getByLabel(/^State/).selectOption('Karnataka');
  await modal.getByLabel(/^City/).fill('Bengaluru');
  await modal.getByLabel(/^Pincode/).fill('5600');
  await modal.getByRole('button', { name: 'Next' }).click();
  expect(await errorUnder(page, /^Pincode/)).toBe('Pincode must be 6 digits');
  await modal.getByLabel(/^Pincode/).fill('560025');
  await modal.getByRole('checkbox', { name: 'Registered Office' }).check();
  await modal.getByLabel('NBFC Type').selectOption('Base layer');
  await modal.getByLabel(/^Current Asset Size/).fill('250');
  await modal.getByRole('button', { name: 'Next' }).click();

  // Step 3
  await expect(modal.getByText('Step 3 of 3: User Account')).toBeVisible();
  await modal.getByRole('button', { name: 'Complete Registration' }).click();
  expect(await errorUnder(page, /^Full Name/)).toBe('Full name is required');
  expect(await errorUnder(page, /^Username/)).toBe('Username is required');
  await modal.getByLabel(/^Full Name/).fill('Kavya Iyer');
  await modal.getByLabel(/^Username/).fill(`kavya${suffix}`);
  await modal.getByLabel(/^Password/).fill('12345678901');
  await modal.getByRole('button', { name: 'Complete Registration' }).click();
  // Registration creates the admin: 12 characters (docs/decisions/0014-sign-in-and-credentials.md; the specification said 6, docs/specifications.md A §9).
  expect(await errorUnder(page, /^Password/)).toBe('Password must be at least 12 characters');
  await modal.getByLabel(/^Password/).fill('Ledger-Audit-2026');
  await modal.getByRole('checkbox', { name: /^RBI/ }).check();
  await modal.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  // The first session is limited to setting up two-step verification: the admin area waits behind it.
  await expect(page.getByRole('heading', { name: 'Set up two-step verification', level: 1 })).toBeVisible();
  // ASVS v5.0 3.3.4: the session is an HttpOnly, SameSite=Strict cookie; the page's scripts hold no token.
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(await page.evaluate(() => [localStorage.getItem('auth_token'), document.cookie.includes('session=')])).toEqual([null, false]);
  const me = await (await apiCall(page.request, 'GET', '/api/auth/me', cookie.value)).json();
  expect(me.user).toMatchObject({ email, firstName: 'Kavya', lastName: 'Iyer', role: 'admin' });

  // Another visitor cannot register the same address again: the server's neutral refusal (docs/decisions/0047-security-to-asvs-level-2.md: it never says
  // the address has an account) shows under Password.
  const visitor = await browser.newPage();
  await visitor.goto(new URL('/', page.url()).href);
  await banner(visitor).getByRole('button', { name: 'Sign Up' }).click();
  const again = dialog(visitor, 'Register Your Company');
  await again.getByLabel(/^Company Name/).fill(`Other ${suffix}`);
  await again.getByLabel(/^Organization Type/).selectOption('Trust');
  await again.getByLabel(/^Email/).fill(email);
  await again.getByLabel(/^Mobile Number/).fill('9876543211');
  await again.getByRole('button', { name: 'Next' }).click();
  await again.getByLabel(/^Address/).fill('1 Park Street');
  await again.getByLabel(/^State/).selectOption('West Bengal');
  await again.getByLabel(/^City/).fill('Kolkata');
  await again.getByLabel(/^Pincode/).fill('700016');
  await again.getByRole('button', { name: 'Next' }).click();
  await again.getByLabel(/^Full Name/).fill('Someone Else');
  await again.getByLabel(/^Username/).fill(`else${suffix}`);
  await again.getByLabel(/^Password/).fill('Other-pass-1');
  await again.getByRole('button', { name: 'Complete Registration' }).click();
  await expect
    .poll(() => errorUnder(visitor, /^Password/))
    .toBe('We could not complete this registration. If this e-mail address already has an account, we have sent it a message.');
  await expect(visitor).toHaveURL(/\/$/);
  expect((await visitor.context().cookies()).filter((c) => c.name === SESSION_COOKIE)).toEqual([]);
  await visitor.close();
});

test('ASVS v5.0 7.4.1 logout asks, ends the session and returns to /; signing in again lands on /admin', async ({ page, request }) => {
  const { admin } = await registerCompany(request, { firstName: 'Meera', lastName: 'Nair' });
  await page.goto('/');
  await signInThroughModal(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/');
  await expect(banner(page).getByText('Meera Nair')).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  await banner(page).getByRole('button', { name: 'Logout' }).click();
  const confirm = dialog(page, 'Log out');
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  const sessionCookie = async () => (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)?.value ?? null;
  const pageToken = await sessionCookie();
  expect(pageToken).toBeTruthy();
  await banner(page).getByRole('button', { name: 'Logout' }).click();
  await dialog(page, 'Log out').getByRole('button', { name: 'Log out' }).click();
  await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionCookie()).toBeNull();
  // The page's session was ended on the server.
  expect((await apiCall(request, 'GET', '/api/auth/me', pageToken)).status()).toBe(401);

  await signInThroughModal(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
});

test('a wrong password shows the server message; the modals switch, one at a time, and close on Escape', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  await page.goto('/');
  await signInThroughModal(page, admin.email, 'not-the-password', { expectSteps: false });
  await expect(dialog(page, 'Sign In').getByRole('alert')).toHaveText('Invalid email or password');
  await dialog(page, 'Sign In').getByRole('button', { name: 'Sign up here' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog(page, 'Register Your Company')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Track Compliance' }).click();
  await expect(dialog(page, 'Sign In')).toBeVisible();
});

test('a maker lands on /maker and sees Access Denied at /admin/*', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  await page.goto('/');
  await signInThroughModal(page, maker.email, maker.password);
  await expect(page).toHaveURL(/\/maker$/);
  await page.goto('/admin/panels/maker');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByText('Your role:')).toContainText('maker');
});

test('anonymous /admin/* goes to /login; an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/admin/panels/checker');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You need to sign in to open /admin/panels/checker.')).toBeVisible();
  await page.goto('/super-admin/users');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page.getByRole('heading', { name: 'Compliance Management', level: 1 })).toBeVisible();
});

test('the contact form is stored by the api and visible to the super-admin', async ({ page, request }) => {
  const subject = `Demo request ${uniqueSuffix()}`;
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel(/^Your Name/).fill('Rohan Gupta');
  await page.getByLabel(/^Email/).fill('rohan@lendwell.in');
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Message/).fill('We are a middle-layer NBFC and would like a walkthrough of the RBI module.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' }).first()).toBeVisible();
  const root = await signInSuperAdmin(request);
  const inbox = await (await apiCall(request, 'GET', '/api/contact-messages?pageSize=100', root.token)).json();
  expect(inbox.messages.map((m: { subject: string }) => m.subject)).toContain(subject);
});

test('the WhatsApp banner links to wa.me with the configured number and a prefilled message', async ({ page, request }) => {
  const settings = await (await request.get('/api/public/site-settings')).json();
  await page.goto('/');
  const link = page.getByRole('link', { name: /Send an inquiry on WhatsApp/ });
  await expect(link).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${settings.settings.whatsappNumber}\\?text=.+`));
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(4);
  await questions.nth(1).click();
  await questions.nth(3).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
});

test.describe('accessibility and small screens', () => {
  // axe is injected as an inline script, which the site's CSP rightly forbids.
  test.use({ bypassCSP: true });

  /** Set E2E_SHOTS_DIR for screenshots of every public page and sign-in/registration step, for a human look. */
  const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
  /** The phone width checked (E2E_NARROW_WIDTH=390 for the screenshots (docs/decisions/0063-screenshot-review-compliance-super-admin-public.md); 360 is the stricter default). */
  const NARROW = Number(process.env.E2E_NARROW_WIDTH || 360);

  const PUBLIC_PAGES = [
    '/',
    '/about',
    '/features',
    '/careers',
    '/contact-us',
    '/blog',
    '/faq',
    '/support',
    '/terms',
    '/privacy',
    '/login',
    '/subscription',
    '/reset-password',
    '/reset-password#token=expired-or-unknown',
    '/verify-email#token=expired-or-unknown',
    '/accept-invitation#token=expired-or-unknown',
    '/no-such-page',
  ];

  async function problemsOn(page: Page, label: string, width: number): Promise<string[]> {
    const violations = await seriousAxeViolations(page);
    const problems = violations.map((v) => `${label} @${width}: ${v}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${label} @${width}: ${overflow}px wider than the screen`);
    return problems;
  }

  const shoot = async (page: Page, name: string, width: number, height: number) => {
    if (SHOTS_DIR) await shootInSlices(page, SHOTS_DIR, `public-${name}-${width}`, width, height);
  };

  test('public pages and the sign-in and registration dialogs: no serious or critical axe violation, nothing wider than a phone screen', async ({ page }) => {
    test.setTimeout(300_000);
    const problems: string[] = [];
    for (const width of [NARROW, 1280]) {
      const height = width === NARROW ? 740 : 900;
      await page.setViewportSize({ width, height });
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        problems.push(...(await problemsOn(page, path, width)));
        await shoot(page, path.replace('#token=expired-or-unknown', '-link').replace(/\//g, '_').replace(/^_/, '') || 'home', width, height);
      }
      // The dialogs of the home page: sign in, forgot password, and the three registration steps.
      // On a phone the account buttons are in the menu.
      const openAccountButton = async (name: string) => {
        if (width === NARROW) await banner(page).getByRole('button', { name: 'Open menu' }).click();
        await banner(page).getByRole('button', { name }).click();
      };
      await page.goto('/');
      await openAccountButton('Sign In');
      const signIn = page.getByRole('dialog', { name: 'Sign In' });
      await expect(signIn.getByLabel('Email')).toBeVisible();
      problems.push(...(await problemsOn(page, 'sign-in dialog', width)));
      await shoot(page, 'dialog-sign-in', width, height);
      await signIn.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(signIn.getByRole('button', { name: 'Send reset link' })).toBeVisible();
      problems.push(...(await problemsOn(page, 'forgot-password dialog', width)));
      await shoot(page, 'dialog-forgot-password', width, height);
      await page.keyboard.press('Escape');
      await openAccountButton('Sign Up');
      const wizard = page.getByRole('dialog', { name: 'Register Your Company' });
      await expect(wizard.getByText('Step 1 of 3', { exact: false })).toBeVisible();
      problems.push(...(await problemsOn(page, 'registration step 1', width)));
      await shoot(page, 'dialog-register-1', width, height);
      await wizard.getByLabel(/^Company Name/).fill(`Shots Finance ${width}`);
      await wizard.getByLabel(/^Organization Type/).selectOption('Private Limited NBFC/Others');
      await wizard.getByLabel(/^Email/).fill(`shots-${width}-${Date.now()}@e2e.test`);
      await wizard.getByLabel(/^Mobile Number/).fill('9876543210');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await expect(wizard.getByText('Step 2 of 3: Address Details')).toBeVisible();
      problems.push(...(await problemsOn(page, 'registration step 2', width)));
      await shoot(page, 'dialog-register-2', width, height);
      await wizard.getByLabel(/^Address/).fill('21 Residency Road');
      await wizard.getByLabel(/^State/).selectOption('Karnataka');
      await wizard.getByLabel(/^City/).fill('Bengaluru');
      await wizard.getByLabel(/^Pincode/).fill('560025');
      await wizard.getByLabel('NBFC Type').selectOption('Base layer');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await expect(wizard.getByText('Step 3 of 3: User Account')).toBeVisible();
      problems.push(...(await problemsOn(page, 'registration step 3', width)));
      await shoot(page, 'dialog-register-3', width, height);
      await page.keyboard.press('Escape');
    }
    // The mobile menu carries the header links on a phone.
    await page.setViewportSize({ width: NARROW, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await shoot(page, 'mobile-menu', NARROW, 740);
    expect(problems).toEqual([]);
  });
});
