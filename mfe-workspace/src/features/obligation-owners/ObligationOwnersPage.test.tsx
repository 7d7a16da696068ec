import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarObligation, CalendarView, ObligationAuthority, ObligationOwner } from 'shared-contracts';
import { calendarReplies, mockApi, renderView, sampleTeamUser, sampleUserList } from 'test-support';
import ObligationOwnersPage from './ObligationOwnersPage';

const obligation = (id: string, authority: ObligationAuthority, title: string, owner: ObligationOwner | null = null): CalendarObligation => ({
  id,
  version: '1',
  title,
  authority,
  category: 'RBI',
  frequency: 'Quarterly',
  citation: 'x',
  sourceUrl: 'https://rbi.org.in',
  reason: 'applies',
  note: null,
  nextDue: '2026-12-15',
  owner,
});
const maker = sampleTeamUser({ id: 'm1', firstName: 'Meera', lastName: 'Shah' });
const maker2 = sampleTeamUser({ id: 'm2', firstName: 'Ravi', lastName: 'Kumar' });
const checker = sampleTeamUser({ id: 'c1', firstName: 'Kiran', lastName: 'Iyer', role: 'checker' });
// The titles, authorities and frequencies reach the screen through the library of the answer's version.
const calendar: Omit<CalendarView, 'libraryVersion'> = {
  success: true,
  from: '2026-11-27',
  to: '2027-11-27',
  trackingFrom: '2026-11-01',
  profileConfirmed: true,
  effectiveLayer: 'Middle layer',
  evidenceExpiries: [],
  obligations: [
    obligation('RBI-NBS7', 'RBI', 'NBS-7 quarterly return', { assigneeId: 'm2', assigneeName: 'Ravi Kumar', checkerId: 'c1', checkerName: 'Kiran Iyer', leadDays: 10 }),
    obligation('RBI-ALM', 'RBI', 'ALM returns'),
    obligation('MCA-AOC4', 'MCA', 'AOC-4 financial statements'),
  ],
  occurrences: [],
};
const routes = (saved: jest.Mock) => ({
  ...calendarReplies(calendar),
  'GET /api/admin/users?role=maker': { body: sampleUserList([maker, maker2]) },
  'GET /api/admin/users?role=checker': { body: sampleUserList([checker]) },
  'PUT /api/obligations/owners': (body: unknown) => {
    saved(body);
    return { body: { success: true, message: 'Owners saved for 2 obligations', saved: 2 } };
  },
});

it("applies one maker/checker pair to all of an authority's obligations, defaulting to the pair most of them have", async () => {
  const saved = jest.fn();
  mockApi(routes(saved));
  renderView(<ObligationOwnersPage />, { path: '/admin/obligation-owners' });
  expect(await screen.findByLabelText('Owner for RBI')).toHaveValue('m2');
  expect(screen.getByLabelText('Checker for RBI')).toHaveValue('c1');
  // No owner yet among MCA's: the first maker and checker.
  expect(screen.getByLabelText('Owner for MCA')).toHaveValue('m1');
  await userEvent.click(screen.getByRole('button', { name: 'Apply to all 2 RBI obligations' }));
  expect(await screen.findByText('Owners saved for 2 obligations')).toBeInTheDocument();
  expect(saved).toHaveBeenCalledWith({
    owners: [
      { obligationId: 'RBI-NBS7', assigneeId: 'm2', checkerId: 'c1', leadDays: 10 },
      { obligationId: 'RBI-ALM', assigneeId: 'm2', checkerId: 'c1' },
    ],
  });
});

it('sets the owner and checker of the selected obligations at once', async () => {
  const saved = jest.fn();
  mockApi(routes(saved));
  renderView(<ObligationOwnersPage />, { path: '/admin/obligation-owners' });
  const bar = await screen.findByRole('group', { name: 'Set owner and checker of the selected obligations' });
  expect(within(bar).getByRole('button', { name: 'Set for 0 selected' })).toBeDisabled();
  // Each obligation's frequency, joined from the library.
  expect(screen.getAllByText('Quarterly')).toHaveLength(3);
  await userEvent.click(screen.getByLabelText('Select ALM returns'));
  await userEvent.click(screen.getByLabelText('Select AOC-4 financial statements'));
  await userEvent.selectOptions(within(bar).getByLabelText('New owner'), 'm1');
  await userEvent.selectOptions(within(bar).getByLabelText('New checker'), 'c1');
  await userEvent.click(within(bar).getByRole('button', { name: 'Set for 2 selected' }));
  expect(await screen.findByText('Owners saved for 2 obligations')).toBeInTheDocument();
  expect(saved).toHaveBeenCalledWith({
    owners: [
      { obligationId: 'RBI-ALM', assigneeId: 'm1', checkerId: 'c1' },
      { obligationId: 'MCA-AOC4', assigneeId: 'm1', checkerId: 'c1' },
    ],
  });
});

it('offers only active people: a suspended owner is neither offered nor preselected', async () => {
  mockApi({ ...routes(jest.fn()), 'GET /api/admin/users?role=maker': { body: sampleUserList([maker, { ...maker2, status: 'suspended' }]) } });
  renderView(<ObligationOwnersPage />, { path: '/admin/obligation-owners' });
  const owner = await screen.findByLabelText('Owner for RBI');
  expect(owner).toHaveValue('m1');
  expect(within(owner).queryByRole('option', { name: 'Ravi Kumar' })).toBeNull();
});
