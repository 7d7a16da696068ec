import { screen, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AuthProvider, authStore } from 'shared-auth';
import { theme } from 'shared-ui';
import { LocationProbe, mockApi, renderView, sampleUser, setSignedIn, setSignedOut } from 'test-support';
import { NotFound } from './NotFound';
import { RoleGuard } from './RoleGuard';

const page = <RoleGuard roles={['admin']}>Admin page</RoleGuard>;

test('shows a spinner while the session is being checked', () => {
  authStore.setState({ user: null, status: 'loading' });
  renderView(page, { path: '/admin/panels/maker', route: '/admin/*', showLocation: true });
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByText('Admin page')).not.toBeInTheDocument();
});

test('without a user it goes to /login, passing the requested location', () => {
  setSignedOut();
  renderView(page, { path: '/admin/panels/maker', route: '/admin/*', showLocation: true });
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login from /admin/panels/maker');
});

test('the right role sees the page', () => {
  setSignedIn('admin');
  renderView(page, { path: '/admin', route: '/admin/*', showLocation: true });
  expect(screen.getByText('Admin page')).toBeInTheDocument();
});

test('ASVS v5.0 6.3.3 a session limited to two-step set-up shows the enrolment screen instead of the area, and the area once it is set up', async () => {
  setSignedIn('admin', { mfaEnrolmentRequired: true });
  const security = { mfaEnabled: false, mfaRequired: true, recoveryCodesLeft: 0, passwordChangedAt: null, minPasswordLength: 12 };
  const { calls } = mockApi({
    'GET /api/auth/security': { status: 200, body: { success: true, security } },
    'POST /api/auth/mfa/setup': { status: 200, body: { success: true, secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } },
    'POST /api/auth/mfa/confirm': { status: 200, body: { success: true, recoveryCodes: ['AAAAA-BBBBB'] } },
    'GET /api/auth/session': { status: 200, body: { success: true, user: sampleUser({ role: 'admin' }) } },
  });
  renderView(page, { path: '/admin', route: '/admin/*' });
  expect(await screen.findByRole('heading', { name: 'Set up two-step verification', level: 1 })).toBeInTheDocument();
  expect(screen.queryByText('Admin page')).not.toBeInTheDocument();
  await userEvent.type(await screen.findByLabelText(/^Password/), 'Ledger-Audit-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
  await userEvent.type(await screen.findByLabelText(/^Authentication code/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent('AAAAA-BBBBB');
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(await screen.findByText('Admin page')).toBeInTheDocument();
  expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('GET /api/auth/session');
});

test('another role sees Access Denied with the required roles and its own role; Go Back goes back', async () => {
  setSignedIn('maker');
  render(
    <ThemeProvider theme={theme}>
      <AuthProvider checkOnMount={false}>
        <MemoryRouter initialEntries={['/maker', '/admin/users']} initialIndex={1}>
          <Routes>
            <Route path="/admin/*" element={page} />
            <Route path="/maker" element={<p>Maker home</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthProvider>
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
  expect(screen.getByText(/Required role/)).toHaveTextContent('admin');
  expect(screen.getByText(/Your role/)).toHaveTextContent('maker');
  await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
  expect(screen.getByText('Maker home')).toBeInTheDocument();
});

test('the super-admin area is guarded too', () => {
  setSignedIn('admin');
  renderView(<RoleGuard roles={['super-admin']}>Root page</RoleGuard>, { path: '/super-admin/users', route: '/super-admin/*', showLocation: true });
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.queryByText('Root page')).not.toBeInTheDocument();
});

test('a super-admin sent to /admin is forwarded to its own area', () => {
  setSignedIn('super-admin');
  renderView(page, { path: '/admin', route: '/admin/*', showLocation: true });
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/super-admin');
});

test('the 404 page', () => {
  renderView(<NotFound />, { path: '/nothing', showLocation: true });
  expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});
