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
  plan: { state: 'subscribed', planName: 'Essential Compliance', endsAt: '2026-02-05T10:00:00.000Z', seatsUsed: 3, seatLimit: 3, contractReference: null },
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

it('searches on submit and filters by status at once, back to page 1 each time', async () => {
  const { calls } = mockApi({
    [LIST]: list([sahyadri]),
    'GET /api/super-admin/companies?search=Sahyadri&page=1&pageSize=20': list([sahyadri]),
    'GET /api/super-admin/companies?search=Sahyadri&status=suspended&page=1&pageSize=20': list([]),
  });
  renderView(<CompaniesPage />);
  const filters = await screen.findByRole('search', { name: 'Filter companies' });
  await userEvent.type(within(filters).getByPlaceholderText('Name, email, city or PAN'), '  Sahyadri ');
  expect(calls).toHaveLength(1);
  await userEvent.click(within(filters).getByRole('button', { name: 'Search' }));
  await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'Suspended');
  expect(await screen.findByText('No companies match these filters.')).toBeInTheDocument();
  expect(calls.map((c) => c.url)).toEqual([
    '/api/super-admin/companies?page=1&pageSize=20',
    '/api/super-admin/companies?search=Sahyadri&page=1&pageSize=20',
    '/api/super-admin/companies?search=Sahyadri&status=suspended&page=1&pageSize=20',
  ]);
});
