import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OverviewResponse } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import OverviewPage from './OverviewPage';

const overview: OverviewResponse = {
  success: true,
  totals: { users: 1247, companies: 389, tasks: 2156 },
  health: { database: 'up', databaseLatencyMs: 2, uptimeSeconds: 7260, windowMinutes: 15, requests: 200, serverErrors: 0, errorRatePercent: 0 },
  recentActivity: [
    {
      id: 'a1',
      action: 'company.registered',
      summary: 'Kavya Nair registered a company',
      actorName: 'Kavya Nair',
      actorRole: 'admin',
      companyName: 'Sahyadri Finance',
      createdAt: '2026-01-05T10:00:00.000Z',
    },
  ],
};

it('shows the totals, the health and the recent activity from the api', async () => {
  mockApi({ 'GET /api/super-admin/overview': { body: overview } });
  renderView(<OverviewPage />);
  expect(await screen.findByTestId('total-users')).toHaveTextContent('1,247');
  expect(screen.getByTestId('total-companies')).toHaveTextContent('389');
  expect(screen.getByTestId('total-tasks')).toHaveTextContent('2,156');
  expect(screen.getByText('Healthy')).toBeInTheDocument();
  expect(screen.getByText('Uptime 2h 1m')).toBeInTheDocument();
  expect(screen.getByText('Kavya Nair registered a company')).toBeInTheDocument();
});

it('reports a database that does not answer and a high error rate', async () => {
  mockApi({
    'GET /api/super-admin/overview': {
      body: { ...overview, health: { ...overview.health, errorRatePercent: 5, serverErrors: 10 }, recentActivity: [] },
    },
  });
  renderView(<OverviewPage />);
  expect(await screen.findByText('Degraded')).toBeInTheDocument();
  expect(screen.getByText('No activity yet.')).toBeInTheDocument();
});

it('shows the error with Retry when the overview cannot load', async () => {
  mockApi({
    'GET /api/super-admin/overview': [{ status: 500, body: { success: false, message: 'Something went wrong on our side. Please try again.' } }, { body: overview }],
  });
  renderView(<OverviewPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('total-companies')).toHaveTextContent('389');
});
