/**
 * A day counted from today in India (the server's clock for due dates and "not in the future"): its ISO date
 * (what the api holds), the way a person types it into a date field (day first) and the way screens show it.
 */
export function dayInIndia(days: number): { iso: string; typed: string; shown: string } {
  const iso = new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-').map(Number);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
  return { iso, typed: `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`, shown: `${d} ${month} ${y}` };
}

/**
 * Moves a month calendar (it opens on this month in India) forward to the month holding `iso`, so an event
 * is looked for where a person would look, whatever day of the month the test runs on.
 */
export async function showMonthOf(page: import('@playwright/test').Page, iso: string): Promise<void> {
  const monthsAhead = (Number(iso.slice(0, 4)) - Number(dayInIndia(0).iso.slice(0, 4))) * 12 + Number(iso.slice(5, 7)) - Number(dayInIndia(0).iso.slice(5, 7));
  for (let i = 0; i < monthsAhead; i += 1) await page.locator('.fc-next-button').first().click();
}
