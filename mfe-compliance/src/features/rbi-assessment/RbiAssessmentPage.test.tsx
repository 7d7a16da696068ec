import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RbiAnswerInputSchema, type RbiAssessmentResponse, type RbiContentResponse } from 'shared-contracts';
import { mockApi, quietLoggedErrors, renderView, sampleUser } from 'test-support';

quietLoggedErrors();
import RbiAssessmentPage from './RbiAssessmentPage';

const NOT_FOUND = 'NBFC Type Not Found - Please update your company profile with the NBFC type to access RBI Compliance Assessment.';

const content: RbiContentResponse = {
  success: true,
  nbfcType: 'Base layer',
  library: { id: 'rbi', version: '2025.1', effectiveDate: '2025-11-28', sources: [] },
  areas: ['Classification', 'Prudential'],
  questions: [
    {
      questionId: 'BL-1',
      questionText: 'Is the NBFC registered in the Base layer?',
      area: 'Classification',
      clauseReference: 'SBR Directions 2025, para 3',
      explanation: 'Asset size below 1000 crore.',
      verification: { status: 'official', sources: [{ title: 'SBR Directions, 2025', publisher: 'Reserve Bank of India' }] },
    },
    {
      questionId: 'BL-2',
      questionText: 'Is leverage within 7 times owned funds?',
      area: 'Prudential',
      clauseReference: 'SBR Directions 2025, para 8',
      explanation: 'Leverage ceiling 7x.',
      verification: { status: 'unverified', sources: [], note: 'The 7x cap rests on third-party summaries' },
    },
  ],
};

const answers: RbiAssessmentResponse = {
  success: true,
  nbfcType: 'Base layer',
  assessment: {
    status: 'in-progress',
    updatedAt: null,
    responses: [{ questionId: 'BL-1', questionText: '', area: 'Classification', clauseReference: '', status: 'compliant', remarks: 'Certificate on file' }],
  },
};

function api(extra = {}) {
  return mockApi({
    'GET /api/assessments/content/rbi': { body: content },
    'GET /api/rbi-compliance': { body: answers },
    'POST /api/rbi-compliance/save': { body: { success: true, message: 'Saved' } },
    ...extra,
  });
}

test('a company without an NBFC type sees the spec message and no questions', async () => {
  const net = mockApi({ 'GET /api/assessments/content/rbi': { body: { success: false, nbfcType: null, message: NOT_FOUND } } });
  renderView(<RbiAssessmentPage />, { path: '/maker/rbi-compliance', route: '/maker/rbi-compliance', user: sampleUser(), showLocation: true });
  expect(screen.getByText('Loading assessment...')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
  expect(screen.queryByRole('button', { name: 'Submit Assessment' })).toBeNull();
  expect(net.of('GET', '/api/rbi-compliance')).toHaveLength(0);
});

test('areas list their questions with clause references; answering saves progress and moves the progress', async () => {
  const net = api();
  renderView(<RbiAssessmentPage />, { path: '/maker/rbi-compliance', route: '/maker/rbi-compliance', user: sampleUser(), showLocation: true });
  const first = await screen.findByRole('listitem', { name: /registered in the Base layer/ });
  expect(within(first).getByText('Clause: SBR Directions 2025, para 3')).toBeInTheDocument();
  // How the item's law was established, on the item.
  expect(within(first).getByText('Evidence: Official source (Reserve Bank of India)')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Compliant' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(first).getByLabelText('Remarks')).toHaveValue('Certificate on file');
  expect(within(first).getByLabelText('Remarks')).toHaveAttribute('maxLength', String(RbiAnswerInputSchema.properties.remarks.maxLength));
  expect(screen.getByRole('progressbar', { name: 'RBI assessment progress' })).toHaveAttribute('aria-valuenow', '50');
  expect(screen.getByRole('button', { name: 'Submit Assessment' })).toBeDisabled();
  expect(screen.queryByText(/leverage within 7 times/)).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: /Prudential/ }));
  const second = screen.getByRole('listitem', { name: /leverage within 7 times/ });
  expect(within(second).getByText('Evidence: Unverified (The 7x cap rests on third-party summaries)')).toBeInTheDocument();
  await userEvent.click(within(second).getByRole('button', { name: 'Partial' }));
  await waitFor(() => expect(net.of('POST', '/api/rbi-compliance/save')).toHaveLength(1));
  expect(net.of('POST', '/api/rbi-compliance/save')[0].body).toEqual({
    nbfcType: 'Base layer',
    responses: [
      {
        questionId: 'BL-1',
        questionText: 'Is the NBFC registered in the Base layer?',
        area: 'Classification',
        clauseReference: 'SBR Directions 2025, para 3',
        status: 'compliant',
        remarks: 'Certificate on file',
      },
      {
        questionId: 'BL-2',
        questionText: 'Is leverage within 7 times owned funds?',
        area: 'Prudential',
        clauseReference: 'SBR Directions 2025, para 8',
        status: 'partial',
        remarks: '',
      },
    ],
  });
  expect(screen.getByRole('progressbar', { name: 'RBI assessment progress' })).toHaveAttribute('aria-valuenow', '100');
  expect(screen.getByRole('button', { name: 'Submit Assessment' })).toBeEnabled();
});

test('submitting at 100% shows the success message; a failure shows the spec message', async () => {
  let ok = true;
  const net = api({
    'POST /api/rbi-compliance/submit': () => (ok ? { body: { success: true, message: 'ok' } } : { status: 500, body: { success: false, message: 'db down' } }),
    'GET /api/rbi-compliance': {
      body: {
        ...answers,
        assessment: {
          ...answers.assessment!,
          responses: [
            ...answers.assessment!.responses,
            { questionId: 'BL-2', questionText: '', area: 'Prudential', clauseReference: '', status: 'non-compliant', remarks: '' },
          ],
        },
      },
    },
  });
  renderView(<RbiAssessmentPage />, { path: '/admin/compliance/rbi', route: '/admin/compliance/rbi', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Submit Assessment' }));
  expect(await screen.findByText('RBI Compliance Assessment Submitted Successfully!')).toBeInTheDocument();
  expect(net.of('POST', '/api/rbi-compliance/submit')[0].body).toMatchObject({ nbfcType: 'Base layer' });
  ok = false;
  await userEvent.click(screen.getByRole('button', { name: 'Submit Assessment' }));
  expect(await screen.findByText('Failed to submit assessment')).toBeInTheDocument();
});

test('a changed remark is saved when the box loses focus; an unchanged one is not', async () => {
  const net = api();
  renderView(<RbiAssessmentPage />, { path: '/checker/rbi-compliance', route: '/checker/rbi-compliance', user: sampleUser(), showLocation: true });
  const first = await screen.findByRole('listitem', { name: /registered in the Base layer/ });
  await userEvent.click(within(first).getByLabelText('Remarks'));
  await userEvent.tab();
  expect(net.of('POST', '/api/rbi-compliance/save')).toHaveLength(0);
  await userEvent.type(within(first).getByLabelText('Remarks'), ' (2025)');
  await userEvent.tab();
  await waitFor(() => expect(net.of('POST', '/api/rbi-compliance/save')).toHaveLength(1));
  expect(net.of('POST', '/api/rbi-compliance/save')[0].body).toMatchObject({
    responses: [{ questionId: 'BL-1', status: 'compliant', remarks: 'Certificate on file (2025)' }],
  });
});
