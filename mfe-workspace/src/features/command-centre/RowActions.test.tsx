import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarOccurrence } from 'shared-contracts';
import { mockApi, monthReplies, renderView, sampleFigures, sampleOccurrence, sampleUser } from 'test-support';
import CommandCentrePage from './CommandCentrePage';

// Each row of the Command Centre has one actions menu: it lists only what the signed-in user may do with the due date
// in its state, and always ends with "Open".

const meera = { id: 'm1', name: 'Meera Shah' };
const ravi = { id: 'm2', name: 'Ravi Rao' };
const kiran = { id: 'c1', name: 'Kiran Iyer' };
const filing = {
  filedOn: '2026-11-20',
  acknowledgement: 'ACK-1',
  receipt: null,
  note: '',
  recordedBy: meera,
  recordedAt: '2026-11-20T10:00:00Z',
  reviewedBy: null,
  reviewedAt: null,
  reviewComment: null,
  reviewOutcome: null,
  late: false,
};
const due = (id: string, title: string, over: Partial<CalendarOccurrence> = {}) =>
  sampleOccurrence({ id, key: `${id}:2026-11-30`, title, dueDate: '2026-11-30', owner: meera, checker: kiran, ...over });

const ROWS = [
  due('o1', 'Upcoming return'),
  due('o2', 'Started return', { status: 'in_progress', startedAt: '2026-11-25T09:00:00Z' }),
  due('o3', 'Overdue return', { dueDate: '2026-11-10', status: 'overdue' }),
  due('o4', 'Return awaiting sign-off', { status: 'awaiting_sign_off', filing }),
  due('o5', 'Filed return', { status: 'filed', filing: { ...filing, reviewedBy: kiran, reviewOutcome: 'approved' } }),
  due('o6', 'Not applicable return', { status: 'not_applicable', notApplicableReason: 'No deposits' }),
  due('o7', 'Ravi’s return', { owner: ravi, checker: { id: 'c2', name: 'Kavya Rao' } }),
];

const routes = (occurrences: CalendarOccurrence[], over: Record<string, unknown> = {}) => ({
  ...monthReplies(occurrences),
  'GET /api/obligations/summary': { body: sampleFigures({ scope: 'mine', scopeLabel: 'My tasks and filings' }) },
  'GET /api/obligations/score': { body: { success: true, periods: [], countsFrom: '2026-11-01', filedBeforeJoining: 0 } },
  ...over,
});

const rowOf = (title: string) => screen.getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr')!;

/** The entries of a row's menu, opened by mouse and closed with Escape. */
async function menuOf(title: string): Promise<string[]> {
  await userEvent.click(within(rowOf(title)).getByRole('button', { name: /^Actions: / }));
  const entries = within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
  await userEvent.keyboard('{Escape}');
  return entries;
}

it('a maker’s menu offers only what each state allows on their own due dates, and only Open on someone else’s', async () => {
  mockApi(routes(ROWS));
  renderView(<CommandCentrePage />, { path: '/maker/command-centre?start=2026-11', user: sampleUser({ id: 'm1', role: 'maker' }) });
  await screen.findByRole('table', { name: 'Due dates: Mine' });
  // One menu per row, named by the due date it acts on; no loose action buttons beside it.
  expect(within(rowOf('Upcoming return')).getAllByRole('button')).toHaveLength(1);
  expect(within(rowOf('Upcoming return')).getByRole('button', { name: 'Actions: Upcoming return, Nov 2026' })).toHaveAttribute('aria-haspopup', 'menu');
  expect(await menuOf('Upcoming return')).toEqual(['Start', 'Record filing', 'Open']);
  expect(await menuOf('Started return')).toEqual(['Record filing', 'Open']);
  expect(await menuOf('Overdue return')).toEqual(['Start', 'Record filing', 'Open']);
  expect(await menuOf('Return awaiting sign-off')).toEqual(['Open']);
  expect(await menuOf('Filed return')).toEqual(['Open']);
  expect(await menuOf('Not applicable return')).toEqual(['Open']);
  expect(await menuOf('Ravi’s return')).toEqual(['Open']);
});

it('a checker approves or returns only the filings they check, never their own, and sees those first', async () => {
  mockApi(routes([due('o8', 'Kavya’s filing', { status: 'awaiting_sign_off', filing, checker: { id: 'c2', name: 'Kavya Rao' } }), ...ROWS]));
  renderView(<CommandCentrePage />, {
    path: '/checker/command-centre?start=2026-11',
    user: sampleUser({ id: 'c1', firstName: 'Kiran', lastName: 'Iyer', role: 'checker' }),
  });
  const mine = await screen.findByRole('table', { name: 'Due dates: Mine' });
  // The due dates Kiran signs off lead; another checker's come after.
  expect(within(mine).queryByText('Kavya’s filing')).not.toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Due dates: Others' })).getByText('Kavya’s filing')).toBeInTheDocument();
  expect(await menuOf('Return awaiting sign-off')).toEqual(['Approve', 'Return', 'Open']);
  expect(await menuOf('Kavya’s filing')).toEqual(['Open']);
  expect(await menuOf('Upcoming return')).toEqual(['Open']);
});

it('an admin may mark a due date not applicable or reinstate it, and is told why a filing they recorded has no Approve', async () => {
  mockApi(routes(ROWS));
  renderView(<CommandCentrePage />, { path: '/admin/command-centre?start=2026-11', user: sampleUser({ id: 'm1', role: 'admin' }) });
  await screen.findByRole('table', { name: 'Due dates' });
  expect(await menuOf('Upcoming return')).toEqual(['Start', 'Record filing', 'Mark not applicable', 'Open']);
  expect(await menuOf('Not applicable return')).toEqual(['Reinstate', 'Open']);
  expect(await menuOf('Return awaiting sign-off')).toEqual(['Open']);
  expect(rowOf('Return awaiting sign-off')).toHaveTextContent('You recorded this filing: another person must sign it off');
});

it('works from the keyboard: the arrows reach Start, Enter starts the due date and the screen reloads', async () => {
  const api = mockApi(
    routes([ROWS[0]!], {
      'POST /api/obligations/occurrences/o1/start': { body: { success: true, message: 'Started', occurrence: { ...ROWS[0]!, status: 'in_progress' } } },
    }),
  );
  renderView(<CommandCentrePage />, { path: '/maker/command-centre?start=2026-11', user: sampleUser({ id: 'm1', role: 'maker' }) });
  await screen.findByRole('table', { name: 'Due dates: Mine' });
  const button = within(rowOf('Upcoming return')).getByRole('button', { name: /^Actions: / });
  button.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Start' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Started')).toBeInTheDocument();
  expect(api.of('POST', '/api/obligations/occurrences/o1/start')).toHaveLength(1);
  await waitFor(() => expect(api.of('GET', '/api/obligations/calendar')).toHaveLength(2));
});

it('Open shows the due date on its own at the top, with its history, in the address; Close puts it away', async () => {
  mockApi(routes(ROWS, { 'GET /api/obligations/occurrences/o3': { body: { success: true, occurrence: ROWS[2], history: [] } } }));
  renderView(<CommandCentrePage />, { path: '/maker/command-centre?start=2026-11', user: sampleUser({ id: 'm1', role: 'maker' }) });
  await screen.findByRole('table', { name: 'Due dates: Mine' });
  await userEvent.click(within(rowOf('Overdue return')).getByRole('button', { name: /^Actions: / }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Open' }));
  const opened = await screen.findByRole('region', { name: 'Overdue return, Nov 2026' });
  await waitFor(() => expect(opened).toHaveFocus());
  expect(within(opened).getByText('Overdue')).toBeInTheDocument();
  // The opened item shows its actions as buttons of its own.
  expect(within(opened).getByRole('button', { name: 'Record filing: Overdue return, Nov 2026' })).toBeInTheDocument();
  await userEvent.click(within(opened).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('region', { name: 'Overdue return, Nov 2026' })).not.toBeInTheDocument();
});

it('grouped by status, a maker’s own due dates still lead each group', async () => {
  mockApi(routes([due('o9', 'Ravi’s upcoming', { owner: ravi }), ROWS[0]!]));
  renderView(<CommandCentrePage />, { path: '/maker/command-centre?start=2026-11&group=status', user: sampleUser({ id: 'm1', role: 'maker' }) });
  const upcoming = await screen.findByRole('table', { name: 'Due dates: Upcoming' });
  expect(
    within(upcoming)
      .getAllByRole('rowheader')
      .map((h) => h.textContent),
  ).toEqual([expect.stringMatching(/^Upcoming return/), expect.stringMatching(/^Ravi’s upcoming/)]);
});
