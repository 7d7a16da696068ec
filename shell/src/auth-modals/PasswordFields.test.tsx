import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModalStore } from 'shared-auth';
import AccountSecurityPage from '../account-security/AccountSecurityPage';
import ResetPasswordPage from '../account-security/ResetPasswordPage';
import { mockApi, renderView, setSignedIn, setSignedOut } from 'test-support';
import { AuthModals } from './AuthModals';

/** Pastes like a password manager or the clipboard would; answers whether the page blocked it. */
function paste(field: HTMLElement, text: string): boolean {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.assign(event, { clipboardData: { getData: () => text, types: ['text/plain'] } });
  const allowed = field.dispatchEvent(event);
  // The browser inserts the text when the event was not cancelled.
  if (allowed) fireEvent.change(field, { target: { value: text } });
  return allowed;
}

function expectUsablePasswordField(field: HTMLElement, autocomplete: 'current-password' | 'new-password') {
  expect(field).toHaveAttribute('type', 'password');
  // Password managers fill fields by these tokens; "off" would shut them out.
  expect(field).toHaveAttribute('autocomplete', autocomplete);
  expect(paste(field, 'Pasted-from-manager-2026')).toBe(true);
  expect(field).toHaveValue('Pasted-from-manager-2026');
}

test('ASVS v5.0 6.2.6 ASVS v5.0 6.2.7 the Sign In password is masked, fillable by password managers, and accepts a paste', async () => {
  setSignedOut();
  authModalStore.getState().openLogin();
  renderView(<AuthModals />, { showLocation: true });
  // The modals are loaded when first opened.
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 5000 });
  expectUsablePasswordField(within(dialog).getByLabelText(/^Password/), 'current-password');
  expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
});

test('ASVS v5.0 6.2.6 ASVS v5.0 6.2.7 changing and resetting a password: masked fields, password-manager tokens, paste allowed', async () => {
  setSignedIn('maker');
  mockApi({
    'GET /api/auth/security': {
      status: 200,
      body: { success: true, security: { mfaEnabled: false, mfaRequired: false, recoveryCodesLeft: 0, passwordChangedAt: null, minPasswordLength: 8 } },
    },
  });
  const { unmount } = renderView(<AccountSecurityPage />, { showLocation: true });
  const section = await screen.findByRole('region', { name: 'Password' });
  expectUsablePasswordField(within(section).getByLabelText(/^Current password/), 'current-password');
  expectUsablePasswordField(within(section).getByLabelText(/^New password/), 'new-password');
  expectUsablePasswordField(within(section).getByLabelText(/^Confirm new password/), 'new-password');
  unmount();

  window.history.replaceState(null, '', '/reset-password#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
  renderView(<ResetPasswordPage />, { showLocation: true });
  expectUsablePasswordField(screen.getByLabelText(/^New password/), 'new-password');
  // Typing works as well as pasting (no keystroke is swallowed).
  const confirm = screen.getByLabelText(/^Confirm new password/);
  await userEvent.type(confirm, 'Typed-2026');
  expect(confirm).toHaveValue('Typed-2026');
});
