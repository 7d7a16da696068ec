import { screen, within } from '@testing-library/react';
import type { RiskListResponse } from 'shared-contracts';
import { mockApi, renderView, sampleUser } from 'test-support';
import RiskAssessmentPage from './RiskAssessmentPage';

const register: RiskListResponse = {
  success: true,
  risks: [
    {
      id: 'r1',
      title: 'Concentration of lending in one district',
      category: 'Credit',
      description: '',
      owner: 'Chief Risk Officer',
      likelihood: 4,
      impact: 4,
      controls: '',
      residualLikelihood: 3,
      residualImpact: 3,
      status: 'monitoring',
      inherentScore: 16,
      inherentRating: 'High',
      residualScore: 9,
      residualRating: 'Medium',
      actions: [{ id: 'a1', description: 'Cap exposure per district', dueDate: '2026-12-28', status: 'in-progress', overdue: false }],
      createdBy: 'u1',
      updatedAt: '2026-11-27T10:00:00.000Z',
    },
  ],
  heatMap: [{ likelihood: 3, impact: 3, count: 1 }],
};

it('the register says statuses in words and dates in the one format, with Edit and Delete together', async () => {
  mockApi({ 'GET /api/risks': { status: 200, body: register } });
  renderView(<RiskAssessmentPage />, { user: sampleUser({ role: 'admin' }) });
  const row = (await screen.findByText('Concentration of lending in one district')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Credit · Monitoring')).toBeInTheDocument();
  expect(within(row).getByText('Cap exposure per district: due 28 Dec 2026 (In progress)')).toBeInTheDocument();
  expect(row.textContent).not.toMatch(/monitoring|in-progress/);
  const edit = within(row).getByRole('button', { name: 'Edit Concentration of lending in one district' });
  expect(edit.parentElement).toBe(within(row).getByRole('button', { name: 'Delete Concentration of lending in one district' }).parentElement);
  // All five impact columns of the heat map are there.
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(expect.arrayContaining(['5 Severe']));
});
