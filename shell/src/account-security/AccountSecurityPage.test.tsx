import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderView, setSignedIn } from 'test-support';
import AccountSecurityPage from './AccountSecurityPage';
import ResetPasswordPage from './ResetPasswordPage';

const security = (over: Record<string, unknown> = {}) => ({
  success: true,
  security: { mfaEnabled: false, mfaRequired: false, recoveryCodesLeft: 0, passwordChangedAt: null, minPasswordLength: 8, ...over },
});

beforeEach(() => setSignedIn('maker'));

test('ASVS v5.0 6.2.3 changing the password needs the current one and says other sessions ended', async () => {
  const { calls } = mockApi({
    'GET /api/auth/security': { status: 200, body: security() },
    'POST /api/auth/password': [
      { status: 400, body: { success: false, message: 'The current password is not correct' } },
      { status: 200, body: { success: true, message: 'Your password has been changed. Your other sessions have been signed out.' } },
    ],
  });
  renderView(<AccountSecurityPage />, { showLocation: true });
  const section = await screen.findByRole('region', { name: 'Password' });
  await userEvent.type(within(section).getByLabelText(/^Current password/), 'wrong-one');
  await userEvent.type(within(section).getByLabelText(/^New password/), 'Brand-new-ledger-1');
  await userEvent.type(within(section).getByLabelText(/^Confirm new password/), 'Brand-new-ledger-1');
  await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent('The current password is not correct');
  await userEvent.clear(within(section).getByLabelText(/^Current password/));
  await userEvent.type(within(section).getByLabelText(/^Current password/), 'right-one');
  await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
  expect(await within(section).findByText('Your password has been changed. Your other sessions have been signed out.')).toBeInTheDocument();
  expect(calls[2]).toMatchObject({ url: '/api/auth/password', method: 'POST', body: { currentPassword: 'right-one', newPassword: 'Brand-new-ledger-1' } });
  expect(within(section).getByLabelText(/^Current password/)).toHaveValue('');
});

test('ASVS v5.0 6.3.3 a maker turns two-step verification on and sees its recovery codes once', async () => {
  const { calls } = mockApi({
    'GET /api/auth/security': [
      { status: 200, body: security() },
      { status: 200, body: security({ mfaEnabled: true, recoveryCodesLeft: 10 }) },
    ],
    'POST /api/auth/mfa/setup': { status: 200, body: { success: true, secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } },
    'POST /api/auth/mfa/confirm': { status: 200, body: { success: true, recoveryCodes: ['AAAAA-BBBBB'] } },
  });
  renderView(<AccountSecurityPage />, { showLocation: true });
  const section = await screen.findByRole('region', { name: 'Two-step verification' });
  expect(section).toHaveTextContent('Two-step verification is off.');
  await userEvent.type(within(section).getByLabelText(/^Password/), 'my-password');
  await userEvent.click(within(section).getByRole('button', { name: 'Set up two-step verification' }));
  expect(await within(section).findByLabelText('Authenticator key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  await userEvent.type(within(section).getByLabelText(/^Authentication code/), '123456');
  await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
  expect(await within(section).findByRole('list', { name: 'Recovery codes' })).toHaveTextContent('AAAAA-BBBBB');
  await userEvent.click(within(section).getByRole('button', { name: 'Done' }));
  expect(await within(section).findByText(/Recovery codes left/)).toHaveTextContent('Recovery codes left: 10.');
  expect(calls[1]).toMatchObject({ url: '/api/auth/mfa/setup', body: { password: 'my-password' } });
  expect(calls[2]).toMatchObject({ url: '/api/auth/mfa/confirm', body: { code: '123456' } });
});

test('an admin is told MFA is required and has no way to turn it off', async () => {
  mockApi({ 'GET /api/auth/security': { status: 200, body: security({ mfaEnabled: true, mfaRequired: true, recoveryCodesLeft: 3, minPasswordLength: 12 }) } });
  renderView(<AccountSecurityPage />, { showLocation: true });
  const section = await screen.findByRole('region', { name: 'Two-step verification' });
  expect(section).toHaveTextContent('(required for your role)');
  expect(within(section).queryByRole('button', { name: /Turn off/ })).not.toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Get new recovery codes' })).toBeInTheDocument();
});

test('ASVS v5.0 6.4.3 the reset page reads the token from the fragment and sets the new password', async () => {
  window.history.replaceState(null, '', '/reset-password#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
  const { calls } = mockApi({
    'POST /api/auth/password-reset/confirm': { status: 200, body: { success: true, message: 'Your password has been changed. Please sign in with your new password.' } },
  });
  renderView(<ResetPasswordPage />, { showLocation: true });
  await userEvent.type(screen.getByLabelText(/^New password/), 'Reset-ledger-2027');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Reset-ledger-2027');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByText('Your password has been changed. Please sign in with your new password.')).toBeInTheDocument();
  expect(calls[0]).toMatchObject({
    url: '/api/auth/password-reset/confirm',
    body: { token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', newPassword: 'Reset-ledger-2027' },
  });
  expect(window.location.hash).toBe('');
});
