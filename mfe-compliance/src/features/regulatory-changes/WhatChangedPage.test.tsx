import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegulatoryChange, RegulatoryChangesResponse } from 'shared-contracts';
import { mockApi, quietLoggedErrors, renderView, sampleTeamUser, sampleUser } from 'test-support';
import WhatChangedPage from './WhatChangedPage';

quietLoggedErrors();

const change = (over: Partial<RegulatoryChange>): RegulatoryChange => ({
  id: 'mca@2027.1.1#MCA-A1',
  libraryId: 'mca',
  libraryName: 'MCA compliance checklist',
  version: '2027.1.1',
  date: '2027-01-15',
  itemId: 'MCA-A1',
  change: 'changed',
  summary: 'Board meetings by video conference count.',
  instrument: 'Companies (Meetings of Board and its Powers) Rules, 2014, r.3',
  effectiveDate: '2027-01-01',
  itemText: 'Were at least four Board meetings held?',
  assessment: 'mca',
  affectedAnswers: [
    {
      kind: 'mca',
      period: 'FY2026-27',
      scope: '',
      status: 'Yes',
      answeredVersion: '2026.11.2',
      changedSinceAnswered: true,
      answeredBy: { firstName: 'Mohan', lastName: 'Maker' },
    },
  ],
  updates: [{ id: 'u1', title: 'Board meetings by VC', date: '2027-01-15' }],
  ...over,
});
const open: RegulatoryChangesResponse = {
  success: true,
  trackingStart: '2026-11-01',
  changes: [
    change({}),
    change({ id: 'mca@2027.1.1#MCA-H9', itemId: 'MCA-H9', change: 'added', summary: 'Audit trail kept for eight years.', affectedAnswers: [], updates: [] }),
  ],
  citationCorrections: [
    {
      id: 'mca@2027.1.1#MCA-A2',
      libraryName: 'MCA compliance checklist',
      itemId: 'MCA-A2',
      version: '2027.1.1',
      date: '2027-01-15',
      summary: 'Citation corrected: the link leads to the Act itself. The question and your answers are unchanged.',
      instrument: 'Companies Act, 2013',
    },
    {
      id: 'mca@2027.1.1#MCA-B4',
      libraryName: 'MCA compliance checklist',
      itemId: 'MCA-B4',
      version: '2027.1.1',
      date: '2027-01-15',
      summary: 'Citation corrected: rule 8 named.',
      instrument: 'Companies (Accounts) Rules, 2014',
    },
  ],
  releases: [{ libraryId: 'mca', version: '2027.1.1', date: '2027-01-15', libraryName: 'MCA compliance checklist' }],
  lastAcknowledgedAt: null,
  lastAcknowledgedBy: null,
};
const team = (role: 'maker' | 'checker') => ({
  success: true,
  users: [sampleTeamUser({ id: `${role}-1`, role, firstName: role === 'maker' ? 'Mohan' : 'Chitra' })],
  data: [],
  nextCursor: null,
});

test('a maker reads the changes, the affected answer marked changed since answered, and cannot act', async () => {
  mockApi({ 'GET /api/regulatory-changes': { body: open } });
  renderView(<WhatChangedPage />, { user: sampleUser() });
  const a1 = await screen.findByRole('article', { name: 'MCA-A1: Changed' });
  expect(within(a1).getByText('changed since answered')).toBeInTheDocument();
  expect(within(a1).getByText(/Your answer \(MCA, FY 2026-27\): Yes by Mohan Maker, version 2026\.11\.2/)).toBeInTheDocument();
  expect(within(a1).getByText(/Updates: Board meetings by VC/)).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'MCA-H9: New item' })).toBeInTheDocument();
  // Citation-only corrections are one line, not cards; opened, each is one compact entry.
  expect(screen.queryByRole('article', { name: 'MCA-A2: Citation corrected' })).toBeNull();
  const folded = screen.getByRole('group', { name: 'Citation corrections' });
  expect(within(folded).getByText('2 citations corrected')).toBeInTheDocument();
  await userEvent.click(within(folded).getByText('2 citations corrected'));
  expect(within(folded).getByText(/\(MCA compliance checklist, version 2027\.1\.1\): Citation corrected: rule 8 named\./)).toBeVisible();
  // Where the list starts is said.
  expect(screen.getByText(/in force since 1 Nov 2026, when tracking starts/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Acknowledge these changes' })).toBeNull();
  expect(screen.queryByRole('form', { name: /Create tasks/ })).toBeNull();
});

test('the admin turns a change into tasks for the owners and acknowledges exactly the releases shown', async () => {
  const api = mockApi({
    'GET /api/regulatory-changes': [
      { body: open },
      {
        body: {
          ...open,
          changes: [],
          citationCorrections: [],
          releases: [],
          lastAcknowledgedAt: '2027-01-20T10:00:00.000Z',
          lastAcknowledgedBy: { firstName: 'Asha', lastName: 'Admin' },
        },
      },
    ],
    'GET /api/admin/users?role=maker': { body: team('maker') },
    'GET /api/admin/users?role=checker': { body: team('checker') },
    'POST /api/regulatory-changes/tasks': { status: 201, body: { success: true, message: '1 task created for MCA-A1', taskIds: ['t1'] } },
    'POST /api/regulatory-changes/acknowledge': { body: { success: true, acknowledged: 1, message: 'Changes acknowledged (1 library release)' } },
  });
  renderView(<WhatChangedPage />, { user: sampleUser({ role: 'admin' }) });
  const a1 = await screen.findByRole('article', { name: 'MCA-A1: Changed' });
  // A day before today is refused beside the field, as the server would; the admin types the day first.
  await userEvent.type(within(a1).getByLabelText('Due date'), '01/01/2020');
  expect(within(a1).getByText('Due date cannot be in the past')).toBeInTheDocument();
  await userEvent.clear(within(a1).getByLabelText('Due date'));
  await userEvent.type(within(a1).getByLabelText('Due date'), '31/01/2099');
  await userEvent.click(within(a1).getByRole('button', { name: 'Create tasks for the owners' }));
  expect(await screen.findByText('1 task created for MCA-A1')).toBeInTheDocument();
  expect(api.of('POST', '/api/regulatory-changes/tasks')[0]!.body).toEqual({ changeId: 'mca@2027.1.1#MCA-A1', dueDate: '2099-01-31' });
  // Nobody answered MCA-H9: the admin names who takes it.
  const h9 = screen.getByRole('article', { name: 'MCA-H9: New item' });
  expect(within(h9).getByRole('group', { name: 'Checkers' })).toHaveTextContent('Chitra Shah');

  await userEvent.click(screen.getByRole('button', { name: 'Acknowledge these changes' }));
  expect(await screen.findByText('Changes acknowledged (1 library release)')).toBeInTheDocument();
  expect(api.of('POST', '/api/regulatory-changes/acknowledge')[0]!.body).toEqual({ releases: [{ libraryId: 'mca', version: '2027.1.1' }] });
  expect(await screen.findByText('No changes since the last acknowledgement')).toBeInTheDocument();
  expect(screen.getByText(/Last acknowledged .* by Asha Admin\./)).toBeInTheDocument();
});
