import { screen } from '@testing-library/react';
import type { CalendarResponse } from 'shared-contracts';
import { mockApi, renderView, sampleOccurrence } from 'test-support';
import CalendarPage from './CalendarPage';

jest.mock('./DueDateCalendar', () => ({ __esModule: true, default: () => <p>Month view</p> }));

const calendar: CalendarResponse = {
  success: true,
  from: '2026-11-23',
  to: '2027-11-23',
  trackingFrom: '2026-11-01',
  profileConfirmed: true,
  effectiveLayer: 'Base layer',
  obligations: [],
  evidenceExpiries: [],
  occurrences: [sampleOccurrence({ task: { id: 't1', status: 'pending', assigneeName: 'Mohan Maker' } })],
  wordings: [
    {
      obligationId: 'LAB-EPF-MONTHLY',
      version: '2026.11.1',
      title: 'Provident fund contribution and ECR',
      citation: 'Code on Social Security, 2020, s. 16',
      sourceUrl: 'https://www.epfindia.gov.in',
    },
  ],
};

it("shows the company statutory due dates beside the user's tasks", async () => {
  mockApi({ 'GET /api/tasks/my-tasks': { body: { success: true, tasks: [] } }, 'GET /api/calendar': { body: calendar } });
  renderView(<CalendarPage />);
  const list = await screen.findByRole('list', { name: 'Company statutory due dates' });
  expect(list).toHaveTextContent('15 Dec 2026 — Provident fund contribution and ECR (Nov 2026): task with Mohan Maker');
  expect(list).toHaveTextContent('Why: 40 employees (20 or more). Code on Social Security, 2020, s. 16');
});
