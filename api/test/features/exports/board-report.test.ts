import type { CalendarEntry } from 'shared-contracts';
import { addDays } from '../../../src/dates';
import { makeCompanyOccurrences } from '../../../src/features/obligations/occurrences/occurrences';
import { pdfText } from '../../support/exportReaders';
import { type SeededTeam, type TestApp, buildTestApp } from '../../support/testApp';
import { action, request, today, trackedTeam, uploadReceipt } from '../../support/obligations';

// The board report of a Middle-layer NBFC that tracks from April 2025, so both years have filings: the cover's
// executive summary with the change since the year before, returned and not-applicable filings, the upcoming ones
// summarised by month, no heading left at the foot of a page, and the year's decisions told as sentences.

let t: TestApp;
let team: SeededTeam;
let raw: string;
let text: string;
let titles: { approved: string; returned: string; dropped: string };

/** The company's occurrences of a window (as stored: reads never make them). */
async function due(from: string, to: string): Promise<CalendarEntry[]> {
  const res = await request(t, 'GET', `/api/obligations/calendar?from=${from}&to=${to}`, team.admin.token);
  expect(res.statusCode).toBe(200);
  return res.json().occurrences;
}

beforeAll(async () => {
  t = await buildTestApp();
  team = await trackedTeam(t);
  await t.db.execute(`UPDATE platform_settings SET value = '1000' WHERE key = 'trialDays'`);
  await t.db.execute(`UPDATE companies SET created_at = '2025-05-10T06:00:00Z', tracking_from = 'financial_year' WHERE id = $1`, [team.companyId]);
  // Back-dated by hand, so the explicit step a tracking change takes makes the due dates from April 2025.
  await makeCompanyOccurrences(t.db, team.companyId);
  const open = (await due(addDays(today, -200), addDays(today, 120))).filter((o) => o.status === 'upcoming' || o.status === 'overdue');
  const upcoming = open.filter((o) => o.dueDate >= today);
  // One filed on time (recorded now, due later) and approved; one returned with a comment; one not applicable.
  const [onTime, returned, dropped] = upcoming;
  // Inside a sentence a period such as 'Week ended 27 Nov 2026' reads 'week ended 27 Nov 2026'.
  const named = (o: CalendarEntry) => `${o.title} for ${/^(FY |[A-Z][a-z]{2} \d{4})/.test(o.period) ? o.period : o.period.charAt(0).toLowerCase() + o.period.slice(1)}`;
  titles = { approved: named(onTime!), returned: named(returned!), dropped: named(dropped!) };
  for (const [o, decide] of [
    [onTime!, 'approve'],
    [returned!, 'return'],
  ] as const) {
    const receipt = await uploadReceipt(t, team.admin.token, `Receipt ${o.title}`);
    expect(
      (await action(t, team.admin.token, o.id, 'filing', { filedOn: today, acknowledgement: `ACK-${o.id.slice(0, 4)}`, receiptDocumentId: receipt })).statusCode,
    ).toBe(200);
    const body = decide === 'approve' ? { password: team.checker.password } : { comment: 'Attach the challan, not the summary' };
    expect((await action(t, team.checker.token, o.id, decide, body)).statusCode).toBe(200);
  }
  expect((await action(t, team.admin.token, dropped!.id, 'not-applicable', { reason: 'No such transactions this period' })).statusCode).toBe(200);
  const res = await request(t, 'GET', '/api/exports/company-report.pdf', team.admin.token);
  expect(res.statusCode).toBe(200);
  raw = await pdfText(res.rawPayload);
  text = raw.replace(/\s+/g, ' ');
}, 180_000);
afterAll(() => t.close());

test('the cover: on-time rate and its change since the year before, exceptions, returned and not-applicable filings, and the sign-off block', () => {
  const cover = text.slice(0, text.indexOf('Assessment scores'));
  expect(cover).toContain('Executive summary');
  expect(cover).toMatch(/On-time rate: \d+% \(1 of \d+ filings due so far\), (up \d+ points? since FY 2025-26 \(\d+%\)|unchanged since FY 2025-26 \(\d+%\))/);
  expect(cover).toContain('Where the counts start: Counted from 1 Apr 2026, when tracking starts');
  expect(cover).toContain('Returned filings: 1');
  expect(cover).toMatch(/Not applicable filings: [1-9]/);
  expect(cover).toMatch(/Open exceptions in the assessments: \d+/);
  expect(cover).toMatch(/Upcoming filings: \d+, summarised by month in the report/);
  expect(cover).toMatch(/Prepared by Asha Admin _+ \d{1,2} \w{3} 20\d\d/);
  expect(cover).toMatch(/Reviewed by _+ _+ _+/);
  expect(cover).toMatch(/Approved by \(for the board\) _+ _+ _+/);
});

test('many late and overdue filings are one line per return; the returned filing says who returned it and why; upcoming filings are one line per month', () => {
  const late = text.slice(text.indexOf('Late and overdue filings'), text.indexOf('Returned filings', text.indexOf('Late and overdue filings')));
  expect(late).toMatch(
    /^Late and overdue filings \d+ filings late or overdue, by return \(the Command Centre lists each due date\)\. Return or filing Overdue Filed late Oldest due Owner /,
  );
  // A weekly return is one line with its count, not one row per week.
  expect(late).not.toMatch(/Week ended \d+ \w+ 2026 \d+ \w+ 2026 Overdue/);
  expect(text).toContain('Returned by Chitra Checker: Attach the challan, not the summary');
  expect(text).toMatch(/Upcoming filings Month Filings due By authority/);
  expect(text).not.toMatch(/\d{1,2} \w{3} 20\d\d Upcoming/);
});

test("the year's decisions read as sentences, one row per action, never an event code or raw values", () => {
  const decisions = text.slice(text.indexOf('Decisions of the year'), text.indexOf('Audit-chain verification'));
  expect(decisions).toContain('When Decision');
  expect(decisions).toContain(`Chitra Checker approved the filing of ${titles.approved}`);
  expect(decisions).toContain(`Chitra Checker returned the filing of ${titles.returned}: "Attach the challan, not the summary"`);
  expect(decisions).toContain(`Asha Admin marked ${titles.dropped} not applicable: "No such transactions this period"`);
  // One approval is one row, although it wrote the filing's, its receipt's and its task's events.
  expect(decisions.split('Chitra Checker approved').length - 1).toBe(1);
  expect(decisions).not.toMatch(/occurrence\.|document\.approved|\{"|Kind:|fingerprint/);
});

test('no heading ends a page: each page but the last ends with content', () => {
  const headings = new Set([
    'Assessment scores',
    'Statutory filings',
    'Late and overdue filings',
    'Returned filings',
    'Other filings due so far',
    'Upcoming filings',
    'Open exceptions',
    'Sign-offs',
    'Decisions of the year',
    'Audit-chain verification',
    'Signed checkpoints',
    'Executive summary',
    'Prepared, reviewed and approved',
  ]);
  const pages = raw.split(/ - page \d+ of \d+/).slice(0, -1);
  expect(pages.length).toBeGreaterThan(2);
  for (const page of pages.slice(0, -1)) {
    const lines = page
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    expect(headings.has(lines.at(-2) ?? '')).toBe(false);
  }
});
