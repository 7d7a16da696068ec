import { screen, within } from '@testing-library/react';
import { authStore } from 'shared-auth';
import type { AssessmentProgress } from 'shared-contracts';
import { sampleFigures, sampleTask, mockApi, renderView, sampleUser } from 'test-support';
import DraftsPage from '../drafts/DraftsPage';
import WorkspaceDashboardPage from './WorkspaceDashboardPage';

const progress = (key: AssessmentProgress['key'], label: string, answered: number, total: number, status: AssessmentProgress['status']): AssessmentProgress => ({
  key,
  label,
  answered,
  total,
  percent: Math.round((answered / total) * 100),
  status,
  updatedAt: null,
});
const assessments = {
  body: {
    success: true as const,
    progress: {
      hr: progress('hr', 'HR', 3, 10, 'in-progress'),
      rbi: null,
      mca: progress('mca', 'MCA', 0, 4, 'not-started'),
      selfAudit: progress('selfAudit', 'Self audit', 8, 8, 'completed'),
    },
  },
};

it("builds the dashboard from the user's own tasks and the assessments", async () => {
  authStore.setState({ user: sampleUser(), status: 'signed-in' });
  mockApi({
    'GET /api/tasks/my-tasks': {
      body: {
        success: true,
        tasks: [
          sampleTask({ _id: 'a', description: 'Later task', dueDate: '2026-09-01' }),
          sampleTask({ _id: 'b', description: 'Sooner task', dueDate: '2026-07-01', status: 'in-progress' }),
          sampleTask({ _id: 'c', description: 'Done task', status: 'completed' }),
        ],
        nextCursor: null,
      },
    },
    'GET /api/assessments/progress': assessments,
    'GET /api/obligations/summary': { body: sampleFigures({ scope: 'mine', scopeLabel: 'My tasks and filings', overdue: 2 }) },
  });
  renderView(<WorkspaceDashboardPage />, { path: '/maker' });
  expect(screen.getByRole('heading', { name: 'Welcome, Meera' })).toBeInTheDocument();
  // The maker's own tasks and filings, counted by the server; each figure opens the list of them.
  expect(await screen.findByRole('link', { name: 'Overdue: 2. My tasks and filings' })).toHaveAttribute('href', '/maker/command-centre?figure=overdue&scope=mine');
  const counts = await screen.findByLabelText('Your task counts');
  expect(within(counts).getByText('Completed').nextSibling).toHaveTextContent('1');
  const due = screen.getByRole('list', { name: 'Next due tasks' });
  expect(
    within(due)
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.textContent),
  ).toEqual(['Sooner task', 'Later task']);
  expect(screen.getByRole('link', { name: 'Go to My Tasks' })).toHaveAttribute('href', '/maker/my-tasks');
  expect(await screen.findByRole('link', { name: 'HR' })).toHaveAttribute('href', '/maker/hr-compliance');
  expect(screen.getByLabelText('Self audit progress')).toHaveAttribute('value', '100');
});

it('shows an error for the assessments without hiding the tasks', async () => {
  mockApi({
    'GET /api/tasks/my-tasks': { body: { success: true, tasks: [], nextCursor: null } },
    'GET /api/assessments/progress': { status: 500, body: { success: false, message: 'Assessments unavailable' } },
    'GET /api/obligations/summary': { body: sampleFigures({ scope: 'mine', scopeLabel: 'My tasks and filings' }) },
  });
  renderView(<WorkspaceDashboardPage />, { path: '/checker' });
  expect(await screen.findByText('Assessments unavailable')).toBeInTheDocument();
  expect(screen.getByText('No tasks found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Pending Review' })).toHaveAttribute('href', '/checker/pending-review');
});

it('drafts lists only the assessments in progress', async () => {
  mockApi({ 'GET /api/assessments/progress': assessments });
  renderView(<DraftsPage />, { path: '/maker/drafts' });
  expect(await screen.findByRole('link', { name: 'HR' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'MCA' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Self audit' })).not.toBeInTheDocument();
});
