import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from 'shared-auth';
import { buildAreaMenu } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import { routes } from '../routes';
import SuperAdminLayout from './SuperAdminLayout';

beforeEach(() => {
  authStore.setState({
    status: 'signed-in',
    user: { id: 'u1', firstName: 'Rohini', lastName: 'Sen', email: 'root@platform.test', role: 'super-admin', status: 'active', companyId: null },
  });
});

// The shell builds the menu from every contributor (shell/src/routing/areaMenus.test.tsx); here: this remote's own items.
const menu = buildAreaMenu('/super-admin', routes['super-admin'] ?? []);

it("shows this remote's menu items in the specification's order and the header with badge, name and initial", () => {
  renderView(<SuperAdminLayout />, { path: '/super-admin', menu });
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
});

it('Logout calls the server and clears the session', async () => {
  const { calls } = mockApi({ 'POST /api/auth/logout': { body: { success: true, message: 'Logged out' } } });
  renderView(<SuperAdminLayout />, { path: '/super-admin' });
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/logout']);
  expect(authStore.getState().user).toBeNull();
});
