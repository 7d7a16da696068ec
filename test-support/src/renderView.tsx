import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { MenuItem, PublicUser } from 'shared-contracts';
import { AuthProvider, authStore } from 'shared-auth';
import { AreaMenuProvider, theme, Toaster, toastStore } from 'shared-ui';
import { ThemeProvider } from 'styled-components';

export interface RenderViewOptions {
  /** The address the router starts at. */
  path?: string;
  /** The route pattern the view is matched at (default: any path); other paths then render nothing. */
  route?: string;
  /** The area's side menu, as the shell hands it to an area layout. */
  menu?: MenuItem[];
  /** Who is signed in (null: signed out); left as it is when not given. */
  user?: PublicUser | null;
  /** Show where the router is (an output named 'location': the path, and ' from <path>' after a guard's redirect). */
  showLocation?: boolean;
}

/** Where the router is, so a test can check a redirect and its state. */
export function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return (
    <output aria-label="location" data-testid="location">
      {`${location.pathname}${from ? ` from ${from}` : ''}`}
    </output>
  );
}

/**
 * The front end's one render helper: renders a view as the shell would, with the theme, the auth
 * context, the router, the area's menu and the toast region. Tests only.
 */
export function renderView(ui: ReactElement, { path = '/', route = '*', menu = [], user, showLocation = false }: RenderViewOptions = {}) {
  toastStore.setState({ toasts: [] });
  if (user !== undefined) authStore.setState(user ? { user, status: 'signed-in' } : { user: null, status: 'signed-out' });
  return render(
    <ThemeProvider theme={theme}>
      <AuthProvider checkOnMount={false}>
        <AreaMenuProvider items={menu}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
              {route !== '*' && <Route path="*" element={null} />}
            </Routes>
            {showLocation && <LocationProbe />}
          </MemoryRouter>
        </AreaMenuProvider>
        <Toaster />
      </AuthProvider>
    </ThemeProvider>,
  );
}
