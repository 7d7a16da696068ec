import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarView } from 'shared-contracts';
import { calendarReplies, mockApi, renderView, sampleOccurrence, sampleTeamUser, sampleUserList } from 'test-support';
import StatutoryCalendarPage from './StatutoryCalendarPage';

// FullCalendar draws nothing in jsdom; the month view is checked end to end.
jest.mock('./DueDateCalendar', () => ({ __esModule: true, default: () => <p>Month view</p> }));

const occurrence = sampleOccurrence({
  key: 'RBI-DNBS01:2027-01-21',
  obligationId: 'RBI-DNBS01',
  obligationVersion: '1',
  title: 'DNBS01 - Important Financial Parameters',
  authority: 'RBI' as const,
  category: 'RBI' as const,
  period: 'Quarter ended 31 Dec 2026',
  dueDate: '2027-01-21',
  citation: 'Master Direction (Filing of Supervisory Returns) 2024',
  sourceUrl: 'https://rbi.org.in/x',
  reason: 'NBFC in the Middle layer',
  task: null,
});
// Every text on screen comes through the library of the answer's version (calendarReplies sends them apart).
const calendar: Omit<CalendarView, 'libraryVersion'> = {
  success: true,
  from: '2026-11-23',
  to: '2027-11-23',
  trackingFrom: '2026-11-01',
  profileConfirmed: true,
  effectiveLayer: 'Middle layer',
  obligations: [
    {
      id: 'RBI-DNBS01',
      version: '1',
      title: occurrence.title,
      authority: 'RBI',
      category: 'RBI',
      frequency: 'Quarterly, within 21 days of the quarter end',
      citation: occurrence.citation,
      sourceUrl: occurrence.sourceUrl,
      reason: occurrence.reason,
      note: 'Filed on the XBRL portal.',
      verification: { status: 'official', sources: [{ title: 'Supervisory Returns Directions, 2026', publisher: 'Reserve Bank of India' }] },
      nextDue: '2027-01-21',
      owner: null,
    },
  ],
  occurrences: [
    {
      ...occurrence,
      id: '0b7d3c1e-5d7a-4c8e-9f10-2a3b4c5d6e7f',
      key: 'RBI-DNBS01:2026-10-21',
      dueDate: '2026-10-21',
      period: 'Quarter ended 30 Sep 2026',
      status: 'overdue',
    },
    occurrence,
    {
      ...occurrence,
      id: '1c8e4d2f-6e8b-4d9f-8a21-3b4c5d6e7f80',
      key: 'MCA-AGM:2027-09-30',
      obligationId: 'MCA-AGM',
      obligationVersion: '2026.11.1',
      title: 'Annual General Meeting',
      dueDate: '2027-09-30',
      period: 'FY 2026-27',
      // Not among the obligations listed (say it no longer applies): its wording is still the library's.
      citation: 'Companies Act, 2013, s. 96',
      sourceUrl: 'https://www.mca.gov.in/agm',
      task: { id: 't1', status: 'pending', assigneeName: 'Mohan Maker' },
    },
  ],
  evidenceExpiries: [
    {
      id: 'e1',
      kind: 'hr',
      scope: '',
      questionId: 'HR-05',
      documentId: 'd1',
      documentName: 'Shops and Establishment Licence',
      fileName: 'licence.pdf',
      documentStatus: 'approved',
      expiresOn: '2027-03-31',
      expired: false,
      note: '',
      linkedBy: { id: 'u1', name: 'Mohan Maker' },
      linkedAt: '2026-11-01T10:00:00.000Z',
      questionText: 'Is the establishment registered?',
      assessmentTitle: 'HR Compliance Assessment',
    },
  ],
};
const maker = sampleTeamUser({ id: '11111111-1111-4111-8111-111111111111', firstName: 'Mohan', lastName: 'Maker', role: 'maker' });
const checker = sampleTeamUser({ id: '22222222-2222-4222-8222-222222222222', firstName: 'Chitra', lastName: 'Checker', role: 'checker' });

// Today is 28 Nov 2026 in India for these tests: only the clock's date is pinned, timers run as usual.
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-11-28T06:00:00Z'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => jest.useRealTimers());

it('lists due dates with why and citation, and makes one into a task with assignee and checker', async () => {
  const { calls } = mockApi({
    ...calendarReplies(calendar),
    'GET /api/admin/users?role=maker': { body: sampleUserList([maker]) },
    'GET /api/admin/users?role=checker': { body: sampleUserList([checker]) },
    'POST /api/obligations/tasks': { status: 201, body: { success: true, message: 'Task created from the calendar', taskId: 't2' } },
  });
  renderView(<StatutoryCalendarPage />);
  expect(await screen.findByRole('heading', { name: 'Statutory Calendar' })).toBeInTheDocument();
  // Human dates only, and one month of due dates at a time, opening on this month (in India), even without due dates.
  expect(screen.getByText(/from 23 Nov 2026 to 23 Nov 2027/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'November 2026 (0)' })).toBeInTheDocument();
  expect(screen.getByText('Nothing is due in November 2026.')).toBeInTheDocument();
  expect(screen.queryAllByTestId('occurrence')).toHaveLength(0);
  // A past due date says it is overdue, and opens its filing in the Command Centre.
  await userEvent.click(screen.getByRole('button', { name: 'Earlier month' }));
  expect(screen.getByTestId('occurrence')).toHaveTextContent('21 Oct 2026 · DNBS01 - Important Financial Parameters · Quarter ended 30 Sep 2026 · Overdue');
  expect(within(screen.getByTestId('occurrence')).getByRole('link', { name: 'DNBS01 - Important Financial Parameters' })).toHaveAttribute(
    'href',
    '/admin/command-centre?start=2026-10&item=0b7d3c1e-5d7a-4c8e-9f10-2a3b4c5d6e7f',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Later month' }));
  await userEvent.click(screen.getByRole('button', { name: 'Later month' }));
  expect(screen.getByRole('heading', { name: 'December 2026 (0)' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Later month' }));
  let items = screen.getAllByTestId('occurrence');
  expect(items[0]).toHaveTextContent('21 Jan 2027 · DNBS01 - Important Financial Parameters · Quarter ended 31 Dec 2026');
  expect(items[0]).not.toHaveTextContent('Overdue');
  // Each due date's citation and source, found through its obligation (or the wordings listed apart).
  expect(items[0]).toHaveTextContent('Why: NBFC in the Middle layer. Master Direction (Filing of Supervisory Returns) 2024 (source)');
  expect(within(items[0]).getByRole('link', { name: 'source' })).toHaveAttribute('href', 'https://rbi.org.in/x');
  await userEvent.click(within(items[0]).getByRole('button', { name: 'Create task' }));
  const form = screen.getByRole('group', { name: /Create a task for DNBS01/ });
  await userEvent.selectOptions(within(form).getByLabelText('Assignee'), maker.id);
  await userEvent.selectOptions(within(form).getByLabelText('Checker'), checker.id);
  await userEvent.click(within(form).getByRole('button', { name: 'Create task' }));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ obligationId: 'RBI-DNBS01', dueDate: '2027-01-21', assignedTo: maker.id, checkerId: checker.id });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Go to month' }), 'September 2027 (1)');
  items = screen.getAllByTestId('occurrence');
  expect(items[0]).toHaveTextContent('Companies Act, 2013, s. 96 (source)');
  expect(within(items[0]).getByRole('link', { name: 'source' })).toHaveAttribute('href', 'https://www.mca.gov.in/agm');
  expect(items[0]).toHaveTextContent('Task: pending · Mohan Maker');
  expect(screen.getAllByTestId('obligation')[0]).toHaveTextContent('No owner: tasks are made by hand.');
  // The obligation's title, frequency, citation and note as the library states them (the lines sit in blocks of their own).
  expect(screen.getAllByTestId('obligation')[0]).toHaveTextContent(
    'DNBS01 - Important Financial Parameters (RBI-DNBS01)Quarterly, within 21 days of the quarter end. Next due: 21 Jan 2027. Why: NBFC in the Middle layer.Master Direction (Filing of Supervisory Returns) 2024 (source) Filed on the XBRL portal.',
  );
  expect(screen.getByTestId('evidence-expiry')).toHaveTextContent('31 Mar 2027 · Shops and Establishment Licence · Expires');
  expect(screen.getByTestId('evidence-expiry')).toHaveTextContent('Evidence for HR Compliance Assessment: Is the establishment registered?');
});
