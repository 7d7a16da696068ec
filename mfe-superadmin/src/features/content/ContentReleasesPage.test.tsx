import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentRelease, ContentReleasesResponse, PublicUser } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import ContentReleasesPage from './ContentReleasesPage';

const release: ContentRelease = {
  id: 'r1',
  libraryId: 'calendar-income-tax',
  libraryName: 'Statutory calendar: income tax',
  libraryKind: 'calendar',
  version: '2026.11.3',
  fileName: 'calendar-income-tax.json',
  checksum: 'a'.repeat(64),
  state: 'draft',
  live: false,
  effectiveDate: null,
  uploaded: { by: 'Uma Uploader', at: '2026-11-28T06:00:00.000Z' },
  uploadedById: 'u1',
  approved: null,
  published: null,
  rolledBack: null,
  comparison: {
    liveVersion: '2026.11.2',
    added: [],
    changed: [{ id: 'TAX-TDS-DEPOSIT', text: 'TDS deposit (salaries and other payments)', fields: ['rule'] }],
    withdrawn: [],
    dueDates: [
      {
        companyId: 'c1',
        companyName: 'Sahyadri Finance',
        moves: [{ obligationId: 'TAX-TDS-DEPOSIT', title: 'TDS deposit', period: 'Nov 2026', before: '2026-12-07', after: '2026-12-10' }],
      },
    ],
    companiesAffected: 1,
    changeLog: [{ item: 'TAX-TDS-DEPOSIT', change: 'changed', summary: 'TDS is deposited by the 10th.' }],
  },
};
const list: ContentReleasesResponse = {
  success: true,
  libraries: [{ id: 'calendar-income-tax', name: 'Statutory calendar: income tax', kind: 'calendar', version: '2026.11.2', source: 'seed' }],
  releases: [release],
};
const operator = (id: string) => ({ id, firstName: 'Op', lastName: id, email: `${id}@platform.test`, role: 'super-admin', status: 'active' }) as PublicUser;

it('shows the comparison; the uploader is told another super-admin approves, and gets no approve button', async () => {
  mockApi({ 'GET /api/super-admin/content-releases': { body: list } });
  renderView(<ContentReleasesPage />, { user: operator('u1') });
  expect(await screen.findByText('0 added, 1 changed, 0 withdrawn; 1 company affected')).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Sahyadri Finance/ })).toHaveTextContent('10 Dec 2026');
  expect(screen.getByText('Another super-admin must approve this release.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve release' })).not.toBeInTheDocument();
});

it('a second operator approves; an upload without a file is refused in the form', async () => {
  const { calls } = mockApi({
    'GET /api/super-admin/content-releases': { body: list },
    'POST /api/super-admin/content-releases/r1/approve': {
      body: { success: true, message: 'Release approved: it can now be published', release: { ...release, state: 'approved' } },
    },
  });
  renderView(<ContentReleasesPage />, { user: operator('u2') });
  await userEvent.click(await screen.findByRole('button', { name: 'Approve release' }));
  expect(await screen.findByText('Release approved: it can now be published')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST' && c.path === '/api/super-admin/content-releases/r1/approve')).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Upload release' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose a library file and enter its SHA-256 checksum');
});
