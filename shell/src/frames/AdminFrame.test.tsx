import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authStore } from 'shared-auth';
import type { MenuItem } from 'shared-contracts';
import { mockApi, renderView, sampleTask, sampleTeamUser, sampleUser } from 'test-support';
import { AdminFrame } from './AdminFrame';

const admin = { ...sampleUser({ id: 'a1', firstName: 'Anita', lastName: 'Desai', email: 'anita@example.test' }), role: 'admin' as const };

// The menu comes from the shell (built from the route contracts; shell/src/routing/areaMenus.test.tsx checks its items).
const MENU: MenuItem[] = [
  { kind: 'link', label: 'Dashboard', to: '/admin', end: true },
  { kind: 'soon', label: 'Litigation Management' },
  { kind: 'group', label: 'Services', items: [{ kind: 'soon', label: 'Expert Guidance' }] },
];

function renderLayout() {
  authStore.setState({ user: admin, status: 'signed-in' });
  return renderView(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route
        path="/admin/*"
        element={
          <AdminFrame>
            <p>Dashboard content</p>
          </AdminFrame>
        }
      />
    </Routes>,
    { path: '/admin', menu: MENU },
  );
}

it("shows the admin's name, 'Administrator' and the area's menu from the shell, the current page marked", async () => {
  mockApi({});
  renderLayout();
  expect(screen.getByText('Anita Desai')).toBeInTheDocument();
  expect(screen.getByText('Administrator')).toBeInTheDocument();
  // docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md: the admin's own password and two-step verification; the phone label "Security" is not drawn on a wide screen.
  const security = screen.getByRole('link', { name: 'Account security' });
  expect(security).toHaveAttribute('href', '/account/security');
  expect(getComputedStyle(within(security).getByText('Security')).display).toBe('none');
  expect(screen.getByText('Dashboard content')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).queryByRole('link', { name: /Litigation/ })).not.toBeInTheDocument();
  expect(within(nav).getByText('Litigation Management').closest('[aria-disabled="true"]')).toHaveTextContent('Coming soon');
  const services = within(nav).getByRole('button', { name: /Services/ });
  expect(services).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(services);
  expect(services).toHaveAttribute('aria-expanded', 'true');
  expect(within(nav).getByText('Expert Guidance')).toBeVisible();
  // Small screens: the Menu button folds the sidebar it controls.
  const toggle = screen.getByText('Menu', { selector: 'button' }); // shown by the small-screen media rule only
  expect(toggle).toHaveAttribute('aria-controls', 'admin-sidebar');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

it('asks before logging out; Cancel keeps the session, confirming signs out and goes home', async () => {
  const { calls } = mockApi({ 'POST /api/auth/logout': { body: { success: true, message: 'Logged out successfully' } } });
  renderLayout();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  const dialog = screen.getByRole('dialog', { name: 'Log out' });
  expect(dialog).toHaveTextContent('Are you sure you want to log out?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(authStore.getState().user).not.toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(authStore.getState().user).toBeNull();
  expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout')).toBe(true);
});

it("finds the company's users and tasks from the header search", async () => {
  mockApi({
    'GET /api/admin/search?q=meera': {
      body: {
        success: true,
        users: [sampleTeamUser()],
        tasks: [sampleTask()],
      },
    },
    'GET /api/admin/search?q=nobody': { body: { success: true, users: [], tasks: [] } },
  });
  renderLayout();
  const box = screen.getByRole('searchbox', { name: 'Search users and tasks' });
  await userEvent.type(box, 'meera');
  const users = await screen.findByRole('region', { name: 'Users' });
  expect(within(users).getByRole('link', { name: /Meera Shah/ })).toHaveAttribute('href', '/admin/panels/maker');
  expect(within(screen.getByRole('region', { name: 'Tasks' })).getByRole('link', { name: /quarterly NBS-7/ })).toBeInTheDocument();
  await userEvent.clear(box);
  await userEvent.type(box, 'nobody');
  expect(await screen.findByText('No results found')).toBeInTheDocument();
});

it('shows "Verify your e-mail address" until the address is verified, and resends the link (with the limit message)', async () => {
  const { calls } = mockApi({
    'GET /api/auth/email-verification': [
      { body: { success: true, emailVerified: false, email: 'anita@example.test' } },
      { body: { success: true, emailVerified: false, email: 'anita@example.test' } },
      { body: { success: true, emailVerified: true, email: 'anita@example.test' } },
    ],
    'POST /api/auth/email-verification/resend': [
      { body: { success: true, message: 'We have sent a new verification link to your e-mail address. It is valid for 60 minutes.' } },
      {
        status: 429,
        body: {
          success: false,
          message: 'We have already sent 3 verification e-mails in the last hour. Please check your inbox and spam folder, or try again in 42 minutes.',
        },
      },
    ],
  });
  renderLayout();
  const banner = await screen.findByRole('region', { name: 'Verify your e-mail address' });
  expect(banner).toHaveTextContent('We sent a verification link to anita@example.test.');
  expect(banner).toHaveTextContent('until then you cannot add users to your company');
  await userEvent.click(within(banner).getByRole('button', { name: 'Resend verification e-mail' }));
  expect(await within(banner).findByText('We have sent a new verification link to your e-mail address. It is valid for 60 minutes.')).toBeInTheDocument();
  await userEvent.click(within(banner).getByRole('button', { name: 'Resend verification e-mail' }));
  expect(await within(banner).findByRole('alert')).toHaveTextContent('try again in 42 minutes');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  // Verified in another tab: the banner goes when the window is focused again.
  window.dispatchEvent(new Event('focus'));
  await screen.findByText('Dashboard content');
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).not.toBeInTheDocument());
});

it('shows no banner once the address is verified', async () => {
  mockApi({ 'GET /api/auth/email-verification': { body: { success: true, emailVerified: true, email: 'anita@example.test' } } });
  renderLayout();
  expect(await screen.findByText('Dashboard content')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).not.toBeInTheDocument();
});
