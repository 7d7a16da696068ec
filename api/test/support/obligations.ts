import { joinCalendarTexts, type CalendarEntry, type CalendarView } from 'shared-contracts';
import { addDays, istDate } from '../../src/dates';
import { seedTeam, sessionHeaders, type TestApp } from './testApp';
import { multipart } from './routeProbes';

// The cast of the command-centre tests (docs/decisions/0049-people-and-the-command-centre-screen.md): a company with a profile, registered four months ago (so
// occurrences before today are tracked), owners on two monthly obligations, and requests as its people send them.

export const today = istDate();
export const PROFILE = {
  nbfcLayer: 'Middle layer',
  assetSizeCr: 1500,
  depositTaking: false,
  listing: 'none',
  headcount: 120,
  establishmentStates: ['Karnataka'],
  financialYearStartMonth: 4,
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const request = (t: TestApp, method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? sessionHeaders(token) : {}, payload: payload as Record<string, unknown> | undefined });

/**
 * About four months ago, on the 13th or a later day of its month in India: the month joined (the default tracking
 * start) then holds due dates before the day joined whatever day the tests run on (on the 1st it held none).
 */
function joinedAboutFourMonthsAgo(): string {
  const joined = addDays(today, -120);
  return Number(joined.slice(8, 10)) < 15 ? addDays(joined, -16) : joined;
}

/** A team whose company registered about four months ago (its trial made long enough), with the profile above. */
export async function trackedTeam(t: TestApp) {
  await t.db.execute(`INSERT INTO platform_settings (key, value) VALUES ('trialDays', '400') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  const team = await seedTeam(t.app);
  await t.db.execute(`UPDATE companies SET created_at = $2 WHERE id = $1`, [team.companyId, `${joinedAboutFourMonthsAgo()}T06:30:00Z`]);
  const res = await request(t, 'PUT', '/api/company/compliance-profile', team.admin.token, PROFILE);
  if (res.statusCode !== 200) throw new Error(`profile: ${res.body}`);
  return team;
}

/** The company's occurrences from before its tracking start (at most about 166 days ago) to 60 days ahead (optionally filtered). */
export async function occurrences(t: TestApp, token: string, query = ''): Promise<CalendarEntry[]> {
  const res = await request(t, 'GET', `/api/obligations/calendar?from=${addDays(today, -200)}&to=${addDays(today, 60)}${query}`, token);
  if (res.statusCode !== 200) throw new Error(`calendar: ${res.statusCode} ${res.body}`);
  return res.json().occurrences;
}

/** A receipt uploaded to the company's register (a real PDF through the upload checks); its document id. */
export async function uploadReceipt(t: TestApp, token: string, name = 'Filing receipt'): Promise<string> {
  const form = multipart({ name, category: 'Other Policies' }, 'receipt.pdf');
  const res = await t.app.inject({ method: 'POST', url: '/api/documents/upload', headers: { ...sessionHeaders(token), ...form.headers }, payload: form.payload });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().document.id;
}

export const action = (t: TestApp, token: string, id: string, step: string, body?: unknown) =>
  request(t, 'POST', `/api/obligations/occurrences/${id}/${step}`, token, body ?? {});

/** GET /api/obligations/calendar joined to the library of its version, as the screens show it (titles, citations, notes). */
export async function calendarView(t: TestApp, token: string, query = ''): Promise<CalendarView> {
  const res = await request(t, 'GET', `/api/obligations/calendar${query}`, token);
  if (res.statusCode !== 200) throw new Error(`calendar: ${res.statusCode} ${res.body}`);
  const library = await request(t, 'GET', `/api/obligations/library?version=${res.json().libraryVersion}`, token);
  if (library.statusCode !== 200) throw new Error(`calendar library: ${library.statusCode} ${library.body}`);
  return joinCalendarTexts(res.json(), library.json());
}
