import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformUserRow } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import UsersPage from './UsersPage';

const kavya: PlatformUserRow = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Kavya',
  lastName: 'Nair',
  email: 'kavya@sahyadri.example',
  role: 'admin',
  status: 'active',
  companyId: '22222222-2222-4222-8222-222222222222',
  companyName: 'Sahyadri Finance',
  createdAt: '2026-01-05T10:00:00.000Z',
};
const page = (users: PlatformUserRow[], total = users.length) => ({ body: { success: true, users, total, page: 1, pageSize: 20 } });
const choices = { body: { success: true, companies: [{ id: '22222222-2222-4222-8222-222222222222', companyName: 'Sahyadri Finance' }] } };
const LIST = 'GET /api/super-admin/users?page=1&pageSize=20';

it('lists users with name, email, role, company and status', async () => {
  mockApi({ [LIST]: page([kavya]), 'GET /api/super-admin/company-choices': choices });
  renderView(<UsersPage />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading users...');
  const row = await screen.findByRole('row', { name: /Kavya Nair/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Kavya Nair', 'kavya@sahyadri.example', 'Admin', 'Sahyadri Finance', 'Active', 'EditEnd sessionsSuspend']);
  // Each row button keeps its label on one line, however narrow the column.
  for (const button of within(row).getAllByRole('button')) expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
});

it('filters by role through the api and shows the empty state', async () => {
  const { calls } = mockApi({
    [LIST]: page([kavya]),
    'GET /api/super-admin/users?role=checker&page=1&pageSize=20': page([]),
    'GET /api/super-admin/company-choices': choices,
  });
  renderView(<UsersPage />);
  await screen.findByRole('row', { name: /Kavya Nair/ });
  await userEvent.selectOptions(screen.getByLabelText('Role'), 'checker');
  expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
  expect(calls.map((c) => c.url)).toContain('/api/super-admin/users?role=checker&page=1&pageSize=20');
});

it('suspends a user only after confirming, then shows them suspended', async () => {
  const { calls } = mockApi({
    [LIST]: [page([kavya]), page([{ ...kavya, status: 'suspended' }])],
    'GET /api/super-admin/company-choices': choices,
    [`POST /api/super-admin/users/${kavya.id}/suspend`]: { body: { success: true, user: { ...kavya, status: 'suspended' } } },
  });
  renderView(<UsersPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Suspend Kavya Nair' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspend user' });
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await screen.findByRole('button', { name: 'Reactivate Kavya Nair' })).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/super-admin/users/${kavya.id}/suspend`]);
});

it('Add New User checks the fields before calling the api and shows the server message', async () => {
  const { calls } = mockApi({
    [LIST]: page([kavya]),
    'GET /api/super-admin/company-choices': choices,
    'POST /api/super-admin/users': { status: 409, body: { success: false, message: 'An account with this email already exists' } },
  });
  renderView(<UsersPage />);
  await screen.findByRole('row', { name: /Kavya Nair/ });
  await userEvent.click(screen.getByRole('button', { name: 'Add New User' }));
  const dialog = screen.getByRole('dialog', { name: 'Add New User' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields');
  await userEvent.type(within(dialog).getByLabelText('First Name'), 'Ravi');
  await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Kumar');
  await userEvent.type(within(dialog).getByLabelText('Email'), 'kavya@sahyadri.example');
  await userEvent.type(within(dialog).getByLabelText('Password'), '1234567');
  await userEvent.selectOptions(within(dialog).getByLabelText('Company'), 'Sahyadri Finance');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await userEvent.type(within(dialog).getByLabelText('Password'), '6');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
  expect(await within(dialog).findByText('An account with this email already exists')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ role: 'maker', companyId: kavya.companyId, email: 'kavya@sahyadri.example' });
});

it("ASVS v5.0 7.4.5 resets an admin's two-step verification and ends a user's sessions, each after confirming", async () => {
  const { calls } = mockApi({
    [LIST]: page([{ ...kavya, mfaEnabled: true }]),
    'GET /api/super-admin/company-choices': choices,
    [`POST /api/super-admin/users/${kavya.id}/mfa-reset`]: {
      body: {
        success: true,
        sessionsEnded: 1,
        message: 'Two-step verification was reset. The user has been signed out and will set up an authenticator app at the next sign-in.',
      },
    },
    [`POST /api/super-admin/users/${kavya.id}/end-sessions`]: { status: 404, body: { success: false, message: 'User not found' } },
  });
  renderView(<UsersPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Reset two-step verification of Kavya Nair' }));
  const dialog = screen.getByRole('dialog', { name: 'Reset two-step verification' });
  expect(dialog).toHaveTextContent('must set up an authenticator app at their next sign-in');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
  expect(await screen.findByText(/Two-step verification was reset\./)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'End sessions of Kavya Nair' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'End all sessions' })).getByRole('button', { name: 'End sessions' }));
  expect(await screen.findByText('User not found')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
    `/api/super-admin/users/${kavya.id}/mfa-reset`,
    `/api/super-admin/users/${kavya.id}/end-sessions`,
  ]);
});
