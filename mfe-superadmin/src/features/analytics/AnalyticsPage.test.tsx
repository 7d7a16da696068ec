import { screen, within } from '@testing-library/react';
import type { AnalyticsResponse } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import AnalyticsPage from './AnalyticsPage';

const analytics: AnalyticsResponse = {
  success: true,
  days: 30,
  series: [
    { date: '2026-11-26', registrations: 1, activeUsers: 4, tasksCompleted: 2, assessmentsCompleted: 0 },
    { date: '2026-11-27', registrations: 2, activeUsers: 6, tasksCompleted: 1, assessmentsCompleted: 1 },
  ],
  assessmentCompletionPercent: 25,
};

it('the daily figures say their dates in the product format, never as ISO dates', async () => {
  mockApi({ 'GET /api/super-admin/analytics?days=30': { body: analytics } });
  renderView(<AnalyticsPage />);
  const table = await screen.findByRole('table', { name: 'Daily figures' });
  expect(within(table).getByText('27 Nov 2026')).toBeInTheDocument();
  expect(table.textContent).not.toMatch(/2026-11-2\d/);
  expect(screen.getByText('25%')).toBeInTheDocument();
});
