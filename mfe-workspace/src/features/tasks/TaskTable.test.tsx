import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'shared-contracts';
import { sampleTask, mockApi, renderView, sampleUser } from 'test-support';
import { TaskTable } from './TaskTable';

const people = [{ ...sampleUser(), createdAt: '2026-01-01T00:00:00Z' }];
const page = (tasks: Task[], total = tasks.length, p = 1) => ({ body: { success: true as const, tasks, page: p, pageSize: 2, total, nextCursor: null } });

it('filters by status, priority, category, assignee and overdue through the query', async () => {
  const { calls } = mockApi({
    'GET /api/tasks?page=1&pageSize=2': page([sampleTask()]),
    'GET /api/tasks?status=completed&page=1&pageSize=2': page([]),
    'GET /api/tasks?status=completed&priority=high&page=1&pageSize=2': page([]),
    'GET /api/tasks?status=completed&priority=high&category=HR&page=1&pageSize=2': page([]),
    'GET /api/tasks?status=completed&priority=high&category=HR&assignedTo=u1&page=1&pageSize=2': page([]),
    'GET /api/tasks?status=completed&priority=high&category=HR&assignedTo=u1&overdue=true&page=1&pageSize=2': page([]),
  });
  renderView(<TaskTable assignees={people} refreshKey={0} pageSize={2} />, { path: '/admin' });
  expect(await screen.findByRole('cell', { name: 'File the quarterly NBS-7 return' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Completed');
  expect(await screen.findByText('No tasks found')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Priority'), 'high');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'HR');
  await userEvent.selectOptions(screen.getByLabelText('Assignee'), 'Meera Shah');
  await userEvent.click(screen.getByLabelText('Overdue only'));
  await screen.findByText('No tasks found');
  expect(calls.at(-1)?.url).toBe('/api/tasks?status=completed&priority=high&category=HR&assignedTo=u1&overdue=true&page=1&pageSize=2');
});

it('marks overdue tasks and pages through the list', async () => {
  mockApi({
    'GET /api/tasks?page=1&pageSize=2': page([sampleTask({ overdue: true }), sampleTask({ _id: 't2', description: 'Second' })], 3),
    'GET /api/tasks?page=2&pageSize=2': page([sampleTask({ _id: 't3', description: 'Third task', status: 'completed' })], 3, 2),
  });
  renderView(<TaskTable assignees={people} refreshKey={0} pageSize={2} />, { path: '/admin' });
  expect(await screen.findByText('Overdue')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('cell', { name: 'Third task' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('shows an error with Retry', async () => {
  mockApi({ 'GET /api/tasks?page=1&pageSize=2': [{ status: 500, body: { success: false, message: 'Query failed' } }, page([sampleTask()])] });
  renderView(<TaskTable assignees={people} refreshKey={0} pageSize={2} />, { path: '/admin' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Query failed');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('cell', { name: 'File the quarterly NBS-7 return' })).toBeInTheDocument();
});

it('shows a completed task its checker has not approved as Awaiting sign-off, not Completed', async () => {
  mockApi({
    'GET /api/tasks?page=1&pageSize=2': page([
      sampleTask({ _id: 't4', description: 'Waits for the checker', status: 'completed', review: { checkerId: 'c1', status: 'pending-review', comment: null } }),
      sampleTask({ _id: 't5', description: 'Approved task', status: 'completed', review: { checkerId: 'c1', status: 'approved', comment: null } }),
    ]),
  });
  renderView(<TaskTable assignees={people} refreshKey={0} pageSize={2} />, { path: '/admin' });
  expect(await screen.findByText('Awaiting sign-off')).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Waits for the checker/ })).not.toHaveTextContent('Completed');
  expect(screen.getByRole('row', { name: /Approved task/ })).toHaveTextContent('Completed');
});
