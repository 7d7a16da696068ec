import { screen, waitFor } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { apiRequest, authModalStore, authStore } from 'shared-auth';
import { mockApi, renderView, setSignedIn } from 'test-support';
import { RoleGuard } from '../routing/RoleGuard';
import { SessionExpiryNotice } from './SessionExpiryNotice';

beforeEach(() => authModalStore.getState().close());

function App() {
  return (
    <>
      <Routes>
        <Route path="/login" element={<p>Sign in required</p>} />
        <Route
          path="/admin/*"
          element={
            <RoleGuard roles={['admin']}>
              <p>Statistics page</p>
              <Outlet />
            </RoleGuard>
          }
        />
      </Routes>
      <SessionExpiryNotice />
    </>
  );
}

test("ASVS v5.0 7.3.1 a 401 on any screen's call: signed out, told once, and the Sign In modal opens to come back to the page", async () => {
  setSignedIn('admin');
  mockApi({ 'GET /api/tasks/summary': { status: 401, body: { success: false, message: 'Your session has expired. Please sign in again.' } } });
  renderView(<App />, { path: '/admin/statistics', showLocation: true });
  expect(screen.getByText('Statistics page')).toBeInTheDocument();

  await expect(apiRequest('/api/tasks/summary')).rejects.toMatchObject({ status: 401 });

  expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
  expect(await screen.findByText('Sign in required')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login from /admin/statistics'));
  await waitFor(() => expect(authModalStore.getState()).toMatchObject({ open: 'login', returnTo: '/admin/statistics' }));
  expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: null, sessionExpired: false });
  // Told once: the toast region holds the message a single time.
  expect(screen.getAllByText('Session expired. Please log in again.')).toHaveLength(1);
});

test('a 401 while signed out (a wrong password) is not an ended session: no notice, no modal', async () => {
  authStore.setState({ user: null, status: 'signed-out' });
  mockApi({ 'POST /api/auth/login': { status: 401, body: { success: false, message: 'Invalid email or password' } } });
  renderView(<App />, { path: '/login' });
  await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
  expect(screen.queryByText('Session expired. Please log in again.')).not.toBeInTheDocument();
  expect(authModalStore.getState().open).toBeNull();
});
