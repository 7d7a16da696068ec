import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authStore } from 'shared-auth';
import { mockApi, renderView, sampleUser } from '../../../test-support/src'; // relative: test-support itself depends on shared-ui
import { LogoutButton } from './LogoutButton';

function renderButton() {
  authStore.setState({ user: sampleUser(), status: 'signed-in' });
  return renderView(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/admin" element={<LogoutButton label="Logout" small />} />
    </Routes>,
    { path: '/admin' },
  );
}

it('asks first; Cancel keeps the user signed in and calls nothing', async () => {
  const { calls } = mockApi({});
  renderButton();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  const dialog = screen.getByRole('dialog', { name: 'Log out' });
  expect(dialog).toHaveTextContent('Are you sure you want to log out?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls).toHaveLength(0);
  expect(authStore.getState().status).toBe('signed-in');
});

it('confirming signs out on the server and goes home', async () => {
  const { of } = mockApi({ 'POST /api/auth/logout': { body: { success: true, message: 'Logged out successfully' } } });
  renderButton();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Log out' })).getByRole('button', { name: 'Log out' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(of('POST', '/api/auth/logout')).toHaveLength(1);
  expect(authStore.getState().status).toBe('signed-out');
});
