import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from 'shared-auth';
import type { MenuItem } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import { SuperAdminFrame } from './SuperAdminFrame';

beforeEach(() => {
  authStore.setState({
    status: 'signed-in',
    user: { id: 'u1', firstName: 'Rohini', lastName: 'Sen', email: 'root@platform.test', role: 'super-admin', status: 'active', companyId: null },
  });
});

// The menu the shell builds from mfe-superadmin's route list (mfe-superadmin/src/routes.test.ts checks its items and order).
const menu: MenuItem[] = [
  { kind: 'link', label: 'Dashboard Overview', to: '/super-admin', end: true },
  { kind: 'link', label: 'User Management', to: '/super-admin/users' },
  { kind: 'link', label: 'Company Management', to: '/super-admin/companies' },
  { kind: 'link', label: 'System Settings', to: '/super-admin/system' },
  { kind: 'link', label: 'Analytics', to: '/super-admin/analytics' },
];

it('shows the menu items it is given and the header with badge, name and initial', () => {
  renderView(<SuperAdminFrame>{null}</SuperAdminFrame>, { path: '/super-admin', menu });
  const nav = screen.getByRole('navigation', { name: 'Super admin navigation' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Dashboard Overview', 'User Management', 'Company Management', 'System Settings', 'Analytics']);
  expect(within(nav).getByRole('link', { name: 'Company Management' })).toHaveAttribute('href', '/super-admin/companies');
  expect(within(nav).getByRole('link', { name: 'Dashboard Overview' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('System Administrator')).toBeInTheDocument();
  expect(screen.getByText('Rohini Sen')).toBeInTheDocument();
  expect(screen.getByText('R')).toBeInTheDocument();
  // ASVS v5.0 6.2.2: the operator changes its own password (and MFA) on the account security page.
  expect(screen.getByRole('link', { name: 'Account security' })).toHaveAttribute('href', '/account/security');
  expect(getComputedStyle(within(screen.getByRole('link', { name: 'Account security' })).getByText('Security')).display).toBe('none');
});

it('Logout calls the server and clears the session', async () => {
  const { calls } = mockApi({ 'POST /api/auth/logout': { body: { success: true, message: 'Logged out' } } });
  renderView(<SuperAdminFrame>{null}</SuperAdminFrame>, { path: '/super-admin' });
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/logout']);
  expect(authStore.getState().user).toBeNull();
});
