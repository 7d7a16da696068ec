import { screen, within } from '@testing-library/react';
import { mockApi, monthReplies, renderView, sampleFigures, sampleOccurrence, sampleUser } from 'test-support';
import CommandCentrePage from './CommandCentrePage';

// A reminder's link (`?start=<due month>&item=<occurrence id>`) opens the Command Centre on that filing, shown first.

const epf = sampleOccurrence({ id: 'o7', title: 'Provident fund contribution and ECR', period: 'Oct 2026', dueDate: '2026-11-15', status: 'overdue' });
const other = sampleOccurrence({ id: 'o8', title: 'TDS payment', period: 'Oct 2026', dueDate: '2026-11-07', status: 'upcoming' });
const routes = {
  ...monthReplies([other, epf], { trackingFrom: '2026-11-01' }),
  'GET /api/obligations/summary': {
    body: sampleFigures({ scope: 'mine', scopeLabel: 'My tasks and filings', overdue: 1, dueIn7Days: 0, awaitingSignOff: 0, awaitingMySignOff: 0 }),
  },
  'GET /api/obligations/occurrences/o7': { body: { success: true, occurrence: epf, history: [] } },
  'GET /api/obligations/score': { body: { success: true, periods: [], countsFrom: '2026-11-01', filedBeforeJoining: 0 } },
};

it('shows the filing the link names first, with its status', async () => {
  mockApi(routes);
  renderView(<CommandCentrePage />, { path: '/maker/command-centre?start=2026-11&item=o7', user: sampleUser({ id: 'm1', role: 'maker' }) });
  const opened = await screen.findByRole('region', { name: 'Provident fund contribution and ECR, Oct 2026' }, { timeout: 10_000 });
  expect(within(opened).getByRole('heading', { name: 'Provident fund contribution and ECR · Oct 2026' })).toBeInTheDocument();
  expect(within(opened).queryByText('TDS payment')).not.toBeInTheDocument();
  expect(within(opened).getByText('Overdue')).toBeInTheDocument();
});

it('without an item in the address nothing is singled out', async () => {
  mockApi(routes);
  renderView(<CommandCentrePage />, { path: '/maker/command-centre?start=2026-11', user: sampleUser({ id: 'm1', role: 'maker' }) });
  expect(await screen.findAllByText('TDS payment', {}, { timeout: 10_000 })).not.toHaveLength(0);
  expect(screen.queryByRole('region', { name: 'Provident fund contribution and ECR, Oct 2026' })).not.toBeInTheDocument();
});
