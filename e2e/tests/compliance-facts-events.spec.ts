import { expect, test } from '@playwright/test';
import { dayInIndia } from '../support/dates';
import { registerCompany, signInAs } from '../support/session';

// docs/decisions/0046-statutory-obligations-as-data-calendar-library-facts.md: the admin records a GST registration and a director appointment; the calendar shows GSTR-3B and DIR-12.
test('GST registration and a recorded director appointment reach the statutory calendar', async ({ page, request }) => {
  const { admin } = await registerCompany(request, { company: { nbfc_type: 'Middle layer', your_current_asset_size: 1500 } });
  await signInAs(page, admin);
  await page.goto('/admin/company-profile');
  await page.getByRole('group', { name: 'States with a GST registration' }).getByLabel('Karnataka').check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('region', { name: 'Calendar changes' })).toContainText('Added: GSTR-3B - summary return and payment of tax (GST registered in Karnataka)');

  const form = page.getByRole('form', { name: 'Record an event' });
  await form.getByLabel('What happened').selectOption({ label: 'Director appointed or re-appointed' });
  // The date field reads and shows dates as the product writes them, and refuses a day ahead as the server does.
  const date = form.getByLabel('Date');
  await date.fill(dayInIndia(1).typed);
  await expect(form.getByText('Date cannot be in the future')).toBeVisible();
  // An event happened (yesterday in India); typed day first, shown as 30 Nov 2026.
  const yesterday = dayInIndia(-1);
  await date.fill(yesterday.typed);
  await date.blur();
  await expect(date).toHaveValue(yesterday.shown);
  await form.getByRole('button', { name: 'Record event' }).click();
  await expect(page.getByRole('list', { name: 'Recorded events' })).toContainText(`${yesterday.shown}: Director appointed or re-appointed`);

  // The calendar shows one month of due dates at a time: each return is looked for month by month with the month picker.
  await page.goto('/admin/calendar');
  const picker = page.getByRole('combobox', { name: 'Go to month' });
  await expect(picker).toBeVisible();
  const seen = new Set<string>();
  const months = await picker.locator('option').count();
  for (let month = 0; month < months && seen.size < 2; month++) {
    await picker.selectOption({ index: month });
    await expect(picker).toHaveValue(String(month));
    for (const title of ['DIR-12 - appointment or change of a director', 'GSTR-3B - summary return and payment of tax']) {
      if ((await page.getByTestId('occurrence').filter({ hasText: title }).count()) > 0) seen.add(title);
    }
  }
  expect([...seen].sort()).toEqual(['DIR-12 - appointment or change of a director', 'GSTR-3B - summary return and payment of tax']);
});
