import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authStore } from 'shared-auth';
import type { MenuItem } from 'shared-contracts';
import { mockApi, renderView, sampleTask, sampleUser } from 'test-support';
import AdminLayout from './AdminLayout';

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
      <Route path="/admin/*" element={<AdminLayout />}>
        <Route index element={<p>Dashboard content</p>} />
      </Route>
    </Routes>,
    { path: '/admin', menu: MENU },
  );
}

it("shows the admin's name, 'Administrator' and the area's menu from the shell, the current page marked", async () => {
  mockApi({});
  renderLayout();
  expect(screen.getByText('Anita Desai')).toBeInTheDocument();
  expect(screen.getByText('Administrator')).toBeInTheDocument();
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
  const { calls } = mockApi({ 'POST /api/auth/logout': { body: { success: true } } });
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
        users: [sampleUser()],
        tasks: [
          sampleTask(),
        ],
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
