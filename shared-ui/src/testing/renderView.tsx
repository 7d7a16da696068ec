import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AuthProvider } from 'shared-auth';
import { theme } from '../theme';
import { Toaster } from '../toast/Toaster';
import { toastStore } from '../toast/toastStore';

/**
 * Renders a remote's view as the shell would: theme, auth context, router (the view matched
 * at `route`, default any path) and the toast region. Tests only.
 */
export function renderView(ui: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  toastStore.setState({ toasts: [] });
  return render(
    <ThemeProvider theme={theme}>
      <AuthProvider checkOnMount={false}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </ThemeProvider>,
  );
}
