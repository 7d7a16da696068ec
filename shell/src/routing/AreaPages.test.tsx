import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from 'shared-ui';
import type { AreaPageSet } from './areaRoutes';

const loadAreaPages = jest.fn<Promise<AreaPageSet>, unknown[]>();
jest.mock('./areaRoutes', () => ({ loadAreaPages: (...args: unknown[]) => loadAreaPages(...args) }));
jest.mock('../federation/remoteRegistry', () => ({ resetRemote: jest.fn() }));

import { AreaPages } from './AreaPages';
import { AreaPageSetProvider } from './areaPageSet';

const usersPage = { path: 'panels/:role', title: 'Users', load: async () => ({ default: () => <h1>Users page</h1> }) };
const homePage = { path: '', title: 'Home', load: async () => ({ default: () => <h1>Admin home</h1> }) };

const CONTRIBUTORS = ['mfe_admin', 'mfe_compliance'];

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <AreaPageSetProvider area="admin" contributors={CONTRIBUTORS}>
                <AreaPages />
              </AreaPageSetProvider>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

test('renders the page a remote contributes at the matching path, and the index page', async () => {
  loadAreaPages.mockResolvedValue({ entries: [homePage, usersPage], pages: [homePage, usersPage], failed: [] });
  renderAt('/admin/panels/maker');
  expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
  expect(loadAreaPages).toHaveBeenCalledWith('admin', ['mfe_admin', 'mfe_compliance']);
});

test('an unknown path in an area whose remotes all loaded is the 404 page', async () => {
  loadAreaPages.mockResolvedValue({ entries: [homePage], pages: [homePage], failed: [] });
  renderAt('/admin/nowhere');
  expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
});

test('when a contributing remote is down, an unmatched path offers Retry instead of a 404', async () => {
  loadAreaPages.mockResolvedValue({ entries: [homePage], pages: [homePage], failed: ['mfe_compliance'] });
  renderAt('/admin/hr-compliance');
  expect(await screen.findByRole('alert')).toHaveTextContent('temporarily unavailable');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByText('404 - Page Not Found')).not.toBeInTheDocument();
});
