import { expect, test } from '@playwright/test';
import { apiCall, registerCompany, uniqueSuffix } from '../support/session';
import { finishSignInSteps, nextCode, rememberSecret } from '../support/signInSteps';

/** docs/decisions/0014-sign-in-and-credentials.md: the sign-in steps and the Security page, in the composed site. */
test('ASVS v5.0 6.4.1 a maker created by the admin replaces the password at first sign-in, then turns MFA on from the Security page (makers relaxed by the admin)', async ({
  page,
  request,
}) => {
  const { admin } = await registerCompany(request);
  // Every role enrols at sign-in by default; this company's admin relaxed the rule for makers (decision record 0240).
  const relaxed = await apiCall(request, 'PATCH', '/api/admin/security-policy', admin.token, { checkers: true, makers: false });
  expect(relaxed.status()).toBe(200);
  const email = `maker-${uniqueSuffix()}@e2e.test`;
  const created = await apiCall(request, 'POST', '/api/admin/users', admin.token, {
    firstName: 'Mohan',
    lastName: 'Rao',
    email,
    password: 'Given-by-admin-1',
    role: 'maker',
  });
  expect(created.status()).toBe(201);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Given-by-admin-1');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Please choose a new password before you continue.')).toBeVisible();
  await dialog.getByLabel(/^New password/).fill('password123');
  await dialog.getByLabel(/^Confirm new password/).fill('password123');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This password is too common or has appeared in data breaches. Please choose another.');
  await dialog.getByLabel(/^New password/).fill('My-own-ledger-2027');
  await dialog.getByLabel(/^Confirm new password/).fill('My-own-ledger-2027');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/maker$/);

  await page.getByRole('link', { name: 'Account security' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  const twoStep = page.getByRole('region', { name: 'Two-step verification' });
  await expect(twoStep).toContainText('Two-step verification is off.');
  // Binding an authenticator needs the password again (ASVS 7.5.1).
  await twoStep.getByLabel(/^Password/).fill('My-own-ledger-2027');
  await twoStep.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(twoStep.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  rememberSecret(email, (await twoStep.getByLabel('Authenticator key').textContent()) ?? '');
  await twoStep.getByLabel(/^Authentication code/).fill(await nextCode(email));
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoStep.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await twoStep.getByRole('button', { name: 'Done' }).click();
  await expect(twoStep).toContainText('Recovery codes left: 10.');

  // The Security page is inside the maker's own frame: signed out with its Log Out, the next sign-in asks for the code.
  await expect(page.getByRole('navigation', { name: 'Maker navigation' })).toBeVisible();
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('My-own-ledger-2027');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByLabel(/^Authentication code or recovery code/)).toBeVisible();
  await finishSignInSteps(page, email);
  await expect(page).toHaveURL(/\/maker$/);
});

test('ASVS v5.0 6.3.1 repeated wrong passwords are slowed down with a clear message, not a lock', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(admin.email);
  for (let i = 0; i < 5; i++) {
    await dialog.getByLabel('Password').fill(`wrong-password-${i}`);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
  }
  await dialog.getByLabel('Password').fill(admin.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^Too many failed sign-in attempts\. Please try again in \d+ seconds\.$/);
  // "Forgot password?" is offered in the same dialog.
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText(/^If an account exists for this email/)).toBeVisible();
});
