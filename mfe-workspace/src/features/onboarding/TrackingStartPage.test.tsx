import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarOccurrence, TrackingResponse } from 'shared-contracts';
import { mockApi, monthReplies, renderView, sampleOccurrence } from 'test-support';
import TrackingStartPage from './TrackingStartPage';

const tracking = (over: Partial<TrackingResponse> = {}): TrackingResponse => ({
  success: true,
  choice: 'this_month',
  chosen: false,
  trackingStart: '2026-11-01',
  starts: { this_month: '2026-11-01', financial_year: '2026-04-01' },
  joinedOn: '2026-11-28',
  pastDue: 2,
  ...over,
});
const pastDue = [
  sampleOccurrence({ id: 'o1', title: 'Provident fund contribution and ECR', period: 'Oct 2026', dueDate: '2026-11-15', status: 'overdue' }),
  sampleOccurrence({ id: 'o2', title: 'TDS payment', period: 'Oct 2026', dueDate: '2026-11-07', status: 'overdue' }),
];
const calendar = (occurrences: CalendarOccurrence[]) => monthReplies(occurrences, { to: '2026-11-29', trackingFrom: '2026-11-01' })['GET /api/obligations/calendar'];

it('shows where tracking starts and saves the financial-year choice', async () => {
  const api = mockApi({
    'GET /api/obligations/tracking': [{ body: tracking() }, { body: tracking({ choice: 'financial_year', chosen: true, trackingStart: '2026-04-01' }) }],
    'PUT /api/obligations/tracking': { body: tracking({ choice: 'financial_year', chosen: true, trackingStart: '2026-04-01', message: 'Tracking start saved' }) },
    'GET /api/obligations/calendar': calendar(pastDue),
  });
  renderView(<TrackingStartPage />, { path: '/admin/tracking-start' });
  expect(await screen.findByText(/^Tracking from 1 Nov 2026 \(the default until you choose\)/)).toBeInTheDocument();
  expect(screen.getByLabelText('From the month we joined: from 1 Nov 2026')).toBeChecked();
  await userEvent.click(screen.getByLabelText('From the start of the financial year (to record earlier filings): from 1 Apr 2026'));
  await userEvent.click(screen.getByRole('button', { name: 'Save the tracking start' }));
  await waitFor(() => expect(api.of('PUT', '/api/obligations/tracking')).toHaveLength(1));
  expect(api.of('PUT', '/api/obligations/tracking')[0].body).toEqual({ choice: 'financial_year' });
  expect(await screen.findByText(/^Tracking from 1 Apr 2026\. Overdue counts/)).toBeInTheDocument();
});

it('marks the selected past due dates filed before we joined, date and acknowledgement optional', async () => {
  const api = mockApi({
    'GET /api/obligations/tracking': [{ body: tracking() }, { body: tracking({ pastDue: 0 }) }],
    'GET /api/obligations/calendar': [calendar(pastDue), calendar([])],
    'POST /api/obligations/occurrences/filed-before-joining': { body: { success: true, message: '2 due dates marked filed before we joined', marked: 2 } },
  });
  renderView(<TrackingStartPage />, { path: '/admin/tracking-start' });
  expect(await screen.findByLabelText('Due 15 Nov 2026: Provident fund contribution and ECR, Oct 2026')).not.toBeChecked();
  // Nothing selected: told so, nothing sent.
  await userEvent.click(screen.getByRole('button', { name: 'Mark 0 as filed before we joined' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Select at least one due date');
  expect(api.of('POST', '/api/obligations/occurrences/filed-before-joining')).toHaveLength(0);

  await userEvent.click(screen.getByLabelText('Select all 2'));
  await userEvent.click(screen.getByRole('button', { name: 'Mark 2 as filed before we joined' }));
  await waitFor(() => expect(api.of('POST', '/api/obligations/occurrences/filed-before-joining')).toHaveLength(1));
  expect(api.of('POST', '/api/obligations/occurrences/filed-before-joining')[0].body).toEqual({ occurrenceIds: ['o1', 'o2'] });
  expect(await screen.findByText('No due date from 1 Nov 2026 to 28 Nov 2026 is open.')).toBeInTheDocument();
});

it("shows the server's refusal and keeps the selection", async () => {
  mockApi({
    'GET /api/obligations/tracking': { body: tracking() },
    'GET /api/obligations/calendar': calendar(pastDue),
    'POST /api/obligations/occurrences/filed-before-joining': {
      status: 409,
      body: { success: false, message: 'Only a due date that is not yet filed, awaiting sign-off or not applicable can be marked filed before joining' },
    },
  });
  renderView(<TrackingStartPage />, { path: '/admin/tracking-start' });
  await userEvent.click(await screen.findByLabelText('Due 7 Nov 2026: TDS payment, Oct 2026'));
  await userEvent.type(screen.getByLabelText('Acknowledgement / SRN / ARN number (optional)'), 'ACK-1');
  await userEvent.click(screen.getByRole('button', { name: 'Mark 1 as filed before we joined' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('can be marked filed before joining');
  expect(screen.getByLabelText('Due 7 Nov 2026: TDS payment, Oct 2026')).toBeChecked();
});
