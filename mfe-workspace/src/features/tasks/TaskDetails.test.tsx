import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleFigures, sampleTask, mockApi, renderView, sampleUser } from 'test-support';
import MyTasksPage from './MyTasksPage';

const CITATION = 'Central Goods and Services Tax Act, 2017, s. 39(1) and (7); CGST Rules, 2017, r. 61';
const fromCalendar = sampleTask({
  _id: 'g1',
  description: 'GSTR-3B for Oct 2026',
  status: 'pending',
  dueDate: '2026-11-20',
  filing: { occurrenceId: 'o7', fromCalendar: true, obligationTitle: 'GSTR-3B - summary return and payment of tax', period: 'Oct 2026', citation: CITATION },
});
const byAdmin = sampleTask({
  _id: 'g2',
  description: 'GSTR-1 for Oct 2026',
  status: 'pending',
  filing: { occurrenceId: 'o8', fromCalendar: false, obligationTitle: 'GSTR-1 - outward supplies', period: 'Oct 2026', citation: 'CGST Act, s. 37' },
});
const list = [fromCalendar, byAdmin];

function show() {
  mockApi({
    'GET /api/tasks/my-tasks?limit=50': { body: { success: true, tasks: list, nextCursor: null } },
    'GET /api/tasks/summary': {
      body: { success: true, counts: { pending: 2, inProgress: 0, completed: 0, overdue: 0, total: 2 }, byAssignee: [], completedPerWeek: [] },
    },
    'GET /api/obligations/summary': { body: sampleFigures({ scope: 'mine', scopeLabel: 'My tasks and filings' }) },
  });
  renderView(<MyTasksPage />, { path: '/maker/my-tasks', user: sampleUser({ role: 'maker' }) });
}

it('a task the calendar made says so, not "Assigned by"; the card has the short title and no citation', async () => {
  show();
  const card = await screen.findByRole('listitem', { name: 'GSTR-3B for Oct 2026' });
  expect(card).toHaveTextContent('From the statutory calendar');
  expect(card).not.toHaveTextContent('Assigned by');
  expect(card).not.toHaveTextContent('Central Goods and Services Tax Act');
  // A task an admin made from a due date names the admin.
  const assigned = screen.getByRole('listitem', { name: 'GSTR-1 for Oct 2026' });
  expect(assigned).toHaveTextContent('Assigned byAnita Desai');
  expect(assigned).not.toHaveTextContent('From the statutory calendar');
});

it('View Details opens the obligation, its period, the statutory due date and the citation, with the filing’s link', async () => {
  show();
  const card = await screen.findByRole('listitem', { name: 'GSTR-3B for Oct 2026' });
  await userEvent.click(within(card).getByRole('button', { name: 'View Details: GSTR-3B for Oct 2026' }));
  const dialog = await screen.findByRole('dialog', { name: 'GSTR-3B for Oct 2026' });
  expect(dialog).toHaveTextContent('ObligationGSTR-3B - summary return and payment of tax');
  expect(dialog).toHaveTextContent('PeriodOct 2026');
  expect(dialog).toHaveTextContent('Statutory due date20 Nov 2026');
  expect(dialog).toHaveTextContent(`Citation${CITATION}`);
  expect(dialog).toHaveTextContent('FromStatutory calendar');
  expect(within(dialog).getByRole('link', { name: 'Open the filing in the Command Centre' })).toHaveAttribute('href', '/maker/command-centre?start=2026-11&item=o7');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
