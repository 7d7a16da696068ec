import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleFigures, sampleTask, mockApi, renderView, sampleUser } from 'test-support';
import MyTasksPage from './MyTasksPage';
import PendingReviewPage from './PendingReviewPage';

const tasks = [
  sampleTask({ _id: 'p1', description: 'Update the KYC register', status: 'pending', overdue: true }),
  sampleTask({ _id: 'i1', description: 'Prepare the ALM return', status: 'in-progress' }),
  sampleTask({ _id: 'c1', description: 'File form AOC-4', status: 'completed', completedAt: '2026-06-03T00:00:00Z' }),
];
const mine = (list = tasks, nextCursor: string | null = null) => ({ body: { success: true, tasks: list, nextCursor } });
/** The server's counts over every task (the list itself comes a page at a time). */
const summaryOf = (list = tasks) => ({
  body: {
    success: true,
    counts: {
      pending: list.filter((t) => t.status === 'pending').length,
      inProgress: list.filter((t) => t.status === 'in-progress').length,
      completed: list.filter((t) => t.status === 'completed').length,
      overdue: list.filter((t) => t.overdue).length,
      total: list.length,
    },
    byAssignee: [],
    completedPerWeek: [],
  },
});
const PAGE = 'GET /api/tasks/my-tasks?limit=50';
const QUEUE_EMPTY = { success: true, assessments: [], tasks: [], documents: [], filings: [], approvalNeedsPassword: false };
const SUMMARY = 'GET /api/tasks/summary';
const FIGURES = 'GET /api/obligations/summary';
const myFigures = { body: sampleFigures({ scope: 'mine', scopeLabel: 'My tasks and filings', overdue: 4 }) };

it('shows the counters, the filter tabs with counts and each card with who assigned it', async () => {
  mockApi({ [PAGE]: mine(), [SUMMARY]: summaryOf(), [FIGURES]: myFigures });
  renderView(<MyTasksPage />, { path: '/maker', user: sampleUser({ role: 'maker' }) });
  expect(screen.getByRole('status')).toHaveTextContent('Loading tasks...');
  const counters = await screen.findByLabelText('Task counts');
  expect(within(counters).getByText('Pending').nextSibling).toHaveTextContent('1');
  // Overdue counts the maker's filings too (the server's one figure) and opens the list of them.
  expect(await screen.findByRole('link', { name: 'Overdue: 4. My tasks and filings' })).toHaveAttribute('href', '/maker/command-centre?figure=overdue&scope=mine');
  const tabs = screen.getByRole('group', { name: 'Filter tasks' });
  expect(
    within(tabs)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['All (3)', 'Pending (1)', 'In Progress (1)', 'Completed (1)']);
  const card = screen.getByRole('listitem', { name: 'Update the KYC register' });
  expect(card).toHaveTextContent('Priority');
  expect(card).toHaveTextContent('High');
  expect(card).toHaveTextContent('15 Jul 2026');
  expect(card).toHaveTextContent('Assigned byAnita Desai');
  expect(card).toHaveTextContent('Overdue');
});

it('offers the actions of each state: Start Task; Mark Complete and Move to Pending; only Details when completed', async () => {
  mockApi({ [PAGE]: mine(), [FIGURES]: myFigures, [SUMMARY]: summaryOf() });
  renderView(<MyTasksPage />, { path: '/maker' });
  const pending = await screen.findByRole('listitem', { name: 'Update the KYC register' });
  expect(
    within(pending)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['View Details', 'Start Task']);
  const inProgress = screen.getByRole('listitem', { name: 'Prepare the ALM return' });
  expect(
    within(inProgress)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['View Details', 'Mark Complete', 'Move to Pending']);
  // Completed is final: only its details open.
  expect(
    within(screen.getByRole('listitem', { name: 'File form AOC-4' }))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['View Details']);
});

it('filters by tab and says "No tasks found" when a tab is empty', async () => {
  const { calls } = mockApi({
    [PAGE]: mine(tasks.slice(0, 2)),
    [`${PAGE}&status=in-progress`]: mine([tasks[1]]),
    [`${PAGE}&status=completed`]: mine([]),
    [FIGURES]: myFigures,
    [SUMMARY]: summaryOf(tasks.slice(0, 2)),
  });
  renderView(<MyTasksPage />, { path: '/maker' });
  const tab = await screen.findByRole('button', { name: 'In Progress (1)' });
  await userEvent.click(tab);
  expect(tab).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByRole('listitem', { name: 'Prepare the ALM return' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem')).toHaveLength(1);
  // The filter is applied by the server, not to one page in the browser.
  expect(calls.map((c) => c.url)).toContain('/api/tasks/my-tasks?limit=50&status=in-progress');
  await userEvent.click(screen.getByRole('button', { name: 'Completed (0)' }));
  expect(screen.getByText('No tasks found')).toBeInTheDocument();
});

it('starts a task, announces "Task status updated!" and shows the new state', async () => {
  const started = [{ ...tasks[0], status: 'in-progress' as const }, ...tasks.slice(1)];
  const { calls } = mockApi({
    [PAGE]: [mine(), mine(started)],
    [SUMMARY]: [summaryOf(), summaryOf(started)],
    'PATCH /api/tasks/update-status/p1': { body: { success: true, message: 'Task status updated!', task: started[0] } },
  });
  renderView(<MyTasksPage />, { path: '/maker' });
  const card = await screen.findByRole('listitem', { name: 'Update the KYC register' });
  await userEvent.click(within(card).getByRole('button', { name: 'Start Task' }));
  expect(await screen.findByText('Task status updated!')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'in-progress' });
  expect(await within(screen.getByRole('listitem', { name: 'Update the KYC register' })).findByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
});

it.each([
  ['Mark Complete', 'completed'],
  ['Move to Pending', 'pending'],
] as const)('%s sends status %s', async (button, status) => {
  const { calls } = mockApi({
    [PAGE]: mine(),
    [FIGURES]: myFigures,
    [SUMMARY]: summaryOf(),
    'PATCH /api/tasks/update-status/i1': { body: { success: true, message: 'Task status updated!', task: sampleTask({ _id: 'i1', status }) } },
  });
  renderView(<MyTasksPage />, { path: '/maker' });
  const card = await screen.findByRole('listitem', { name: 'Prepare the ALM return' });
  await userEvent.click(within(card).getByRole('button', { name: button }));
  await screen.findByText('Task status updated!');
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status });
});

it('says "Failed to update task" when the change is refused', async () => {
  mockApi({
    [PAGE]: mine(),
    [FIGURES]: myFigures,
    [SUMMARY]: summaryOf(),
    'PATCH /api/tasks/update-status/p1': { status: 400, body: { success: false, message: 'Invalid transition' } },
  });
  renderView(<MyTasksPage />, { path: '/maker' });
  const card = await screen.findByRole('listitem', { name: 'Update the KYC register' });
  await userEvent.click(within(card).getByRole('button', { name: 'Start Task' }));
  expect(await screen.findByText('Failed to update task')).toBeInTheDocument();
});

it('shows "No tasks found" with no tasks, and an error with Retry', async () => {
  mockApi({ [PAGE]: [{ status: 500, body: { success: false, message: 'Service unavailable' } }, mine([])], [FIGURES]: myFigures, [SUMMARY]: summaryOf([]) });
  renderView(<MyTasksPage />, { path: '/maker' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No tasks found')).toBeInTheDocument();
});

it("checker's Pending Review is the same list as My Tasks", async () => {
  mockApi({ [PAGE]: mine(), [FIGURES]: myFigures, [SUMMARY]: summaryOf(), 'GET /api/sign-off/queue': { body: QUEUE_EMPTY } });
  renderView(<PendingReviewPage />, { path: '/checker/pending-review' });
  expect(await screen.findByRole('heading', { name: 'Pending Review' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'All (3)' })).toBeInTheDocument();
});

it('shows the review state of a task with a checker, and the checker’s comment when returned for rework', async () => {
  const reviewed = [
    sampleTask({ _id: 'r1', description: 'File DIR-3 KYC', status: 'in-progress', review: { checkerId: 'u9', status: 'returned', comment: 'Attach the SRN' } }),
    sampleTask({ _id: 'r2', description: 'File MGT-7', status: 'completed', review: { checkerId: 'u9', status: 'pending-review', comment: null } }),
    sampleTask({ _id: 'r3', description: 'File AOC-4', status: 'pending', review: { checkerId: 'u9', status: null, comment: null } }),
  ];
  mockApi({ [PAGE]: mine(reviewed), [FIGURES]: myFigures, [SUMMARY]: summaryOf(reviewed) });
  renderView(<MyTasksPage />, { path: '/maker' });
  expect(await screen.findByRole('listitem', { name: 'File DIR-3 KYC' })).toHaveTextContent('ReviewReturned for rework: Attach the SRN');
  expect(screen.getByRole('listitem', { name: 'File MGT-7' })).toHaveTextContent('ReviewAwaiting review');
  expect(screen.getByRole('listitem', { name: 'File AOC-4' })).not.toHaveTextContent('Review');
});

it('shows the first page and loads the next pages on demand, while the counters cover every task', async () => {
  const more = [sampleTask({ _id: 'p2', description: 'Board resolution for ALCO', status: 'pending' })];
  const { calls } = mockApi({
    [PAGE]: mine(tasks, 'cursor-1'),
    [`${PAGE}&cursor=cursor-1`]: mine(more),
    [FIGURES]: myFigures,
    [SUMMARY]: summaryOf([...tasks, ...more]),
  });
  renderView(<MyTasksPage />, { path: '/maker' });
  expect(await screen.findByRole('button', { name: 'All (4)' })).toBeInTheDocument();
  await screen.findByRole('listitem', { name: 'Update the KYC register' });
  expect(within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem')).toHaveLength(3);
  await userEvent.click(screen.getByRole('button', { name: 'Load more tasks' }));
  expect(await screen.findByRole('listitem', { name: 'Board resolution for ALCO' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem')).toHaveLength(4);
  expect(screen.queryByRole('button', { name: 'Load more tasks' })).not.toBeInTheDocument();
  expect(calls.filter((c) => c.url.startsWith('/api/tasks/my-tasks')).map((c) => c.url)).toEqual([
    '/api/tasks/my-tasks?limit=50',
    '/api/tasks/my-tasks?limit=50&cursor=cursor-1',
  ]);
});

it('a task made from a due date is done with "Record filing" (never Mark Complete): the filing form opens from the card', async () => {
  const filingTask = sampleTask({
    _id: 'f1',
    description: 'EPF return for October',
    status: 'in-progress',
    filing: { occurrenceId: 'o1', fromCalendar: true, obligationTitle: 'EPF return', period: 'Oct 2026', citation: 'EPF Scheme, 1952, para 38' },
  });
  mockApi({
    [PAGE]: mine([filingTask]),
    [SUMMARY]: summaryOf([filingTask]),
    'GET /api/obligations/occurrences/o1': {
      body: {
        success: true,
        history: [],
        occurrence: {
          id: 'o1',
          key: 'LAB-EPF-MONTHLY:2026-11-15',
          obligationId: 'LAB-EPF-MONTHLY',
          obligationVersion: '1',
          title: 'EPF return',
          authority: 'Labour',
          category: 'HR',
          citation: 'x',
          sourceUrl: 'https://epfindia.gov.in',
          period: 'Oct 2026',
          dueDate: '2026-11-15',
          reason: 'applies',
          status: 'in_progress',
          applies: true,
          owner: { id: 'm1', name: 'Meera Shah' },
          checker: { id: 'c1', name: 'Kiran Iyer' },
          filing: null,
          notApplicableReason: null,
          startedAt: null,
          task: null,
        },
      },
    },
  });
  renderView(<MyTasksPage />, { path: '/maker' });
  const card = await screen.findByRole('listitem', { name: 'EPF return for October' });
  expect(within(card).queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Record filing: EPF return for October' }));
  const dialog = await screen.findByRole('dialog', { name: /^Record filing: EPF return, Oct 2026/ });
  expect(within(dialog).getByLabelText('Acknowledgement / SRN / ARN number')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^Receipt \(PDF, Word, Excel, PNG or JPG/)).toBeInTheDocument();
});
