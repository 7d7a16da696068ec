import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authStore } from 'shared-auth';
import type { MenuItem } from 'shared-contracts';
import { mockApi, renderView, sampleUser } from 'test-support';
import { WorkspaceFrame } from './WorkspaceFrame';

// The menu comes from the shell (built from the route contracts; shell/src/routing/areaMenus.test.tsx checks its items).
const menuOf = (role: string): MenuItem[] => [
  { kind: 'link', label: 'Dashboard', to: `/${role}`, end: true },
  { kind: 'group', label: 'Regulatory Compliance', items: [{ kind: 'link', label: 'RBI', to: `/${role}/rbi-compliance` }] },
];

function renderLayout(role: 'maker' | 'checker') {
  authStore.setState({ user: sampleUser({ role }), status: 'signed-in' });
  return renderView(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route
        path={`/${role}/*`}
        element={
          <WorkspaceFrame role={role}>
            <p>Dashboard content</p>
          </WorkspaceFrame>
        }
      />
    </Routes>,
    { path: `/${role}`, menu: menuOf(role) },
  );
}

it.each(['maker', 'checker'] as const)("%s: name, role and the menu the shell gives, under the role's navigation label", async (role) => {
  mockApi({});
  renderLayout(role);
  expect(screen.getByText('Meera Shah')).toBeInTheDocument();
  expect(screen.getByText(role === 'maker' ? 'Maker' : 'Checker')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: role === 'maker' ? 'Maker navigation' : 'Checker navigation' });
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  const group = within(nav).getByRole('button', { name: /Regulatory Compliance/ });
  expect(group).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(group);
  expect(within(nav).getByRole('link', { name: 'RBI' })).toHaveAttribute('href', `/${role}/rbi-compliance`);
  expect(screen.getByRole('link', { name: 'Account security' })).toHaveAttribute('href', '/account/security');
  expect(getComputedStyle(within(screen.getByRole('link', { name: 'Account security' })).getByText('Security')).display).toBe('none');
});

it('Log Out asks first, then signs out and goes home', async () => {
  mockApi({ 'POST /api/auth/logout': { body: { success: true, message: 'Logged out successfully' } } });
  renderLayout('maker');
  await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
  const dialog = screen.getByRole('dialog', { name: 'Log out' });
  expect(dialog).toHaveTextContent('Are you sure you want to log out?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(authStore.getState().user).toBeNull();
});
