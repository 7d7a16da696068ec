import { expect, test } from '@playwright/test';
import { registerCompany, signInAs } from '../support/session';

/** Yesterday in India (an event must not lie ahead). */
function yesterdayInIndia(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

// Issue 27: the admin records a GST registration and a director appointment; the calendar shows GSTR-3B and DIR-12.
test('GST registration and a recorded director appointment reach the statutory calendar', async ({ page, request }) => {
  const { admin } = await registerCompany(request, { company: { nbfc_type: 'Middle layer', your_current_asset_size: 1500 } });
  await signInAs(page, admin);
  await page.goto('/admin/company-profile');
  await page.getByRole('group', { name: 'States with a GST registration' }).getByLabel('Karnataka').check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('region', { name: 'Calendar changes' })).toContainText('Added: GSTR-3B - summary return and payment of tax (GST registered in Karnataka)');

  const form = page.getByRole('form', { name: 'Record an event' });
  await form.getByLabel('What happened').selectOption({ label: 'Director appointed or re-appointed' });
  await form.getByLabel('Date').fill(yesterdayInIndia());
  await form.getByRole('button', { name: 'Record event' }).click();
  await expect(page.getByRole('list', { name: 'Recorded events' })).toContainText('Director appointed or re-appointed');

  await page.goto('/admin/calendar');
  await expect(page.getByTestId('occurrence').filter({ hasText: 'DIR-12 - appointment or change of a director' })).toHaveCount(1);
  await expect(page.getByTestId('occurrence').filter({ hasText: 'GSTR-3B - summary return and payment of tax' }).first()).toBeVisible();
});
