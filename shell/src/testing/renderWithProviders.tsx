import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AuthProvider, authStore } from 'shared-auth';
import type { PublicUser, Role } from 'shared-contracts';
import { theme } from 'shared-ui';

export function makeUser(over: Partial<PublicUser> = {}): PublicUser {
  return { id: 'u1', firstName: 'Asha', lastName: 'Rao', email: 'asha@nbfc.in', role: 'admin', status: 'active', companyId: 'c1', ...over };
}

export function setSignedIn(role: Role, over: Partial<PublicUser> = {}) {
  authStore.setState({ user: makeUser({ role, ...over }), status: 'signed-in' });
}

export function setSignedOut() {
  authStore.setState({ user: null, status: 'signed-out' });
}

/** Shows where the router is, so tests can check redirects and their state. */
export function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <output aria-label="location">{`${location.pathname}${from ? ` from ${from}` : ''}`}</output>;
}

/** Renders `ui` at `path`; with `routePath`, only there (other paths render nothing, e.g. after a redirect). */
export function renderWithProviders(ui: ReactElement, { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <AuthProvider checkOnMount={false}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
            {routePath !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthProvider>
    </ThemeProvider>,
  );
}
