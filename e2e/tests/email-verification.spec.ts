import { expect, test } from '@playwright/test';
import { sharedMailbox } from '../support/mailbox';
import { apiCall, createTeamUser, registerCompany, signInAs, verificationTokenFor } from '../support/session';

test('a new admin sees "Verify your e-mail address", cannot add a maker until the mailed link is opened, then can', async ({ page, request }) => {
  const { admin } = await registerCompany(request, { firstName: 'Nisha', lastName: 'Admin', verifyEmail: false });
  await signInAs(page, admin);
  await page.goto('/admin/panels/maker');
  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  await expect(banner).toContainText(`We sent a verification link to ${admin.email}.`);

  // The server refuses the invitation while the address is unproven.
  await page.getByRole('form', { name: 'Create Maker' }).getByLabel('First name').fill('Mohan');
  await page.getByRole('form', { name: 'Create Maker' }).getByLabel('Last name').fill('Maker');
  await page.getByRole('form', { name: 'Create Maker' }).getByLabel('Email').fill(`mohan-${Date.now()}@e2e.test`);
  await page.getByLabel('Password').fill('Team-pass-2026');
  await page.getByRole('button', { name: 'Create Maker' }).click();
  await expect(page.getByText(/Error: Please verify your e-mail address before adding users/)).toBeVisible();

  await banner.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(banner.getByText('We have sent a new verification link to your e-mail address. It is valid for 60 minutes.')).toBeVisible();

  // The newest link (the resent mail, once it has arrived), opened in the same browser as the admin would from the mail.
  const mailbox = await sharedMailbox();
  const verificationMails = () =>
    mailbox.messages.filter((m) => m.to.some((to) => to.toLowerCase() === admin.email.toLowerCase()) && m.subject.startsWith('Verify your e-mail address')).length;
  await expect.poll(verificationMails, { timeout: 30_000 }).toBe(2);
  const token = await verificationTokenFor(request, admin.email);
  await page.goto(`/verify-email#token=${token}`);
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click();
  await expect(page.getByText('Your e-mail address is verified. You can now add users to your company.')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');

  await page.goto('/admin/panels/maker');
  await expect(page.getByRole('heading', { name: 'Maker Panel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify your e-mail address' })).toHaveCount(0);
  await page.getByRole('form', { name: 'Create Maker' }).getByLabel('First name').fill('Mohan');
  await page.getByRole('form', { name: 'Create Maker' }).getByLabel('Last name').fill('Maker');
  await page.getByRole('form', { name: 'Create Maker' }).getByLabel('Email').fill(`mohan-ok-${Date.now()}@e2e.test`);
  await page.getByLabel('Password').fill('Team-pass-2026');
  await page.getByRole('button', { name: 'Create Maker' }).click();
  await expect(page.getByText('Maker user created successfully!')).toBeVisible();
});

test('ASVS v5.0 7.4.5 the admin ends all sessions of a maker from the Makers panel; the maker is signed out at once', async ({ page, request }) => {
  const { admin } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker', { firstName: 'Sunil', lastName: 'Maker' });
  expect((await apiCall(request, 'GET', '/api/auth/me', maker.token)).status()).toBe(200);
  await signInAs(page, admin);
  await page.goto('/admin/panels/maker');
  await page.getByRole('button', { name: 'End sessions of Sunil Maker' }).click();
  const dialog = page.getByRole('dialog', { name: 'End all sessions' });
  await dialog.getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByText('1 session ended. The user must sign in again.')).toBeVisible();
  expect((await apiCall(request, 'GET', '/api/auth/me', maker.token)).status()).toBe(401);
});
