import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaEntry } from 'shared-contracts';
import { mockApi, renderView, setSignedIn } from 'test-support';
import type { AreaPageSet } from './areaRoutes';

const loadAreaPages = jest.fn<Promise<AreaPageSet>, [string, string[]]>();
jest.mock('./areaRoutes', () => ({ loadAreaPages: (...args: [string, string[]]) => loadAreaPages(...args) }));
jest.mock('../federation/remoteRegistry', () => ({ resetRemote: jest.fn() }));
jest.mock('../account-security/AccountSecurityPage', () => ({ __esModule: true, default: () => <h1>Account security page</h1> }));

import { AppRoutes } from './AppRoutes';

const dashboard: AreaEntry = { path: '', title: 'Dashboard', menu: { label: 'Dashboard', order: 10, end: true }, load: async () => ({ default: () => <h1>Dash</h1> }) };

/** Every contributor loads except `down`, which contributes nothing and is reported failed. */
function withRemoteDown(down: string) {
  loadAreaPages.mockImplementation(async (_area, contributors) => {
    const entries = contributors.includes('mfe_workspace') && down !== 'mfe_workspace' ? [dashboard] : [];
    return { entries, pages: entries.filter((e) => !('comingSoon' in e)) as AreaPageSet['pages'], failed: contributors.filter((c) => c === down) };
  });
}

beforeEach(() => mockApi({ 'GET /api/auth/email-verification': { body: { success: true, emailVerified: true, email: 'a@example.test' } } }));

test.each([
  ['admin', '/admin/panels/maker', 'mfe_admin', 'Admin navigation', 'Logout'],
  ['admin', '/admin', 'mfe_workspace', 'Admin navigation', 'Logout'],
  ['maker', '/maker/hr-compliance', 'mfe_compliance', 'Maker navigation', 'Log Out'],
  ['checker', '/checker', 'mfe_workspace', 'Checker navigation', 'Log Out'],
  ['super-admin', '/super-admin/users', 'mfe_superadmin', 'Super admin navigation', 'Logout'],
] as const)('%s at %s with %s down: the frame, its sign-out and a skip link stay, the page says unavailable with Retry', async (role, path, down, nav, signOut) => {
  withRemoteDown(down);
  setSignedIn(role);
  renderView(<AppRoutes />, { path });
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site is temporarily unavailable.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: nav })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: signOut })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
});

test('the public site with mfe_public down keeps its header (with Sign In), footer and skip link', async () => {
  withRemoteDown('mfe_public');
  renderView(<AppRoutes />, { path: '/', user: null });
  expect(await screen.findByRole('alert')).toHaveTextContent('temporarily unavailable');
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Help' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
});

test('Account security keeps a signed-in admin inside the console frame', async () => {
  withRemoteDown('none');
  setSignedIn('admin');
  renderView(<AppRoutes />, { path: '/account/security' });
  expect(await screen.findByRole('heading', { name: 'Account security page' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Admin navigation' })).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
});

test('Retry brings back the failed remote’s menu items with its page', async () => {
  const makers: AreaEntry = { path: 'panels/maker', title: 'Makers', menu: { label: 'Makers', order: 131 }, load: async () => ({ default: () => <h1>Maker users</h1> }) };
  withRemoteDown('mfe_admin');
  setSignedIn('admin');
  renderView(<AppRoutes />, { path: '/admin/panels/maker' });
  const retry = await screen.findByRole('button', { name: 'Retry' });
  loadAreaPages.mockResolvedValue({ entries: [dashboard, makers], pages: [dashboard, makers] as AreaPageSet['pages'], failed: [] });
  await userEvent.click(retry);
  expect(await screen.findByRole('heading', { name: 'Maker users' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Admin navigation' })).getByRole('link', { name: 'Makers' })).toHaveAttribute('href', '/admin/panels/maker');
});

test.each(['/admin', '/maker', '/'])('the index page of %s renders without react-router’s descendant-routes warning', async (path) => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  withRemoteDown('none');
  if (path === '/') renderView(<AppRoutes />, { path, user: null });
  else {
    setSignedIn(path === '/admin' ? 'admin' : 'maker');
    renderView(<AppRoutes />, { path });
  }
  expect(await screen.findByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  await screen.findAllByRole('navigation');
  expect(warn.mock.calls.map((args) => String(args[0])).filter((text) => /descendant <Routes>/.test(text))).toEqual([]);
  warn.mockRestore();
});
