import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleTask } from 'shared-ui/src/testing';
import { mockApi, renderView } from 'shared-ui/src/testing';
import MyTasksPage from './MyTasksPage';
import PendingReviewPage from './PendingReviewPage';
import ReviewedPage from './ReviewedPage';

const tasks = [
  sampleTask({ _id: 'p1', description: 'Update the KYC register', status: 'pending', overdue: true }),
  sampleTask({ _id: 'i1', description: 'Prepare the ALM return', status: 'in-progress' }),
  sampleTask({ _id: 'c1', description: 'File form AOC-4', status: 'completed', completedAt: '2026-06-03T00:00:00Z' }),
];
const mine = (list = tasks) => ({ body: { success: true, tasks: list } });

it('shows the counters, the filter tabs with counts and each card with who assigned it', async () => {
  mockApi({ 'GET /api/tasks/my-tasks': mine() });
  renderView(<MyTasksPage />, { path: '/maker' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading tasks...');
  const counters = await screen.findByLabelText('Task counts');
  expect(within(counters).getByText('Pending').nextSibling).toHaveTextContent('1');
  expect(within(counters).getByText('Overdue').nextSibling).toHaveTextContent('1');
  const tabs = screen.getByRole('group', { name: 'Filter tasks' });
  expect(within(tabs).getAllByRole('button').map((b) => b.textContent)).toEqual(['All (3)', 'Pending (1)', 'In Progress (1)', 'Completed (1)']);
  const card = screen.getByRole('listitem', { name: 'Update the KYC register' });
  expect(card).toHaveTextContent('Priority');
  expect(card).toHaveTextContent('High');
  expect(card).toHaveTextContent('2026-07-15');
  expect(card).toHaveTextContent('Assigned byAnita Desai');
  expect(card).toHaveTextContent('Overdue');
});

it('offers the actions of each state: Start Task; Mark Complete and Move to Pending; none when completed', async () => {
  mockApi({ 'GET /api/tasks/my-tasks': mine() });
  renderView(<MyTasksPage />, { path: '/maker' });
  const pending = await screen.findByRole('listitem', { name: 'Update the KYC register' });
  expect(within(pending).getAllByRole('button').map((b) => b.textContent)).toEqual(['Start Task']);
  const inProgress = screen.getByRole('listitem', { name: 'Prepare the ALM return' });
  expect(within(inProgress).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark Complete', 'Move to Pending']);
  expect(within(screen.getByRole('listitem', { name: 'File form AOC-4' })).queryByRole('button')).not.toBeInTheDocument();
});

it('filters by tab and says "No tasks found" when a tab is empty', async () => {
  mockApi({ 'GET /api/tasks/my-tasks': mine(tasks.slice(0, 2)) });
  renderView(<MyTasksPage />, { path: '/maker' });
  const tab = await screen.findByRole('button', { name: 'In Progress (1)' });
  await userEvent.click(tab);
  expect(tab).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Completed (0)' }));
  expect(screen.getByText('No tasks found')).toBeInTheDocument();
});

it('starts a task, announces "Task status updated!" and shows the new state', async () => {
  const started = [{ ...tasks[0], status: 'in-progress' as const }, ...tasks.slice(1)];
  const { calls } = mockApi({
    'GET /api/tasks/my-tasks': [mine(), mine(started)],
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
])('%s sends status %s', async (button, status) => {
  const { calls } = mockApi({ 'GET /api/tasks/my-tasks': mine(), 'PATCH /api/tasks/update-status/i1': { body: { success: true } } });
  renderView(<MyTasksPage />, { path: '/maker' });
  const card = await screen.findByRole('listitem', { name: 'Prepare the ALM return' });
  await userEvent.click(within(card).getByRole('button', { name: button }));
  await screen.findByText('Task status updated!');
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status });
});

it('says "Failed to update task" when the change is refused', async () => {
  mockApi({ 'GET /api/tasks/my-tasks': mine(), 'PATCH /api/tasks/update-status/p1': { status: 400, body: { success: false, message: 'Invalid transition' } } });
  renderView(<MyTasksPage />, { path: '/maker' });
  const card = await screen.findByRole('listitem', { name: 'Update the KYC register' });
  await userEvent.click(within(card).getByRole('button', { name: 'Start Task' }));
  expect(await screen.findByText('Failed to update task')).toBeInTheDocument();
});

it('shows "No tasks found" with no tasks, and an error with Retry', async () => {
  mockApi({ 'GET /api/tasks/my-tasks': [{ status: 500, body: { success: false, message: 'Service unavailable' } }, mine([])] });
  renderView(<MyTasksPage />, { path: '/maker' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No tasks found')).toBeInTheDocument();
});

it("checker's Pending Review is the same list as My Tasks; Reviewed shows completed tasks only", async () => {
  mockApi({ 'GET /api/tasks/my-tasks': mine() });
  const { unmount } = renderView(<PendingReviewPage />, { path: '/checker/pending-review' });
  expect(await screen.findByRole('heading', { name: 'Pending Review' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'All (3)' })).toBeInTheDocument();
  unmount();
  renderView(<ReviewedPage />, { path: '/checker/reviewed' });
  expect(await screen.findByRole('listitem', { name: 'File form AOC-4' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
});

it('shows the review state of a task with a checker, and the checker’s comment when returned for rework', async () => {
  mockApi({
    'GET /api/tasks/my-tasks': mine([
      sampleTask({ _id: 'r1', description: 'File DIR-3 KYC', status: 'in-progress', review: { checkerId: 'u9', status: 'returned', comment: 'Attach the SRN' } }),
      sampleTask({ _id: 'r2', description: 'File MGT-7', status: 'completed', review: { checkerId: 'u9', status: 'pending-review', comment: null } }),
      sampleTask({ _id: 'r3', description: 'File AOC-4', status: 'pending', review: { checkerId: 'u9', status: null, comment: null } }),
    ]),
  });
  renderView(<MyTasksPage />, { path: '/maker' });
  expect(await screen.findByRole('listitem', { name: 'File DIR-3 KYC' })).toHaveTextContent('ReviewReturned for rework: Attach the SRN');
  expect(screen.getByRole('listitem', { name: 'File MGT-7' })).toHaveTextContent('ReviewAwaiting review');
  expect(screen.getByRole('listitem', { name: 'File AOC-4' })).not.toHaveTextContent('Review');
});
