import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from 'shared-auth';
import { mockApi, renderView } from 'shared-ui/src/testing';
import SuperAdminLayout from './SuperAdminLayout';

beforeEach(() => {
  authStore.setState({
    status: 'signed-in',
    user: { id: 'u1', firstName: 'Rohini', lastName: 'Sen', email: 'root@platform.test', role: 'super-admin', status: 'active', companyId: null },
  });
});

it('shows the sidebar of the specification in order and the header with badge, name and initial', () => {
  renderView(<SuperAdminLayout />, { path: '/super-admin' });
  const nav = screen.getByRole('navigation', { name: 'Super admin navigation' });
  expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual([
    'Dashboard Overview',
    'User Management',
    'Company Management',
    'System Settings',
    'Analytics',
    // Added to the specification's sidebar: the account's sessions (issue 15).
    'Signed-in devices',
  ]);
  expect(within(nav).getByRole('link', { name: 'Signed-in devices' })).toHaveAttribute('href', '/super-admin/account/devices');
  expect(within(nav).getByRole('link', { name: 'Dashboard Overview' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('System Administrator')).toBeInTheDocument();
  expect(screen.getByText('Rohini Sen')).toBeInTheDocument();
  expect(screen.getByText('R')).toBeInTheDocument();
  // ASVS v5.0 6.2.2: the operator changes its own password (and MFA) on the account security page.
  expect(screen.getByRole('link', { name: 'Account security' })).toHaveAttribute('href', '/account/security');
});

it('Logout calls the server and clears the session', async () => {
  const { calls } = mockApi({ 'POST /api/auth/logout': { body: { success: true, message: 'Logged out' } } });
  renderView(<SuperAdminLayout />, { path: '/super-admin' });
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/logout']);
  expect(authStore.getState().user).toBeNull();
});
