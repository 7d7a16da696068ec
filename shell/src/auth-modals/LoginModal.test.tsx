import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError, authModalStore, authStore } from 'shared-auth';
import { renderWithProviders, setSignedOut } from '../testing/renderWithProviders';
import { AuthModals } from './AuthModals';
import { fullPageRedirect } from './navigation';

jest.mock('./navigation', () => ({ fullPageRedirect: jest.fn() }));

const login = jest.fn<Promise<string>, [string, string]>();

beforeEach(() => {
  setSignedOut();
  authStore.setState({ login });
  login.mockReset();
  jest.mocked(fullPageRedirect).mockReset();
  authModalStore.getState().openLogin();
});

// The modals are loaded when first opened: wait for the dialog.
const open = async () => {
  renderWithProviders(<AuthModals />);
  await screen.findByRole('dialog', undefined, { timeout: 5000 });
};

test('has labelled email and password fields in a labelled dialog', async () => {
  await open();
  expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
});

test('both fields are required: "Please fill in all fields", cleared when the user edits', async () => {
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  expect(login).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText(/Email/), 'a');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
});

test('shows "Signing In..." while loading, then closes and redirects to the path of the store', async () => {
  let finish: (path: string) => void = () => undefined;
  login.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  await open();
  await userEvent.type(screen.getByLabelText(/Email/), 'asha@nbfc.in');
  await userEvent.type(screen.getByLabelText(/Password/), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  expect(login).toHaveBeenCalledWith('asha@nbfc.in', 'secret1');
  finish('/maker');
  await waitFor(() => expect(fullPageRedirect).toHaveBeenCalledWith('/maker'));
  expect(authModalStore.getState().open).toBeNull();
});

test.each([
  ['the server message', new ApiRequestError('Invalid email or password', 401, { success: false, message: 'Invalid email or password' }), 'Invalid email or password'],
  ['"Login failed" without one', new Error(''), 'Login failed'],
  ['"Login failed" for a network failure', new TypeError('Failed to fetch'), 'Login failed'],
])('on failure shows %s in the banner and stays open', async (_label, failure, text) => {
  login.mockRejectedValue(failure);
  await open();
  await userEvent.type(screen.getByLabelText(/Email/), 'asha@nbfc.in');
  await userEvent.type(screen.getByLabelText(/Password/), 'wrong12');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(fullPageRedirect).not.toHaveBeenCalled();
});

test('"Sign up here" switches to the registration modal (only one open)', async () => {
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Sign up here' }));
  expect(await screen.findByRole('dialog', { name: 'Register Your Company' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Login' }));
  expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
});

test('Escape closes the modal', async () => {
  await open();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(authModalStore.getState().open).toBeNull();
});
