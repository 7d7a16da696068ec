import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleFigures, sampleSummary, sampleTask, mockApi, renderView, sampleUser, sampleTeamUser, sampleUserList } from 'test-support';
import AdminDashboardPage from './AdminDashboardPage';

// The chart and calendar libraries draw nothing in jsdom; stand-ins show what they were given.
jest.mock('shared-ui/src/charts/PerformanceChart', () => ({
  __esModule: true,
  default: ({ weeks }: { weeks: { weekStart: string; completed: number }[] }) => <p>Chart: {weeks.map((w) => `${w.weekStart}=${w.completed}`).join(', ')}</p>,
}));
jest.mock('shared-ui/src/charts/CompletionRings', () => ({
  __esModule: true,
  default: ({ rings }: { rings: { label: string; percent: number }[] }) => <p>Rings: {rings.map((r) => `${r.label} ${r.percent}%`).join(', ')}</p>,
}));
jest.mock('../calendar/DueDateCalendar', () => ({ __esModule: true, default: () => <p>Calendar</p> }));

const routes = (over: Record<string, unknown> = {}) => ({
  'GET /api/tasks/summary': { body: sampleSummary() },
  'GET /api/obligations/summary': { body: sampleFigures() },
  'GET /api/admin/users?role=maker': { body: sampleUserList([sampleTeamUser()]) },
  'GET /api/admin/users?role=checker': { body: sampleUserList([sampleTeamUser({ id: 'u2', firstName: 'Kiran', lastName: 'Iyer', role: 'checker' })]) },
  'GET /api/assessments/progress': { status: 404 as const, body: { success: false as const, message: 'Not found' } },
  'GET /api/admin/onboarding': { body: { success: true, steps: [], allDone: true, dismissed: true } },
  'GET /api/tasks?page=1&pageSize=5': { body: { success: true, tasks: [sampleTask()], page: 1, pageSize: 5, total: 1, nextCursor: null } },
  ...over,
});

it("shows the company's figures, weekly completions and each member's counts", async () => {
  mockApi(routes());
  renderView(<AdminDashboardPage />, { path: '/admin', user: sampleUser({ role: 'admin' }) });
  const tiles = await screen.findByLabelText('Task figures');
  expect(within(tiles).getByText('Total tasks').nextSibling).toHaveTextContent('6');
  // Overdue is the server's one figure over tasks and filings, the company's, and opens its list.
  expect(within(tiles).queryByText('Overdue')).toBeNull();
  expect(await screen.findByRole('link', { name: 'Overdue: 19. The company’s tasks and filings' })).toHaveAttribute(
    'href',
    '/admin/command-centre?figure=overdue&scope=company',
  );
  expect(await screen.findByText('Chart: 2026-06-01=1, 2026-06-08=2')).toBeInTheDocument();
  const team = screen.getByRole('table', { name: 'Team status' });
  const meera = within(team).getByRole('row', { name: /Meera Shah/ });
  expect(
    within(meera)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['2', '1', '1', '1']);
  expect(await screen.findByRole('cell', { name: 'File the quarterly NBS-7 return' })).toBeInTheDocument();
});

it('falls back to task completion rings while assessments cannot answer', async () => {
  mockApi(routes());
  renderView(<AdminDashboardPage />, { path: '/admin' });
  expect(await screen.findByRole('heading', { name: 'Task completion' })).toBeInTheDocument();
  expect(await screen.findByText('Rings: All tasks 50%, Meera Shah 25%, Kiran Iyer 100%')).toBeInTheDocument();
});

it('shows assessment progress rings when the assessments answer', async () => {
  const progress = (key: string, label: string, answered: number, total: number) => ({
    key,
    label,
    answered,
    total,
    percent: Math.round((answered / total) * 100),
    status: 'in-progress',
    updatedAt: null,
  });
  mockApi(
    routes({
      'GET /api/assessments/progress': {
        body: {
          success: true,
          progress: { hr: progress('hr', 'HR', 5, 10), rbi: null, mca: progress('mca', 'MCA', 1, 4), selfAudit: progress('selfAudit', 'Self audit', 0, 8) },
        },
      },
    }),
  );
  renderView(<AdminDashboardPage />, { path: '/admin' });
  expect(await screen.findByRole('heading', { name: 'Assessment progress' })).toBeInTheDocument();
  expect(screen.getByText('Rings: HR 50%, MCA 25%, Self audit 0%')).toBeInTheDocument();
});

it('refreshes the figures after a quick assignment', async () => {
  const after = sampleSummary({ counts: { pending: 3, inProgress: 1, completed: 3, overdue: 1, total: 7 } });
  const { calls } = mockApi(
    routes({
      'GET /api/tasks/summary': [{ body: sampleSummary() }, { body: sampleSummary() }, { body: after }],
      'POST /api/tasks/assign': { status: 201, body: { success: true, message: 'Task assigned successfully!', task: sampleTask() } },
    }),
  );
  renderView(<AdminDashboardPage />, { path: '/admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'Assign a task to Kiran Iyer' }));
  const dialog = screen.getByRole('dialog', { name: 'Assign a task to Kiran Iyer' });
  expect(within(dialog).getByLabelText('Assign to')).toHaveValue('u2');
  await userEvent.type(within(dialog).getByLabelText('Description'), 'Review the fair practices code');
  await userEvent.type(within(dialog).getByLabelText('Due date'), '01/09/2099');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Assign Task' }));
  expect(await screen.findByText('Task assigned successfully!')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ assignedTo: 'u2', description: 'Review the fair practices code', dueDate: '2099-09-01' });
  const tiles = screen.getByLabelText('Task figures');
  expect(await within(tiles).findByText('7')).toBeInTheDocument();
});

it('shows an error with Retry when the figures cannot load', async () => {
  mockApi(routes({ 'GET /api/tasks/summary': { status: 500, body: { success: false, message: 'Service unavailable' } } }));
  renderView(<AdminDashboardPage />, { path: '/admin' });
  expect((await screen.findAllByText('Service unavailable')).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
});
