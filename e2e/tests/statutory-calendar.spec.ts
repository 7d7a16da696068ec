import { expect, test } from '@playwright/test';
import type { TestSmtpServer } from '../../api/test/support/smtpServer';
import { sharedMailbox } from '../support/mailbox';
import { apiCall, createTeamUser, registerCompany, signInAs } from '../support/session';

/** Tomorrow in India (the server's calendar day). */
function tomorrowInIndia(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test('a middle-layer company sees its DNBS returns and AGM, and makes a return into a task', async ({ page, request }) => {
  const { admin } = await registerCompany(request, { company: { nbfc_type: 'Middle layer', your_current_asset_size: 1500 } });
  const maker = await createTeamUser(request, admin.token, 'maker');
  await signInAs(page, admin);
  await page.goto('/admin/calendar');

  await expect(page.getByRole('heading', { name: 'Statutory Calendar' })).toBeVisible();
  await expect(page.getByText('Obligations of a company in the Middle layer')).toBeVisible();
  const obligations = page.getByTestId('obligation');
  for (const title of [
    'DNBS01 - Important Financial Parameters',
    'DNBS03 - Important Prudential Parameters',
    'DNBS04B - Structural Liquidity and Interest Rate Sensitivity',
    'Annual General Meeting',
  ]) {
    await expect(obligations.filter({ hasText: title })).toHaveCount(1);
  }
  await expect(obligations.filter({ hasText: 'DNBS02 - Important Financial Parameters (Base layer)' })).toHaveCount(0);
  const agm = obligations.filter({ hasText: 'Annual General Meeting' });
  await expect(agm).toContainText('Why: Every company under the Companies Act, 2013.');
  await expect(agm).toContainText('Companies Act, 2013, s. 96(1)');

  // One month of due dates at a time, opening on this month in India.
  const thisMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', month: 'long', year: 'numeric' }).format(new Date());
  await expect(page.getByRole('group', { name: 'Month shown' }).getByRole('heading')).toHaveText(new RegExp(`^${thisMonth} \\(\\d+\\)$`));

  // The next DNBS01 due date becomes a task for the maker (one month of due dates at a time: on to its month).
  const dnbs01 = page.getByTestId('occurrence').filter({ hasText: 'DNBS01 - Important Financial Parameters' }).first();
  for (let month = 0; month < 12 && (await dnbs01.count()) === 0; month++) await page.getByRole('button', { name: 'Later month' }).click();
  await expect(dnbs01).toContainText('Why: NBFC in the Middle layer.');
  await dnbs01.getByRole('button', { name: 'Create task' }).click();
  await dnbs01.getByLabel('Assignee').selectOption(maker.user.id);
  await dnbs01.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByTestId('occurrence').filter({ hasText: 'DNBS01 - Important Financial Parameters' }).first()).toContainText('Task: pending · Mohan Maker');
  // Its title opens the due date itself in the Command Centre.
  await dnbs01.getByRole('link', { name: 'DNBS01 - Important Financial Parameters' }).click();
  await expect(page).toHaveURL(/\/admin\/command-centre\?start=\d{4}-\d{2}&item=/);
  await expect(page.getByRole('region', { name: /^DNBS01 - Important Financial Parameters, / })).toBeVisible();
});

test('asset size crossing Rs 1,000 crore: the profile save says the Middle layer returns were added', async ({ page, request }) => {
  const { admin } = await registerCompany(request, { company: { nbfc_type: 'Base layer', your_current_asset_size: 900 } });
  await signInAs(page, admin);
  await page.goto('/admin/company-profile');
  await expect(page.getByRole('note')).toContainText('taken from your registration');
  await page.getByLabel('Asset size (Rs crore)').fill('1200');
  await page.getByRole('button', { name: 'Save profile' }).click();
  const changes = page.getByRole('region', { name: 'Calendar changes' });
  await expect(changes).toContainText('Added: DNBS01 - Important Financial Parameters (NBFC in the Middle layer)');
  await expect(changes).toContainText('Removed: DNBS02 - Important Financial Parameters (Base layer)');
  await expect(page.getByText('Treated as Middle layer')).toBeVisible();
  await changes.getByRole('link', { name: 'Open the statutory calendar' }).click();
  await expect(page.getByText('Obligations of a company in the Middle layer')).toBeVisible();
});

test.describe('reminders by e-mail', () => {
  let smtp: TestSmtpServer;
  test.beforeAll(async () => {
    smtp = await sharedMailbox();
  });

  test('a task due tomorrow: the reminder e-mail arrives at the SMTP server and the bell shows it', async ({ page, request }) => {
    const { admin } = await registerCompany(request);
    const maker = await createTeamUser(request, admin.token, 'maker');
    const assigned = await apiCall(request, 'POST', '/api/tasks/assign', admin.token, {
      description: 'Deposit ESI contribution for October',
      assignedTo: maker.user.id,
      dueDate: tomorrowInIndia(),
      priority: 'high',
      category: 'HR',
    });
    expect(assigned.status()).toBe(201);

    // The scheduler runs every few seconds on the e2e server.
    await expect
      .poll(() => smtp.messages.filter((m) => m.to.includes(maker.email)).map((m) => m.subject), { timeout: 30_000 })
      .toContain('Due tomorrow: Deposit ESI contribution for October');
    const reminder = smtp.messages.find((m) => m.to.includes(maker.email) && m.subject.startsWith('Due tomorrow'))!;
    expect(reminder.text).toContain('Your task is due tomorrow');
    expect(smtp.messages.filter((m) => m.to.includes(maker.email) && m.subject.startsWith('Due tomorrow'))).toHaveLength(1);

    await signInAs(page, maker);
    await page.goto('/maker');
    // The reminder and the assignment at least (the obligations' own reminders may add more).
    const bell = page.getByRole('button', { name: /^Notifications, ([2-9]|\d{2,}) unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('Due tomorrow: Deposit ESI contribution for October');
  });
});
