import { expect, test } from '@playwright/test';
import { apiCall, registerCompany, signInAs } from '../support/session';

// Day one for a company registered today (a Middle-layer NBFC, a Base-layer NBFC and an HFC): the onboarding
// checklist asks how far back to track; the admin tracks from the start of the financial year, marks the past due
// dates "filed before we joined" in bulk, and the score says where it counts from.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shown = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const COMPANIES = [
  { label: 'a Middle-layer NBFC', company: { nbfc_type: 'Middle layer', your_current_asset_size: 1500 } },
  { label: 'a Base-layer NBFC', company: { nbfc_type: 'Base layer', your_current_asset_size: 100 } },
  { label: 'an HFC', company: { nbfc_type: 'Housing Finance Companies', your_current_asset_size: 3000 } },
];

for (const { label, company } of COMPANIES)
  test(`day one for ${label}: choose the tracking start, mark past due dates filed before we joined, the score counts from the start`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const { admin } = await registerCompany(request, { company });
    await signInAs(page, admin);
    const tracking = await (await apiCall(request, 'GET', '/api/obligations/tracking', admin.token)).json();
    const fyStart: string = tracking.starts.financial_year;

    // The checklist on the dashboard leads to the choice.
    await page.goto('/admin');
    await expect(page.getByLabel('Choose how far back to track, and mark what was filed before you joined: to do')).toBeVisible();
    await page.getByRole('link', { name: 'Choose the tracking start' }).click();
    await expect(page.getByRole('heading', { name: 'Tracking start' })).toBeVisible();
    await expect(page.getByText(`Tracking from ${shown(tracking.trackingStart)} (the default until you choose)`, { exact: false })).toBeVisible();

    // From the start of the financial year, to record the earlier filings.
    await page.getByLabel(`From the start of the financial year (to record earlier filings): from ${shown(fyStart)}`).check();
    await page.getByRole('button', { name: 'Save the tracking start' }).click();
    await expect(page.getByText('Tracking start saved')).toBeVisible();
    await expect(page.getByText(`Tracking from ${shown(fyStart)}. Overdue counts`, { exact: false })).toBeVisible();

    // Every open past due date, marked filed before we joined in one step (date and acknowledgement left out).
    const form = page.getByRole('form', { name: 'Filed before we joined' });
    const selectAll = form.getByLabel(/^Select all \d+$/);
    await expect(selectAll).toBeVisible();
    await selectAll.check();
    // "Select all N" names every listed due date; the button counts what is ticked, which is all of them.
    const count = Number(/\d+/.exec((await selectAll.locator('xpath=..').textContent()) ?? '')![0]);
    expect(count).toBeGreaterThan(0);
    await expect(form.getByRole('list', { name: 'Past due dates' }).getByRole('listitem')).toHaveCount(count);
    await form.getByRole('button', { name: `Mark ${count} as filed before we joined` }).click();
    await expect(page.getByText(`${count} due date${count === 1 ? '' : 's'} marked filed before we joined`)).toBeVisible();
    await expect(page.getByText(/^No due date from .* is open\.$/)).toBeVisible();

    // The checklist step is done; the score says where it counts from and leaves the marked ones out.
    await page.goto('/admin');
    await expect(page.getByLabel('Choose how far back to track, and mark what was filed before you joined: done')).toBeVisible();
    await page.goto('/admin/command-centre');
    await expect(page.getByText(`Counted from ${shown(fyStart)}, when tracking starts.`, { exact: false })).toBeVisible();
    const score = await (await apiCall(request, 'GET', '/api/obligations/score?period=month&count=6', admin.token)).json();
    expect(score.countsFrom).toBe(fyStart);
    if (score.filedBeforeJoining > 0)
      await expect(page.getByText(`${score.filedBeforeJoining} filed before we joined: shown, not scored.`, { exact: false })).toBeVisible();
    const onTime = score.periods.reduce((n: number, p: { overall: { filedOnTime: number } }) => n + p.overall.filedOnTime, 0);
    expect(onTime).toBe(0);
  });
