import { expect, test, type Page } from '@playwright/test';
import { apiCall, createTeamUser, registerCompany, signInAs, uniqueSuffix } from '../support/session';
import { finishSignInSteps } from '../support/signInSteps';

const TRIAL_MAKERS_FULL = 'Your free trial includes 2 maker seats, all in use. Subscribe to a plan to add more.';

const planCard = (page: Page, name: string) => page.getByRole('article', { name });

async function createMakerInUi(page: Page) {
  const suffix = uniqueSuffix();
  await page.goto('/admin/panels/maker');
  const form = page.getByRole('form', { name: 'Create Maker' });
  await form.getByLabel('First name').fill('Meera');
  await form.getByLabel('Last name').fill(`Maker ${suffix}`);
  await form.getByLabel('Email').fill(`maker3-${suffix}@e2e.test`);
  await form.getByLabel('Password').fill('Maker-pass-3');
  await form.getByRole('button', { name: 'Create Maker' }).click();
}

test('an admin subscribes through the test gateway; the plan is active and the new seats are in force', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  await createTeamUser(request, admin.token, 'maker');
  await createTeamUser(request, admin.token, 'maker');
  await signInAs(page, admin);

  // The trial's two maker seats are taken: a third maker is refused with the reason.
  await createMakerInUi(page);
  await expect(page.getByText(TRIAL_MAKERS_FULL)).toBeVisible();

  await page.goto('/admin/subscription');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Your plan' });
  await expect(panel.getByText('Free trial')).toBeVisible();
  await expect(panel.getByText('7 days left')).toBeVisible();
  const middle = planCard(page, 'Professional Compliance');
  await expect(middle.getByText('MOST POPULAR')).toBeVisible();
  await expect(middle.getByText('₹11,798.82')).toBeVisible();
  await middle.getByRole('button', { name: 'Subscribe Now' }).click();

  // The local PayU-compatible gateway (no PayU configured in this run).
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await expect(page.getByText('Professional Compliance (Middle Layer NBFC)')).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹11,798.82' }).click();

  await expect(page).toHaveURL(/\/admin\/subscription\/result\?txnid=/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(/Your Professional Compliance plan is active until/)).toBeVisible();
  await expect(page.getByText('1 Admin seat, 5 Maker seats, 2 Checker seats')).toBeVisible();

  await page.getByRole('link', { name: 'View your plan' }).click();
  await expect(panel.getByText('Professional Compliance (Middle Layer NBFC)')).toBeVisible();
  await expect(panel.getByText('Active')).toBeVisible();
  await expect(panel.getByText('2 of 5 in use')).toBeVisible();
  await expect(middle.getByText('Your current plan')).toBeVisible();

  // The new seat count is in force: the third maker is now created.
  await createMakerInUi(page);
  await expect(page.getByText('Maker user created successfully!')).toBeVisible();
  const current = await (await apiCall(request, 'GET', '/api/subscriptions/current', admin.token)).json();
  expect(current.subscription.seatsUsed.maker).toBe(3);
});

test('declining on the gateway leaves the plan unchanged and shows the failure', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  await signInAs(page, admin);
  await page.goto('/admin/subscription');
  await planCard(page, 'Enterprise Compliance').getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline payment' }).click();

  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your plan has not changed.' })).toContainText('The payment was declined on the test gateway.');
  await page.getByRole('link', { name: 'Back to plans' }).click();
  const panel = page.getByRole('region', { name: 'Your plan' });
  await expect(panel.getByText('Free trial')).toBeVisible();
  await expect(panel.getByText('Trial', { exact: true })).toBeVisible();
  const current = await (await apiCall(request, 'GET', '/api/subscriptions/current', admin.token)).json();
  expect(current.subscription).toMatchObject({ status: 'trial', plan: null, seats: { maker: 2, checker: 2 } });
});

test('a visitor who picks a plan signs in and comes back to it', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  await page.goto('/subscription');
  await expect(page.getByText('Select the perfect package for your NBFC compliance needs')).toBeVisible();
  await planCard(page, 'Essential Compliance').getByRole('button', { name: 'Subscribe Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(admin.email);
  await dialog.getByLabel('Password').fill(admin.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  // docs/decisions/0014-sign-in-and-credentials.md: the admin enrols an authenticator app at this sign-in; the return path survives the steps.
  await finishSignInSteps(page, admin.email);

  await expect(page).toHaveURL(/\/subscription\?plan=base-layer$/);
  await expect(page.getByText('You chose Essential Compliance. Press Subscribe Now on its card to continue to payment.')).toBeVisible();
  await expect(planCard(page, 'Essential Compliance').getByRole('button', { name: 'Subscribe Now' })).toBeFocused();
});
