import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModalStore, authStore } from 'shared-auth';
import type { SignInStep } from 'shared-contracts';
import { mockApi, renderView, sampleUser, setSignedOut } from 'test-support';
import { AuthModals } from '../auth-modals/AuthModals';
import { fullPageRedirect } from '../auth-modals/navigation';

jest.mock('../auth-modals/navigation', () => ({ fullPageRedirect: jest.fn() }));

beforeEach(() => {
  setSignedOut();
  localStorage.clear();
  jest.mocked(fullPageRedirect).mockReset();
  authModalStore.getState().openLogin();
});

// The session itself is the HttpOnly cookie the server sets with this answer: the body holds no token.
const session = { success: true, user: sampleUser({ role: 'admin' }), redirectTo: '/admin' };
const challenge = (step: SignInStep, extra: { minPasswordLength?: number } = {}) => ({
  success: true as const,
  step,
  challengeToken: `challenge-${step}`,
  message: `message for ${step}`,
  ...extra,
});

async function signIn(password = 'Ledger-Audit-2026') {
  renderView(<AuthModals />, { showLocation: true });
  await screen.findByRole('dialog', undefined, { timeout: 5000 });
  await userEvent.type(screen.getByLabelText(/Email/), 'asha@nbfc.in');
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

test('ASVS v5.0 6.3.3 an enrolled user enters the authenticator code after the password, then is signed in', async () => {
  const { calls } = mockApi({
    'POST /api/auth/login': { status: 200, body: challenge('mfa') },
    'POST /api/auth/login/mfa': [
      { status: 401, body: { success: false, message: 'The code is not correct' } },
      { status: 200, body: session },
    ],
  });
  await signIn();
  expect(await screen.findByText('message for mfa')).toBeInTheDocument();
  const code = screen.getByLabelText(/Authentication code or recovery code/);
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await userEvent.type(code, '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct');
  expect(authStore.getState().status).toBe('signed-out');
  await userEvent.clear(code);
  await userEvent.type(code, '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(fullPageRedirect).toHaveBeenCalledWith('/admin'));
  expect(calls[2]).toMatchObject({ url: '/api/auth/login/mfa', method: 'POST', body: { challengeToken: 'challenge-mfa', code: '123456' } });
  expect(authStore.getState()).toMatchObject({ status: 'signed-in', user: { email: session.user.email } });
  expect(localStorage.length).toBe(0);
});

test('ASVS v5.0 6.4.1 a forced password change, then MFA enrolment, then the recovery codes shown once', async () => {
  const { calls } = mockApi({
    'POST /api/auth/login': { status: 200, body: challenge('password-change', { minPasswordLength: 12 }) },
    'POST /api/auth/login/password-change': { status: 200, body: challenge('mfa-enrol') },
    'POST /api/auth/login/mfa-enrol/start': {
      status: 200,
      body: { success: true, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
    },
    'POST /api/auth/login/mfa-enrol/confirm': { status: 200, body: { ...session, recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] } },
  });
  await signIn();
  await screen.findByText('message for password-change');
  await userEvent.type(screen.getByLabelText(/^New password/), 'short');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 12 characters long');
  await userEvent.clear(screen.getByLabelText(/^New password/));
  await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
  await userEvent.type(screen.getByLabelText(/^New password/), 'My-own-ledger-2027');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'My-own-ledger-2027');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByLabelText('Authenticator key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  expect(screen.getByRole('link', { name: 'open in authenticator app' })).toHaveAttribute('href', expect.stringMatching(/^otpauth:\/\/totp\//));
  const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
  expect(qr.querySelectorAll('rect').length).toBeGreaterThan(100);
  await userEvent.type(screen.getByLabelText(/^Authentication code/), '654321');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(list).toHaveTextContent('AAAAA-BBBBB');
  expect(fullPageRedirect).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'I have saved these codes, continue' }));
  expect(fullPageRedirect).toHaveBeenCalledWith('/admin');
  expect(calls.map((c) => c.url)).toEqual(['/api/auth/login', '/api/auth/login/password-change', '/api/auth/login/mfa-enrol/start', '/api/auth/login/mfa-enrol/confirm']);
  expect(calls[1].body).toEqual({ challengeToken: 'challenge-password-change', newPassword: 'My-own-ledger-2027' });
});

test('"Forgot password?" asks for the e-mail and shows the same answer whatever the account', async () => {
  const { calls } = mockApi({
    'POST /api/auth/password-reset/request': { status: 200, body: { success: true, message: 'If an account exists for this email, we have sent a link.' } },
  });
  renderView(<AuthModals />, { showLocation: true });
  await screen.findByRole('dialog', undefined, { timeout: 5000 });
  await userEvent.type(screen.getByLabelText(/Email/), 'asha@nbfc.in');
  await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
  expect(screen.getByLabelText(/Email/)).toHaveValue('asha@nbfc.in');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('If an account exists for this email, we have sent a link.')).toHaveAttribute('role', 'status');
  expect(calls[0]).toMatchObject({ url: '/api/auth/password-reset/request', body: { email: 'asha@nbfc.in' } });
  await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
});
