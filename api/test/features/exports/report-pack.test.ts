import { content } from '../../../src/content';
import { pdfText } from '../../support/exportReaders';
import { type SeededTeam, type SeededUser, sessionHeaders, type TestApp, testCompanies } from '../../support/testApp';

// docs/decisions/0052-reports-a-board-and-an-auditor-accept.md: the board and auditor pack of an assessment, and the company compliance report,
// opened back and read as a board member would read them.

let t: TestApp;
let team: SeededTeam;
let other: SeededTeam;
const hr = content().hr.questions;
const call = (user: SeededUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: sessionHeaders(user.token) });
const pdf = async (user: SeededUser, url: string) => {
  const res = await call(user, 'GET', url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
};

beforeAll(async () => {
  ({ t, team, other } = await testCompanies({ other: true }));
  // A Hindi name and a rupee amount: the embedded font must print both.
  await t.db.execute(`UPDATE users SET first_name = 'राधा', last_name = 'शर्मा' WHERE id = $1`, [team.maker.id]);
  const answers = hr.map((q, i) => ({
    questionId: q.id,
    status: i === 0 ? 'not-complied' : i === 1 ? 'partial' : 'complied',
    comments: i === 0 ? 'Gratuity of ₹4,50,000 unpaid' : i === 1 ? 'Register kept for two branches only' : '',
  }));
  expect((await call(team.maker, 'POST', '/api/hr-compliance/save-bulk', { responses: answers })).statusCode).toBe(200);
  expect((await call(team.maker, 'PUT', '/api/hr-compliance/status', { status: 'completed' })).statusCode).toBe(200);
  expect((await call(team.maker, 'POST', '/api/sign-off/assessments/hr/submit', { comment: 'Ready for the board' })).statusCode).toBe(200);
  expect((await call(team.checker, 'POST', '/api/sign-off/assessments/hr/return', { comment: 'Attach the gratuity register' })).statusCode).toBe(200);
  expect((await call(team.maker, 'POST', '/api/sign-off/assessments/hr/submit', { comment: 'Register attached' })).statusCode).toBe(200);
  expect(
    (await call(team.checker, 'POST', '/api/sign-off/assessments/hr/approve', { comment: 'Approved for the board', password: team.checker.password })).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

describe('assessment PDF pack', () => {
  test('cover, summary with the score by section, exceptions first, answers in words with citations, trail and chain statement', async () => {
    const text = await pdf(team.admin, '/api/exports/assessments/hr.pdf');
    const total = hr.length;
    // Summary: the overall score counts fully met answers among the applicable answered ones.
    expect(text).toContain('Board and auditor pack');
    expect(text).toContain(`Score ${Math.round(((total - 2) / total) * 100)}%: ${total - 2} of ${total} applicable answers are fully met; 1 partly met, 1 not met`);
    expect(text).toContain(`${hr[0].area}`);
    // Exceptions first: the not-met one before the partial one, with remark, owner (in Devanagari) and due date.
    const exceptions = text.slice(text.indexOf('Exceptions'), text.indexOf('Answers '));
    expect(exceptions.indexOf('Gratuity of ₹4,50,000 unpaid')).toBeGreaterThan(0);
    expect(exceptions.indexOf('Gratuity')).toBeLessThan(exceptions.indexOf('Register kept for two branches only'));
    expect(exceptions).toMatch(/Not Complied/);
    expect(exceptions).toMatch(/31 Mar 20\d\d/);
    expect(text).toMatch(/राधा|शर्मा/);
    // Answers as words, never the stored values; each section once.
    expect(text).toContain('Answer: Not Complied');
    expect(text).toContain('Answer: Complied');
    expect(text).not.toMatch(/Answer: (not-complied|complied|partial)\b/);
    expect(text).toContain(`Citation: ${content().items.hr.get(hr[0].id)!.clause}`.slice(0, 40));
    // The maker-checker trail, every step in order, and the audit-chain statement.
    const trail = text.slice(text.indexOf('Sign-off trail'));
    const steps = ['Assessment completed', 'Submitted for review', 'Returned for rework', 'Attach the gratuity register', 'Register attached', 'Approved for the board'];
    for (let i = 1; i < steps.length; i++) expect(trail.indexOf(steps[i])).toBeGreaterThan(trail.indexOf(steps[i - 1]));
    expect(trail).toContain('Chitra Checker (checker)');
    expect(text).toMatch(/Audit trail verified on \d{1,2} \w{3} 20\d\d, \d{1,2}:\d{2} [ap]m IST: all \d+ recorded events/);
    expect(text).toContain('Evidence index');
    expect(text).toMatch(/page 1 of \d+/);
  });

  test('sections appear once each, in library order', async () => {
    const text = await pdf(team.admin, '/api/exports/assessments/hr.pdf');
    const answers = text.slice(text.indexOf('Answers '), text.indexOf('Sign-off trail'));
    const sections = [...new Set(hr.map((q) => q.area))];
    let at = 0;
    for (const section of sections) {
      const found = answers.indexOf(`${section} `, at);
      expect(found).toBeGreaterThanOrEqual(at);
      at = found;
    }
  });

  test('CSV times are India Standard Time in the one date format', async () => {
    const csv = (await call(team.admin, 'GET', '/api/exports/assessments/hr.csv')).body;
    expect(csv).toMatch(/Generated,"?\d{1,2} \w{3} 20\d\d, \d{1,2}:\d{2} [ap]m IST/);
    expect(csv).toContain('Not Complied');
  });
});

describe('company compliance report', () => {
  test('the four assessments, filings with on-time rate, open exceptions and sign-offs', async () => {
    const text = await pdf(team.checker, '/api/exports/company-report.pdf');
    expect(text).toContain('Compliance report');
    expect(text).toContain('For the board of directors');
    expect(text).toContain('Assessment scores');
    for (const title of ['HR Compliance', 'RBI Compliance', 'MCA Compliance', 'Self Audit']) expect(text.toLowerCase()).toContain(title.toLowerCase().split(' ')[0]);
    expect(text).toContain('Statutory filings');
    expect(text).toMatch(/On-time rate|No filing of the year has fallen due yet/);
    expect(text).toContain('Gratuity of ₹4,50,000 unpaid');
    expect(text).toMatch(/Approved by Chitra Checker on \d{1,2} \w{3} 20\d\d/);
    expect(text).toContain('Audit trail verified');
  });

  test('the cover: an executive summary, where the counts start, and a prepared / reviewed / approved block; upcoming summarised; no orphan heading', async () => {
    const res = await call(team.checker, 'GET', '/api/exports/company-report.pdf');
    expect(res.statusCode).toBe(200);
    const raw = await pdfText(res.rawPayload);
    const text = raw.replace(/\s+/g, ' ');
    const cover = text.slice(0, text.indexOf('Assessment scores'));
    expect(cover).toContain('Executive summary');
    expect(cover).toMatch(
      /On-time rate: (no filing of the year has fallen due yet|\d+% \(\d+ of \d+ filings due so far\), no filing was due in FY \d{4}-\d{2} to compare with)/,
    );
    expect(cover).toMatch(/Where the counts start: Counted from \d{1,2} \w{3} 20\d\d, when tracking starts/);
    expect(cover).toMatch(/Open exceptions in the assessments: [1-9]\d*/);
    expect(cover).toContain('Returned filings: 0');
    expect(cover).toMatch(/Not applicable filings: \d+/);
    expect(cover).toMatch(/Upcoming filings: (\d+, summarised by month in the report|none in the rest of the year)/);
    expect(cover).toMatch(/Prepared by Chitra Checker _+ \d{1,2} \w{3} 20\d\d/);
    expect(cover).toMatch(/Reviewed by _+ _+ _+/);
    expect(cover).toMatch(/Approved by \(for the board\) _+ _+ _+/);
    // Upcoming filings are one line per month, never one row each.
    expect(text).not.toMatch(/\d{1,2} \w{3} 20\d\d Upcoming/);
    if (/Upcoming filings: \d+,/.test(cover)) expect(text).toMatch(/Upcoming filings Month Filings due By authority/);
    // Every page but the last ends with text, not with a heading whose content went to the next page.
    const headings = [
      'Assessment scores',
      'Statutory filings',
      'Late and overdue filings',
      'Returned filings',
      'Other filings due so far',
      'Upcoming filings',
      'Open exceptions',
      'Sign-offs',
    ];
    const pages = raw.split(/ - page \d+ of \d+/).slice(0, -1);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(0, -1)) {
      const lines = page
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      // The last line is the footer's own text; the one before it is the page's last content.
      const last = lines.at(-2) ?? '';
      expect(headings).not.toContain(last);
    }
  });

  test('another company sees only its own; makers and bad periods are refused', async () => {
    const theirs = await pdf(other.admin, '/api/exports/company-report.pdf');
    expect(theirs).not.toContain('Gratuity');
    expect((await call(team.maker, 'GET', '/api/exports/company-report.pdf')).statusCode).toBe(403);
    expect((await call(team.admin, 'GET', '/api/exports/company-report.pdf?period=2026')).statusCode).toBe(400);
    expect((await call(team.admin, 'GET', '/api/exports/company-report.pdf?period=FY2025-26')).statusCode).toBe(200);
  });
});
