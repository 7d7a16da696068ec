import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { McaAssessmentResponse, McaContentResponse } from 'shared-contracts';
import { mockApi, quietLoggedErrors, renderView, sampleUser } from 'test-support';

quietLoggedErrors();
import McaAssessmentPage from './McaAssessmentPage';
import { reportFileName, textReport } from './mcaReport';

const content: McaContentResponse = {
  success: true,
  library: { id: 'mca', version: '2025.1', effectiveDate: '2025-04-01', sources: [] },
  sections: [
    {
      sectionId: 'MCA-A',
      title: 'Board Meetings',
      questions: [
        {
          id: 'A1',
          question: 'Were four board meetings held in the year?',
          options: ['Yes', 'No', 'N/A'],
          guidance: 'Gap under 120 days.',
          evidence: ['Minutes book'],
          reference: 'Companies Act 2013, s.173',
        },
        {
          id: 'A2',
          question: 'Was notice given 7 days ahead?',
          options: ['Yes', 'No', 'N/A'],
          guidance: 'Written notice.',
          evidence: ['Notices'],
          reference: 's.173(3)',
        },
      ],
    },
    {
      sectionId: 'MCA-B',
      title: 'Annual Filings',
      questions: [
        {
          id: 'B1',
          question: 'Was AOC-4 filed within 30 days of the AGM?',
          options: ['Yes', 'No', 'N/A'],
          guidance: 'Financial statements.',
          evidence: ['SRN of AOC-4'],
          reference: 's.137',
        },
      ],
    },
  ],
};

const saved: McaAssessmentResponse = {
  success: true,
  assessment: {
    status: 'in-progress',
    updatedAt: null,
    responses: [{ questionId: 'A1', questionText: '', section: 'Board Meetings', status: 'Yes', remarks: 'Four held', evidenceFiles: [] }],
  },
};

function api(extra = {}) {
  return mockApi({
    'GET /api/assessments/content/mca': { body: content },
    'GET /api/mca-compliance': { body: saved },
    'POST /api/mca-compliance/submit': { body: { success: true, message: 'Saved' } },
    'POST /api/mca-compliance/complete': { body: { success: true, message: 'Completed' } },
    ...extra,
  });
}

test('sections show answered/total, percent and Yes/No/N/A counts; a section shows its guidance and evidence', async () => {
  api();
  renderView(<McaAssessmentPage />, { path: '/maker/mca-compliance', route: '/maker/mca-compliance', user: sampleUser(), showLocation: true });
  expect(screen.getByText('Loading assessment...')).toBeInTheDocument();
  const nav = await screen.findByRole('navigation', { name: 'Sections' });
  const board = within(nav).getByRole('button', { name: /Board Meetings/ });
  expect(board).toHaveTextContent('1/2 · 50%');
  expect(board).toHaveTextContent('Yes 1 · No 0 · N/A 0');
  expect(screen.getByText('Minutes book')).toBeInTheDocument();
  expect(screen.getByText('Gap under 120 days.')).toBeInTheDocument();

  await userEvent.click(within(nav).getByRole('button', { name: /Annual Filings/ }));
  const b1 = screen.getByRole('listitem', { name: /AOC-4/ });
  expect(within(b1).getByText('SRN of AOC-4')).toBeInTheDocument();
  await userEvent.click(within(b1).getByRole('button', { name: 'N/A' }));
  expect(within(nav).getByRole('button', { name: /Annual Filings/ })).toHaveTextContent('1/1 · 100%');
  expect(within(nav).getByRole('button', { name: /Annual Filings/ })).toHaveTextContent('N/A 1');
  expect(screen.getByRole('progressbar', { name: 'MCA assessment progress' })).toHaveAttribute('aria-valuenow', '67');
});

test('Submit below 100% is refused with the spec message and sends nothing', async () => {
  const net = api();
  renderView(<McaAssessmentPage />, { path: '/maker/mca-compliance', route: '/maker/mca-compliance', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Submit Assessment' }));
  expect(await screen.findByText('Please complete all questions before submitting')).toBeInTheDocument();
  expect(net.of('POST', '/api/mca-compliance/submit')).toHaveLength(0);
  expect(net.of('POST', '/api/mca-compliance/complete')).toHaveLength(0);
});

test('Submit at 100% saves first, then marks complete', async () => {
  const net = api();
  renderView(<McaAssessmentPage />, { path: '/admin/compliance/mca', route: '/admin/compliance/mca', user: sampleUser(), showLocation: true });
  const a2 = await screen.findByRole('listitem', { name: /notice given 7 days/ });
  await userEvent.click(within(a2).getByRole('button', { name: 'No' }));
  await userEvent.type(within(a2).getByLabelText('Remarks'), 'Short notice once');
  await userEvent.click(screen.getByRole('button', { name: /Annual Filings/ }));
  await userEvent.click(within(screen.getByRole('listitem', { name: /AOC-4/ })).getByRole('button', { name: 'Yes' }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit Assessment' }));
  expect(await screen.findByText('MCA Compliance Assessment Submitted Successfully!')).toBeInTheDocument();
  expect(net.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/mca-compliance/submit', '/api/mca-compliance/complete']);
  expect(net.of('POST', '/api/mca-compliance/submit')[0].body).toEqual({
    responses: [
      { questionId: 'A1', questionText: 'Were four board meetings held in the year?', section: 'Board Meetings', status: 'Yes', remarks: 'Four held', evidenceFiles: [] },
      { questionId: 'A2', questionText: 'Was notice given 7 days ahead?', section: 'Board Meetings', status: 'No', remarks: 'Short notice once', evidenceFiles: [] },
      { questionId: 'B1', questionText: 'Was AOC-4 filed within 30 days of the AGM?', section: 'Annual Filings', status: 'Yes', remarks: '', evidenceFiles: [] },
    ],
  });
});

test('a refused completion shows the submit failure message', async () => {
  api({
    'GET /api/mca-compliance': {
      body: {
        success: true,
        assessment: {
          ...saved.assessment,
          responses: ['A1', 'A2', 'B1'].map((id) => ({ questionId: id, questionText: '', section: '', status: 'Yes', remarks: '', evidenceFiles: [] })),
        },
      },
    },
    'POST /api/mca-compliance/complete': { status: 500, body: { success: false, message: 'db down' } },
  });
  renderView(<McaAssessmentPage />, { path: '/maker/mca-compliance', route: '/maker/mca-compliance', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Submit Assessment' }));
  expect(await screen.findByText('Failed to submit assessment')).toBeInTheDocument();
});

test('Save Progress reports success, and failure when the server says so', async () => {
  let ok = true;
  api({ 'POST /api/mca-compliance/submit': () => (ok ? { body: { success: true, message: 'Saved' } } : { status: 500, body: { success: false, message: 'Nope' } }) });
  renderView(<McaAssessmentPage />, { path: '/checker/mca-compliance', route: '/checker/mca-compliance', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Save Progress' }));
  expect(await screen.findByText('MCA Compliance Assessment Saved Successfully!')).toBeInTheDocument();
  ok = false;
  await userEvent.click(screen.getByRole('button', { name: 'Save Progress' }));
  expect(await screen.findByText('Failed to save assessment')).toBeInTheDocument();
});

test('Export Report downloads a text file named with the date; Download CSV (in the sign-off panel, as on every assessment) downloads the server export', async () => {
  // The CSV is the server's export (the one formula-safe CSV rule), fetched with the session cookie.
  const net = api({
    'GET /api/exports/assessments/mca.csv': {
      body: 'x',
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="mca-assessment-2026-11-23.csv"' },
    },
  });
  const created: Blob[] = [];
  const downloads: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:report'));
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  renderView(<McaAssessmentPage />, { path: '/maker/mca-compliance', route: '/maker/mca-compliance', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Export Report' }));
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(downloads).toHaveLength(2));
  expect(downloads[0]).toMatch(/^MCA_Compliance_Report_\d{4}-\d{2}-\d{2}\.txt$/);
  expect(downloads[1]).toBe('mca-assessment-2026-11-23.csv');
  expect(net.of('GET', '/api/exports/assessments/mca.csv').map((c) => [c.url, c.credentials])).toEqual([['/api/exports/assessments/mca.csv', 'same-origin']]);
  expect(created[0].type).toBe('text/plain');
});

test('the reports carry every question with its answer', () => {
  const answers = { A1: { status: 'Yes' as const, remarks: 'Four held, "all quorate"' } };
  const text = textReport(content.sections, answers, 'Acme Finance', new Date(2026, 0, 5));
  expect(text).toContain('Company: Acme Finance');
  expect(text).toContain('Overall progress: 1/3 (33%)');
  expect(text).toContain('MCA-A Board Meetings - 1/2 (50%)');
  expect(text).toContain('Status: Not answered');
  expect(reportFileName('txt', new Date(2026, 0, 5))).toBe('MCA_Compliance_Report_2026-01-05.txt');
  expect(text).not.toContain('Period:');
});

test('a report of a period says which period it is (past periods are exported as they were)', () => {
  const text = textReport(content.sections, {}, 'Acme Finance', new Date(2026, 0, 5), 'FY2025-26');
  expect(text.split('\n').slice(1, 3)).toEqual(['Company: Acme Finance', 'Period: FY 2025-26']);
  expect(reportFileName('txt', new Date(2026, 0, 5), 'FY2025-26')).toBe('MCA_Compliance_Report_FY2025-26_2026-01-05.txt');
});
