import { screen } from '@testing-library/react';
import { calendarReplies, mockApi, renderView, sampleOccurrence } from 'test-support';
import CalendarPage from './CalendarPage';

jest.mock('./DueDateCalendar', () => ({ __esModule: true, default: () => <p>Month view</p> }));

// The due date's citation reaches the screen through the library of the answer's version (calendarReplies).
const calendar = {
  success: true as const,
  from: '2026-11-23',
  to: '2027-11-23',
  trackingFrom: '2026-11-01',
  profileConfirmed: true,
  effectiveLayer: 'Base layer',
  obligations: [],
  evidenceExpiries: [],
  occurrences: [sampleOccurrence({ citation: 'Code on Social Security, 2020, s. 16', task: { id: 't1', status: 'pending', assigneeName: 'Mohan Maker' } })],
};

it("shows the company statutory due dates beside the user's tasks", async () => {
  mockApi({ 'GET /api/tasks/my-tasks': { body: { success: true, tasks: [], nextCursor: null } }, ...calendarReplies(calendar) });
  renderView(<CalendarPage />);
  const list = await screen.findByRole('list', { name: 'Company statutory due dates' });
  expect(list).toHaveTextContent('15 Dec 2026 — Provident fund contribution and ECR (Nov 2026): task with Mohan Maker');
  expect(list).toHaveTextContent('Why: 40 employees (20 or more). Code on Social Security, 2020, s. 16');
});
