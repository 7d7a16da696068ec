import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HR_CATEGORIES, HR_FILTER_CATEGORIES, HrAnswerInputSchema, type HrAssessmentResponse, type HrContentResponse } from 'shared-contracts';
import { authStore } from 'shared-auth';
import { mockApi, quietLoggedErrors, renderView, sampleUser } from 'test-support';

quietLoggedErrors();
import HrAssessmentPage from './HrAssessmentPage';

const content: HrContentResponse = {
  success: true,
  library: { id: 'hr', version: '2025.1', effectiveDate: '2025-11-21', sources: [] },
  categories: [...HR_CATEGORIES],
  filterCategories: [...HR_FILTER_CATEGORIES],
  questions: [
    {
      id: 'HR-01',
      area: 'HR Policies',
      question: 'Is there a written HR policy manual?',
      guidance: 'Board approved.',
      documentsEvidence: ['HR manual'],
      legalReference: 'Industrial Employment (Standing Orders) Act',
      category: 'Policies & Documentation',
    },
    {
      id: 'HR-02',
      area: 'Leave Management',
      question: 'Are leave records kept?',
      guidance: 'Per state rules.',
      documentsEvidence: ['Leave register'],
      legalReference: 'Shops and Establishments Act',
      category: 'Time & Attendance',
    },
    {
      id: 'HR-03',
      area: 'POSH',
      question: 'Is an Internal Committee constituted?',
      guidance: 'Ten or more employees.',
      documentsEvidence: ['IC order'],
      legalReference: 'POSH Act 2013, s.4',
      category: 'Workplace Safety',
    },
    {
      id: 'HR-04',
      area: 'Records Retention',
      question: 'Are personnel files protected?',
      guidance: 'Access control.',
      documentsEvidence: ['Access log'],
      legalReference: 'DPDP Act 2023',
      category: 'Data Protection',
    },
  ],
};

function answers(responses: HrAssessmentResponse['assessment']['responses'] = []): HrAssessmentResponse {
  return { success: true, assessment: { _id: 'a1', status: 'in-progress', updatedAt: null, completedAt: null, completedBy: null, responses } };
}

const saved = { body: { success: true, message: 'Response saved', assessment: { _id: 'a1', updatedAt: '2026-01-05T10:00:00.000Z' } } };

function api(extra = {}) {
  return mockApi({
    'GET /api/assessments/content/hr': { body: content },
    'GET /api/hr-compliance': {
      body: answers([{ questionId: 'HR-02', status: 'partial', comments: 'Register moving online', evidenceUploaded: false, updatedAt: null, updatedBy: null }]),
    },
    'POST /api/hr-compliance/save': saved,
    ...extra,
  });
}

const card = (name: RegExp) => screen.getByRole('listitem', { name });

beforeEach(() => localStorage.clear());

test('shows the loading text, then the questions with the saved answers and the summary', async () => {
  api();
  renderView(<HrAssessmentPage />, { path: '/maker/hr-compliance', route: '/maker/hr-compliance', user: sampleUser(), showLocation: true });
  expect(screen.getByText('Loading assessment...')).toBeInTheDocument();
  expect(await screen.findAllByRole('listitem', { name: /\d\. / })).toHaveLength(4);
  const leave = card(/Are leave records kept/);
  expect(within(leave).getByRole('button', { name: 'Partial' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(leave).getByLabelText('Comments & Action Plan')).toHaveValue('Register moving online');
  expect(within(leave).getByLabelText('Comments & Action Plan')).toHaveAttribute('rows', '3');
  // The api's bound: the text area cannot hold a comment the save would refuse.
  expect(within(leave).getByLabelText('Comments & Action Plan')).toHaveAttribute('maxLength', String(HrAnswerInputSchema.properties.comments.maxLength));
  expect(within(leave).getByText('Leave register')).toBeInTheDocument();
  expect(within(leave).getByText('Shops and Establishments Act')).toBeInTheDocument();
  expect(within(leave).getByText('Required Evidence:')).toBeInTheDocument();
  expect(within(leave).getByText('Legal Reference:')).toBeInTheDocument();
  expect(
    within(within(leave).getByRole('group'))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Complied', 'Partial', 'Not Complied']);
  const summary = screen.getByLabelText('Assessment summary');
  expect(within(summary).getByText('Total Questions').nextSibling).toHaveTextContent('4');
  expect(within(summary).getByText('Complied').nextSibling).toHaveTextContent('0');
  expect(within(summary).getByText('Not Complied').nextSibling).toHaveTextContent('0');
  expect(within(summary).getByText('Partial').nextSibling).toHaveTextContent('1');
  expect(within(summary).getByText('Completion %').nextSibling).toHaveTextContent('25%');
  expect(within(summary).getByText('Compliance Rate').nextSibling).toHaveTextContent('0%');
  // The bar's two buttons keep their labels on one line (on a phone whole buttons wrap, never "Complete / Assessment").
  for (const name of ['Save All Changes', 'Complete Assessment']) expect(getComputedStyle(screen.getByRole('button', { name })).whiteSpace).toBe('nowrap');
});

test('choosing a status saves it at once and updates the summary and the saved time', async () => {
  const net = api();
  renderView(<HrAssessmentPage />, { path: '/maker/hr-compliance', route: '/maker/hr-compliance', user: sampleUser(), showLocation: true });
  const posh = await screen.findByRole('listitem', { name: /Internal Committee/ });
  await userEvent.click(within(posh).getByRole('button', { name: 'Complied' }));
  expect(within(posh).getByRole('button', { name: 'Complied' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(net.of('POST', '/api/hr-compliance/save')).toHaveLength(1));
  expect(net.of('POST', '/api/hr-compliance/save')[0].body).toEqual({
    questionId: 'HR-03',
    questionText: 'Is an Internal Committee constituted?',
    area: 'POSH',
    status: 'complied',
    comments: '',
  });
  expect(await screen.findByText(/^Auto-saved at /)).toBeInTheDocument();
  expect(screen.getByText(/^Last saved: /)).toBeInTheDocument();
  const summary = screen.getByLabelText('Assessment summary');
  expect(within(summary).getByText('Completion %').nextSibling).toHaveTextContent('50%');
  expect(within(summary).getByText('Compliance Rate').nextSibling).toHaveTextContent('50%');
});

test('a comment without a status stays local; with a status it is saved on blur and keeps the status', async () => {
  const net = api();
  renderView(<HrAssessmentPage />, { path: '/maker/hr-compliance', route: '/maker/hr-compliance', user: sampleUser(), showLocation: true });
  const manual = await screen.findByRole('listitem', { name: /HR policy manual/ });
  await userEvent.type(within(manual).getByLabelText('Comments & Action Plan'), 'Draft ready');
  await userEvent.tab();
  const leave = card(/Are leave records kept/);
  const leaveComments = within(leave).getByLabelText('Comments & Action Plan');
  await userEvent.type(leaveComments, ' by March');
  await userEvent.tab();
  await waitFor(() => expect(net.of('POST', '/api/hr-compliance/save')).toHaveLength(1));
  expect(net.of('POST', '/api/hr-compliance/save')[0].body).toMatchObject({
    questionId: 'HR-02',
    status: 'partial',
    comments: 'Register moving online by March',
  });
  expect(within(manual).getByLabelText('Comments & Action Plan')).toHaveValue('Draft ready');
});

test('a failed save shows the spec message; a 401 ends the session through the one 401 handler', async () => {
  let status = 500;
  api({ 'POST /api/hr-compliance/save': () => ({ status, body: { success: false, message: 'boom' } }) });
  renderView(<HrAssessmentPage />, { path: '/maker/hr-compliance', route: '/maker/hr-compliance', user: sampleUser(), showLocation: true });
  const posh = await screen.findByRole('listitem', { name: /Internal Committee/ });
  await userEvent.click(within(posh).getByRole('button', { name: 'Partial' }));
  expect(await screen.findByText('Failed to save response. Please try again.')).toBeInTheDocument();
  status = 401;
  await userEvent.click(within(posh).getByRole('button', { name: 'Complied' }));
  // The one 401 handler ends the session (the shell then says so and offers the sign-in: SessionExpiryNotice.test).
  await waitFor(() => expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: null, sessionExpired: true }));
  // No second, screen-made failure message for the 401.
  expect(screen.getAllByText('Failed to save response. Please try again.')).toHaveLength(1);
});

test('search matches question text or area and combines with the category filter', async () => {
  api();
  renderView(<HrAssessmentPage />, { path: '/maker/hr-compliance', route: '/maker/hr-compliance', user: sampleUser(), showLocation: true });
  await screen.findByRole('listitem', { name: /HR policy manual/ });
  const filters = screen.getByRole('list', { name: 'Categories' });
  expect(within(filters).getAllByRole('button')).toHaveLength(8);
  expect(within(filters).queryByRole('button', { name: 'Data Protection' })).toBeNull();
  const search = screen.getByRole('searchbox', { name: 'Search questions' });
  expect(search).toHaveAttribute('placeholder', 'Search questions...');

  await userEvent.type(search, 'posh');
  expect(screen.getAllByRole('listitem', { name: /\d\. / }).map((li) => li.getAttribute('aria-labelledby'))).toEqual(['hr-q-HR-03']);
  await userEvent.clear(search);
  await userEvent.type(search, 'RECORDS');
  expect(screen.getAllByRole('listitem', { name: /\d\. / })).toHaveLength(2); // "leave records" text + "Records Retention" area
  await userEvent.click(within(filters).getByRole('button', { name: 'Time & Attendance' }));
  expect(within(filters).getByRole('button', { name: 'Time & Attendance' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getAllByRole('listitem', { name: /\d\. / })).toHaveLength(1);
  await userEvent.click(within(filters).getByRole('button', { name: 'Workplace Safety' }));
  expect(screen.getByText('No questions match your search.')).toBeInTheDocument();
});

test('View Summary / Hide Summary toggles the strip', async () => {
  api();
  renderView(<HrAssessmentPage />, { path: '/maker/hr-compliance', route: '/maker/hr-compliance', user: sampleUser(), showLocation: true });
  const toggle = await screen.findByRole('button', { name: 'Hide Summary' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(toggle);
  expect(screen.queryByLabelText('Assessment summary')).toBeNull();
  expect(screen.getByRole('button', { name: 'View Summary' })).toHaveAttribute('aria-expanded', 'false');
});

test('Save All Changes sends every answered or commented question; both outcomes have their message', async () => {
  let ok = true;
  const net = api({
    'POST /api/hr-compliance/save-bulk': () =>
      ok ? { body: { success: true, message: 'All responses saved successfully!' } } : { status: 500, body: { success: false } },
  });
  renderView(<HrAssessmentPage />, { path: '/maker/hr-compliance', route: '/maker/hr-compliance', user: sampleUser(), showLocation: true });
  const manual = await screen.findByRole('listitem', { name: /HR policy manual/ });
  await userEvent.type(within(manual).getByLabelText('Comments & Action Plan'), 'Draft ready');
  await userEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
  expect(await screen.findByText('All responses saved successfully!')).toBeInTheDocument();
  expect(net.of('POST', '/api/hr-compliance/save-bulk')[0].body).toEqual({
    responses: [
      { questionId: 'HR-01', questionText: 'Is there a written HR policy manual?', area: 'HR Policies', status: null, comments: 'Draft ready', evidenceUploaded: false },
      {
        questionId: 'HR-02',
        questionText: 'Are leave records kept?',
        area: 'Leave Management',
        status: 'partial',
        comments: 'Register moving online',
        evidenceUploaded: false,
      },
    ],
  });
  ok = false;
  await userEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
  expect(await screen.findByText('Failed to save responses. Please try again.')).toBeInTheDocument();
});

test('Complete Assessment shows the server reason when questions are unanswered', async () => {
  const net = api({ 'PUT /api/hr-compliance/status': { status: 409, body: { success: false, message: 'Answer all 31 questions before completing the assessment' } } });
  renderView(<HrAssessmentPage />, { path: '/maker/hr-compliance', route: '/maker/hr-compliance', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Complete Assessment' }));
  expect(await screen.findByText('Answer all 31 questions before completing the assessment')).toBeInTheDocument();
  expect(net.of('PUT', '/api/hr-compliance/status')[0].body).toEqual({ status: 'completed' });
});

test('without a sign-in token the user is told to log in and sent to /login', async () => {
  const net = api();
  renderView(<HrAssessmentPage />, { path: '/maker/hr-compliance', route: '/maker/hr-compliance', user: null, showLocation: true });
  expect(await screen.findByText('Please log in to access HR compliance assessment')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(net.calls).toHaveLength(0);
});

test('a past period is read-only (answers and buttons disabled, search still works); a reworded question is flagged', async () => {
  const past = {
    success: true,
    assessment: {
      _id: 'a0',
      status: 'completed',
      updatedAt: null,
      completedAt: null,
      completedBy: null,
      period: 'FY2025-26',
      currentPeriod: 'FY2026-27',
      readOnly: true,
      reopenedNote: null,
      retired: [],
      responses: [
        {
          questionId: 'HR-01',
          status: 'complied',
          comments: 'Manual approved 2025',
          evidenceUploaded: false,
          updatedAt: null,
          updatedBy: null,
          changedSinceAnswered: true,
        },
      ],
    },
  };
  api({
    'GET /api/hr-compliance': { body: past },
    'GET /api/assessments/hr/periods': {
      body: {
        success: true,
        kind: 'hr',
        currentPeriod: 'FY2026-27',
        periods: [
          { period: 'FY2026-27', status: 'in-progress', startedAt: null, completedAt: null, startedFrom: null, current: true },
          { period: 'FY2025-26', status: 'completed', startedAt: '2025-04-01T00:00:00.000Z', completedAt: null, startedFrom: null, current: false },
        ],
      },
    },
  });
  renderView(<HrAssessmentPage />, { path: '/checker/hr-compliance', route: '/checker/hr-compliance', user: sampleUser(), showLocation: true });
  const first = await screen.findByRole('listitem', { name: /written HR policy manual/ });
  expect(within(first).getByText('Changed since answered')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Complied' })).toBeDisabled();
  expect(within(first).getByLabelText('Comments & Action Plan')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Complete Assessment' })).toBeDisabled();
  expect(screen.getByText(/FY 2025-26 is a past period/)).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search questions' })).toBeEnabled();
});
