import { screen, within } from '@testing-library/react';
import type { AuditEvent, WorkItem } from 'shared-contracts';
import { sampleFigures, sampleSummary, sampleTask, mockApi, renderView, sampleUser } from 'test-support';
import { tasksToCsv } from './reportData';
import ReportsPage from './ReportsPage';
import StatisticsPage from './StatisticsPage';

jest.mock('shared-ui/src/charts/PerformanceChart', () => ({ __esModule: true, default: () => <p>Chart</p> }));
jest.mock('shared-ui/src/charts/CompletionRings', () => ({
  __esModule: true,
  default: ({ rings }: { rings: { label: string; percent: number }[] }) => <p>Rings: {rings.map((r) => `${r.label} ${r.percent}%`).join(', ')}</p>,
}));

it('statistics: rates and per-member completion come from the summary', async () => {
  mockApi({
    'GET /api/tasks/summary': { body: sampleSummary() },
    'GET /api/assessments/progress': { status: 404, body: { success: false, message: 'Not found' } },
    'GET /api/obligations/summary': { body: sampleFigures() },
  });
  renderView(<StatisticsPage />, { path: '/admin', user: sampleUser({ role: 'admin' }) });
  const rates = await screen.findByRole('row', { name: /Completion rate/ });
  expect(rates).toHaveTextContent('50%');
  const meera = within(screen.getByRole('table', { name: 'Completion by team member' })).getByRole('row', { name: /Meera Shah/ });
  expect(
    within(meera)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['4', '1', '1', '25%']);
  expect(await screen.findByText('Rings: All tasks 50%, Meera Shah 25%, Kiran Iyer 100%')).toBeInTheDocument();
  // The same overdue figure as every screen: the server's, over the company's tasks and filings.
  expect(await screen.findByRole('link', { name: 'Overdue: 19. The company’s tasks and filings' })).toBeInTheDocument();
});

const overdueFiling: WorkItem = {
  kind: 'filing',
  id: 'o1',
  title: 'NBS-7 quarterly return',
  dueDate: '2026-11-15',
  status: 'overdue',
  statusLabel: 'Overdue',
  stage: 'open',
  overdue: true,
  category: 'RBI',
  authority: 'RBI',
  obligationId: 'RBI-NBS7',
  period: 'Quarter ended 30 Sep 2026',
  priority: null,
  owner: { id: 'u1', name: 'Meera Shah' },
  checker: null,
  acknowledgement: null,
  taskId: null,
};

const approval: AuditEvent = {
  id: 'e1',
  seq: 7,
  action: 'occurrence.filing_approved',
  actor: { id: 'a1', firstName: 'Asha', lastName: 'Rao', role: 'checker' },
  targetType: 'occurrence',
  targetId: 'o1',
  before: null,
  after: { status: 'filed' },
  ip: null,
  createdAt: '2026-11-20T06:30:00Z',
  sentence: 'Asha Rao approved the filing of GSTR-3B for Oct 2026',
  events: 3,
};

it('reports: the figures, overdue tasks and filings (the overdue figure’s own list) and recent activity', async () => {
  mockApi({
    'GET /api/obligations/work-items?scope=company&figure=overdue&limit=50': { body: { success: true, items: [overdueFiling], total: 19, nextCursor: 'next' } },
    'GET /api/obligations/summary': { body: sampleFigures() },
    'GET /api/audit?page=1': [
      { body: { success: true, events: [], page: 1, pageSize: 20, total: 0 } },
      { body: { success: true, events: [approval], page: 1, pageSize: 20, total: 1 } },
    ],
  });
  const first = renderView(<ReportsPage />, { path: '/admin', user: sampleUser({ role: 'admin' }) });
  expect(await screen.findByRole('list', { name: 'Overdue tasks and filings' })).toHaveTextContent(
    'NBS-7 quarterly return (Quarter ended 30 Sep 2026) Filing · Meera Shah · due 15 Nov 2026 · Overdue',
  );
  expect(screen.getByRole('link', { name: 'See all 19 overdue items' })).toHaveAttribute('href', '/admin/command-centre?figure=overdue&scope=company');
  expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
  // The board report's years read as every period in the product ('FY 2026-27'); the request keeps the key.
  const years = within(screen.getByRole('combobox', { name: 'Financial year' })).getAllByRole('option');
  expect(years).toHaveLength(3);
  for (const year of years) {
    expect(year.textContent).toMatch(/^FY \d{4}-\d{2}$/);
    expect(year).toHaveValue(year.textContent!.replace('FY ', 'FY'));
  }
  // Recent activity: one row per action, in the server's sentence (never an event code).
  first.unmount();
  renderView(<ReportsPage />, { path: '/admin', user: sampleUser({ role: 'admin' }) });
  expect(await screen.findByText('Asha Rao approved the filing of GSTR-3B for Oct 2026')).toBeInTheDocument();
  expect(screen.queryByText(/occurrence\.filing_approved/)).toBeNull();
});

it('ASVS v5.0 1.2.10 exports tasks as CSV with quoting and formula neutralisation (the shared CSV rule)', () => {
  const csv = tasksToCsv([sampleTask({ description: '=HYPERLINK("x"), review' })]);
  const [header, row] = csv.split('\r\n');
  expect(header).toBe('Description,Assigned to,Role,Assigned by,Category,Priority,Status,Overdue,Due date,Completed at (IST)');
  expect(row).toBe(`"'=HYPERLINK(""x""), review",Meera Shah,maker,Anita Desai,RBI,high,pending,no,2026-07-15,`);
});
