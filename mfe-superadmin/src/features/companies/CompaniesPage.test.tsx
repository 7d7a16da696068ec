import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRow } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import CompaniesPage from './CompaniesPage';

const sahyadri: CompanyRow = {
  id: '22222222-2222-4222-8222-222222222222',
  companyName: 'Sahyadri Finance',
  email: 'office@sahyadri.example',
  nbfcType: 'Base layer',
  status: 'active',
  createdAt: '2026-01-05T10:00:00.000Z',
  userCount: 3,
  plan: { state: 'subscribed', planName: 'Essential Compliance', endsAt: '2026-02-05T10:00:00.000Z', seatsUsed: 3, seatLimit: 3 },
};
const LIST = 'GET /api/super-admin/companies?page=1&pageSize=20';
const list = (companies: CompanyRow[]) => ({ body: { success: true, companies, total: companies.length, page: 1, pageSize: 20 } });

it('lists companies with plan, seats used and subscription state, linking to the detail page', async () => {
  mockApi({ [LIST]: list([sahyadri]) });
  renderView(<CompaniesPage />);
  const row = await screen.findByRole('row', { name: /Sahyadri Finance/ });
  expect(within(row).getByRole('link', { name: 'Sahyadri Finance' })).toHaveAttribute('href', `/super-admin/companies/${sahyadri.id}`);
  expect(row).toHaveTextContent('Essential Compliance');
  expect(row).toHaveTextContent('3 of 3');
  expect(row).toHaveTextContent('Subscribed');
});

it('says so when no company has registered yet', async () => {
  mockApi({ [LIST]: list([]) });
  renderView(<CompaniesPage />);
  expect(await screen.findByText('No companies have registered yet.')).toBeInTheDocument();
});

it('Add New Company shows the registration rules per field and sends nothing until they pass', async () => {
  const { calls } = mockApi({ [LIST]: list([sahyadri]) });
  renderView(<CompaniesPage />);
  await screen.findByRole('row', { name: /Sahyadri Finance/ });
  await userEvent.click(screen.getByRole('button', { name: 'Add New Company' }));
  const dialog = screen.getByRole('dialog', { name: 'Add New Company' });
  await userEvent.type(within(dialog).getByLabelText('Mobile Number*'), '12345');
  await userEvent.type(within(dialog).getByLabelText('Pincode*'), '4110');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Company' }));
  expect(within(dialog).getByText('Company name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Mobile number must be 10 digits')).toBeInTheDocument();
  expect(within(dialog).getByText('Pincode must be 6 digits')).toBeInTheDocument();
  expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});
