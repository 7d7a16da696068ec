import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssessmentPeriodsResponse, RbiAssessmentResponse, RbiContentResponse } from 'shared-contracts';
import { mockApi, quietLoggedErrors, renderView, sampleUser } from 'test-support';

quietLoggedErrors();
import RbiAssessmentPage from './RbiAssessmentPage';

// Periods on an assessment screen: the selector, a past period read-only, the admin's new period,
// and the "Changed since answered" badge.

const content: RbiContentResponse = {
  success: true,
  nbfcType: 'Middle layer',
  library: { id: 'rbi', version: '2026.11.1', effectiveDate: '2026-11-20', sources: [] },
  areas: ['Classification'],
  questions: [
    {
      questionId: 'RBI-BL-01',
      questionText: 'Does the company hold a valid Certificate of Registration?',
      area: 'Classification',
      clauseReference: 'RBI Act s.45-IA',
      explanation: '',
    },
    {
      questionId: 'RBI-ML-01',
      questionText: 'Is the company correctly placed in the Middle Layer?',
      area: 'Classification',
      clauseReference: 'SBR 2025',
      explanation: '',
    },
  ],
};

const periods: AssessmentPeriodsResponse = {
  success: true,
  kind: 'rbi',
  currentPeriod: 'FY2026-27',
  periods: [
    { period: 'FY2026-27', status: 'in-progress', startedAt: '2026-04-01T00:00:00.000Z', completedAt: null, startedFrom: 'FY2025-26', current: true },
    { period: 'FY2025-26', status: 'completed', startedAt: '2025-04-01T00:00:00.000Z', completedAt: '2026-03-20T00:00:00.000Z', startedFrom: null, current: false },
  ],
};

const assessment = (period: string): RbiAssessmentResponse => ({
  success: true,
  nbfcType: 'Middle layer',
  assessment: {
    status: period === 'FY2025-26' ? 'completed' : 'in-progress',
    updatedAt: null,
    period,
    currentPeriod: 'FY2026-27',
    readOnly: period !== 'FY2026-27',
    reopenedNote:
      period === 'FY2026-27'
        ? 'Reopened on 2026-11-23: the content was updated to version 2026.11.1 and 1 new item needs an answer (RBI-BL-01). Earlier answers are kept.'
        : null,
    retired:
      period === 'FY2026-27'
        ? [{ questionId: 'RBI-ML-99', questionText: 'Is the old circular followed?', status: 'compliant', remarks: 'yes', answeredVersion: '2025.12.1' }]
        : [],
    responses: [
      {
        questionId: 'RBI-ML-01',
        questionText: '',
        area: 'Classification',
        clauseReference: '',
        status: 'compliant',
        remarks: `remark ${period}`,
        changedSinceAnswered: period === 'FY2026-27',
        answeredVersion: '2025.12.1',
      },
    ],
  },
});

function network() {
  const loaded: string[] = [];
  const net = mockApi({
    'GET /api/rbi-compliance': (_body, call) => {
      const period = new URL(call.url, 'http://x').searchParams.get('period') ?? 'FY2026-27';
      loaded.push(period);
      return { body: assessment(period) };
    },
    'GET /api/assessments/content/rbi': { body: content },
    'GET /api/assessments/rbi/periods': { body: periods },
    'POST /api/assessments/rbi/periods': {
      status: 201,
      body: { success: true, message: 'FY2027-28 started from FY2026-27: statuses reset, remarks kept', period: 'FY2027-28' },
    },
    'POST /api/rbi-compliance/save': { body: { success: true, message: 'Progress saved' } },
  });
  return { ...net, loaded };
}

test('the current period shows the reopen note, answers to removed items, and "Changed since answered" until the answer changes', async () => {
  const net = network();
  renderView(<RbiAssessmentPage />, { path: '/maker/rbi-compliance', route: '/maker/rbi-compliance', user: sampleUser(), showLocation: true });
  const reworded = await screen.findByRole('listitem', { name: /Middle Layer/ });
  expect(within(reworded).getByText('Changed since answered')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: /Certificate of Registration/ })).queryByText('Changed since answered')).toBeNull();
  expect(screen.getByText(/Reopened on 2026-11-23: the content was updated to version 2026\.11\.1/)).toBeInTheDocument();
  expect(screen.getByText(/RBI-ML-99: Is the old circular followed\?/)).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: /Period/ })).toHaveValue('FY2026-27');
  // A maker cannot start a period.
  expect(screen.queryByRole('button', { name: 'Start new period' })).toBeNull();

  await userEvent.click(within(reworded).getByRole('button', { name: 'Partial' }));
  expect(within(reworded).queryByText('Changed since answered')).toBeNull();
  await waitFor(() => expect(net.of('POST', '/api/rbi-compliance/save')).toHaveLength(1));
  expect(net.of('POST', '/api/rbi-compliance/save')[0].body).toMatchObject({ period: 'FY2026-27', nbfcType: 'Middle layer' });
});

test('a past period is shown read-only with its own answers', async () => {
  const net = network();
  renderView(<RbiAssessmentPage />, { path: '/checker/rbi-compliance', route: '/checker/rbi-compliance', user: sampleUser(), showLocation: true });
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Period/ }), 'FY2025-26');
  expect(await screen.findByText(/FY 2025-26 is a past period: it is shown as it was and cannot be changed\. The current period is FY 2026-27\./)).toBeInTheDocument();
  expect(net.loaded).toEqual(['FY2026-27', 'FY2025-26']);
  const item = screen.getByRole('listitem', { name: /Middle Layer/ });
  expect(within(item).getByLabelText('Remarks')).toHaveValue('remark FY2025-26');
  expect(within(item).getByRole('button', { name: 'Partial' })).toBeDisabled();
  expect(within(item).getByLabelText('Remarks')).toBeDisabled();
  expect(screen.getByRole('option', { name: 'FY 2025-26 (completed, read-only)' })).toBeInTheDocument();
});

test('an admin starts a new period after confirming; the screen reloads on the current period', async () => {
  const net = network();
  renderView(<RbiAssessmentPage />, { path: '/admin/compliance/rbi', route: '/admin/compliance/rbi', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Start new period' }));
  const dialog = screen.getByRole('dialog', { name: 'Start new period' });
  expect(dialog).toHaveTextContent(
    'Start the next period from FY 2026-27? Its answers are copied with every status reset and the remarks kept; FY 2026-27 becomes read-only.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Start new period' }));
  expect(await screen.findByText('FY2027-28 started from FY2026-27: statuses reset, remarks kept')).toBeInTheDocument();
  expect(net.of('POST', '/api/assessments/rbi/periods')[0].body).toEqual({ from: 'FY2026-27' });
  await waitFor(() => expect(net.of('GET', '/api/assessments/rbi/periods').length).toBeGreaterThanOrEqual(2));
  await waitFor(() => expect(net.loaded).toEqual(['FY2026-27', 'FY2027-28']));
});
