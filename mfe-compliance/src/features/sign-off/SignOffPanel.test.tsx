import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from 'shared-auth';
import type { AssessmentSignOff, PublicUser } from 'shared-contracts';
import { mockApi, quietLoggedErrors, renderView, sampleAnswer } from 'test-support';

quietLoggedErrors();
import ReviewQueuePage from './ReviewQueuePage';
import { SignOffPanel } from './SignOffPanel';

const maker = { id: 'u-maker', firstName: 'Mohan', lastName: 'Maker', email: 'm@x.test', role: 'maker', status: 'active', companyId: 'c1' } as PublicUser;
const checker = { ...maker, id: 'u-checker', firstName: 'Chitra', lastName: 'Checker', role: 'checker' } as PublicUser;

const pending: AssessmentSignOff = {
  id: 's1',
  kind: 'mca',
  scope: '',
  periodKey: 'FY2026-27',
  title: 'MCA Compliance Assessment',
  status: 'pending-review',
  submittedBy: { id: 'u-maker', name: 'Mohan Maker' },
  submittedAt: '2026-11-23T10:00:00.000Z',
  submitNote: '',
  reviewedBy: null,
  reviewedAt: null,
  reviewComment: null,
  changedSince: false,
};

let current: PublicUser = maker;
const signedInAs = (user: PublicUser) => {
  current = user;
};
/** Renders the page signed in as the test's user. */
const renderAs = (path: string, page: Parameters<typeof renderView>[0]) => renderView(page, { path, route: path, user: current, showLocation: true });
afterEach(() => authStore.setState({ user: null, status: 'signed-out' }));

test('a maker submits a completed assessment for review and sees it awaiting review', async () => {
  signedInAs(maker);
  const api = mockApi({
    'GET /api/sign-off/assessments/mca': { body: { success: true, signOff: null, approvalNeedsPassword: false } },
    'POST /api/sign-off/assessments/mca/submit': { body: { success: true, message: 'Submitted for review', signOff: pending } },
  });
  renderAs('/maker/mca-compliance', <SignOffPanel kind="mca" completed />);
  expect(await screen.findByText(/Not submitted for review/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
  expect(await screen.findByText(/Awaiting review: submitted by Mohan Maker/)).toBeInTheDocument();
  expect(api.of('POST', '/api/sign-off/assessments/mca/submit')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Submit for Review' })).not.toBeInTheDocument();
});

test('the panel of a period reads, submits and exports that period (RBI: for the NBFC type shown)', async () => {
  signedInAs(maker);
  const api = mockApi({
    'GET /api/sign-off/assessments/rbi': { body: { success: true, signOff: null, approvalNeedsPassword: false } },
    'POST /api/sign-off/assessments/rbi/submit': {
      body: { success: true, message: 'Submitted for review', signOff: { ...pending, kind: 'rbi', periodKey: 'FY2025-26' } },
    },
  });
  renderAs('/maker/rbi-compliance', <SignOffPanel kind="rbi" scope="NBFC-ICC" period="FY2025-26" completed formats={[]} />);
  expect(await screen.findByText(/Not submitted for review/)).toBeInTheDocument();
  expect(api.of('GET', '/api/sign-off/assessments/rbi').map((c) => c.url)).toEqual(['/api/sign-off/assessments/rbi?scope=NBFC-ICC&period=FY2025-26']);
  await userEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
  expect(await screen.findByText(/Awaiting review/)).toBeInTheDocument();
  expect(api.of('POST', '/api/sign-off/assessments/rbi/submit').map((c) => c.body)).toEqual([{ comment: '', scope: 'NBFC-ICC', period: 'FY2025-26' }]);
});

test('each button keeps its label on one line (whole buttons wrap on a phone, never a label)', async () => {
  signedInAs(maker);
  mockApi({ 'GET /api/sign-off/assessments/hr': { body: { success: true, signOff: null, approvalNeedsPassword: false } } });
  renderAs('/maker/hr-compliance', <SignOffPanel kind="hr" completed />);
  const submit = await screen.findByRole('button', { name: 'Submit for Review' });
  const buttons = within(screen.getByRole('region', { name: 'Sign-off' })).getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual(['Download CSV', 'Download XLSX', 'Download PDF report', 'Submit for Review']);
  expect(submit).toBeEnabled();
  for (const button of buttons) expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
});

test('an incomplete assessment cannot be submitted', async () => {
  signedInAs(maker);
  mockApi({ 'GET /api/sign-off/assessments/hr': { body: { success: true, signOff: null, approvalNeedsPassword: false } } });
  renderAs('/maker/hr-compliance', <SignOffPanel kind="hr" completed={false} />);
  expect(await screen.findByRole('button', { name: 'Submit for Review' })).toBeDisabled();
  expect(screen.getByText('Complete the assessment to submit it for review.')).toBeInTheDocument();
});

test('a checker returns a submission with a required comment; the submitter-checker gets no review buttons', async () => {
  signedInAs(checker);
  let state: AssessmentSignOff = pending;
  const api = mockApi({
    'GET /api/sign-off/assessments/mca': () => ({ body: { success: true, signOff: state, approvalNeedsPassword: false } }),
    'POST /api/sign-off/assessments/mca/return': (_body, call) => {
      state = {
        ...pending,
        status: 'returned',
        reviewedBy: { id: 'u-checker', name: 'Chitra Checker' },
        reviewedAt: '2026-11-23T11:00:00.000Z',
        reviewComment: (call.body as { comment: string }).comment,
      };
      return { body: { success: true, message: 'Assessment returned for rework', signOff: state } };
    },
  });
  const { unmount } = renderAs('/checker/mca-compliance', <SignOffPanel kind="mca" completed />);
  await userEvent.click(await screen.findByRole('button', { name: 'Return' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please say what must be reworked');
  expect(api.of('POST', '/api/sign-off/assessments/mca/return')).toHaveLength(0);
  await userEvent.type(within(dialog).getByLabelText('What must be reworked'), 'Attach board minutes');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
  expect(await screen.findByText(/Returned for rework by Chitra Checker/)).toBeInTheDocument();
  expect(screen.getByText("Reviewer's comment: Attach board minutes")).toBeInTheDocument();
  unmount();

  state = { ...pending, submittedBy: { id: 'u-checker', name: 'Chitra Checker' } };
  renderAs('/checker/mca-compliance', <SignOffPanel kind="mca" completed />);
  expect(await screen.findByText(/another checker must review it/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

test('the queue lists assessments and tasks to review; approving one reloads the queue', async () => {
  signedInAs(checker);
  let approved = false;
  const api = mockApi({
    'GET /api/sign-off/queue': () => ({
      body: {
        success: true,
        assessments: approved ? [] : [pending],
        tasks: [{ id: 't1', description: 'File DIR-3 KYC', dueDate: '2026-12-01', assignedTo: { id: 'u-maker', name: 'Mohan Maker' }, completedAt: null }],
        documents: [{ id: 'd1', name: 'KYC Policy', category: 'Policies', uploadedBy: { id: 'u-maker', name: 'Mohan Maker' }, uploadedAt: '2026-11-20T10:00:00.000Z' }],
        filings: [],
        approvalNeedsPassword: false,
      },
    }),
    'POST /api/sign-off/assessments/mca/approve': () => {
      approved = true;
      return { body: { success: true, message: 'Assessment approved', signOff: { ...pending, status: 'approved' } } };
    },
  });
  renderAs('/checker/sign-off', <ReviewQueuePage />);
  const item = await screen.findByRole('listitem', { name: 'MCA Compliance Assessment' });
  expect(item).toHaveTextContent('Submitted by Mohan Maker');
  expect(item).toHaveTextContent('MCA Compliance Assessment · FY 2026-27');
  expect(screen.getByRole('listitem', { name: 'File DIR-3 KYC' })).toHaveTextContent('Completed by Mohan Maker');
  expect(screen.getByRole('link', { name: 'Review in Document Management' })).toHaveAttribute('href', '/checker/documents');
  await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'MCA Compliance Assessment' })).not.toBeInTheDocument());
  // the decision names the period that was submitted
  expect(api.of('POST', '/api/sign-off/assessments/mca/approve').map((c) => c.body)).toEqual([{ comment: '', period: 'FY2026-27' }]);
  expect(await screen.findByText('Assessment approved')).toBeInTheDocument();
});

test('the queue draws the filings awaiting the checker; approving one signs off the filing (its receipt with it)', async () => {
  signedInAs(checker);
  let approved = false;
  const filing = {
    id: 'o1',
    obligationId: 'LAB-EPF-MONTHLY',
    title: 'EPF return',
    authority: 'EPFO',
    period: 'Oct 2026',
    dueDate: '2026-11-15',
    filedOn: '2026-11-14',
    acknowledgement: 'ECR-77',
    recordedBy: { id: 'u-maker', name: 'Mohan Maker' },
    recordedAt: '2026-11-14T10:00:00.000Z',
  };
  const api = mockApi({
    'GET /api/sign-off/queue': () => ({
      body: { success: true, assessments: [], tasks: [], documents: [], filings: approved ? [] : [filing], approvalNeedsPassword: true },
    }),
    'POST /api/obligations/occurrences/o1/approve': () => {
      approved = true;
      return { body: sampleAnswer('POST /api/obligations/occurrences/:id/approve', { message: 'Filing signed off' }) };
    },
  });
  renderAs('/checker/sign-off', <ReviewQueuePage />);
  const item = await screen.findByRole('listitem', { name: 'EPF return, Oct 2026' });
  expect(item).toHaveTextContent('Filed on 14 Nov 2026 (due 15 Nov 2026), acknowledgement ECR-77 · recorded by Mohan Maker');
  expect(within(item).getByRole('link', { name: 'EPF return' })).toHaveAttribute('href', '/checker/command-centre?item=o1');
  expect(screen.queryByText('Nothing is waiting for your review.')).not.toBeInTheDocument();
  await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText(/^Your password/), 'secret123');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Filing signed off')).toBeInTheDocument();
  expect(api.of('POST', '/api/obligations/occurrences/o1/approve').map((c) => c.body)).toEqual([{ password: 'secret123' }]);
  expect(await screen.findByText('Nothing is waiting for your review.')).toBeInTheDocument();
});
