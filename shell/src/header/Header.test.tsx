import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModalStore, authStore } from 'shared-auth';
import { renderView, setSignedIn, setSignedOut } from 'test-support';
import { fullPageRedirect } from '../auth-modals/navigation';
import { Header } from './Header';

jest.mock('../auth-modals/navigation', () => ({ fullPageRedirect: jest.fn() }));

beforeEach(() => {
  authModalStore.getState().close();
  jest.mocked(fullPageRedirect).mockReset();
});

const main = () => within(screen.getByRole('navigation', { name: 'Main' }));

test('header links: Home, Pricing, Blogs, Contact Us', () => {
  setSignedOut();
  renderView(<Header />, { showLocation: true });
  expect(
    main()
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Home', '/'],
    ['Pricing', '/subscription'],
    ['Blogs', '/blog'],
    ['Contact Us', '/contact-us'],
  ]);
});

test('signed out: Sign In and Sign Up open their modals', async () => {
  setSignedOut();
  renderView(<Header />, { showLocation: true });
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(authModalStore.getState().open).toBe('login');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(authModalStore.getState().open).toBe('register');
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
});

test('while the session is checked neither state is shown', () => {
  authStore.setState({ user: null, status: 'loading' });
  renderView(<Header />, { showLocation: true });
  expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
});

test.each([
  ['admin', '/admin'],
  ['maker', '/maker'],
  ['checker', '/checker'],
  ['super-admin', '/super-admin'],
] as const)('signed in as %s: avatar initial, full name, Dashboard to %s', (role, path) => {
  setSignedIn(role, { firstName: 'asha', lastName: 'Rao' });
  renderView(<Header />, { showLocation: true });
  expect(screen.getByText('A', { selector: 'span' })).toBeInTheDocument();
  expect(screen.getByText('asha Rao')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', path);
  expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
});

test('the avatar falls back to the first letter of the e-mail', () => {
  setSignedIn('maker', { firstName: '', lastName: '', email: 'zoya@nbfc.in' });
  renderView(<Header />, { showLocation: true });
  expect(screen.getByText('Z', { selector: 'span' })).toBeInTheDocument();
});

/** Signed in as an admin whose logout is watched, with the header's Logout clicked. */
async function clickLogout() {
  setSignedIn('admin');
  const logout = jest.fn(async () => undefined);
  authStore.setState({ logout });
  renderView(<Header />, { showLocation: true });
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  return logout;
}

test('ASVS v5.0 7.4.4 logout asks "Are you sure you want to log out?"; Cancel keeps the session', async () => {
  const logout = await clickLogout();
  const dialog = screen.getByRole('dialog', { name: 'Log out' });
  expect(dialog).toHaveTextContent('Are you sure you want to log out?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(logout).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('confirming logs out and goes to /', async () => {
  const logout = await clickLogout();
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(fullPageRedirect).toHaveBeenCalledWith('/'));
  expect(logout).toHaveBeenCalledTimes(1);
});

test('the mobile menu toggles the same links and closes on logout', async () => {
  setSignedIn('checker');
  authStore.setState({ logout: jest.fn(async () => undefined) });
  renderView(<Header />, { showLocation: true });
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
  expect(mobile.getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Pricing', 'Blogs', 'Contact Us']);
  const panel = within(document.getElementById('mobile-menu')!);
  expect(panel.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/checker');
  await userEvent.click(panel.getByRole('button', { name: 'Logout' }));
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(fullPageRedirect).toHaveBeenCalledWith('/'));
  expect(document.getElementById('mobile-menu')).toBeNull();
});

test('Escape closes the mobile menu and returns focus to its toggle', async () => {
  setSignedOut();
  renderView(<Header />, { showLocation: true });
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(document.getElementById('mobile-menu')).not.toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(document.getElementById('mobile-menu')).toBeNull();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
});
